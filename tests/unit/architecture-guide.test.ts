// @vitest-environment node
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/architecture.md's "Adding a screen", "Adding an operation", its worked example and its
// area table name the files a new screen or operation needs; this keeps them true. A file the
// guide names must exist (a name with <placeholders> must match one), every route file must be
// in the area table, and every part the table maps (machine, API module, backend route, screen
// folder) must be in it.

const GUIDE = readFileSync('docs/architecture.md', 'utf8');

/** The text of a `## ` section of the guide, up to the next one. */
function section(title: string): string {
  const start = GUIDE.indexOf(`\n## ${title}\n`);
  if (start < 0) throw new Error(`docs/architecture.md has no section "${title}"`);
  const end = GUIDE.indexOf('\n## ', start + 1);
  return GUIDE.slice(start, end < 0 ? undefined : end);
}

const PATH = /^(?:src|tests|docs|scripts|server)\/[^\s]*$|^openapi\.yaml$/;

/** The file and folder names in backticks of a text (a folder ends with '/'). */
const pathsIn = (text: string) =>
  [...text.matchAll(/`([^`]+)`/g)].map((match) => match[1]!).filter((name) => PATH.test(name));

/** Every file and folder below the repository's source folders, folders ending with '/'. */
function tree(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? [`${path}/`, ...tree(path)] : [path];
  });
}
const ALL = ['src', 'tests', 'docs', 'scripts', 'server'].flatMap(tree);

/** A guide name with <placeholders> as a pattern over the tree. */
const patternOf = (name: string) =>
  new RegExp(
    `^${name
      .split(/<[^>]+>/)
      .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('[^/]+')}$`,
  );

const exists = (name: string) =>
  name.includes('<') ? ALL.some((path) => patternOf(name).test(path)) : existsSync(name);

describe('the architecture guide', () => {
  const steps = ['Adding a screen', 'Adding an operation', 'Areas'];

  it.each(steps)('names in "%s" only files and folders that exist', (title) => {
    const names = pathsIn(section(title));
    expect(names.length).toBeGreaterThan(3);
    const missing = names.filter((name) => !exists(name));
    expect(missing, `${title}: no such file or folder`).toEqual([]);
  });

  it.each(['Saved searches', 'Notes on a grant'])(
    'counts the files of its worked example "%s", and each goes where its kind already lives',
    (name) => {
      const example = `Worked example: "${name}"`;
      const rows = section(example)
        .split('\n')
        .filter((line) => /^\| (operation|screen) \d+/.test(line))
        .map((line) => {
          const [step, file, change] = line
            .split('|')
            .slice(1, 4)
            .map((cell) => cell.trim());
          return { step: step!, file: file!.replaceAll('`', ''), change: change! };
        });
      const generated = rows.filter((row) => row.change === 'generated');
      const byHand = rows.length - generated.length;
      expect(section(example)).toContain(
        `${byHand} written by hand (${generated.length} more generated)`,
      );
      for (const row of rows) {
        if (row.change.startsWith('new')) {
          // A new file goes in a folder that exists, or in a new area folder beside others.
          expect(
            existsSync(dirname(row.file)) || existsSync(dirname(dirname(row.file))),
            row.file,
          ).toBe(true);
        } else {
          expect(existsSync(row.file), row.file).toBe(true);
        }
      }
      // Each step it cites is a step of its guide.
      for (const row of rows) {
        const [guide, number] = row.step.split(' ');
        const text = section(guide === 'screen' ? 'Adding a screen' : 'Adding an operation');
        expect(text, row.step).toMatch(new RegExp(`\\n${number}\\. \\*\\*`));
      }
    },
  );

  it('maps every route file, machine, API module, backend route and screen area', () => {
    const areas = pathsIn(section('Areas'));
    const expected = [
      ...ALL.filter((path) => path.startsWith('src/routes/') && !path.endsWith('/')),
      ...ALL.filter((path) => /^src\/machines\/[^/]+\.machine\.ts$/.test(path)),
      ...ALL.filter(
        (path) =>
          /^src\/api\/[^/]+\.ts$/.test(path) &&
          !['client.ts', 'errors.ts', 'schema.gen.ts', 'types.ts', 'operation-routes.gen.ts'].some(
            (name) => path.endsWith(`/${name}`),
          ),
      ),
      ...ALL.filter((path) => /^src\/mock-server\/routes\/[^/]+\.ts$/.test(path)),
      ...ALL.filter(
        (path) => /^src\/screens\/[^/]+\/$/.test(path) && path !== 'src/screens/shared/',
      ),
    ];
    expect(expected.length).toBeGreaterThan(40);
    expect(expected.filter((path) => !areas.includes(path))).toEqual([]);
  });
});
