import { fromPromise } from 'xstate';
import {
  cancelInvitation,
  getSharedApplication,
  inviteMember,
  removeMember,
  resendInvitation,
  updateMember,
} from '../../api/shared-applications';
import { sharingMachine } from '../../machines/sharing.machine';
import { queryClient } from '../query-client';
import { changed, keys } from './queries';
import type { InvitedRole, SharedApplication } from '../../api/schema.gen';

/**
 * What a change of the people changes: the application (its members and invitations), its
 * activity log, the caller's list of shared applications (its last activity, or the one left)
 * and the dashboard's rows (their last activity).
 */
const peopleChanged = () => changed(queryClient, keys.sharedApplications, keys.applications);

/** Runs a change of the people, then tells the cache what it changed. */
const thenChanged = async <T>(work: Promise<T>): Promise<T> => {
  const result = await work;
  await peopleChanged();
  return result;
};

/** The people panel's machine, wired to the API. */
export const sharingLogic = sharingMachine.provide({
  actors: {
    // Read through the cache, always afresh (the wizard and the dashboard share the answer).
    loadSharing: fromPromise<SharedApplication, { applicationId: string }>(({ input }) =>
      queryClient.fetchQuery({
        queryKey: keys.sharedApplication(input.applicationId),
        queryFn: () => getSharedApplication(input.applicationId),
        staleTime: 0,
      }),
    ),
    inviteMember: fromPromise(
      ({ input }: { input: { applicationId: string; email: string; role: InvitedRole } }) =>
        thenChanged(inviteMember(input.applicationId, { email: input.email, role: input.role })),
    ),
    resendInvitation: fromPromise(
      ({ input }: { input: { applicationId: string; invitationId: string } }) =>
        thenChanged(resendInvitation(input.applicationId, input.invitationId)),
    ),
    cancelInvitation: fromPromise(
      ({ input }: { input: { applicationId: string; invitationId: string } }) =>
        thenChanged(cancelInvitation(input.applicationId, input.invitationId)),
    ),
    updateMember: fromPromise(
      ({ input }: { input: { applicationId: string; userId: string; role: InvitedRole } }) =>
        thenChanged(updateMember(input.applicationId, input.userId, input.role)),
    ),
    removeMember: fromPromise(({ input }: { input: { applicationId: string; userId: string } }) =>
      thenChanged(removeMember(input.applicationId, input.userId)),
    ),
  },
});
