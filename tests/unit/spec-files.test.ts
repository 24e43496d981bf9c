// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { specFilesMentioning } from '../support/spec-files';

const TESTS = join(import.meta.dirname, '..');

describe('specFilesMentioning: the files a tagged pass loads', () => {
  it('keeps the specs under the folder, in its subfolders too, whose source names a marker', () => {
    const root = mkdtempSync(join(tmpdir(), 'spec-files-'));
    mkdirSync(join(root, 'e2e', 'deeper'), { recursive: true });
    writeFileSync(join(root, 'e2e', 'b.spec.ts'), "test('saves @live-api', () => {});");
    writeFileSync(join(root, 'e2e', 'a.spec.ts'), "test('saves', () => {});");
    writeFileSync(join(root, 'e2e', 'deeper', 'c.spec.ts'), 'test.use({ tag: CONTRACT_TAG });');
    writeFileSync(join(root, 'e2e', 'helper.ts'), "export const x = '@live-api';");
    expect(specFilesMentioning(root, 'e2e', ['@live-api'])).toEqual(['e2e/b.spec.ts']);
    expect(specFilesMentioning(root, 'e2e', ['@contract', 'CONTRACT_TAG'])).toEqual([
      'e2e/deeper/c.spec.ts',
    ]);
    expect(specFilesMentioning(root, 'e2e', ['@nothing'])).toEqual([]);
  });

  it('finds every tag the tree writes: a tag kept in a constant is CONTRACT_TAG alone, which the live pass looks for', () => {
    // A title can only carry a tag its file names: as the literal, or through a constant a helper
    // exports. A new constant would hide its tests from the pass that greps for its tag.
    const helpers = (readdirSync(TESTS, { recursive: true, encoding: 'utf8' }) as string[]).filter(
      (file) => file.endsWith('.ts') && !/\.(spec|test)\.ts$/.test(file),
    );
    const constants = helpers.flatMap((file) =>
      [
        ...readFileSync(join(TESTS, file), 'utf8').matchAll(
          /export const (\w+)\s*=\s*['"`]\s*(@[\w-]+)/g,
        ),
      ].map((match) => `${match[1]} = ${match[2]}`),
    );
    expect(constants).toEqual(['CONTRACT_TAG = @contract']);
    // The live pass's files: the one end-to-end spec with a contract journey today.
    expect(specFilesMentioning(TESTS, 'e2e', ['@contract', 'CONTRACT_TAG'])).toContain(
      'e2e/grant-notes.spec.ts',
    );
    // The HTTP pass's: every end-to-end spec with a title that ends in the tag.
    const tagged = (readdirSync(join(TESTS, 'e2e')) as string[])
      .filter((file) => file.endsWith('.spec.ts'))
      .filter((file) => /@live-api['"`]/.test(readFileSync(join(TESTS, 'e2e', file), 'utf8')))
      .map((file) => `e2e/${file}`);
    expect(tagged.length).toBeGreaterThan(5);
    expect(specFilesMentioning(TESTS, 'e2e', ['@live-api'])).toEqual(
      expect.arrayContaining(tagged),
    );
  });
});
