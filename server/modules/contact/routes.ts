import { Hono } from 'hono';
import { contactRequest } from '../../../common/contract/contact';
import { nowIso } from '../../db';
import type { AppDeps } from '../../deps';
import type { AppEnv } from '../../http/context';
import { tooManyRequests } from '../../http/errors';
import { translate } from '../../http/messages';
import { checkRateLimit } from '../../http/rate-limit';
import { clientAddress } from '../../http/session';
import { readJson } from '../../http/validate';
import { queueMail } from '../../jobs/mail';
import { contactMail } from '../auth/mails';

export function contactRoutes(deps: AppDeps) {
  const app = new Hono<AppEnv>();
  app.post('/api/contact', async (c) => {
    const input = await readJson(c, contactRequest);
    const limit = checkRateLimit(deps.rateLimits, `contact:${clientAddress(c) ?? 'unknown'}`, { max: 5, windowMs: 3_600_000 });
    if (!limit.allowed) throw tooManyRequests(limit.retryAfterSeconds);
    const userId = c.get('user')?.id ?? null;
    // Stored first, so a mail server hiccup never loses a message.
    await deps.db.insertInto('contact_messages').values({ ...input, user_id: userId, created_at: nowIso() }).execute();
    try {
      await queueMail(deps, contactMail(deps.config.contactEmail, { ...input, userId }));
    } catch (error) {
      // The message is stored; answering 500 would only make the sender post it twice.
      console.error('[mail] Kontaktnachricht gespeichert, aber nicht zur Weiterleitung eingereiht', error);
    }
    return c.json({ message: translate('contactReceived', c.get('language')) }, 201);
  });
  return app;
}
