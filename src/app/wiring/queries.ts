import { type QueryClient, mutationOptions, queryOptions } from '@tanstack/react-query';
import { hasChanges } from '../../domain/answer-changes';
import { EMPTY_FIT_PROFILE } from '../../domain/fit-profile';
import { folderDisplayName } from '../../domain/library-files';
import { demoKeys } from '../../lib/demo-controls';
import { selectUser } from '../../machines/auth.machine';
import type { AuthActor } from '../auth';
import type { CallInit, ReadId, WriteId } from '../../api/call';
import type { AppApi } from './api';
import type {
  Company,
  CompanyInput,
  Grant,
  GrantApplicationCreate,
  GrantInput,
  InvitedRole,
  ListGrantApplicationsPageRequest,
  NewsletterRequest,
  NewsletterSubscription,
  RegisterRequest,
  SavedSearch,
  SavedSearchInput,
  SavedSearchUpdate,
  SharedApplication,
  SharedApplicationSave,
  UpdateMeRequest,
  UpdateUserMissionRequest,
} from '../../api/schema.gen';

// Every read of server data a screen shows, as TanStack Query's `queryOptions`, and every write
// a screen makes, as `mutationOptions` that invalidate (or update) exactly the reads they change.
// Route loaders prime the reads (`prefetchQuery`), screens show them from the same cache
// (`useSuspenseQuery`, `useQuery`); machines' wired actors read with the same options
// (`readAfresh`) and write with the same mutations (`runWrite`, src/lib/server-data.ts), so a
// write refreshes what it changes whoever started it. The keys are the one list of what the
// cache holds.

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
  /** The caller's company (null: none yet): the home form reads it, the fit rules derive from it. */
  company: ['company'] as const,
  missions: ['missions'] as const,
  /** The resource library: a write to it invalidates every read under this prefix. */
  library: ['library'] as const,
  folders: ['library', 'folders'] as const,
  folderFiles: (folder: string) => ['library', 'files', folder] as const,
  /** One resource by id (there is no such call: it is found in the folders). */
  resource: (id: string) => ['library', 'resource', id] as const,
  fileContent: (id: string) => ['library', 'content', id] as const,
  /** The documents the wizard offers from the library. */
  libraryDocuments: ['library', 'documents'] as const,
  /** The demo's controls, read by the inspector (demo builds only). */
  demo: demoKeys,
  /**
   * A read of the contract by its operationId (`queries.op`); without what it sends, every read
   * of that operation (what a write's `x-refreshes` invalidates).
   */
  op: (id: ReadId, init?: unknown) =>
    init === undefined ? (['op', id] as const) : (['op', id, init] as const),
};

/** The reads, made from the router context's API (held on the first page: first-paint). */
export function queriesOf(api: AppApi) {
  return {
    /** Any read of the contract by its operationId, through the generic call. */
    op: <Id extends ReadId>(id: Id, init: CallInit<Id>) =>
      queryOptions({ queryKey: keys.op(id, init ?? {}), queryFn: () => api.call(id, init) }),
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
    company: () => queryOptions({ queryKey: keys.company, queryFn: () => api.getMyCompany() }),
    missions: () =>
      queryOptions({ queryKey: keys.missions, queryFn: () => api.listUserMissions() }),
    folders: () => queryOptions({ queryKey: keys.folders, queryFn: () => api.listFolders() }),
    folderFiles: (folder: string) =>
      queryOptions({
        queryKey: keys.folderFiles(folder),
        queryFn: () => api.listResourcesInFolder(folder),
      }),
    /** There is no "get one resource" call: it is looked for in the caller's folders. */
    resource: (id: string) =>
      queryOptions({
        queryKey: keys.resource(id),
        queryFn: async () => {
          const folders = await api.listFolders();
          const lists = await Promise.all(
            folders.map((folder) => api.listResourcesInFolder(folderDisplayName(folder.name))),
          );
          return lists.flat().find((resource) => resource.id === id) ?? null;
        },
      }),
    /** A file's bytes: read when shown or saved, never kept (a blob may be large). */
    fileContent: (id: string) =>
      queryOptions({
        queryKey: keys.fileContent(id),
        queryFn: () => api.getFileContent(id),
        gcTime: 0,
      }),
    libraryDocuments: () =>
      queryOptions({
        queryKey: keys.libraryDocuments,
        queryFn: () => api.listLibraryDocuments(),
      }),
    /** The bell's list; `draftGrantIds` names the grants this browser keeps unsent drafts of. */
    notifications: (draftGrantIds: () => string[]) =>
      queryOptions({
        queryKey: keys.notifications,
        queryFn: async () => (await api.listNotifications(draftGrantIds())).items,
      }),
  };
}

/** A saved-grants list with `grant` in it or out of it (the star's optimistic answer). */
const withSaved = (list: readonly Grant[] | undefined, grant: Grant, on: boolean): Grant[] => {
  const others = (list ?? []).filter((item) => item.id !== grant.id);
  return on ? [...others, grant] : others;
};

/** The session's user, as far as a write needs it: its one owner is the auth machine. */
type Session = Pick<AuthActor, 'send' | 'getSnapshot'>;

/** What a change of the people of a shared application changes: its reads and the dashboard's. */
const peopleChanged = (client: QueryClient) =>
  changed(client, keys.sharedApplications, keys.applications);

/**
 * The writes screens and machines make, made from the router context's API. Each says what it
 * changes: the reads it invalidates (or updates), and the session's user when it is the answer.
 */
export function writesOf(api: AppApi, auth: Session) {
  /** The user the server answered is the session's user from now on (the header, the forms). */
  const userSaved = (user: Awaited<ReturnType<AppApi['updateMe']>>) =>
    auth.send({ type: 'user.updated', user });
  return {
    /**
     * Any write of the contract by its operationId, through the generic call: it refreshes the
     * reads its `x-refreshes` names.
     */
    op: <Id extends WriteId>(id: Id) =>
      mutationOptions({
        mutationKey: ['op', id],
        mutationFn: (init: CallInit<Id>) => api.call(id, init),
        onSuccess: (_answer, _init, _snapshot, { client }) =>
          import('../../api/call').then(({ refreshesOf }) =>
            changed(client, ...refreshesOf(id).map((read) => keys.op(read))),
          ),
      }),
    /** The profile's fields (the home form, the wizard's saved answers). */
    updateMe: mutationOptions({
      mutationKey: ['update-me'],
      mutationFn: (body: UpdateMeRequest) => api.updateMe(body),
      onSuccess: (user) => userSaved(user),
    }),
    register: mutationOptions({
      mutationKey: ['register'],
      mutationFn: (body: RegisterRequest) => api.register(body),
    }),
    /** A company saved is the form's answer, and changes what the fit rules know. */
    createCompany: mutationOptions({
      mutationKey: ['create-company'],
      mutationFn: (body: CompanyInput) => api.createCompany(body),
      onSuccess: (company, _variables, _snapshot, { client }) => companySaved(client, company),
    }),
    updateCompany: mutationOptions({
      mutationKey: ['update-company'],
      mutationFn: ({ id, company }: { id: string; company: CompanyInput }) =>
        api.updateCompany(id, company),
      onSuccess: (company, _variables, _snapshot, { client }) => companySaved(client, company),
    }),
    updateMission: mutationOptions({
      mutationKey: ['update-mission'],
      mutationFn: ({ id, change }: { id: string; change: UpdateUserMissionRequest }) =>
        api.updateUserMission(id, change),
      onSuccess: (_mission, _variables, _snapshot, { client }) => changed(client, keys.missions),
    }),
    /** Every write to the library changes its folders' counts and lists. */
    createFolder: mutationOptions({
      mutationKey: ['create-folder'],
      mutationFn: (name: string) => api.createFolder(name),
      onSuccess: (_folder, _variables, _snapshot, { client }) => changed(client, keys.library),
    }),
    uploadFile: mutationOptions({
      mutationKey: ['upload-file'],
      mutationFn: ({ folder, file }: { folder: string; file: File }) =>
        api.uploadFile(folder, file),
      onSuccess: (_file, _variables, _snapshot, { client }) => changed(client, keys.library),
    }),
    /** The wizard's upload: it lands in the library's folder for grant documents. */
    uploadGrantDocument: mutationOptions({
      mutationKey: ['upload-grant-document'],
      mutationFn: (file: File) => api.uploadGrantDocument(file),
      onSuccess: (_file, _variables, _snapshot, { client }) => changed(client, keys.library),
    }),
    deleteFiles: mutationOptions({
      mutationKey: ['delete-files'],
      mutationFn: async (ids: string[]) => {
        await Promise.all(ids.map((id) => api.deleteFile(id)));
      },
      // Some may be gone even when one failed: read again either way.
      onSettled: (_result, _error, _variables, _snapshot, { client }) =>
        changed(client, keys.library),
    }),
    updateResource: mutationOptions({
      mutationKey: ['update-resource'],
      mutationFn: ({ id, ...change }: { id: string; appUse?: boolean; folderName?: string }) =>
        api.updateResource(id, change),
      onSuccess: (_resource, _variables, _snapshot, { client }) => changed(client, keys.library),
    }),
    /** A new grant is in every list of grants from now on. */
    createGrant: mutationOptions({
      mutationKey: ['create-grant'],
      mutationFn: (body: GrantInput) => api.createGrant(body),
      onSuccess: (_grant, _variables, _snapshot, { client }) => changed(client, keys.grants),
    }),
    /**
     * A submission changes the dashboard's pages and counts, the fit rules' earlier applications,
     * the bell (a submitted application is news) and the caller's drafts.
     */
    submitApplication: mutationOptions({
      mutationKey: ['submit-application'],
      mutationFn: (body: GrantApplicationCreate) => api.createGrantApplication(body),
      onSuccess: (_application, _variables, _snapshot, { client }) =>
        changed(
          client,
          keys.applications,
          keys.fitProfile,
          keys.notifications,
          keys.sharedApplications,
        ),
    }),
    /**
     * The autosave's write: the first save of a new draft opens it. The draft's read takes the
     * answer; the dashboard's drafts (their last activity) and the bell (a draft's deadline) are
     * read again when answers changed.
     */
    saveDraft: mutationOptions({
      mutationKey: ['save-draft'],
      mutationFn: async (input: {
        grantId: string;
        draftId: string | null;
        save: SharedApplicationSave;
      }): Promise<SharedApplication> => {
        const id = input.draftId ?? (await api.openSharedApplication(input.grantId)).id;
        return api.saveSharedApplication(id, input.save);
      },
      onSuccess: (saved, input, _snapshot, { client }) => {
        client.setQueryData(keys.sharedApplication(saved.id), saved);
        if (hasChanges(input.save.changes)) void changed(client, keys.sharedApplications);
      },
    }),
    /** Read marks leave the dot; the bell reads its list again. */
    markNotificationsRead: mutationOptions({
      mutationKey: ['mark-notifications-read'],
      mutationFn: (ids: string[]) => api.markNotificationsRead(ids),
      onSuccess: (_result, _variables, _snapshot, { client }) =>
        changed(client, keys.notifications),
    }),
    /** The people of a shared application (the sharing panel's machine). */
    inviteMember: mutationOptions({
      mutationKey: ['invite-member'],
      mutationFn: (input: { applicationId: string; email: string; role: InvitedRole }) =>
        api.inviteMember(input.applicationId, { email: input.email, role: input.role }),
      onSuccess: (_result, _variables, _snapshot, { client }) => peopleChanged(client),
    }),
    resendInvitation: mutationOptions({
      mutationKey: ['resend-invitation'],
      mutationFn: (input: { applicationId: string; invitationId: string }) =>
        api.resendInvitation(input.applicationId, input.invitationId),
      onSuccess: (_result, _variables, _snapshot, { client }) => peopleChanged(client),
    }),
    cancelInvitation: mutationOptions({
      mutationKey: ['cancel-invitation'],
      mutationFn: (input: { applicationId: string; invitationId: string }) =>
        api.cancelInvitation(input.applicationId, input.invitationId),
      onSuccess: (_result, _variables, _snapshot, { client }) => peopleChanged(client),
    }),
    updateMember: mutationOptions({
      mutationKey: ['update-member'],
      mutationFn: (input: { applicationId: string; userId: string; role: InvitedRole }) =>
        api.updateMember(input.applicationId, input.userId, input.role),
      onSuccess: (_result, _variables, _snapshot, { client }) => peopleChanged(client),
    }),
    removeMember: mutationOptions({
      mutationKey: ['remove-member'],
      mutationFn: (input: { applicationId: string; userId: string }) =>
        api.removeMember(input.applicationId, input.userId),
      onSuccess: (_result, _variables, _snapshot, { client }) => peopleChanged(client),
    }),
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
    /**
     * Follows a verification link (issue 61): answers the email it verified, which is the
     * session's user's when the link was theirs (the notice above every page goes).
     */
    verifyEmail: mutationOptions({
      mutationKey: ['verify-email'],
      mutationFn: (token: string) => api.verifyEmail(token),
      onSuccess: (verified) => {
        const user = selectUser(auth.getSnapshot());
        if (user && user.email.toLowerCase() === verified.email.toLowerCase())
          auth.send({ type: 'user.updated', user: { ...user, emailVerified: true } });
      },
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
      onSuccess: (user) => userSaved(user),
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
    /**
     * Starting a new application from an earlier one (issue 60, part 3): the new draft joins the
     * shared list (`grantTitle` is for the screen's words).
     */
    copyApplication: mutationOptions({
      mutationKey: ['copy-application'],
      mutationFn: ({ from, grantId }: { from: string; grantId: string; grantTitle: string }) =>
        api.copyApplication({ from, grantId }),
      onSuccess: (_copy, _variables, _snapshot, { client }) =>
        changed(client, keys.sharedApplications),
    }),
    /**
     * Withdrawing a submitted application (issue 66, part 3): its details, the dashboard's rows
     * and counts, its shared application's log and the bell change.
     */
    withdrawApplication: mutationOptions({
      mutationKey: ['withdraw-application'],
      mutationFn: ({ applicationId, reason }: { applicationId: string; reason?: string }) =>
        api.call('withdrawGrantApplication', {
          params: { path: { id: applicationId } },
          body: reason === undefined ? {} : { reason },
        }),
      onSuccess: (_application, _variables, _snapshot, { client }) =>
        changed(client, keys.applications, keys.sharedApplications, keys.notifications),
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

/** A company saved: the form's read takes it, and the fit rules read again. */
const companySaved = (client: QueryClient, company: Company) => {
  client.setQueryData(keys.company, company);
  return changed(client, keys.fitProfile);
};

export type AppQueries = ReturnType<typeof queriesOf>;
export type AppWrites = ReturnType<typeof writesOf>;

/** What a machine's wiring reads and writes with: the router context's own (app/router.tsx). */
export interface ServerData {
  queries: AppQueries;
  writes: AppWrites;
  client: QueryClient;
}

/**
 * What a write tells the cache: the reads it changed are read again, on the screen that shows
 * them now and on the next that does.
 */
export function changed(client: QueryClient, ...changes: (readonly unknown[])[]): Promise<void> {
  return Promise.all(changes.map((queryKey) => client.invalidateQueries({ queryKey }))).then(
    () => undefined,
  );
}
