import { newSessionToken } from './crypto';
import type { MockDatabase, OutboxMailRecord, UserRecord } from './db';
import { newId } from './http';

// A mailbox proves an email (issue 61): the mails the backend sends, written to its outbox (the
// demo's inspector shows them; api:serve serves them on a test-only route), and the single-use
// links they carry. The secrets are kept as they are in the browser's or the process's own
// database; a real server keeps only their hashes (docs/decisions.md).

/** How long a verification link works. */
export const VERIFICATION_LIFETIME_MS = 24 * 60 * 60 * 1000;
/** A verification mail goes at most once a minute to an account (sendVerificationEmail). */
export const VERIFICATION_RESEND_MS = 60 * 1000;
/** The longest link secret the contract takes (`maxLength` of the tokens). */
export const LINK_SECRET_MAX = 128;

/** A new link secret: 256 random bits, hex. */
export const newLinkSecret = (): string => newSessionToken();

/** The app's page a verification link opens. */
export const verificationLink = (token: string) =>
  `/verify-email?token=${encodeURIComponent(token)}`;
/** The app's page an invitation link opens. */
export const invitationLink = (id: string, secret: string) =>
  `/invitation?id=${encodeURIComponent(id)}&token=${encodeURIComponent(secret)}`;

/** Writes a mail to the outbox; what api:serve hands to SMTP too, when configured. */
export async function sendMail(
  db: MockDatabase,
  mail: Omit<OutboxMailRecord, 'id'>,
): Promise<OutboxMailRecord> {
  const record: OutboxMailRecord = { id: newId(), ...mail, to: mail.to.toLowerCase() };
  await db.outbox.add(record);
  return record;
}

/** Sends a verification mail to the user's email, with a new single-use link. */
export async function sendVerificationMail(
  db: MockDatabase,
  user: Pick<UserRecord, 'id' | 'email' | 'firstName'>,
  now: Date,
): Promise<void> {
  const token = newLinkSecret();
  const email = user.email.toLowerCase();
  await db.emailVerifications.add({
    token,
    userId: user.id,
    email,
    sentAt: now.toISOString(),
    expiresAt: new Date(now.getTime() + VERIFICATION_LIFETIME_MS).toISOString(),
  });
  const link = verificationLink(token);
  await sendMail(db, {
    kind: 'emailVerification',
    to: email,
    subject: 'Verify your email address for Grantwise',
    text: `Hello ${user.firstName}, follow this link within 24 hours to verify your email address: ${link}`,
    link,
    sentAt: now.toISOString(),
  });
}

/** Sends an invitation mail whose link carries the invitation's secret. */
export async function sendInvitationMail(
  db: MockDatabase,
  invitation: { id: string; email: string; secret: string },
  from: string,
  grantTitle: string,
  now: Date,
): Promise<void> {
  const link = invitationLink(invitation.id, invitation.secret);
  await sendMail(db, {
    kind: 'invitation',
    to: invitation.email,
    subject: `${from} invited you to apply together on Grantwise`,
    text: `${from} invited you to work on an application for ${grantTitle}. Follow this link to accept: ${link}`,
    link,
    sentAt: now.toISOString(),
  });
}
