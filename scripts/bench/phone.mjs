// The emulated phone, set where each figure is measured (issue 65; calibrate.mjs says why):
// readings of the benchmark index right before a measurement set the CPU slowdown of what
// follows, readings right after it say whether the host kept its speed meanwhile. Every such
// measurement is a stretch ({ what, before, after, slowdown }) kept for the verdict and the JSON;
// `steadily` takes a measurement again when its host changed speed through it.
//
// The readings are taken in a reader: an idle blank page of the measuring browser, in a context
// of its own (the measured page stays visible and keeps its frames). Not in the measured page:
// the benchmark is half garbage collection, and a page holding 10,000 applications, or one just
// done exporting them, read 850-900 where the blank page read 2,200-2,600.
import { MAX_ATTEMPTS, indexIn, slowdownFor, steady, unsteadiness } from './calibrate.mjs';
import { readCpuTicks, stealShare } from './steal.mjs';

/** Readings on each side of a measurement, their mean the side's index (one is about 1 s). */
export const READINGS_PER_SIDE = 2;

const rounded = (index) => Math.round(index).toLocaleString('en-US');

/** What the bench prints of a stretch: `index 2,400 → 2,350, 4x` (`, CPU steal 12%`). */
export const stretchText = (stretch) =>
  `index ${rounded(stretch.before)} → ${rounded(stretch.after)}, ${stretch.slowdown}x` +
  (typeof stretch.steal === 'number' ? `, CPU steal ${Math.round(stretch.steal * 100)}%` : '');

/** The mean of READINGS_PER_SIDE readings in `reader` (a page). */
export async function sideIndex(reader) {
  let sum = 0;
  for (let reading = 0; reading < READINGS_PER_SIDE; reading += 1) sum += await indexIn(reader);
  return sum / READINGS_PER_SIDE;
}

/**
 * The run's phone. `readerOf(page)` resolves to the page the index is read in for a measurement
 * in `page` (by default, an idle blank page in a context of its own in `page`'s browser, opened
 * once, its first reading dropped). `ticks()` reads the machine's CPU ticks (steal.mjs; null
 * where they cannot be read): the host's steal during each measurement itself is recorded.
 */
export function createPhone({ readerOf = blankReader(), ticks = readCpuTicks } = {}) {
  /** Every measurement of the run, those taken again marked `discarded`. */
  const stretches = [];
  /** The name of the measurement under way (`steadily`'s `what`). */
  let current = 'measurement';
  /** Tries taken again so far: a discarded stretch carries the number of its try (`retry`). */
  let retries = 0;
  const read = async (page) => sideIndex(await readerOf(page));

  /**
   * Starts reading the host's steal (steal.mjs): the returned function gives its share of the CPU
   * this machine wanted since (null where the ticks cannot be read).
   */
  const stealMeter = () => {
    const since = ticks();
    return () => stealShare(since, ticks());
  };

  /** A stretch of the run (`steal`, when read: the host's share during the measurement itself). */
  const record = ({ steal, ...stretch }) => {
    const kept = { what: current, ...stretch, ...(typeof steal === 'number' ? { steal } : {}) };
    stretches.push(kept);
    return kept;
  };

  return {
    stretches,
    record,
    stealMeter,

    /**
     * Chromium's CPU throttling of `page` over its CDP `session`: `on()` reads the index (in the
     * page's reader) and slows the page down to the phone; `off()` ends the throttling and reads
     * the index again. Resolves `off()` to the stretch.
     */
    throttler(page, session) {
      let before = null;
      let slowdown = 1;
      let stolen = () => null;
      return {
        async on() {
          before = await read(page);
          slowdown = slowdownFor(before) ?? 1;
          await session.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
          stolen = stealMeter();
        },
        async off() {
          const steal = stolen();
          await session.send('Emulation.setCPUThrottlingRate', { rate: 1 });
          return record({ before, after: await read(page), slowdown, steal });
        },
      };
    },

    /**
     * A figure measured at the host's own speed in `page` (`measure()`), with the slowdown that
     * made this host the phone meanwhile: the mean of the readings before and after it.
     */
    async atHostSpeed(page, measure) {
      const before = await read(page);
      const stolen = stealMeter();
      const value = await measure();
      const steal = stolen();
      const after = await read(page);
      const { slowdown } = record({
        before,
        after,
        slowdown: slowdownFor((before + after) / 2),
        steal,
      });
      return { value, slowdown: slowdown ?? 1 };
    },

    /**
     * Runs `measure` (the measurement `what`) until every stretch it recorded was steady,
     * MAX_ATTEMPTS times at most; resolves to its last result. The stretches of a try taken
     * again stay in the record, `discarded`.
     */
    async steadily(what, measure) {
      for (let attempt = 1; ; attempt += 1) {
        const from = stretches.length;
        const outer = current;
        current = what;
        let result;
        try {
          result = await measure();
        } finally {
          current = outer;
        }
        // A measurement inside this one that was taken again is judged by its last try.
        const own = stretches.slice(from).filter((stretch) => !stretch.discarded);
        const apart = own.filter((stretch) => !steady(stretch));
        if (apart.length === 0 || attempt === MAX_ATTEMPTS) return result;
        retries += 1;
        for (const stretch of own) Object.assign(stretch, { discarded: true, retry: retries });
        console.log(
          `${what}: the host changed speed while it was measured (${apart
            .map((stretch) => `${stretchText(stretch)}, ${unsteadiness(stretch)}`)
            .join('; ')}): measured again (${attempt + 1} of ${MAX_ATTEMPTS})`,
        );
      }
    },
  };
}

/** An idle blank page per browser, in a context of its own, for the readings (see above). */
function blankReader() {
  const readers = new WeakMap();
  return (page) => {
    const browser = page.context().browser();
    if (!readers.has(browser))
      readers.set(
        browser,
        (async () => {
          const reader = await (await browser.newContext()).newPage();
          // A page just opened reads low once, as a browser just started does (calibrate.mjs).
          await indexIn(reader);
          return reader;
        })(),
      );
    return readers.get(browser);
  };
}
