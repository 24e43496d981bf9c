import { fromPromise } from 'xstate';

/**
 * The default of every async actor: the app provides the real one (src/app) and tests provide
 * fakes, both with `.provide()`. Reaching this means the wiring forgot one.
 */
export function notProvided<TOutput, TInput = void>(name: string) {
  return fromPromise<TOutput, TInput>(async () => {
    throw new Error(`The actor "${name}" was not provided`);
  });
}

/** The message of a failed actor, as carried by its error event. */
export function errorMessage(error: unknown): string | undefined {
  if (error && typeof error === 'object' && 'message' in error) {
    const message = (error as { message: unknown }).message;
    if (typeof message === 'string' && message !== '') return message;
  }
  return undefined;
}
