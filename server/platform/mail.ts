import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string;
  /** One-click unsubscribe (RFC 8058): the URL a mail program may POST to; sent as List-Unsubscribe and List-Unsubscribe-Post. */
  listUnsubscribe?: string;
}

/** nodemailer's message options of a mail. */
function messageOf(from: string, { listUnsubscribe, ...mail }: OutgoingMail) {
  return listUnsubscribe
    ? { from, ...mail, list: { unsubscribe: listUnsubscribe }, headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } }
    : { from, ...mail };
}

export interface Mailer {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

/**
 * SMTP when SMTP_URL is set; otherwise every mail is written as an .eml file to DATA_DIR/outbox,
 * so a fresh clone works offline and a developer can open the mails.
 */
export function createMailer(options: { smtpUrl: string | undefined; from: string; dataDir: string }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(withTimeouts(options.smtpUrl));
    return {
      async send(mail) {
        await transport.sendMail(messageOf(options.from, mail));
      },
      close: () => transport.close(),
    };
  }
  const outbox = path.join(options.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail(messageOf(options.from, mail));
      await mkdir(outbox, { recursive: true });
      const fileName = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(3).toString('hex')}.eml`;
      await writeFile(path.join(outbox, fileName), info.message as Buffer);
      console.info(`[mail] an ${mail.to}: „${mail.subject}“ → ${path.join(outbox, fileName)}`);
    },
    close: () => transport.close(),
  };
}

/**
 * nodemailer waits two minutes for a silent server by default, which would hold a sign-up request that
 * long. Timeouts given in the URL's query (nodemailer reads them from there) win over these.
 */
function withTimeouts(smtpUrl: string): string {
  const url = new URL(smtpUrl);
  for (const [name, value] of [
    ['connectionTimeout', '10000'],
    ['greetingTimeout', '10000'],
    ['socketTimeout', '20000'],
  ] as const) {
    if (!url.searchParams.has(name)) url.searchParams.set(name, value);
  }
  return url.toString();
}
