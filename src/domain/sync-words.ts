// The autosave's words on their own: the report wizard's words (which the dashboard reads) take
// three of them without the draft's rules.

/** What the autosave says, in words (issue 60). */
export const SYNC_WORDS = {
  saved: 'Saved',
  saving: 'Saving…',
  retrying: 'Not saved yet, will retry',
  conflict: 'Not saved: someone else changed the same answer',
  readOnly: 'You can read this application; only its owner and editors change it.',
  removed: 'You are no longer a member of this application.',
  /** Said after `removed` when something typed had not reached the server. */
  removedUnsent: 'What you had not saved yet is below, to copy.',
  submitted: 'This application has been submitted and can no longer be changed.',
} as const;
