import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { OperationChecks, OperationId, OwnedData, ScreenTest, TwoUsers } from './checks';
import { operations as contractOperations } from './contract';

// The per-operation table: every operation's checks, collected from the checks files beside each
// feature (tests/checks/<resource>.checks.ts, one per handler module of src/mock-server/routes/).
// A new operation adds its entry to its resource's file; nothing here changes. The files are found
// by reading the folder and imported at load time (top-level await), the same way under Vitest
// and under Playwright, which loads its specs and reporters without Vite. An operation of
// openapi.yaml that no file has, one a file has that the contract lacks, or one two files have,
// fails by name (tests/unit/operations-table.test.ts).

// vitest provides __dirname; Playwright loads this file as an ES module, without it.
const here = typeof __dirname === 'string' ? __dirname : dirname(fileURLToPath(import.meta.url));

/** The tests folder, where a screen test's file is named from (`ScreenTest.file`). */
const TESTS_DIR = resolve(here, '..');

/** Where the checks files are, relative to the repository. */
export const CHECKS_FOLDER = 'tests/checks';
const CHECKS_DIR = resolve(here, '../checks');
const CHECKS_FILE = /\.checks\.ts$/;

/** A setup of Dana's data of one kind (a checks file's `ownerData`). */
type OwnerSetup = (users: TwoUsers) => Promise<object>;

/** A checks file's exports (`checks: Checks`, `ownerData: OwnerSetups<...>`), as loaded. */
interface LoadedChecksFile {
  checks?: Readonly<Record<string, OperationChecks>>;
  ownerData?: Readonly<Record<string, OwnerSetup>>;
}

/** The table the checks files make together, and what is wrong with them as a set. */
export interface CollectedChecks {
  operations: Readonly<Record<string, OperationChecks>>;
  /** The file of each operation's entry. */
  fileOf: Readonly<Record<string, string>>;
  /** Setups of Dana's data by kind, in the order of the files and of their `ownerData`. */
  ownerSetups: readonly (readonly [OwnedData, OwnerSetup])[];
  /** An operation or a kind of owned data in two files, a file with no `checks`. */
  problems: readonly string[];
}

/** Joins checks files (name and exports, in name order) into one table. */
export function collectChecks(files: readonly (readonly [string, LoadedChecksFile])[]) {
  const operations: Record<string, OperationChecks> = {};
  const fileOf: Record<string, string> = {};
  const ownerSetups: [OwnedData, OwnerSetup][] = [];
  const kindFile = new Map<string, string>();
  const problems: string[] = [];
  for (const [name, exports] of files) {
    if (!exports.checks) {
      problems.push(`${name} exports no \`checks\``);
      continue;
    }
    for (const [operationId, entry] of Object.entries(exports.checks)) {
      if (operationId in fileOf) {
        problems.push(`${operationId} is in two checks files: ${fileOf[operationId]} and ${name}`);
        continue;
      }
      operations[operationId] = entry;
      fileOf[operationId] = name;
    }
    for (const [kind, setUp] of Object.entries(exports.ownerData ?? {})) {
      const earlier = kindFile.get(kind);
      if (earlier) {
        problems.push(`Dana's ${kind} is set up by two checks files: ${earlier} and ${name}`);
        continue;
      }
      kindFile.set(kind, name);
      ownerSetups.push([kind as OwnedData, setUp]);
    }
  }
  return { operations, fileOf, ownerSetups, problems } satisfies CollectedChecks;
}

const checksFiles = readdirSync(CHECKS_DIR)
  .filter((name) => CHECKS_FILE.test(name))
  .sort();

const collected: CollectedChecks = collectChecks(
  await Promise.all(
    checksFiles.map(
      async (name) =>
        [
          `${CHECKS_FOLDER}/${name}`,
          (await import(
            /* @vite-ignore */ pathToFileURL(join(CHECKS_DIR, name)).href
          )) as LoadedChecksFile,
        ] as const,
    ),
  ),
);

/** Every operation's checks, by operationId. */
export const OPERATIONS = collected.operations;

/** Setups of Dana's data by kind, for the cross-user matrix (tests/mock-server/security.test.ts). */
export const OWNER_SETUPS = collected.ownerSetups;

/** The operationIds of the table. */
export const TABLE_OPERATION_IDS = Object.keys(OPERATIONS) as OperationId[];

/**
 * Every operationId of openapi.yaml and of the table, sorted: a check iterates these and asks
 * `checksOf` for each, so an operation on one side only fails by name.
 */
export const CHECKED_OPERATION_IDS: readonly string[] = [
  ...new Set([...contractOperations.map((op) => op.operationId), ...TABLE_OPERATION_IDS]),
].sort();

const NOT_IN_TABLE = `not in the per-operation table (no ${CHECKS_FOLDER}/*.checks.ts has it)`;

/**
 * Operations of openapi.yaml the table lacks, of the table that openapi.yaml lacks, and what is
 * wrong with the checks files as a set.
 */
export function tableProblems(
  contractIds: readonly string[] = contractOperations.map((op) => op.operationId),
): string[] {
  return [
    ...collected.problems,
    ...contractIds
      .filter((id) => !(id in OPERATIONS))
      .map((id) => `${id} is in openapi.yaml but ${NOT_IN_TABLE}`),
    ...TABLE_OPERATION_IDS.filter((id) => !contractIds.includes(id)).map(
      (id) =>
        `${id} is in the per-operation table but not in openapi.yaml (${collected.fileOf[id]})`,
    ),
  ];
}

/** The table's entry of an operation; throws naming what is missing. */
export function checksOf(operationId: string): OperationChecks {
  const inContract = contractOperations.some((op) => op.operationId === operationId);
  const entry = OPERATIONS[operationId];
  if (!entry) {
    throw new Error(`${operationId} is ${inContract ? 'in openapi.yaml but ' : ''}${NOT_IN_TABLE}`);
  }
  if (!inContract) {
    throw new Error(
      `${operationId} is in the per-operation table but not in openapi.yaml (${collected.fileOf[operationId]})`,
    );
  }
  return entry;
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What is wrong with an operation's fault test (`fault.screenTest`), given its file's text (null:
 * no such file): the file has no test whose title starts as named (a browser spec's `test('…`,
 * a screen test's `it('…` or `test('…`), or never names the operation. Null when nothing is.
 */
export function screenTestProblem(
  operationId: string,
  { file, title }: ScreenTest,
  text: string | null,
): string | null {
  if (text === null) return `${operationId}: there is no tests/${file}`;
  if (!new RegExp(`\\b(?:it|test)\\(\\s*['"\`]${escaped(title)}`).test(text))
    return `${operationId}: tests/${file} has no test whose title starts "${title}"`;
  if (!new RegExp(`\\b${operationId}\\b`).test(text))
    return `${operationId}: tests/${file} never names it`;
  return null;
}

/** What is wrong with the fault tests the table names (`fault.screenTest`), read from their files. */
export function screenTestProblems(): string[] {
  const problems: string[] = [];
  for (const [operationId, { fault }] of Object.entries(OPERATIONS)) {
    if (!('screenTest' in fault)) continue;
    const path = join(TESTS_DIR, fault.screenTest.file);
    const text = existsSync(path) ? readFileSync(path, 'utf8') : null;
    const problem = screenTestProblem(operationId, fault.screenTest, text);
    if (problem) problems.push(problem);
  }
  return problems;
}
