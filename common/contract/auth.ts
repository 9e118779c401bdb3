import { z } from 'zod/mini';
import {
  EMAIL_MAX,
  GENDERS,
  LANGUAGES,
  PASSWORD_MAX,
  PASSWORD_MIN,
  ROLES,
  USERNAME_MAX,
  USERNAME_MIN,
} from '../constants';
import { checkEmail, checkUsername } from '../rules/validation';
import { apiErrorBody, messageAnswer, REDIRECT_PARAM_MAX } from './common';
import { defineRoute } from './route';

// Account calls of spec §7 (and the verification calls of the renderer), with the spec's field names
// (apperance included). Error messages are i18n keys; the server turns them into text in the caller's language.

const RECAPTCHA_TOKEN_MAX = 4096;

/** A missing field is "required"; a field of the wrong type is "invalidType". */
const requiredString = (issue: { input: unknown }) => (issue.input === undefined ? 'required' : 'invalidType');

// The pattern checks skip values whose length is already wrong, so each field reports one problem.
const email = z.string({ error: requiredString }).check(
  z.trim(),
  z.normalize('NFC'),
  z.toLowerCase(),
  z.maxLength(EMAIL_MAX, { error: 'emailTooLong' }),
  z.refine((value) => value.length > EMAIL_MAX || checkEmail(value) === null, { error: 'invalidEmail' }),
);

/** A chosen name: registration and renaming share its rules. */
export const usernameSchema = z.string({ error: requiredString }).check(
  z.trim(),
  z.minLength(USERNAME_MIN, { error: 'usernameToShort' }),
  z.maxLength(USERNAME_MAX, { error: 'usernameTooLong' }),
  z.refine(
    (value) => [...value].length < USERNAME_MIN || [...value].length > USERNAME_MAX || checkUsername(value) === null,
    { error: 'usernameInvalid' },
  ),
);

const newPassword = z
  .string({ error: 'too_short' })
  .check(z.minLength(PASSWORD_MIN, { error: 'too_short' }), z.maxLength(PASSWORD_MAX, { error: 'passwordTooLong' }));

/** A login or restore address: trimmed and folded like a stored one, but not pattern-checked (no hint). */
const loginEmail = z
  .string({ error: 'required' })
  .check(z.trim(), z.normalize('NFC'), z.toLowerCase(), z.minLength(1, { error: 'required' }), z.maxLength(EMAIL_MAX));
const loginPassword = z.string({ error: 'required' }).check(z.minLength(1, { error: 'required' }), z.maxLength(PASSWORD_MAX));

export const languageSchema = z.enum(LANGUAGES, { error: 'invalidLanguage' });
export const apperanceSchema = z.union([z.literal(0), z.literal(1), z.literal(2)], { error: 'invalidApperance' });
export const genderSchema = z.enum(GENDERS, { error: 'invalidGender' });

export const loginRequest = z.object({
  email: loginEmail,
  password: loginPassword,
  remember: z._default(z.optional(z.boolean({ error: 'invalidType' })), false),
});
export type LoginRequest = z.input<typeof loginRequest>;

/**
 * A reCAPTCHA token of the renderer; registration and the contact form require one when the installation has
 * reCAPTCHA (GET /api/app-config `recaptchaSiteKey`). Google's tokens are a few hundred to ~2,000 characters.
 */
export const recaptchaToken = z.optional(
  z.string({ error: 'invalidType' }).check(z.maxLength(RECAPTCHA_TOKEN_MAX, { error: 'recaptchaFailed' })),
);

export const registerRequest = z
  .object({
    name: usernameSchema,
    email,
    password: newPassword,
    // Bounded far above the password's own limit, so an over-long password is reported once, on the password.
    password_confirmation: z.string({ error: 'notEqual' }).check(z.maxLength(1024, { error: 'notEqual' })),
    language: z.optional(languageSchema),
    apperance: z.optional(apperanceSchema),
    gender: z.nullish(genderSchema),
    referralId: z.nullish(z.string().check(z.trim(), z.maxLength(64))),
    recaptcha_token: recaptchaToken,
    // Sent by the original client; the server decides these and ignores what arrives.
    boostz: z.optional(z.unknown()),
    credits: z.optional(z.unknown()),
    subscription_plan_id: z.optional(z.unknown()),
  })
  .check(
    z.refine((body) => body.password === body.password_confirmation, {
      error: 'notEqual',
      path: ['password_confirmation'],
    }),
  );
export type RegisterRequest = z.input<typeof registerRequest>;

export const checkEmailRequest = z.object({ email });
export const checkEmailResponse = z.object({ isRegistered: z.boolean() });
export type CheckEmailResponse = z.infer<typeof checkEmailResponse>;

export const changePasswordRequest = z.object({
  old_password: loginPassword,
  new_password: newPassword,
});

export const restoreAccountRequest = z.object({ email: loginEmail, password: loginPassword });

// "Passwort vergessen": the address to mail a link to, then the link's token with the new password (the rules of
// registration). A token of the wrong shape is only an unknown link, answered like any other.
const PASSWORD_RESET_TOKEN_MAX = 128;
const passwordResetToken = z
  .string({ error: 'passwordResetInvalid' })
  .check(z.trim(), z.minLength(1, { error: 'passwordResetInvalid' }), z.maxLength(PASSWORD_RESET_TOKEN_MAX, { error: 'passwordResetInvalid' }));
export const forgotPasswordRequest = z.object({ email });
export const passwordResetTokenRequest = z.object({ token: passwordResetToken });
/** The account a valid link belongs to: the page shows it (and a password manager files the new password under it). */
export const passwordResetTokenAnswer = z.object({ email: z.string() });
export const resetPasswordRequest = z
  .object({
    token: passwordResetToken,
    password: newPassword,
    password_confirmation: z.string({ error: 'notEqual' }).check(z.maxLength(1024, { error: 'notEqual' })),
  })
  .check(
    z.refine((body) => body.password === body.password_confirmation, {
      error: 'notEqual',
      path: ['password_confirmation'],
    }),
  );
export type ResetPasswordRequest = z.input<typeof resetPasswordRequest>;
export const verifyRecaptchaRequest = z.object({
  token: z.string({ error: 'required' }).check(z.minLength(1, { error: 'required' }), z.maxLength(RECAPTCHA_TOKEN_MAX)),
});
export const verifyRecaptchaResponse = z.object({
  success: z.boolean(),
  enabled: z.boolean(),
  score: z.optional(z.number()),
  message: z.optional(z.string()),
});

const personRef = { id: z.number(), name: z.string(), image: z.nullable(z.string()) };

/** The logged-in user as `GET /api/logged-in-user` answers it (spec §3 User). */
export const sessionUser = z.object({
  id: z.number(),
  name: z.string(),
  bio: z.nullable(z.string()),
  boostz: z.number(),
  credits: z.number(),
  steam_id: z.nullable(z.string()),
  /** Whether Steam's sign-in confirmed steam_id; false for an id typed by hand. */
  steam_verified: z.boolean(),
  roblox_id: z.nullable(z.string()),
  roblox_username: z.nullable(z.string()),
  roblox_display_name: z.nullable(z.string()),
  roblox_avatar_url: z.nullable(z.string()),
  roblox_profile_url: z.nullable(z.string()),
  subscription_plan_id: z.nullable(z.number()),
  apperance: apperanceSchema,
  language: z.string(),
  gender: z.nullable(z.string()),
  image: z.nullable(z.string()),
  email: z.string(),
  age: z.nullable(z.number()),
  birthdate: z.nullable(z.string()),
  role: z.enum(ROLES),
  following: z.array(z.object({ id: z.number(), user_id: z.number(), account_id: z.number() })),
  friends: z.array(z.object(personRef)),
  friendRequests: z.array(z.object({ ...personRef, user_id: z.number() })),
  sentRequests: z.array(z.object({ ...personRef, friend_id: z.number() })),
  email_verified_at: z.nullable(z.string()),
  profile_border: z.nullable(z.string()),
  owned_borders: z.array(z.string()),
  authenticated: z.literal(true),
  notVerified: z.boolean(),
  created_at: z.string(),
});
export type SessionUser = z.infer<typeof sessionUser>;

export const userAnswer = z.object({ user: sessionUser });
/** `user` when the new password also signed the person in; null when the account cannot sign in (suspended, deleted). */
export const resetPasswordAnswer = z.object({ message: z.string(), user: z.nullable(sessionUser) });
export const verifyEmailQuery = z.object({
  id: z.string().check(z.regex(/^[1-9]\d{0,15}$/)),
  expires: z.string().check(z.regex(/^[1-9]\d{0,15}$/)),
  signature: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
});
export const verifyEmailAnswer = z.object({ verified: z.literal(true), user: z.optional(sessionUser) });
export type VerifyEmailAnswer = z.infer<typeof verifyEmailAnswer>;

/** Laravel-shaped error answer (ARCHITECTURE.md, HTTP conventions). */
export type ApiErrorBody = z.infer<typeof apiErrorBody>;

const TAG = 'Konto';

const loginRoute = defineRoute({
  method: 'post',
  path: '/login',
  tag: TAG,
  summary: 'Anmelden mit E-Mail und Passwort (zählt Fehlversuche je Konto und Adresse)',
  body: loginRequest,
  responses: { 200: userAnswer },
  errors: [429],
});

export const authRoutes = {
  csrfCookie: defineRoute({
    method: 'get',
    path: '/sanctum/csrf-cookie',
    tag: TAG,
    summary: 'Gibt dem Besucher eine Sitzung und setzt das XSRF-TOKEN-Cookie',
    responses: { 204: null },
  }),
  login: loginRoute,
  loginFallback: defineRoute({
    ...loginRoute,
    path: '/auth/login',
    summary: 'Anmelden (Ausweichpfad, wenn /login 404 antwortet)',
  }),
  register: defineRoute({
    method: 'post',
    path: '/auth/register',
    tag: TAG,
    summary: 'Registrieren; schickt die Bestätigungsmail',
    body: registerRequest,
    rateLimit: { max: 20, windowSeconds: 3600, by: 'address' },
    responses: { 201: userAnswer },
    // 503: reCAPTCHA is on and its verification service cannot be asked.
    errors: [503],
  }),
  logout: defineRoute({
    method: 'post',
    path: '/auth/logout',
    tag: TAG,
    summary: 'Abmelden; beendet die Sitzung',
    responses: { 204: null },
  }),
  checkEmail: defineRoute({
    method: 'post',
    path: '/api/check-email',
    tag: TAG,
    summary: 'Ist diese E-Mail-Adresse schon registriert?',
    body: checkEmailRequest,
    rateLimit: { max: 30, windowSeconds: 60, by: 'address' },
    responses: { 200: checkEmailResponse },
  }),
  loggedInUser: defineRoute({
    method: 'get',
    path: '/api/logged-in-user',
    tag: TAG,
    summary: 'Der angemeldete Nutzer mit Folgen, Freunden und Anfragen',
    guard: 'auth',
    responses: { 200: sessionUser },
  }),
  changePassword: defineRoute({
    method: 'post',
    path: '/api/change-password',
    tag: TAG,
    summary: 'Passwort ändern; beendet die anderen Sitzungen',
    guard: 'auth',
    body: changePasswordRequest,
    responses: { 200: messageAnswer },
    errors: [403],
  }),
  resendVerification: defineRoute({
    method: 'post',
    path: '/api/email/verification-notification',
    tag: TAG,
    summary: 'Bestätigungsmail erneut senden',
    guard: 'auth',
    responses: { 200: messageAnswer, 202: messageAnswer },
    errors: [429],
  }),
  verifyEmail: defineRoute({
    method: 'get',
    path: '/api/email/verify',
    tag: TAG,
    summary: 'Bestätigt die E-Mail-Adresse mit dem signierten Link aus der Mail',
    query: verifyEmailQuery,
    responses: { 200: verifyEmailAnswer },
    errors: [403],
  }),
  deleteAccount: defineRoute({
    method: 'delete',
    path: '/api/user-delete',
    tag: TAG,
    summary: 'Konto löschen (30 Tage wiederherstellbar)',
    guard: 'auth',
    responses: { 200: messageAnswer },
  }),
  restoreAccount: defineRoute({
    method: 'post',
    path: '/api/user-restore',
    tag: TAG,
    summary: 'Gelöschtes Konto mit E-Mail und Passwort wiederherstellen',
    body: restoreAccountRequest,
    responses: { 200: z.object({ message: z.string(), user: sessionUser }) },
    errors: [403, 404, 429],
  }),
  forgotPassword: defineRoute({
    method: 'post',
    path: '/api/forgot-password',
    tag: TAG,
    summary:
      'Passwort vergessen: schickt einen Link zum Zurücksetzen (einmal nutzbar, 60 Minuten gültig); dieselbe Antwort, ob die Adresse registriert ist oder nicht',
    body: forgotPasswordRequest,
    // Per client address here; per e-mail address (registered or not) the service allows a few links an hour.
    rateLimit: { max: 10, windowSeconds: 3600, by: 'address' },
    responses: { 200: messageAnswer },
    errors: [429],
  }),
  checkPasswordReset: defineRoute({
    method: 'post',
    path: '/api/reset-password/check',
    tag: TAG,
    summary: 'Prüft einen Link zum Zurücksetzen, bevor das neue Passwort eingegeben wird (422: ungültig, abgelaufen, benutzt)',
    body: passwordResetTokenRequest,
    rateLimit: { max: 60, windowSeconds: 3600, by: 'address' },
    responses: { 200: passwordResetTokenAnswer },
    errors: [429],
  }),
  resetPassword: defineRoute({
    method: 'post',
    path: '/api/reset-password',
    tag: TAG,
    summary: 'Setzt mit dem Link aus der Mail ein neues Passwort; beendet alle Sitzungen des Kontos, macht alle seine Links ungültig und meldet an',
    body: resetPasswordRequest,
    rateLimit: { max: 20, windowSeconds: 3600, by: 'address' },
    responses: { 200: resetPasswordAnswer },
    errors: [429],
  }),
  verifyRecaptcha: defineRoute({
    method: 'post',
    path: '/api/verify-recaptcha',
    tag: TAG,
    summary: 'Prüft ein reCAPTCHA-Token (enabled: false ohne Schlüssel)',
    body: verifyRecaptchaRequest,
    responses: { 200: verifyRecaptchaResponse },
    errors: [503],
  }),
  googleStart: defineRoute({
    method: 'get',
    path: '/auth/google',
    tag: TAG,
    summary: 'Startet die Anmeldung mit Google (OIDC mit PKCE); leitet zum Anbieter weiter',
    query: z.object({ ref: z.optional(z.string().check(z.maxLength(REDIRECT_PARAM_MAX))) }),
    responses: { 302: null },
    errors: [404],
  }),
  googleCallback: defineRoute({
    method: 'get',
    path: '/auth/google/callback',
    tag: TAG,
    summary: 'Rückkehr vom Anbieter; leitet zu /google-login-success weiter',
    query: z.object({
      code: z.optional(z.string().check(z.maxLength(REDIRECT_PARAM_MAX))),
      state: z.optional(z.string().check(z.maxLength(REDIRECT_PARAM_MAX))),
      error: z.optional(z.string().check(z.maxLength(REDIRECT_PARAM_MAX))),
    }),
    responses: { 302: null },
  }),
};
