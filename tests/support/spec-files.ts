import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

// Which spec files a pass that runs only tagged tests loads. Playwright loads every file its
// `testMatch` names before `grep` picks the tests, in the runner and again in each worker that
// runs one of them: the live and HTTP passes loaded all 35 end-to-end specs for 16 and 20 tests,
// and the browser model walks (`model-wizards.spec.ts`) compute their walks as they load (about 6
// s of CPU a load). Listing the live pass took 9.3 s with every spec, 1.9 s with the files that
// carry its tag (docs/testing.md).

/**
 * The `.spec.ts` files under `dir` (a folder of `root`, searched through its subfolders), as
 * paths relative to `root`, whose source mentions one of `markers`: a tag as its titles spell it
 * (`@live-api`), or the name of the constant a helper writes it with (`CONTRACT_TAG`). A title
 * that carries a tag writes it in its own file, as the literal or through that constant
 * (tests/unit/spec-files.test.ts checks every spec of the tree against the titles it holds).
 */
export function specFilesMentioning(root: string, dir: string, markers: string[]): string[] {
  return (readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' }) as string[])
    .filter((file) => file.endsWith('.spec.ts'))
    .map((file) => join(dir, file).split('\\').join('/'))
    .filter((file) => {
      const source = readFileSync(join(root, file), 'utf8');
      return markers.some((marker) => source.includes(marker));
    })
    .sort();
}
