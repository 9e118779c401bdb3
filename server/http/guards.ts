import type { MiddlewareHandler } from 'hono';
import type { Role } from '../../common/constants';
import type { UserRow } from '../db/schema';
import type { AppEnv } from './context';
import { HttpError, forbidden, unauthenticated } from './errors';

/** 401 `{"message":"Unauthenticated."}` without a logged-in user. */
export const requireAuth: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!c.get('user')) throw unauthenticated();
  await next();
};

/** 403 for a logged-in user whose e-mail is not verified (spec: [auth+email] routes). */
export const requireVerified: MiddlewareHandler<AppEnv> = async (c, next) => {
  const user = c.get('user');
  if (!user) throw unauthenticated();
  if (!user.email_verified_at) throw new HttpError(403, 'emailNotVerified');
  await next();
};

const ROLE_RANK: Record<Role, number> = { user: 0, creator: 1, admin: 2 };

/** Admins pass every role check; creators pass creator checks. */
export function requireRole(role: Role): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = c.get('user');
    if (!user) throw unauthenticated();
    if (ROLE_RANK[user.role] < ROLE_RANK[role]) throw forbidden();
    await next();
  };
}

/** Handlers behind requireAuth read the user through this, so the type says it is there. */
export function currentUser(c: { get(key: 'user'): UserRow | null }): UserRow {
  const user = c.get('user');
  if (!user) throw unauthenticated();
  return user;
}
