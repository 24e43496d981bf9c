import nodemailer from 'nodemailer';
import type { OutboxMailRecord } from '../src/mock-server/db';

// api:serve hands every mail the backend sends to an SMTP server when one is configured
// (`API_SMTP_URL`, issue 61), so the real API's team reads the mails the contract implies in a
// development catcher (maildev, Mailpit) or a real relay. The outbox stays the record: the demo's
// inspector and the test-only mailbox route read it as before.

export interface SmtpSettings {
  /** An SMTP URL, as nodemailer reads it: `smtp://host:1025`, `smtps://user:pass@host:465`. */
  url: string;
  /** The sender, e.g. `Grantwise <no-reply@grantwise.app>`. */
  from: string;
  /** The app's origin: a mail's link is a path of the app, made whole with it. */
  appOrigin: string;
  /** Where a failed hand-over is said (never the mail itself: its link is a secret). */
  report: (line: string) => void;
}

/** The mail as it leaves: the app's link made whole in its text. */
export function outgoingMail(
  mail: Pick<OutboxMailRecord, 'to' | 'subject' | 'text' | 'link'>,
  from: string,
  appOrigin: string,
): { from: string; to: string; subject: string; text: string } {
  const link = new URL(mail.link, appOrigin).href;
  return { from, to: mail.to, subject: mail.subject, text: mail.text.split(mail.link).join(link) };
}

/**
 * A delivery for `startApiServer`'s `deliverMail`: each mail goes to the SMTP server in the
 * background; a failure is reported with the SMTP server's words, without the recipient or link.
 * `settled()` resolves once every hand-over started so far has ended (for tests and shutdown).
 */
export function smtpDelivery(settings: SmtpSettings): {
  deliver: (mail: OutboxMailRecord) => void;
  settled: () => Promise<void>;
  close: () => void;
} {
  const transport = nodemailer.createTransport(settings.url);
  const pending = new Set<Promise<void>>();
  return {
    deliver(mail) {
      const sending = transport
        .sendMail(outgoingMail(mail, settings.from, settings.appOrigin))
        .then(
          () => undefined,
          (error: unknown) =>
            settings.report(
              `api:serve: a mail (${mail.kind}) could not be handed to SMTP: ${
                error instanceof Error ? error.message : String(error)
              }`,
            ),
        )
        .finally(() => pending.delete(sending));
      pending.add(sending);
    },
    settled: async () => {
      await Promise.all([...pending]);
    },
    close: () => transport.close(),
  };
}
