import { type ContactRequest, contactRoutes } from '../../common/contract/contact';
import { tokenCallOptions } from '../features/recaptcha/call-options';
import { api } from './client';

export function sendContactMessage(input: ContactRequest): Promise<{ message: string }> {
  return api(contactRoutes.send, { body: input }, tokenCallOptions(input.recaptcha_token));
}
