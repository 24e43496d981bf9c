// Sign-in refused for a while after repeated failures (docs/decisions.md, issue 22).

/** Failures for one email within the window that lock its sign-in, and for how long. */
export const SIGN_IN_LIMIT = {
  failures: 5,
  windowMs: 15 * 60_000,
  lockMs: 15 * 60_000,
} as const;

/** "Too many sign-in attempts. Try again in N minutes." (whole minutes, rounded up). */
export function tooManySignInAttempts(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many sign-in attempts. Try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}.`;
}

/**
 * What the sign-in screen says about a failed sign-in: when it may be tried again after a 429
 * (its Retry-After, else the lock's length), otherwise `fallback`.
 */
export function signInFailureMessage(error: unknown, fallback: string): string {
  if (typeof error !== 'object' || error === null) return fallback;
  const { status, retryAfterSeconds } = error as { status?: unknown; retryAfterSeconds?: unknown };
  if (status !== 429) return fallback;
  return tooManySignInAttempts(
    typeof retryAfterSeconds === 'number' && Number.isFinite(retryAfterSeconds)
      ? retryAfterSeconds
      : SIGN_IN_LIMIT.lockMs / 1000,
  );
}
