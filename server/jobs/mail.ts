import type { AppDeps } from '../deps';
import type { OutgoingMail } from '../platform/mail';
import { enqueue } from './queue';
import type { JobHandler } from './worker';

export const MAIL_JOB = 'mail.send';

/** A mail that could not be handed over is tried again with backoff (5 s … 15 min) up to this often. */
const MAIL_MAX_ATTEMPTS = 8;

/**
 * Sends a mail through the job queue, so a slow or unreachable mail server never holds a request.
 * The mail is stored with the job: it survives a restart and is retried with backoff.
 */
export async function queueMail(deps: Pick<AppDeps, 'db'>, mail: OutgoingMail): Promise<number> {
  const message: OutgoingMail = {
    to: mail.to,
    subject: mail.subject,
    text: mail.text,
    ...(mail.html !== undefined ? { html: mail.html } : {}),
    ...(mail.replyTo !== undefined ? { replyTo: mail.replyTo } : {}),
    ...(mail.listUnsubscribe !== undefined ? { listUnsubscribe: mail.listUnsubscribe } : {}),
  };
  return enqueue(deps.db, MAIL_JOB, message, { maxAttempts: MAIL_MAX_ATTEMPTS });
}

export function sendMailJob(deps: Pick<AppDeps, 'mailer'>): JobHandler<OutgoingMail> {
  return async (mail) => {
    await deps.mailer.send(mail);
  };
}
