// @vitest-environment node
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The walls between the house's parts (eslint.config.js, docs/architecture.md) hold: an import
// across one, static or dynamic, is a lint error; the doors that are meant to be there are not.

// The probes are no files on disk, which the cycle check cannot follow: it is off here.
const eslint = new ESLint({
  cwd: process.cwd(),
  overrideConfig: { files: ['src/**'], rules: { 'import/no-cycle': 'off' } },
});

async function wallsHit(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: file });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import/no-restricted-paths')
    .map((message) => message.message);
}

// ESLint builds the TypeScript program of the typed rules on its first probe: seconds on a quiet
// machine, more than the default 20 s on a loaded one. The walls are judged by the messages,
// never by how fast lint answers.
describe('the walls of the house', { timeout: 120_000 }, () => {
  it.each([
    [
      'a screen',
      'src/screens/shared/probe.ts',
      "import { chartOf } from '../../cockpit/chart-model';",
    ],
    [
      'a route',
      'src/routes/probe.ts',
      "export const load = () => import('../cockpit/plan-words');",
    ],
    ['the app outside the mount', 'src/app/probe.ts', "import '../cockpit/session-log';"],
    ['a machine', 'src/machines/probe.ts', "import '../cockpit/event-payloads';"],
  ])('keep %s off the cockpit', async (_part, file, code) => {
    expect(await wallsHit(file, `${code}\nexport {};\n`)).toEqual([
      expect.stringContaining("The testers' cockpit is the demo's alone"),
    ]);
  });

  it.each([
    ['a screen', 'src/screens/shared/probe.ts', "import '../../tour/tour-caption';"],
    [
      'the app outside the mount',
      'src/app/probe.ts',
      "export const t = () => import('../tour/tour-runner');",
    ],
    ['the cockpit', 'src/cockpit/probe.ts', "import '../tour/find-target';"],
  ])('keep %s off the guided tour', async (_part, file, code) => {
    expect(await wallsHit(file, `${code}\nexport {};\n`)).toEqual([
      expect.stringContaining("The guided tour is the demo's alone"),
    ]);
  });

  it('let the tour mount load the tour, and keep the tour off the screens', async () => {
    const code = "export const runner = () => import('../tour/tour-runner');\n";
    expect(await wallsHit('src/app/tour-mount.tsx', code)).toEqual([]);
    expect(
      await wallsHit('src/tour/probe.ts', "import '../screens/shell/app-shell';\nexport {};\n"),
    ).toEqual([expect.stringContaining('The tour reads the product')]);
  });

  it('let the demo mount load the cockpit', async () => {
    const code = "export const panel = () => import('../cockpit/inspector-panel');\n";
    expect(await wallsHit('src/app/inspector-mount.tsx', code)).toEqual([]);
  });

  it.each([
    [
      'the app',
      'src/app/probe.ts',
      "import type { DashboardActions } from '../screens/dashboard/dashboard-api';",
    ],
    ['lib', 'src/lib/probe.ts', "import { useSelector } from '../screens/shared/use-selector';"],
    [
      'the API client',
      'src/api/probe.ts',
      "export const shell = () => import('../screens/shell/app-shell');",
    ],
    ['the embedded backend', 'src/mock-server/probe.ts', "import '../routes/news';"],
  ])('keep %s off the screens', async (_part, file, code) => {
    expect(await wallsHit(file, `${code}\nexport {};\n`)).toHaveLength(1);
  });

  it.each([
    ['screens', "import '../screens/shared/use-selector';"],
    ['the API client', "import '../api/client';"],
    ['the embedded backend', "import '../mock-server/settings';"],
  ])('keep the cockpit off %s', async (_part, code) => {
    expect(await wallsHit('src/cockpit/probe.ts', `${code}\nexport {};\n`)).toEqual([
      expect.stringContaining('The cockpit reads the product through machines, lib and domain'),
    ]);
  });

  it("keep a machine's tester words out of the app", async () => {
    const code = "import { words } from './create-grant.words';\nexport { words };\n";
    expect(await wallsHit('src/machines/probe.machine.ts', code)).toEqual([
      expect.stringContaining("A machine's tester words are the cockpit's"),
    ]);
  });

  it('let the cockpit read machines, lib and domain', async () => {
    const code = [
      "import type { authMachine } from '../machines/auth.machine';",
      "import { listMachines } from '../lib/machine-registry';",
      "import { withoutSecrets } from '../domain/secrets';",
      'export type A = typeof authMachine;',
      'export { listMachines, withoutSecrets };',
    ].join('\n');
    expect(await wallsHit('src/cockpit/probe.ts', `${code}\n`)).toEqual([]);
  });

  it("keep the machines' wiring off the client: it reads and writes the router context's way", async () => {
    const [result] = await eslint.lintText(
      "import { listFolders } from '../../api/files';\nimport type { Folder } from '../../api/schema.gen';\nexport const f = listFolders;\nexport type F = Folder;\n",
      { filePath: 'src/app/wiring/probe.ts' },
    );
    expect(
      (result?.messages ?? [])
        .filter((message) => message.ruleId === 'no-restricted-imports')
        .map((message) => message.message),
    ).toEqual([expect.stringContaining("A machine's wiring reads and writes through")]);
    const [table] = await eslint.lintText(
      "import { listFolders } from '../../api/files';\nexport const api = { listFolders };\n",
      { filePath: 'src/app/wiring/api.ts' },
    );
    expect(table?.messages.filter((message) => message.ruleId === 'no-restricted-imports')).toEqual(
      [],
    );
  });
});
