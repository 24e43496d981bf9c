import type { ExpectStatic } from 'vitest';
import type { operations } from '../../src/api/schema.gen';
import type { Method } from '../../src/mock-server/http';
import type { DEMO_USERS } from '../../src/mock-server/seed/users';
import type { TestBackend } from './mock-backend';

// What a per-operation checks file (tests/checks/<resource>.checks.ts, one per handler module of
// src/mock-server/routes/) writes for each of its operations. tests/support/operations.ts collects
// the files; the error catalogue (tests/mock-server/error-catalogue.test.ts), the access rules and
// the cross-user matrix (tests/mock-server/security.test.ts), the request bodies
// (tests/mock-server/request-bodies.test.ts), the fault scenarios (tests/e2e/faults.spec.ts) and
// the "every operation exercised" checks (tests/e2e/traffic-reporter.ts,
// tests/conformance/exercised-reporter.ts) iterate them.

export type OperationId = keyof operations;
type DemoUsers = typeof DEMO_USERS;
type Response = Awaited<ReturnType<TestBackend['request']>>;

/**
 * The kinds of owner's data the checks set up before they run, each with the fields of Dana's
 * data of that kind that the checks read. A checks file adds the kinds it sets up, beside their
 * setup (`ownerData`), with `declare module '../support/checks' { interface OwnedKinds { ... } }`,
 * so a new kind touches its own file only.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- every checks file adds to it
export interface OwnedKinds {}

/**
 * The owner's data an operation reaches. `null`: the shared grant catalogue, which every signed-in
 * user reads.
 */
export type OwnedData = keyof OwnedKinds;

type Intersection<U> = (U extends unknown ? (part: U) => void : never) extends (
  all: infer I,
) => void
  ? I
  : never;

/** Dana's data of every kind, set up in the order of the checks files and their `ownerData`. */
export type DanasData = Intersection<OwnedKinds[OwnedData]>;

/** What the error catalogue's requests get (tests/mock-server/error-catalogue.test.ts). */
export interface ErrorRequests {
  /**
   * Sends a request that must be refused (4xx): its answer is checked against what the operation
   * declares, and what it said is noted. Dana's token unless `token` says otherwise (null: none).
   */
  call(
    method: Method,
    path: string,
    options?: { body?: unknown; token?: string | null; query?: Record<string, string> },
  ): Promise<Response>;
  /**
   * Dana's records: her company, her first mission (and the catalogue id of her second), a file
   * in her folder "Taken" (she is also subscribed to the newsletter as taken@example.org).
   */
  ids: { company: string; mission: string; file: string; otherMission: string };
  /** The token of a user who has no company yet. */
  newcomer: string;
  users: DemoUsers;
  /** A body that is not JSON. */
  notJson: unknown;
  backend: TestBackend;
}

/** What the cross-user checks get (tests/mock-server/security.test.ts): Sam against Dana's data. */
export interface TwoUsers {
  backend: TestBackend;
  /** A request with a user's token. */
  as(token: string, method: Method, path: string, body?: unknown): Promise<Response>;
  dana: string;
  sam: string;
  /** Dana's data, set up per `OwnedData` kind before the checks run. */
  danas: DanasData;
  users: DemoUsers;
  expect: ExpectStatic;
}

/**
 * The setups of Dana's data of the kinds `K` (a checks file's `ownerData`): each answers the
 * fields of its kind. A setup sees what the setups before it made (`danas`).
 */
export type OwnerSetups<K extends OwnedData> = {
  readonly [Kind in K]: (users: TwoUsers) => Promise<OwnedKinds[Kind]>;
};

/** A test that forces the operation's faults through the screen that calls it. */
export interface ScreenTest {
  /**
   * Its file, relative to tests/: a browser spec (`e2e/faults-wizard.spec.ts`, or a feature's own
   * spec beside its journey) or a screen test in jsdom (`screens/faults-home.test.tsx`). The file
   * names the operation.
   */
  file: `e2e/${string}.spec.ts` | `screens/${string}.test.tsx`;
  /** How the test's title starts (`test('…` in a spec, `it('…` or `test('…` in a screen test). */
  title: string;
}

/** Scenarios of tests/e2e/faults.spec.ts that drive a screen further than opening it. */
export type FaultDriver = 'signInForm' | 'reportDownload';

/**
 * How a forced server error and network failure of the operation are met: faults.spec.ts opens a
 * screen that reads it, or drives one (both faults each), or a named test does it (`screenTest`:
 * a browser spec's, or a screen test's through the app's router); or no fault test is needed
 * (`provenElsewhere`): no screen calls it, or the screen that does meets its failures in place
 * and a screen, model or client test proves them. The text says why and names those tests.
 */
export type FaultCoverage =
  | { readScreen: string }
  | { drive: FaultDriver }
  | { screenTest: ScreenTest }
  | { provenElsewhere: string };

/** A record a path names, and the user it belongs to. */
export interface OwnedRecord {
  id: string;
  userId: string;
}

interface CommonChecks {
  /** The owner's data the operation reaches. */
  owned: OwnedData | null;
  /** The error catalogue: requests that together reach every error branch of its handler. */
  errors(requests: ErrorRequests): Promise<void>;
  /** The cross-user matrix: Sam's attempt on Dana's data, and what proves it failed. */
  forbidden(users: TwoUsers): Promise<void>;
  /** The fault scenarios. */
  fault: FaultCoverage;
  /**
   * The live pass (tests/conformance): why no screen calls it. Absent: a screen calls it, and the
   * pass fails unless a test exercised it.
   */
  notCalledByAnyScreen?: string;
}

type Operation<Id extends OperationId> = operations[Id];

/** True when the operation reads a JSON body at a path that names a record. */
type JsonBodyAtRecord<Id extends OperationId> = Operation<Id>['parameters'] extends {
  path: object;
}
  ? [NonNullable<Operation<Id>['requestBody']>] extends [never]
    ? false
    : NonNullable<Operation<Id>['requestBody']> extends {
          content: { 'application/json': unknown };
        }
      ? true
      : false
  : false;

/**
 * What the checks need of the operation `Id`. One that reads a JSON body at a path naming a record
 * also says which record of the seeded backend its path names (`ownRecord`): the request-bodies
 * test sends its owner's malformed body there (tests/mock-server/request-bodies.test.ts).
 */
export type OperationChecksOf<Id extends OperationId> = CommonChecks &
  (JsonBodyAtRecord<Id> extends true
    ? { ownRecord(backend: TestBackend): Promise<OwnedRecord | undefined> }
    : { ownRecord?: never });

/** An entry of any operation, as the checks read it. */
export interface OperationChecks extends CommonChecks {
  ownRecord?(backend: TestBackend): Promise<OwnedRecord | undefined>;
}

/** A checks file's entries (`checks`), keyed by operationId: a misspelt one is a type error. */
export type Checks = { readonly [Id in OperationId]?: OperationChecksOf<Id> };
