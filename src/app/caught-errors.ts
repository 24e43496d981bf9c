import type { ErrorInfo } from 'react';
import { ApiError } from '../api/errors';

/**
 * What React does with an error a boundary caught and showed: an answer of the API (a grant not
 * found, a server failure, the network down) is the page's business, said to the user in words,
 * so the console gets a warning, not an error (Lighthouse and the browser tests count console
 * errors as defects). Anything else is a defect of ours and stays an error, with where it happened.
 */
export function reportCaughtError(error: unknown, info: ErrorInfo): void {
  if (error instanceof ApiError) {
    console.warn(
      `Shown on the page: ${error.message} (${error.status ? `HTTP ${error.status}` : 'no answer'})`,
    );
    return;
  }
  console.error(error, info.componentStack ?? '');
}
