// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { MAX_STEAL } from '../../scripts/bench/calibrate.mjs';
import { READINGS_PER_SIDE, createPhone as phoneOf } from '../../scripts/bench/phone.mjs';

// The phone set where each figure is measured (scripts/bench/phone.mjs): a reading of the
// benchmark index in the measuring page sets the slowdown, a reading after it judges whether the
// host kept its speed, and a measurement through which it did not is taken again.

type Ticks = { busy: number; steal: number } | null;

/**
 * The phone, reading the index in the measured page itself (the bench reads it in a blank one),
 * and the machine's CPU ticks from `ticks` (none by default: no steal recorded).
 */
const createPhone = (ticks: () => Ticks = () => null) =>
  phoneOf({ readerOf: async (page) => page, ticks });

/** CPU ticks in turn: each pair of [busy, steal] the ticks a measurement's start and end read. */
function ticksOf(...pairs: [number, number][]): () => Ticks {
  const queue = pairs.map(([busy, steal]) => ({ busy, steal }));
  return () => queue.shift() ?? null;
}

/** A page whose benchmark readings are `indexes` in turn, each side of a measurement one of them. */
function pageReading(...indexes: number[]) {
  expect(READINGS_PER_SIDE).toBe(2);
  const queue = indexes.flatMap((index) => [index - 50, index + 50]);
  return {
    evaluate: vi.fn(async () => {
      const next = queue.shift();
      if (next === undefined) throw new Error('no reading left');
      return next;
    }),
  };
}

function session() {
  const rates: number[] = [];
  return {
    rates,
    send: vi.fn(async (_method: string, params: { rate: number }) => {
      rates.push(params.rate);
    }),
  };
}

describe('the phone of an interaction', () => {
  it('slows the page down by the index read in it right before, and reads it again after', async () => {
    const phone = createPhone();
    const cdp = session();
    const cpu = phone.throttler(pageReading(2400, 2300), cdp);
    await cpu.on();
    expect(cdp.rates).toEqual([4]);
    const stretch = await cpu.off();
    expect(cdp.rates).toEqual([4, 1]);
    expect(stretch).toEqual({ what: 'measurement', before: 2400, after: 2300, slowdown: 4 });
    expect(phone.stretches).toEqual([stretch]);
  });

  it('gives a host slower than the phone no slowdown', async () => {
    const cdp = session();
    const cpu = createPhone().throttler(pageReading(450, 470), cdp);
    await cpu.on();
    await cpu.off();
    expect(cdp.rates).toEqual([1, 1]);
  });
});

describe('a figure measured at the host’s speed', () => {
  it('is held at the slowdown of the mean of the readings around it', async () => {
    const phone = createPhone();
    const figure = await phone.atHostSpeed(pageReading(2200, 2600), async () => 123);
    expect(figure).toEqual({ value: 123, slowdown: 4 });
    expect(phone.stretches).toEqual([
      { what: 'measurement', before: 2200, after: 2600, slowdown: 4 },
    ]);
  });
});

describe('a measurement through which the host changed speed', () => {
  it('is taken again, and the try taken again stays on record, discarded', async () => {
    const phone = createPhone();
    // First try: 2,300 then 1,400 (the host's two speeds); second: 1,400 then 1,450.
    const page = pageReading(2300, 1400, 1400, 1450);
    const cdp = session();
    let tries = 0;
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    const samples = await phone.steadily('demo: opening the bell', async () => {
      tries += 1;
      const cpu = phone.throttler(page, cdp);
      await cpu.on();
      await cpu.off();
      return [tries * 10];
    });
    expect(log).toHaveBeenCalledWith(
      'demo: opening the bell: the host changed speed while it was measured (index 2,300 → ' +
        '1,400, 3.83x, 1.64 apart): measured again (2 of 5)',
    );
    log.mockRestore();
    expect(samples).toEqual([20]);
    expect(cdp.rates).toEqual([3.83, 1, 2.33, 1]);
    expect(phone.stretches).toEqual([
      {
        what: 'demo: opening the bell',
        before: 2300,
        after: 1400,
        slowdown: 3.83,
        discarded: true,
        retry: 1,
      },
      { what: 'demo: opening the bell', before: 1400, after: 1450, slowdown: 2.33 },
    ]);
  });

  it('is taken five times at most, the last try kept to refuse the verdict', async () => {
    const phone = createPhone();
    const page = pageReading(2300, 1400, 2300, 1400, 2300, 1400, 2300, 1400, 2300, 1400);
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    let tries = 0;
    await phone.steadily('lighthouse demo /', async () => {
      tries += 1;
      await phone.atHostSpeed(page, async () => tries);
    });
    log.mockRestore();
    expect(tries).toBe(5);
    expect(phone.stretches.map((stretch) => stretch.discarded ?? false)).toEqual([
      true,
      true,
      true,
      true,
      false,
    ]);
  });

  it('judges a measurement inside another by its own last try', async () => {
    const phone = createPhone();
    const page = pageReading(2300, 1400, 2300, 2250, 2200, 2250);
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    let outer = 0;
    await phone.steadily('the runtime figures', async () => {
      outer += 1;
      await phone.steadily('start-up', () => phone.atHostSpeed(page, async () => 1));
      await phone.atHostSpeed(page, async () => 2);
    });
    log.mockRestore();
    expect(outer).toBe(1);
    expect(phone.stretches.map(({ what, discarded }) => ({ what, discarded }))).toEqual([
      { what: 'start-up', discarded: true },
      { what: 'start-up', discarded: undefined },
      { what: 'the runtime figures', discarded: undefined },
    ]);
  });
});

describe('a measurement through which the host took the CPU', () => {
  it("records the host's share of the CPU during the measurement itself", async () => {
    // 100 ticks busy and 25 stolen between the start and the end: 20% of what was wanted.
    const phone = createPhone(ticksOf([1000, 50], [1100, 75]));
    const figure = await phone.atHostSpeed(pageReading(2400, 2400), async () => 7);
    expect(figure).toEqual({ value: 7, slowdown: 4 });
    expect(phone.stretches).toEqual([
      { what: 'measurement', before: 2400, after: 2400, slowdown: 4, steal: 0.2 },
    ]);
  });

  it(`is taken again when the host took more than ${MAX_STEAL * 100}% of it, though the readings around it agree`, async () => {
    // First try: readings 2,400 and 2,400, but 60 of 160 ticks stolen (a burst between them);
    // second: 5 of 105.
    const phone = createPhone(ticksOf([0, 0], [100, 60], [200, 60], [300, 65]));
    const page = pageReading(2400, 2400, 2400, 2350);
    const cdp = session();
    const log = vi.spyOn(console, 'log').mockImplementation(() => undefined);
    await phone.steadily('live: opening Create folder', async () => {
      const cpu = phone.throttler(page, cdp);
      await cpu.on();
      await cpu.off();
    });
    expect(log).toHaveBeenCalledWith(
      'live: opening Create folder: the host changed speed while it was measured (index 2,400 ' +
        '→ 2,400, 4x, CPU steal 38%, the host took 38% of the CPU meanwhile): measured again ' +
        '(2 of 5)',
    );
    log.mockRestore();
    expect(phone.stretches.map(({ steal, discarded }) => ({ steal, discarded }))).toEqual([
      { steal: 60 / 160, discarded: true },
      { steal: 5 / 105, discarded: undefined },
    ]);
  });
});
