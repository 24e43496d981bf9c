// A mailbox proves an email (issue 61): what the app says about verifying an account's email.
// The server's own refusals (openapi.yaml's `VerifyEmailInvalid`, `InvitationRefused`) are shown
// as it words them.

export const EMAIL_VERIFICATION_MESSAGES = {
  /** After registering, beside the spec's "Your account is ready" toast. */
  sent: (email: string) =>
    `We sent a verification email to ${email}. Follow its link to verify your address.`,
  noticeTitle: 'Verify your email address',
  notice: (email: string) =>
    `We sent a verification email to ${email}. Until you follow its link, invitations to this address wait for you.`,
  sendAgain: 'Send again',
  sentAgain: 'Sent again. Check your inbox.',
  sendAgainFailed: 'The email could not be sent. Try again.',
  pageTitle: 'Verify your email address',
  pageIntro: 'Confirm that this address is yours to finish setting up your account.',
  verify: 'Verify my email',
  verified: (email: string) => `Your email address ${email} is verified.`,
  verifyFailed: 'Your email could not be verified. Try again.',
  expiredHelp: 'Sign in and choose Send again for a new link.',
  noLink: 'This verification link is not complete. Open the link from the email again.',
} as const;

/** The field code of a refused link (openapi.yaml's `VerifyEmailInvalid`). */
export const isExpiredLink = (errors: Record<string, string> | undefined) =>
  errors?.token === 'linkExpired';
