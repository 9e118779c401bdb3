import { NEW_USER_BOOSTZ, NEW_USER_CREDITS } from '../../../common/constants';
import { nowIso } from '../../db';
import type { NewUser } from '../../db/schema';

/** A complete users row for an insert: everything empty except what the caller knows. */
export function newUserRow(fields: Pick<NewUser, 'name' | 'email'> & Partial<NewUser>): NewUser {
  const now = nowIso();
  return {
    password_hash: null,
    bio: null,
    // The server decides the starting balance; what a client sends is never used.
    boostz: NEW_USER_BOOSTZ,
    credits: NEW_USER_CREDITS,
    subscription_plan_id: null,
    gender: null,
    referral_id: null,
    steam_id: null,
    roblox_id: null,
    roblox_username: null,
    roblox_display_name: null,
    roblox_avatar_url: null,
    roblox_profile_url: null,
    image: null,
    birthdate: null,
    email_verified_at: null,
    profile_border: null,
    google_sub: null,
    deleted_at: null,
    created_at: now,
    updated_at: now,
    ...fields,
  };
}
