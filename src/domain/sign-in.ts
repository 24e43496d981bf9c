// Password guesses slowed by increasing waits (docs/decisions.md, issues 22 and 38).

/**
 * How password guesses are slowed. The first `freeFailures` failures cost nothing; from then on
 * each attempt must wait `firstDelayMs` after the last one, doubled with each further failure, up
 * to `maxDelayMs`. Failures are forgotten `forgetMs` after the last one, and at a success. An
 * attempt refused for waiting counts nothing: a stranger can slow an account, never hold it.
 */
export interface ThrottlePolicy {
  freeFailures: number;
  firstDelayMs: number;
  maxDelayMs: number;
  forgetMs: number;
}

/** Sign-in per email (and, where the server sees the client, per email from that client). */
export const SIGN_IN_LIMIT: ThrottlePolicy = {
  freeFailures: 5,
  firstDelayMs: 60_000,
  maxDelayMs: 15 * 60_000,
  forgetMs: 60 * 60_000,
};

/**
 * Where the server sees the client: failures for one email from every client together, and from
 * one client for every email together (password spraying), each allowed more before waits start
 * (an office behind one address, a test run from one machine).
 */
export const SIGN_IN_WIDE_LIMIT: ThrottlePolicy = { ...SIGN_IN_LIMIT, freeFailures: 100 };

/** The current password of `PATCH /auth/me`, per user: guessed with a stolen token otherwise. */
export const CURRENT_PASSWORD_LIMIT: ThrottlePolicy = SIGN_IN_LIMIT;

/** The wait after the `failures`-th failure in a row (0 while they are free). */
export function throttleDelayMs(policy: ThrottlePolicy, failures: number): number {
  if (failures < policy.freeFailures) return 0;
  const doublings = Math.min(failures - policy.freeFailures, 30);
  return Math.min(policy.firstDelayMs * 2 ** doublings, policy.maxDelayMs);
}

const inMinutes = (retryAfterSeconds: number) => {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
};

/** "Too many sign-in attempts. Try again in N minutes." (whole minutes, rounded up). */
export function tooManySignInAttempts(retryAfterSeconds: number): string {
  return `Too many sign-in attempts. Try again in ${inMinutes(retryAfterSeconds)}.`;
}

/** What `PATCH /auth/me` answers while wrong current passwords make it wait. */
export function tooManyPasswordAttempts(retryAfterSeconds: number): string {
  return `Too many wrong current passwords. Try again in ${inMinutes(retryAfterSeconds)}.`;
}

/**
 * What the sign-in screen says about a failed sign-in: when it may be tried again after a 429
 * (its Retry-After, else the longest wait), otherwise `fallback`.
 */
export function signInFailureMessage(error: unknown, fallback: string): string {
  if (typeof error !== 'object' || error === null) return fallback;
  const { status, retryAfterSeconds } = error as { status?: unknown; retryAfterSeconds?: unknown };
  if (status !== 429) return fallback;
  return tooManySignInAttempts(
    typeof retryAfterSeconds === 'number' && Number.isFinite(retryAfterSeconds)
      ? retryAfterSeconds
      : SIGN_IN_LIMIT.maxDelayMs / 1000,
  );
}
