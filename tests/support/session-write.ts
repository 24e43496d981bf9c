import { QueryClient } from '@tanstack/react-query';
import { type AnyActorLogic, createActor, fromPromise, toPromise } from 'xstate';
import { writesOf } from '../../src/app/wiring/queries';
import { runWrite } from '../../src/lib/server-data';
import type { UpdateMeRequest } from '../../src/api/schema.gen';
import type { AppApi } from '../../src/app/wiring';
import type { TestAuth } from './render';

/**
 * A fake of a machine's profile write (the home form's `updateMe`, the wizard's `saveAnswers`)
 * that answers through the app's own write, as the wiring does: the fake's answer is the
 * server's, and the write makes it the session's user (writes.updateMe, app/wiring/queries.ts).
 * The fake starts with the machine's actor (its input is recorded at once) and stops with it.
 */
export function throughUpdateMe(fake: AnyActorLogic, auth: TestAuth): AnyActorLogic {
  const client = new QueryClient();
  return fromPromise(async ({ input, signal }: { input: unknown; signal: AbortSignal }) => {
    const inner = createActor(fake, { input }).start();
    signal.addEventListener('abort', () => inner.stop());
    const user = await toPromise(inner);
    const api = { updateMe: async () => user } as unknown as AppApi;
    return runWrite(client, writesOf(api, auth).updateMe, input as UpdateMeRequest);
  });
}
