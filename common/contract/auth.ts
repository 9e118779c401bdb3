import { z } from 'zod';
import {
  BIO_MAX,
  EMAIL_MAX,
  GENDERS,
  LANGUAGES,
  PASSWORD_MAX,
  PASSWORD_MIN,
  USERNAME_MAX,
  USERNAME_MIN,
} from '../constants';
import { checkEmail, checkUsername } from '../rules/validation';

// Payloads and answers of the account calls of spec §7, with the spec's field names (apperance included).
// Error messages are i18n keys; the server turns them into text in the caller's language.

/** A missing field is "required"; a field of the wrong type is "invalidType". */
const requiredString = (issue: { input: unknown }) => (issue.input === undefined ? 'required' : 'invalidType');

// The pattern checks skip values whose length is already wrong, so each field reports one problem.
const email = z
  .string({ error: requiredString })
  .trim()
  .toLowerCase()
  .max(EMAIL_MAX, { error: 'emailTooLong' })
  .refine((value) => value.length > EMAIL_MAX || checkEmail(value) === null, { error: 'invalidEmail' });

const username = z
  .string({ error: requiredString })
  .trim()
  .min(USERNAME_MIN, { error: 'usernameToShort' })
  .max(USERNAME_MAX, { error: 'usernameTooLong' })
  .refine(
    (value) => [...value].length < USERNAME_MIN || [...value].length > USERNAME_MAX || checkUsername(value) === null,
    { error: 'usernameInvalid' },
  );

const newPassword = z
  .string({ error: 'too_short' })
  .min(PASSWORD_MIN, { error: 'too_short' })
  .max(PASSWORD_MAX, { error: 'passwordTooLong' });

export const languageSchema = z.enum(LANGUAGES, { error: 'invalidLanguage' });
export const apperanceSchema = z.union([z.literal(0), z.literal(1), z.literal(2)], { error: 'invalidApperance' });
export const genderSchema = z.enum(GENDERS, { error: 'invalidGender' });

export const loginRequest = z.object({
  email: z.string({ error: 'required' }).trim().toLowerCase().min(1, { error: 'required' }).max(EMAIL_MAX),
  password: z.string({ error: 'required' }).min(1, { error: 'required' }).max(PASSWORD_MAX),
  remember: z.boolean({ error: 'invalidType' }).optional().default(false),
});
export type LoginRequest = z.input<typeof loginRequest>;

export const registerRequest = z
  .object({
    name: username,
    email,
    password: newPassword,
    password_confirmation: z.string({ error: 'notEqual' }),
    language: languageSchema.optional(),
    apperance: apperanceSchema.optional(),
    gender: genderSchema.nullish(),
    referralId: z.string().trim().max(64).nullish(),
    // Sent by the original client; the server decides these and ignores what arrives.
    boostz: z.unknown().optional(),
    credits: z.unknown().optional(),
    subscription_plan_id: z.unknown().optional(),
  })
  .refine((body) => body.password === body.password_confirmation, {
    error: 'notEqual',
    path: ['password_confirmation'],
  });
export type RegisterRequest = z.input<typeof registerRequest>;

export const checkEmailRequest = z.object({ email });
export const checkEmailResponse = z.object({ isRegistered: z.boolean() });
export type CheckEmailResponse = z.infer<typeof checkEmailResponse>;

export const changePasswordRequest = z.object({
  old_password: z.string({ error: 'required' }).min(1, { error: 'required' }).max(PASSWORD_MAX),
  new_password: newPassword,
});

export const updateUserRequest = z.object({
  name: username.optional(),
  bio: z.string({ error: 'invalidType' }).trim().max(BIO_MAX, { error: 'bioTooLong' }).optional(),
});
export const updateLanguageRequest = z.object({ language: languageSchema });
export const updateApperanceRequest = z.object({ apperance: apperanceSchema });
export const updateGenderRequest = z.object({ gender: genderSchema });
export const updateBirthdateRequest = z
  .object({
    year: z.coerce.number({ error: 'invalidDate' }).int().min(1900, { error: 'invalidDate' }),
    month: z.coerce.number({ error: 'invalidDate' }).int().min(1).max(12, { error: 'invalidDate' }),
    day: z.coerce.number({ error: 'invalidDate' }).int().min(1).max(31, { error: 'invalidDate' }),
  })
  .refine(
    ({ year, month, day }) => {
      const date = new Date(Date.UTC(year, month - 1, day));
      return date.getUTCMonth() === month - 1 && date.getTime() <= Date.now();
    },
    { error: 'invalidDate', path: ['day'] },
  );

export const restoreAccountRequest = z.object({
  email: z.string({ error: 'required' }).trim().toLowerCase().min(1, { error: 'required' }).max(EMAIL_MAX),
  password: z.string({ error: 'required' }).min(1, { error: 'required' }).max(PASSWORD_MAX),
});
export const verifyRecaptchaRequest = z.object({ token: z.string({ error: 'required' }).min(1).max(4096) });
export const verifyRecaptchaResponse = z.object({
  success: z.boolean(),
  enabled: z.boolean(),
  score: z.number().optional(),
});

/** The logged-in user as `GET /api/logged-in-user` answers it (spec §3 User). */
export interface SessionUser {
  id: number;
  name: string;
  bio: string | null;
  boostz: number;
  credits: number;
  steam_id: string | null;
  roblox_id: string | null;
  roblox_username: string | null;
  roblox_display_name: string | null;
  roblox_avatar_url: string | null;
  roblox_profile_url: string | null;
  subscription_plan_id: number | null;
  apperance: 0 | 1 | 2;
  language: string;
  gender: string | null;
  image: string | null;
  email: string;
  age: number | null;
  birthdate: string | null;
  role: 'user' | 'creator' | 'admin';
  following: { id: number; user_id: number; account_id: number }[];
  friends: { id: number; name: string; image: string | null }[];
  friendRequests: { id: number; user_id: number; name: string; image: string | null }[];
  sentRequests: { id: number; friend_id: number; name: string; image: string | null }[];
  email_verified_at: string | null;
  profile_border: string | null;
  owned_borders: string[];
  authenticated: true;
  notVerified: boolean;
  created_at: string;
}

export interface HealthCheckResponse {
  healthy: boolean;
  responseTime: number;
  message: string;
}

/** Laravel-shaped error answer (ARCHITECTURE.md, HTTP conventions). */
export interface ApiErrorBody {
  message: string;
  errors?: Record<string, string[]>;
}

export interface FeatureFlag {
  name: string;
  enabledForAll: boolean;
  rolloutPercentage: number;
  description: string | null;
}
export const updateFeatureFlagRequest = z.object({
  enabledForAll: z.boolean({ error: 'invalidType' }).optional(),
  rolloutPercentage: z
    .number({ error: 'invalidType' })
    .int({ error: 'invalidType' })
    .min(0, { error: 'invalidPercentage' })
    .max(100, { error: 'invalidPercentage' })
    .optional(),
});
