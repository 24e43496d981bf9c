// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { KEPT, keptTitle } from '../e2e/dev-pass';

/** The titles of a spec file's tests, as written in its source. */
function testTitles(file: string): string[] {
  const source = readFileSync(`tests/e2e/${file}`, 'utf8');
  return [...source.matchAll(/\btest\(\s*(['"`])((?:(?!\1).)*)\1/gs)].map(
    (match) => match[2] ?? '',
  );
}

describe("the dev-server pass's kept tests", () => {
  for (const [file, tests] of Object.entries(KEPT)) {
    for (const title of Object.keys(tests)) {
      it(`${file}: "${title}" names a test of its file`, () => {
        expect(testTitles(file).filter((written) => keptTitle(title).test(written))).toHaveLength(
          1,
        );
      });
    }
  }

  it('matches a title that ends in tags, and no other test', () => {
    const kept = keptTitle('Application Use, move, download, share and delete');
    expect(kept.test('Application Use, move, download, share and delete @live-api')).toBe(true);
    expect(kept.test('library Application Use, move, download, share and delete')).toBe(true);
    expect(kept.test('Application Use, move, download, share and delete, then more')).toBe(false);
  });
});
