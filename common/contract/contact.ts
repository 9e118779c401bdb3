import { z } from 'zod/mini';
import { EMAIL_MAX } from '../constants';
import { checkEmail } from '../rules/validation';
import { recaptchaToken } from './auth';
import { messageAnswer } from './common';
import { defineRoute } from './route';

const text = (min: number, max: number) =>
  z
    .string({ error: 'required' })
    .check(z.trim(), z.minLength(min, { error: 'required' }), z.maxLength(max, { error: 'tooLong' }));

export const contactRequest = z.object({
  name: text(2, 100),
  email: z
    .string({ error: 'invalidEmail' })
    .check(
      z.trim(),
      z.maxLength(EMAIL_MAX, { error: 'emailTooLong' }),
      z.refine((value) => checkEmail(value) === null, { error: 'invalidEmail' }),
    ),
  subject: text(3, 200),
  message: text(10, 5000),
  recaptcha_token: recaptchaToken,
});
export type ContactRequest = z.infer<typeof contactRequest>;

export const contactRoutes = {
  send: defineRoute({
    method: 'post',
    path: '/api/contact',
    tag: 'Kontakt',
    summary: 'Nachricht über das Kontaktformular (wird gespeichert und per Mail weitergeleitet)',
    body: contactRequest,
    rateLimit: { max: 5, windowSeconds: 3600, by: 'address' },
    responses: { 201: messageAnswer },
    // 503: reCAPTCHA is on and its verification service cannot be asked.
    errors: [503],
  }),
};
