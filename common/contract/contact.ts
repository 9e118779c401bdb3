import { z } from 'zod';
import { EMAIL_MAX } from '../constants';
import { checkEmail } from '../rules/validation';

export const contactRequest = z.object({
  name: z.string({ error: 'required' }).trim().min(2, { error: 'required' }).max(100, { error: 'tooLong' }),
  email: z
    .string({ error: 'invalidEmail' })
    .trim()
    .max(EMAIL_MAX, { error: 'emailTooLong' })
    .refine((value) => checkEmail(value) === null, { error: 'invalidEmail' }),
  subject: z.string({ error: 'required' }).trim().min(3, { error: 'required' }).max(200, { error: 'tooLong' }),
  message: z.string({ error: 'required' }).trim().min(10, { error: 'required' }).max(5000, { error: 'tooLong' }),
});
export type ContactRequest = z.infer<typeof contactRequest>;
