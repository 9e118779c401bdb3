import { z } from 'zod/mini';
import { ROLES } from '../constants';
import { idParams } from './common';
import { suspensionReason } from './reports';
import { defineRoute } from './route';

// Admin user tools (spec §7 POST /api/getSignUps, GET /api/getFilteredUsers, whose shapes the spec
// leaves open): sign-ups per day, a filterable user list, role changes and suspension. Admins only.

export const SIGNUP_DAYS_MIN = 7;
export const SIGNUP_DAYS_MAX = 365;
export const SIGNUP_DAYS_DEFAULT = 30;
export const ADMIN_USERS_PAGE = 25;
export const ADMIN_USER_SEARCH_MAX = 100;

export const signUpsRequest = z.object({
  days: z.optional(
    z
      .number({ error: 'signUpDaysRange' })
      .check(
        z.int({ error: 'signUpDaysRange' }),
        z.gte(SIGNUP_DAYS_MIN, { error: 'signUpDaysRange' }),
        z.lte(SIGNUP_DAYS_MAX, { error: 'signUpDaysRange' }),
      ),
  ),
});

/** One entry per UTC day, oldest first, days without sign-ups included (count 0). */
export const signUpsAnswer = z.object({
  days: z.array(z.object({ date: z.string(), count: z.number() })),
  total: z.number(),
});
export type SignUps = z.infer<typeof signUpsAnswer>;

const yesNo = z.optional(z.enum(['yes', 'no'], { error: 'adminInvalidFilter' }));
const day = z.optional(z.string().check(z.regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'adminInvalidDate' })));

export const filteredUsersQuery = z.object({
  /** Part of the name or the e-mail address (case does not matter). */
  q: z.optional(z.string().check(z.trim(), z.maxLength(ADMIN_USER_SEARCH_MAX, { error: 'tooLong' }))),
  role: z.optional(z.enum(ROLES, { error: 'adminInvalidFilter' })),
  verified: yesNo,
  suspended: yesNo,
  /** Created on or after this UTC day. */
  from: day,
  /** Created on or before this UTC day. */
  to: day,
  cursor: z.optional(z.string().check(z.maxLength(200))),
  limit: z.optional(
    z.pipe(z.string().check(z.regex(/^\d{1,3}$/, { error: 'invalidType' })), z.pipe(z.transform(Number), z.number().check(z.gte(1), z.lte(100)))),
  ),
});
export type FilteredUsersQuery = z.input<typeof filteredUsersQuery>;

export const adminUserSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  image: z.nullable(z.string()),
  role: z.enum(ROLES),
  verified: z.boolean(),
  created_at: z.string(),
  suspended: z.boolean(),
  suspended_at: z.nullable(z.string()),
  suspension_reason: z.nullable(z.string()),
  deleted: z.boolean(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const filteredUsersAnswer = z.object({
  users: z.array(adminUserSchema),
  hasMore: z.boolean(),
  nextCursor: z.nullable(z.string()),
});

export const changeRoleRequest = z.object({ role: z.enum(ROLES, { error: 'adminInvalidRole' }) });
export const suspendRequest = z.object({ reason: suspensionReason });

const TAG = 'Admin: Nutzer';
const userAnswer = z.object({ user: adminUserSchema });

export const adminRoutes = {
  signUps: defineRoute({
    method: 'post',
    path: '/api/getSignUps',
    tag: TAG,
    summary: 'Registrierungen pro Tag im gewählten Zeitraum (7–365 Tage, Standard 30), auch Tage ohne (nur Admins)',
    role: 'admin',
    body: signUpsRequest,
    responses: { 200: signUpsAnswer },
  }),
  filteredUsers: defineRoute({
    method: 'get',
    path: '/api/getFilteredUsers',
    tag: TAG,
    summary: 'Nutzer nach Name/E-Mail, Rolle, Bestätigung, Sperre und Registrierungsdatum, neueste zuerst, seitenweise (nur Admins)',
    role: 'admin',
    query: filteredUsersQuery,
    responses: { 200: filteredUsersAnswer },
  }),
  changeRole: defineRoute({
    method: 'patch',
    path: '/api/admin/users/{id}/role',
    tag: TAG,
    summary: 'Die Rolle eines Kontos ändern (nicht die eigene; nur Admins)',
    role: 'admin',
    params: idParams,
    body: changeRoleRequest,
    responses: { 200: userAnswer },
    errors: [404, 422],
  }),
  suspend: defineRoute({
    method: 'post',
    path: '/api/admin/users/{id}/suspension',
    tag: TAG,
    summary: 'Ein Konto mit Begründung sperren; seine Sitzungen enden sofort (nicht sich selbst, keine Admins; nur Admins)',
    role: 'admin',
    params: idParams,
    body: suspendRequest,
    responses: { 200: userAnswer },
    errors: [403, 404, 422],
  }),
  unsuspend: defineRoute({
    method: 'delete',
    path: '/api/admin/users/{id}/suspension',
    tag: TAG,
    summary: 'Eine Sperre aufheben (nur Admins)',
    role: 'admin',
    params: idParams,
    responses: { 200: userAnswer },
    errors: [404],
  }),
};
