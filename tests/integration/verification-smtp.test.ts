// E-mail verification through a real SMTP round trip: smtp-server on 127.0.0.1 receives what the app
// sends over SMTP_URL, mailparser reads it, the test follows the link.
import { createServer as createNetServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type TestServer, addressesOf, startTestServer, verificationLinkIn } from './support/server';

interface ReceivedMail {
  envelopeFrom: string | undefined;
  envelopeTo: string[];
  mail: ParsedMail;
}

const received: ReceivedMail[] = [];
let smtp: SMTPServer;
let smtpPort: number;
let server: TestServer;

beforeAll(async () => {
  smtp = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    disableReverseLookup: true,
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (mail) => {
          received.push({
            envelopeFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : undefined,
            envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            mail,
          });
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  smtpPort = await new Promise<number>((resolve, reject) => {
    smtp.on('error', reject);
    smtp.listen(0, '127.0.0.1', () => resolve((smtp.server.address() as AddressInfo).port));
  });
  server = await startTestServer({ seed: false, env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` } });
});

afterAll(async () => {
  await server?.close();
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
});

const PASSWORD = 'smtp-passwort-1';

describe('verification mail over SMTP', () => {
  it('registers, receives the mail, follows the link, and the user is verified', async () => {
    const client = server.client();
    await client.csrf();
    const registered = await client.post('/auth/register', {
      name: 'Postbote',
      email: 'postbote@example.org',
      password: PASSWORD,
      password_confirmation: PASSWORD,
      language: 'de',
    });
    expect(registered.status).toBe(201);
    expect(registered.body.user.email_verified_at).toBeNull();

    // The request only queued the mail; the job worker hands it to the SMTP server.
    await server.waitForJobs();
    const mails = received.filter((entry) => entry.envelopeTo.includes('postbote@example.org'));
    expect(mails).toHaveLength(1);
    const [{ envelopeFrom, mail }] = mails as [ReceivedMail];
    expect(envelopeFrom).toBe('no-reply@spielraum.example');
    expect(addressesOf(mail.to)).toEqual(['postbote@example.org']);
    expect(mail.subject).toBe('Bestätige deine E-Mail-Adresse bei Spielraum');
    expect(mail.text).toContain('Hallo Postbote,');
    expect((await server.outbox()).length).toBe(0);

    const link = verificationLinkIn(mail, server.baseUrl);
    expect(link.pathname).toContain('verify');
    const verified = await client.get(`/api/email/verify${link.search}`);
    expect(verified.status).toBe(200);
    expect(verified.body.verified).toBe(true);

    const me = await client.get('/api/logged-in-user');
    expect(me.status).toBe(200);
    expect(me.body.email_verified_at).toEqual(expect.any(String));
    expect(Math.abs(Date.parse(me.body.email_verified_at) - Date.now())).toBeLessThan(60_000);
    expect(me.body.notVerified).toBe(false);
  });

  it('a resent mail arrives over SMTP as well and its link works', async () => {
    const client = server.client();
    await client.csrf();
    const registered = await client.post('/auth/register', {
      name: 'Nachzuegler',
      email: 'nachzuegler@example.org',
      password: PASSWORD,
      password_confirmation: PASSWORD,
      language: 'en',
    });
    expect(registered.status).toBe(201);
    const resent = await client.post('/api/email/verification-notification');
    expect(resent.status).toBe(202);
    await server.waitForJobs();
    const mails = received.filter((entry) => entry.envelopeTo.includes('nachzuegler@example.org'));
    expect(mails).toHaveLength(2);
    expect(mails[1]!.mail.subject).toBe('Confirm your e-mail address for Spielraum');
    const link = verificationLinkIn(mails[1]!.mail, server.baseUrl);
    expect((await client.get(`/api/email/verify${link.search}`)).status).toBe(200);
    expect((await client.get('/api/logged-in-user')).body.notVerified).toBe(false);
  });
});

describe('when the mail server is unreachable', () => {
  let offline: TestServer;

  beforeAll(async () => {
    // A port that was free a moment ago and now refuses connections.
    const probe = createNetServer();
    const closedPort = await new Promise<number>((resolve) =>
      probe.listen(0, '127.0.0.1', () => resolve((probe.address() as AddressInfo).port)),
    );
    await new Promise<void>((resolve) => probe.close(() => resolve()));
    offline = await startTestServer({ seed: false, env: { SMTP_URL: `smtp://127.0.0.1:${closedPort}` } });
  });

  afterAll(async () => {
    await offline?.close();
  });

  it('registration still succeeds and logs in; the mail can be requested again later', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const client = offline.client();
      await client.csrf();
      const registered = await client.post('/auth/register', {
        name: 'Offline',
        email: 'offline@example.org',
        password: PASSWORD,
        password_confirmation: PASSWORD,
      });
      expect(registered.status).toBe(201);
      expect((await client.get('/api/logged-in-user')).status).toBe(200);
      // The mail waits in the job queue for its next attempt instead of being lost.
      await offline.waitForJobs();
      expect(logged).toHaveBeenCalled();
      const job = await offline.db.selectFrom('jobs').selectAll().where('type', '=', 'mail.send').executeTakeFirstOrThrow();
      expect(job).toMatchObject({ status: 'queued', attempts: 1, last_error: expect.stringContaining('ECONNREFUSED') });
      expect(JSON.parse(job.payload)).toMatchObject({ to: 'offline@example.org' });
    } finally {
      logged.mockRestore();
    }
  });

  it('the contact form keeps the stored message and answers 201', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const client = offline.client();
      await client.csrf();
      const response = await client.post('/api/contact', {
        name: 'Erika',
        email: 'erika@example.org',
        subject: 'Kein Mailserver',
        message: 'Diese Nachricht darf nicht verloren gehen.',
      });
      expect(response.status).toBe(201);
      const rows = await offline.db.selectFrom('contact_messages').select('subject').execute();
      expect(rows).toEqual([{ subject: 'Kein Mailserver' }]);
    } finally {
      logged.mockRestore();
    }
  });
});
