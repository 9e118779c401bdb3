import { contactRoutes as contract } from '../../../common/contract/contact';
import { nowIso } from '../../db';
import type { AppDeps } from '../../deps';
import { translate } from '../../http/messages';
import { implement } from '../../http/route';
import { queueMail } from '../../jobs/mail';
import { contactMail } from '../auth/mails';
import { requireRecaptcha } from '../auth/recaptcha';

export function contactRoutes(deps: AppDeps) {
  return [
    implement(contract.send, async ({ body }, c) => {
      const { recaptcha_token: token, ...message } = body;
      await requireRecaptcha(deps, c, token, 'contact');
      const userId = c.get('user')?.id ?? null;
      // Stored first, so a mail server hiccup never loses a message.
      await deps.db.insertInto('contact_messages').values({ ...message, user_id: userId, created_at: nowIso() }).execute();
      try {
        await queueMail(deps, contactMail(deps.config.contactEmail, { ...message, userId }));
      } catch (error) {
        // The message is stored; answering 500 would only make the sender post it twice.
        console.error('[mail] Kontaktnachricht gespeichert, aber nicht zur Weiterleitung eingereiht', error);
      }
      return { status: 201, body: { message: translate('contactReceived', c.get('language')) } };
    }),
  ];
}
