// The words of "Start a new application from this" on their own: the dashboard's list of shared
// applications names the action without the copy's rules (application-copy.ts).

export const COPY_WORDS = {
  action: 'Start a new application from this',
  title: 'Start a new application',
  grantLabel: 'Grant to apply for',
  grantPlaceholder: 'Search grants by title',
  nothingFound: 'No grant matches',
  loadingGrants: 'Loading the open grants…',
  grantRequired: 'Choose a grant',
  start: 'Start the new application',
  starting: 'Starting…',
  failed: 'The new application could not be started',
  done: (grantTitle: string) => `Your new draft for ${grantTitle} is ready.`,
  everythingCopied: 'Every answer, document and budget line was copied.',
  notCopiedHeading: 'Not copied',
  open: 'Open the new draft',
} as const;
