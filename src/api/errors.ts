import type { ErrorResponse } from './schema.gen';

/** A failed call: the HTTP status (0 for a network failure) and what the server said. */
export class ApiError extends Error {
  readonly status: number;
  readonly errors: Record<string, string> | undefined;
  readonly serverMessage: string | undefined;
  /** A 429's `Retry-After` in seconds, when the server sent one. */
  retryAfterSeconds: number | undefined;

  constructor(status: number, body?: Partial<ErrorResponse> | null, fallback = 'Request failed') {
    const serverMessage =
      typeof body?.message === 'string' && body.message !== '' ? body.message : undefined;
    super(serverMessage ?? fallback);
    this.name = 'ApiError';
    this.status = status;
    this.errors = body?.errors ?? undefined;
    this.serverMessage = serverMessage;
    this.retryAfterSeconds = undefined;
  }
}

interface FetchResult<T> {
  data?: T;
  error?: unknown;
  response: Response;
}

/** Turns openapi-fetch's `{ data, error }` into the value or a thrown ApiError. */
export async function unwrap<T>(call: Promise<FetchResult<T>>): Promise<T> {
  let result: FetchResult<T>;
  try {
    result = await call;
  } catch (cause) {
    // A timeout says so in the user's words (it is shown like a server message).
    if (cause instanceof Error && cause.name === 'RequestTimeoutError') {
      throw new ApiError(0, { status: 0, message: cause.message });
    }
    throw new ApiError(0, null, cause instanceof Error ? cause.message : 'Network error');
  }
  if (result.error !== undefined || !result.response.ok) {
    const error = new ApiError(
      result.response.status,
      (result.error ?? null) as Partial<ErrorResponse> | null,
    );
    const retryAfter = Number(result.response.headers.get('Retry-After') ?? Number.NaN);
    if (Number.isFinite(retryAfter) && retryAfter >= 0) error.retryAfterSeconds = retryAfter;
    throw error;
  }
  return result.data as T;
}
