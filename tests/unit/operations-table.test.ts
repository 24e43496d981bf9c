// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { operationIds } from '../../src/mock-server/all-routes';
import { operations } from '../support/contract';
import { readdirSync } from 'node:fs';
import {
  CHECKS_FOLDER,
  OWNER_SETUPS,
  TABLE_OPERATION_IDS,
  checksOf,
  collectChecks,
  screenTestProblem,
  screenTestProblems,
  tableProblems,
} from '../support/operations';

// The per-operation table (the checks files tests/checks/<resource>.checks.ts, collected by
// tests/support/operations.ts) is openapi.yaml's list of operations: TypeScript checks each
// file's keys against the generated `operations`, this test the files together against the file
// itself (no file may miss one, and a stale schema.gen.ts would let one through), and the
// embedded backend answers each.

describe('the per-operation table', () => {
  it('names every operation of openapi.yaml, and none it lacks', () => {
    expect(tableProblems()).toEqual([]);
    expect([...TABLE_OPERATION_IDS].sort()).toEqual(operations.map((op) => op.operationId).sort());
  });

  it('says what is missing on either side', () => {
    expect(tableProblems([...TABLE_OPERATION_IDS, 'listGrantReviews'])).toEqual([
      'listGrantReviews is in openapi.yaml but not in the per-operation table (no tests/checks/*.checks.ts has it)',
    ]);
    expect(tableProblems(TABLE_OPERATION_IDS.filter((id) => id !== 'getMe'))).toEqual([
      'getMe is in the per-operation table but not in openapi.yaml (tests/checks/auth.checks.ts)',
    ]);
    expect(() => checksOf('listGrantReviews')).toThrow(
      'listGrantReviews is not in the per-operation table',
    );
  });

  it('names only operations the embedded backend answers (src/mock-server/all-routes.ts)', () => {
    expect([...operationIds].sort()).toEqual([...TABLE_OPERATION_IDS].sort());
  });

  it('is collected from every checks file, each operation and kind of data from one file only', () => {
    const files = readdirSync(CHECKS_FOLDER).filter((name) => name.endsWith('.checks.ts'));
    expect(files.length).toBeGreaterThan(1);
    const entry = checksOf('getMe');
    const setUp = OWNER_SETUPS[0]![1];
    expect(
      collectChecks([
        ['tests/checks/a.checks.ts', { checks: { getMe: entry }, ownerData: { account: setUp } }],
        ['tests/checks/b.checks.ts', { checks: { getMe: entry }, ownerData: { account: setUp } }],
        ['tests/checks/c.checks.ts', {}],
      ]).problems,
    ).toEqual([
      'getMe is in two checks files: tests/checks/a.checks.ts and tests/checks/b.checks.ts',
      "Dana's account is set up by two checks files: tests/checks/a.checks.ts and tests/checks/b.checks.ts",
      'tests/checks/c.checks.ts exports no `checks`',
    ]);
    // An operation whose file is left out is missing by name.
    const withoutAuth = collectChecks([
      ['tests/checks/b.checks.ts', { checks: { listGrants: checksOf('listGrants') } }],
    ]);
    expect(Object.keys(withoutAuth.operations)).toEqual(['listGrants']);
  });

  // The same check as faults.spec.ts's first test, here without a browser.
  it('names fault tests that are there, each in a file that names its operation', () => {
    expect(screenTestProblems()).toEqual([]);
  });

  it('says which fault test is missing, and which file never names its operation', () => {
    const named = { file: 'screens/faults-home.test.tsx', title: 'updateMe: the name' } as const;
    const screenTest = "it('updateMe: the name typed stays', async () => {\n  force('updateMe');";
    expect(screenTestProblem('updateMe', named, screenTest)).toBeNull();
    expect(
      screenTestProblem('updateMe', named, screenTest.replace("it('", "test(\n    '")),
    ).toBeNull();
    expect(screenTestProblem('updateMe', named, null)).toBe(
      'updateMe: there is no tests/screens/faults-home.test.tsx',
    );
    expect(screenTestProblem('updateMe', named, screenTest.replace('the name', 'a name'))).toBe(
      'updateMe: tests/screens/faults-home.test.tsx has no test whose title starts "updateMe: the name"',
    );
    // A title in a comment or a describe is not a test's.
    expect(
      screenTestProblem('updateMe', named, screenTest.replace("it('", "describe('")),
    ).not.toBeNull();
    expect(screenTestProblem('getMe', { ...named, title: 'updateMe' }, screenTest)).toBe(
      'getMe: tests/screens/faults-home.test.tsx never names it',
    );
  });
});
