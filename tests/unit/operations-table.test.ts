// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { operationIds } from '../../src/mock-server/all-routes';
import { operations } from '../support/contract';
import { TABLE_OPERATION_IDS, checksOf, tableProblems } from '../support/operations';

// The per-operation table (tests/support/operations.ts) is openapi.yaml's list of operations:
// TypeScript checks its keys against the generated `operations`, this test against the file
// itself (a stale schema.gen.ts would let one through), and the embedded backend answers each.

describe('the per-operation table', () => {
  it('names every operation of openapi.yaml, and none it lacks', () => {
    expect(tableProblems()).toEqual([]);
    expect([...TABLE_OPERATION_IDS].sort()).toEqual(operations.map((op) => op.operationId).sort());
  });

  it('says what is missing on either side', () => {
    expect(tableProblems([...TABLE_OPERATION_IDS, 'listGrantReviews'])).toEqual([
      'listGrantReviews is in openapi.yaml but not in the per-operation table (tests/support/operations.ts)',
    ]);
    expect(tableProblems(TABLE_OPERATION_IDS.filter((id) => id !== 'getMe'))).toEqual([
      'getMe is in the per-operation table but not in openapi.yaml',
    ]);
    expect(() => checksOf('listGrantReviews')).toThrow(
      'listGrantReviews is not in the per-operation table',
    );
  });

  it('names only operations the embedded backend answers (src/mock-server/all-routes.ts)', () => {
    expect([...operationIds].sort()).toEqual([...TABLE_OPERATION_IDS].sort());
  });
});
