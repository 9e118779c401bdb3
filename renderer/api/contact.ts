import { type ContactRequest, contactRoutes } from '../../common/contract/contact';
import { api } from './client';

export function sendContactMessage(input: ContactRequest): Promise<{ message: string }> {
  return api(contactRoutes.send, { body: input });
}
