// The receipt of a submitted application (issue 66): the words the wizard's confirmation, the
// printed copy, the dashboard and the bell use around the server's tracking number. The spec
// gives none of them (its step 10 gives only the thanks, which the confirmation keeps).

export const RECEIPT_WORDS = {
  title: 'Your receipt',
  trackingNumber: 'Tracking number',
  submittedAt: 'Submitted on',
  grant: 'Grant',
  nextTitle: 'What happens next',
  next: [
    'The funder receives your application and checks that it is complete.',
    'Its reviewers assess it; the stage on your dashboard changes as they do, and the bell tells you.',
    'Quote your tracking number whenever you contact us or the funder about this application.',
  ],
  print: 'Keep this receipt: print it or save it as a PDF.',
} as const;

/** The dashboard's and the bell's mention of the number. */
export const trackingText = (trackingNumber: string): string =>
  `${RECEIPT_WORDS.trackingNumber}: ${trackingNumber}`;
