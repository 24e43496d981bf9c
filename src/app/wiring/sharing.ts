import { fromPromise } from 'xstate';
import { readAfresh, runWrite } from '../../lib/server-data';
import { sharingMachine } from '../../machines/sharing.machine';
import type { ServerData } from './queries';
import type { InvitedRole } from '../../api/schema.gen';

/**
 * The people panel's machine: it reads the application afresh (the wizard and the dashboard
 * share the answer) and each change of the people refreshes the application, its log, the
 * caller's shared applications and the dashboard's rows (`writes`, queries.ts).
 */
export const sharingLogic = ({ queries, writes, client }: ServerData) =>
  sharingMachine.provide({
    actors: {
      loadSharing: fromPromise(({ input }: { input: { applicationId: string } }) =>
        readAfresh(client, queries.sharedApplication(input.applicationId)),
      ),
      inviteMember: fromPromise(
        ({ input }: { input: { applicationId: string; email: string; role: InvitedRole } }) =>
          runWrite(client, writes.inviteMember, input),
      ),
      resendInvitation: fromPromise(
        ({ input }: { input: { applicationId: string; invitationId: string } }) =>
          runWrite(client, writes.resendInvitation, input),
      ),
      cancelInvitation: fromPromise(
        ({ input }: { input: { applicationId: string; invitationId: string } }) =>
          runWrite(client, writes.cancelInvitation, input),
      ),
      updateMember: fromPromise(
        ({ input }: { input: { applicationId: string; userId: string; role: InvitedRole } }) =>
          runWrite(client, writes.updateMember, input),
      ),
      removeMember: fromPromise(({ input }: { input: { applicationId: string; userId: string } }) =>
        runWrite(client, writes.removeMember, input),
      ),
    },
  });
