import { z } from 'zod/mini';
import { AVATAR_MAX_BYTES, BIO_MAX } from '../constants';
import { apperanceSchema, genderSchema, languageSchema, sessionUser, userAnswer, usernameSchema } from './auth';
import { defineRoute } from './route';

// Changes to one's own account (spec §7): name and bio, language, appearance (the spec's spelling "apperance"),
// birthdate, gender and picture. Each answers the session user as GET /api/logged-in-user does (auth.ts). The
// calls share the tag of the account calls in the API reference.

export const updateUserRequest = z.object({
  name: z.optional(usernameSchema),
  bio: z.optional(z.string({ error: 'invalidType' }).check(z.trim(), z.maxLength(BIO_MAX, { error: 'bioTooLong' }))),
});
export const updateLanguageRequest = z.object({ language: languageSchema });
export const updateApperanceRequest = z.object({ apperance: apperanceSchema });
export const updateGenderRequest = z.object({ gender: genderSchema });

// Whole numbers only: a client that sends "1990" or true gets 422 instead of a silent conversion.
const datePart = (min: number, max: number) =>
  z
    .number({ error: 'invalidDate' })
    .check(z.int({ error: 'invalidDate' }), z.gte(min, { error: 'invalidDate' }), z.lte(max, { error: 'invalidDate' }));
export const updateBirthdateRequest = z
  .object({ year: datePart(1900, 9999), month: datePart(1, 12), day: datePart(1, 31) })
  .check(
    z.refine(
      ({ year, month, day }) => {
        const date = new Date(Date.UTC(year, month - 1, day));
        return date.getUTCMonth() === month - 1 && date.getTime() <= Date.now();
      },
      { error: 'invalidDate', path: ['day'] },
    ),
  );

const TAG = 'Konto';

export const userRoutes = {
  updateUser: defineRoute({
    method: 'patch',
    path: '/api/update-user',
    tag: TAG,
    summary: 'Name und Bio ändern',
    guard: 'auth',
    body: updateUserRequest,
    responses: { 200: userAnswer },
  }),
  updateLanguage: defineRoute({
    method: 'patch',
    path: '/api/update-language',
    tag: TAG,
    summary: 'Sprache ändern',
    guard: 'auth',
    body: updateLanguageRequest,
    responses: { 200: userAnswer },
  }),
  updateApperance: defineRoute({
    method: 'patch',
    path: '/api/update-apperance',
    tag: TAG,
    summary: 'Erscheinungsbild ändern (0 System, 1 dunkel, 2 hell)',
    guard: 'auth',
    body: updateApperanceRequest,
    responses: { 200: userAnswer },
  }),
  updateBirthdate: defineRoute({
    method: 'patch',
    path: '/api/update-birthdate',
    tag: TAG,
    summary: 'Geburtsdatum ändern',
    guard: 'auth',
    body: updateBirthdateRequest,
    responses: { 200: userAnswer },
  }),
  updateGender: defineRoute({
    method: 'patch',
    path: '/api/update-gender',
    tag: TAG,
    summary: 'Geschlecht ändern',
    guard: 'auth',
    body: updateGenderRequest,
    responses: { 200: userAnswer },
  }),
  updateUserImage: defineRoute({
    method: 'post',
    path: '/api/update-user-image',
    tag: TAG,
    summary: 'Profilbild hochladen (PNG, JPEG, WebP oder GIF; wird neu kodiert, Metadaten entfernt)',
    guard: 'auth',
    bodyType: 'multipart',
    maxBodyBytes: AVATAR_MAX_BYTES + 64 * 1024,
    body: z.object({ image: z.file({ error: 'imageRequired' }) }),
    responses: { 200: z.object({ user: sessionUser, image: z.nullable(z.string()) }) },
    errors: [413],
  }),
};
