// Where the wizard keeps a user's draft for a grant in this browser's storage. A module of its
// own, apart from the draft's rules (application-draft.ts): the session's sign-out and the bell
// need only the key, and with it they would carry the wizard's whole domain into the entry.

export const DRAFT_KEY_PREFIX = 'grantwise.application-draft';

export const draftKey = (userId: string, grantId: string) =>
  `${DRAFT_KEY_PREFIX}.${userId}.${grantId}`;
