// @vitest-environment node
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { type RunningApiServer, startApiServer } from '../../server/api-server';
import { outgoingMail, smtpDelivery } from '../../server/smtp';
import { TEST_PASSWORD_ITERATIONS } from '../support/mock-backend';

// api:serve hands the backend's mails to an SMTP server when configured (issue 61): registering
// over HTTP sends the verification mail to a real SMTP server (one in this process, as a
// development catcher would be), with the app's link made whole, and the outbox keeps it too.

const APP = 'http://app.test:5173';
const stops: (() => Promise<void>)[] = [];

afterEach(async () => {
  await Promise.all(stops.splice(0).map((stop) => stop()));
});

/** An SMTP server on a free port that keeps what it receives. */
async function catcher() {
  const received: { to: string[]; data: string }[] = [];
  let arrived: () => void = () => undefined;
  const first = new Promise<void>((resolve) => {
    arrived = resolve;
  });
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          data: Buffer.concat(chunks).toString('utf8'),
        });
        arrived();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  stops.push(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const { port } = server.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, received, first };
}

describe('api:serve with an SMTP server', () => {
  it('hands a verification mail to SMTP with a whole link, and keeps it in the outbox', async () => {
    const smtp = await catcher();
    const reports: string[] = [];
    const delivery = smtpDelivery({
      url: smtp.url,
      from: 'Grantwise <no-reply@grantwise.app>',
      appOrigin: APP,
      report: (line) => reports.push(line),
    });
    stops.push(async () => delivery.close());
    const server: RunningApiServer = await startApiServer({
      port: 0,
      allowedOrigins: [APP],
      passwordIterations: TEST_PASSWORD_ITERATIONS,
      testOutbox: true,
      deliverMail: delivery.deliver,
    });
    stops.push(() => server.close());

    const email = 'new.person@example.org';
    const answer = await fetch(`${server.url}/auth/email/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        email,
        password: 'A-long-password-1',
        firstName: 'Nia',
        lastName: 'Person',
        gender: 'other',
        age: 35,
        ethnicity: 'other',
      }),
    });
    expect(answer.status, JSON.stringify(await answer.clone().json())).toBe(201);
    await smtp.first;
    await delivery.settled();

    expect(reports).toEqual([]);
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.to).toEqual([email]);
    expect(mail?.data).toMatch(/^Subject: Verify your email address for Grantwise\r?$/m);
    expect(mail?.data).toMatch(/^From: Grantwise <no-reply@grantwise\.app>\r?$/m);
    const outbox = (await (
      await fetch(`${server.url}/__test/outbox?to=${encodeURIComponent(email)}`)
    ).json()) as { link: string }[];
    expect(outbox).toHaveLength(1);
    // The mail's body may be folded at 76 characters (quoted-printable): unfold it first.
    const body = (mail?.data ?? '').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    expect(body).toContain(`${APP}${outbox[0]?.link}`);
  });

  it('says a mail the SMTP server refused, without its recipient or link', async () => {
    const reports: string[] = [];
    // Nothing listens on port 9 (discard) of this host: the hand-over fails.
    const delivery = smtpDelivery({
      url: 'smtp://127.0.0.1:9',
      from: 'Grantwise <no-reply@grantwise.app>',
      appOrigin: APP,
      report: (line) => reports.push(line),
    });
    stops.push(async () => delivery.close());
    delivery.deliver({
      id: 'm1',
      kind: 'emailVerification',
      to: 'secret.person@example.org',
      subject: 'Verify your email address for Grantwise',
      text: 'Follow /verify-email?token=abc123',
      link: '/verify-email?token=abc123',
      sentAt: '2026-12-01T00:00:00.000Z',
    });
    await delivery.settled();
    expect(reports).toHaveLength(1);
    expect(reports[0]).toMatch(
      /^api:serve: a mail \(emailVerification\) could not be handed to SMTP: /,
    );
    expect(reports[0]).not.toContain('secret.person');
    expect(reports[0]).not.toContain('abc123');
  });

  it('makes every copy of the link in the text whole', () => {
    expect(
      outgoingMail(
        { to: 'a@b.test', subject: 's', text: 'Go: /x?t=1 (or /x?t=1)', link: '/x?t=1' },
        'from@b.test',
        APP,
      ).text,
    ).toBe(`Go: ${APP}/x?t=1 (or ${APP}/x?t=1)`);
  });
});
