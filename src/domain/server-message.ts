/**
 * "The server's message, else the fallback" for a failed actor. The API client's errors carry
 * the server's message as `serverMessage` (src/api/errors.ts); machines read it by shape so they
 * need not import the client.
 */
export function serverMessageOr(error: unknown, fallback: string): string {
  if (error && typeof error === 'object' && 'serverMessage' in error) {
    const message = (error as { serverMessage: unknown }).serverMessage;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return fallback;
}
