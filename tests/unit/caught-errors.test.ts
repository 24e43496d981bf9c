import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../src/api/errors';
import { reportCaughtError } from '../../src/app/caught-errors';

// An error a route's boundary caught and showed: an API's answer is a warning, a defect an error.
describe('reportCaughtError', () => {
  afterEach(() => vi.restoreAllMocks());

  it('says an answer of the API shown on the page as a warning, with its status', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    reportCaughtError(new ApiError(404, { message: 'Grant not found' }), { componentStack: '' });
    reportCaughtError(new ApiError(0, null, 'Failed to fetch'), { componentStack: '' });
    expect(error).not.toHaveBeenCalled();
    expect(warn.mock.calls).toEqual([
      ['Shown on the page: Grant not found (HTTP 404)'],
      ['Shown on the page: Failed to fetch (no answer)'],
    ]);
  });

  it('keeps any other error an error, with where it happened', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const defect = new TypeError('x is undefined');
    reportCaughtError(defect, { componentStack: '\n    at GrantCard' });
    expect(error).toHaveBeenCalledWith(defect, '\n    at GrantCard');
  });
});
