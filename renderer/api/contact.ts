import type { ContactRequest } from '../../common/contract/contact';
import { http } from './http';

export function sendContactMessage(input: ContactRequest): Promise<{ message: string }> {
  return http.post('/api/contact', { json: input }).json<{ message: string }>();
}
