import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { type AnyStateMachine, StateMachine } from 'xstate';
import { COVERAGE_DIR, type CoverageRecord } from '../support/model-coverage';

/** Every machine of src/machines, by its file: a machine added later is found here. */
export function productionMachines(): { file: string; machine: AnyStateMachine }[] {
  const modules = import.meta.glob<Record<string, unknown>>('../../src/machines/*.machine.ts', {
    eager: true,
  });
  return Object.entries(modules).flatMap(([path, exports]) =>
    Object.values(exports)
      .filter((value): value is AnyStateMachine => value instanceof StateMachine)
      .map((machine) => ({ file: path.replace('../../', ''), machine })),
  );
}

/** What the last model-test run replayed, from test files that still exist. */
export function coverageRecords(): CoverageRecord[] {
  if (!existsSync(COVERAGE_DIR)) return [];
  return readdirSync(COVERAGE_DIR)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(readFileSync(join(COVERAGE_DIR, name), 'utf8')) as CoverageRecord)
    .filter((record) => existsSync(record.source))
    .map((record) => ({ ...record, source: relative(process.cwd(), record.source) }))
    .sort((a, b) => a.source.localeCompare(b.source));
}
