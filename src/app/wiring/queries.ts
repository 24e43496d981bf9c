import { type QueryClient, mutationOptions, queryOptions } from '@tanstack/react-query';
import { EMPTY_FIT_PROFILE } from '../../domain/fit-profile';
import type { AuthActor } from '../auth';
import type { AppApi } from './index';
import type {
  Grant,
  ListGrantApplicationsPageRequest,
  NewsletterRequest,
  NewsletterSubscription,
  SavedSearch,
  SavedSearchInput,
  SavedSearchUpdate,
} from '../../api/schema.gen';

// Every read of server data a screen shows, as TanStack Query's `queryOptions`, and every write
// a screen makes, as `mutationOptions` that invalidate (or update) exactly the reads they change.
// Route loaders prime the reads (`prefetchQuery`), screens show them from the same cache
// (`useSuspenseQuery`, `useQuery`); machines' wired actors call the same functions and invalidate
// through `serverData` below. The keys are the one list of what the cache holds.

/** What the cache holds, by read: a write names the ones it changes. */
export const keys = {
  grants: ['grants'] as const,
  grant: (id: string) => ['grants', id] as const,
  savedGrants: ['saved-grants'] as const,
  /** Derived from the company and the latest applications: both writes invalidate it. */
  fitProfile: ['fit-profile'] as const,
  applications: ['applications'] as const,
  applicationsPage: (query: ListGrantApplicationsPageRequest) =>
    ['applications', 'page', query] as const,
  application: (id: string) => ['applications', 'one', id] as const,
  affiliates: ['affiliates'] as const,
  newsletterSubscriptions: ['newsletter-subscriptions'] as const,
  notifications: ['notifications'] as const,
  savedSearches: ['saved-searches'] as const,
  draftBudget: (userId: string, grantId: string) => ['draft-budget', userId, grantId] as const,
  /** The wizard's opening read: the server's draft and what this browser kept unsent of it. */
  wizardDraft: (userId: string, grantId: string, draftId: string | null) =>
    ['wizard-draft', userId, grantId, draftId] as const,
  /** Applying together (issue 46): invalidating the list invalidates each one and its log too. */
  sharedApplications: ['shared-applications'] as const,
  sharedApplication: (id: string) => ['shared-applications', 'one', id] as const,
  sharedApplicationActivity: (id: string) => ['shared-applications', 'activity', id] as const,
  invitations: ['invitations'] as const,
};

/** The reads, made from the router context's API (held on the first page: first-paint). */
export function queriesOf(api: AppApi) {
  return {
    grants: () => queryOptions({ queryKey: keys.grants, queryFn: () => api.listGrants() }),
    grant: (id: string) =>
      queryOptions({ queryKey: keys.grant(id), queryFn: () => api.getGrant(id) }),
    savedGrants: () =>
      queryOptions({ queryKey: keys.savedGrants, queryFn: () => api.listSavedGrants() }),
    /** The order and the badges are a help, not the list: without them, the list as it comes. */
    fitProfile: () =>
      queryOptions({
        queryKey: keys.fitProfile,
        queryFn: () => api.readFitProfile().catch(() => EMPTY_FIT_PROFILE),
      }),
    /** A page of applications with the query it answers (a screen may show it for the next). */
    applicationsPage: (query: ListGrantApplicationsPageRequest) =>
      queryOptions({
        queryKey: keys.applicationsPage(query),
        queryFn: async () => ({ query, page: await api.listGrantApplicationsPage(query) }),
      }),
    application: (id: string) =>
      queryOptions({
        queryKey: keys.application(id),
        queryFn: () => api.getGrantApplication(id),
      }),
    affiliates: () =>
      queryOptions({ queryKey: keys.affiliates, queryFn: () => api.listAffiliates() }),
    newsletterSubscriptions: () =>
      queryOptions({
        queryKey: keys.newsletterSubscriptions,
        queryFn: () => api.listNewsletterSubscriptions(),
      }),
    /**
     * The budget of this browser's wizard draft for a grant (null: none), for the grant's
     * checklist: read in the browser, not from the server, and fresh at every showing.
     */
    draftBudget: (userId: string, grantId: string) =>
      queryOptions({
        queryKey: keys.draftBudget(userId, grantId),
        queryFn: () => api.readDraftBudget(userId, grantId).catch(() => null),
        staleTime: 0,
      }),
    savedSearches: () =>
      queryOptions({ queryKey: keys.savedSearches, queryFn: () => api.listSavedSearches() }),
    sharedApplications: () =>
      queryOptions({
        queryKey: keys.sharedApplications,
        queryFn: () => api.listSharedApplications(),
      }),
    sharedApplication: (id: string) =>
      queryOptions({
        queryKey: keys.sharedApplication(id),
        queryFn: () => api.getSharedApplication(id),
      }),
    /** Newest first, as the server keeps it. */
    sharedApplicationActivity: (id: string) =>
      queryOptions({
        queryKey: keys.sharedApplicationActivity(id),
        queryFn: () => api.listSharedApplicationActivity(id),
      }),
    invitations: () =>
      queryOptions({ queryKey: keys.invitations, queryFn: () => api.listInvitations() }),
  };
}

/** A saved-grants list with `grant` in it or out of it (the star's optimistic answer). */
const withSaved = (list: readonly Grant[] | undefined, grant: Grant, on: boolean): Grant[] => {
  const others = (list ?? []).filter((item) => item.id !== grant.id);
  return on ? [...others, grant] : others;
};

/** The writes screens make, made from the router context's API. */
export function writesOf(api: AppApi, auth: Pick<AuthActor, 'send'>) {
  return {
    /**
     * Saves or unsaves a grant. The star shows the choice at once (the saved list is updated
     * before the answer); a failure puts the list back; either way the list is read again.
     */
    saveGrant: mutationOptions({
      mutationKey: ['save-grant'],
      mutationFn: ({ grant, on }: { grant: Grant; on: boolean }) =>
        on ? api.saveGrant(grant.id) : api.unsaveGrant(grant.id),
      onMutate: async ({ grant, on }, { client }) => {
        await client.cancelQueries({ queryKey: keys.savedGrants });
        const before = client.getQueryData<Grant[]>(keys.savedGrants);
        client.setQueryData<Grant[]>(keys.savedGrants, (list) => withSaved(list, grant, on));
        return { before };
      },
      onError: (_error, _variables, snapshot, { client }) => {
        if (snapshot) client.setQueryData(keys.savedGrants, snapshot.before);
      },
      onSettled: (_result, _error, _variables, _snapshot, { client }) =>
        client.invalidateQueries({ queryKey: keys.savedGrants }),
    }),
    /** The subscription the server made joins the user's list at once; the list is read again. */
    subscribeNewsletter: mutationOptions({
      mutationKey: ['subscribe-newsletter'],
      mutationFn: (body: NewsletterRequest) => api.subscribeNewsletter(body),
      onSuccess: (subscription, _variables, _snapshot, { client }) => {
        client.setQueryData<NewsletterSubscription[]>(keys.newsletterSubscriptions, (list) =>
          list ? [...list, subscription] : list,
        );
        return client.invalidateQueries({ queryKey: keys.newsletterSubscriptions });
      },
    }),
    /** Follows a verification link (issue 61): answers the email it verified. */
    verifyEmail: mutationOptions({
      mutationKey: ['verify-email'],
      mutationFn: (token: string) => api.verifyEmail(token),
    }),
    /** Sends the verification mail again; nothing on screen changes but the notice's words. */
    sendVerificationEmail: mutationOptions({
      mutationKey: ['send-verification-email'],
      mutationFn: () => api.sendVerificationEmail(),
    }),
    /** Stores the LinkedIn address: the session's user is the answer (the header, the forms). */
    saveLinkedinUrl: mutationOptions({
      mutationKey: ['save-linkedin-url'],
      mutationFn: (url: string) => api.saveLinkedinUrl(url),
      onSuccess: (user) => auth.send({ type: 'user.updated', user }),
    }),
    /** Saving, changing or deleting a search: the list is read again (its new counts too). */
    createSavedSearch: mutationOptions({
      mutationKey: ['create-saved-search'],
      mutationFn: (body: SavedSearchInput) => api.createSavedSearch(body),
      onSuccess: (_search, _variables, _snapshot, { client }) =>
        client.invalidateQueries({ queryKey: keys.savedSearches }),
    }),
    updateSavedSearch: mutationOptions({
      mutationKey: ['update-saved-search'],
      mutationFn: ({ id, change }: { id: string; change: SavedSearchUpdate }) =>
        api.updateSavedSearch(id, change),
      onSuccess: (_search, _variables, _snapshot, { client }) =>
        client.invalidateQueries({ queryKey: keys.savedSearches }),
    }),
    deleteSavedSearch: mutationOptions({
      mutationKey: ['delete-saved-search'],
      mutationFn: (id: string) => api.deleteSavedSearch(id),
      // Its alerts leave the bell with it.
      onSuccess: (_result, _variables, _snapshot, { client }) =>
        Promise.all([
          client.invalidateQueries({ queryKey: keys.savedSearches }),
          client.invalidateQueries({ queryKey: keys.notifications }),
        ]),
    }),
    /**
     * Opening a search: its new matches count as seen. The list shows the server's answer at
     * once; the bell reads again (the search's alerts are read with it).
     */
    markSavedSearchSeen: mutationOptions({
      mutationKey: ['mark-saved-search-seen'],
      mutationFn: (id: string) => api.markSavedSearchSeen(id),
      onSuccess: (seen, _variables, _snapshot, { client }) => {
        client.setQueryData<SavedSearch[]>(keys.savedSearches, (list) =>
          list?.map((search) => (search.id === seen.id ? seen : search)),
        );
        return client.invalidateQueries({ queryKey: keys.notifications });
      },
    }),
    openDocument: mutationOptions({
      mutationKey: ['open-document'],
      mutationFn: (url: string) => api.openDocument(url),
    }),
    /**
     * Accepting an invitation: it leaves the list and the bell, and the application joins the
     * caller's shared applications.
     */
    acceptInvitation: mutationOptions({
      mutationKey: ['accept-invitation'],
      mutationFn: (id: string) => api.acceptInvitation(id),
      onSuccess: (_summary, _variables, _snapshot, { client }) =>
        changed(client, keys.invitations, keys.notifications, keys.sharedApplications),
    }),
    /** Deleting a draft the caller owns: it leaves the shared list (`title` is for the words). */
    deleteSharedApplication: mutationOptions({
      mutationKey: ['delete-shared-application'],
      mutationFn: ({ id }: { id: string; title: string }) => api.deleteSharedApplication(id),
      onSuccess: (_result, _variables, _snapshot, { client }) =>
        changed(client, keys.sharedApplications),
    }),
    /** Declining one: it leaves the list and the bell (`title` is for the screen's words). */
    /** Accepting through the invitation mail's link (issue 61): as accepting from the list. */
    acceptInvitationLink: mutationOptions({
      mutationKey: ['accept-invitation-link'],
      mutationFn: ({ id, token }: { id: string; token: string }) => api.acceptInvitation(id, token),
      onSuccess: (_summary, _variables, _snapshot, { client }) =>
        changed(client, keys.invitations, keys.notifications, keys.sharedApplications),
    }),
    declineInvitation: mutationOptions({
      mutationKey: ['decline-invitation'],
      mutationFn: ({ id }: { id: string; title: string }) => api.declineInvitation(id),
      onSuccess: (_result, _variables, _snapshot, { client }) =>
        changed(client, keys.invitations, keys.notifications),
    }),
  };
}

export type AppQueries = ReturnType<typeof queriesOf>;
export type AppWrites = ReturnType<typeof writesOf>;

/**
 * What machines' wired actors tell the cache after a write of theirs (a submission, a company
 * save, a stage change the bell learns of): the reads it changed are read again, on the screen
 * that shows them now and on the next that does.
 */
export function changed(client: QueryClient, ...changes: (readonly unknown[])[]): Promise<void> {
  return Promise.all(changes.map((queryKey) => client.invalidateQueries({ queryKey }))).then(
    () => undefined,
  );
}
