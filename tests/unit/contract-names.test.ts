// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ESM script with no type declarations
import { schemaNames } from '../../scripts/api-types.mjs';

// One module of contract type names (src/api/schema.gen.ts, its names block): every schema of
// openapi.yaml under its
// own name, imported from there, never re-aliased elsewhere (issue 44).

const ALIAS =
  /^\s*(?:export\s+)?type\s+\w+\s*=\s*components\[['"]schemas['"]\](?:\[['"]\w+['"]\])?\s*;/m;

// Files other work of issues 44 and 45 holds today; each leaves the list once it imports from
// src/api/schema.gen.
const NOT_YET = [
  'src/mock-server/http.ts',
  'src/mock-server/routes/affiliates.ts',
  'src/mock-server/routes/files.ts',
  'src/mock-server/routes/grant-applications-read.ts',
  'src/mock-server/routes/newsletter.ts',
  'src/mock-server/routes/notifications.ts',
];

describe('the contract type names', () => {
  it('name every schema of the contract, as npm run api:gen writes them', () => {
    const generated = readFileSync('src/api/schema.gen.ts', 'utf8');
    const named = [...generated.matchAll(/^export type (\w+) =\s*Schemas\["(\w+)"\];/gm)];
    expect(named.map(([, name, schema]) => [name, schema])).toEqual(
      schemaNames(generated).map((name: string) => [name, name]),
    );
    expect(schemaNames(generated)).toContain('GrantApplication');
  });

  it('are not re-aliased anywhere else', () => {
    const files = execFileSync('git', ['ls-files', '--', '*.ts', '*.tsx'], { encoding: 'utf8' })
      .split('\n')
      .filter((file) => file !== '' && !file.startsWith('src/api/'));
    const aliasing = files.filter((file) => ALIAS.test(readFileSync(file, 'utf8')));
    expect(aliasing.filter((file) => !NOT_YET.includes(file))).toEqual([]);
  });

  // ESLint builds the TypeScript program of the typed rules first: slow on a loaded machine.
  it('may be imported by the domain as types only', { timeout: 120_000 }, async () => {
    // The probe is no file on disk, which the cycle check cannot follow: it is off here.
    const eslint = new ESLint({
      cwd: process.cwd(),
      overrideConfig: { files: ['src/**'], rules: { 'import/no-cycle': 'off' } },
    });
    const lint = async (code: string) => {
      const [result] = await eslint.lintText(code, { filePath: 'src/domain/probe.ts' });
      return (result?.messages ?? []).map((message) => message.ruleId);
    };
    expect(
      await lint("import type { Grant } from '../api/schema.gen';\nexport type G = Grant;\n"),
    ).toEqual([]);
    expect(
      await lint("import { listGrants } from '../api/grants';\nexport { listGrants };\n"),
    ).toContain('no-restricted-imports');
  });
});
