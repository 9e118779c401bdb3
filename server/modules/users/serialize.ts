import type { SessionUser } from '../../../common/contract/auth';
import { sql } from 'kysely';
import type { Db } from '../../db';
import { perDatabase, prepareQuery } from '../../db/prepared';
import type { UserRow } from '../../db/schema';
import type { AppDeps } from '../../deps';
import { cacheSlot } from '../../platform/cache';
import { answerTag } from '../../http/etag';
import { ownedBorderIdsOf } from '../boostz/shop';
import { type OwnRelationKind, ownRelationsQuery } from '../social/relations';

function ageFrom(birthdate: string | null, now = new Date()): number | null {
  if (!birthdate) return null;
  const [year, month, day] = birthdate.split('-').map(Number) as [number, number, number];
  let age = now.getUTCFullYear() - year;
  if (now.getUTCMonth() + 1 < month || (now.getUTCMonth() + 1 === month && now.getUTCDate() < day)) age -= 1;
  return age;
}

type RelationKind = OwnRelationKind | 'border';

/**
 * Everything the session user lists about their relations, in one round trip: follows, friends and open requests
 * both ways (social's query) and owned borders (boostz's). One UNION ALL of indexed lookups instead of six
 * queries: this runs on every signed-in page load.
 */
function buildRelationsQuery(db: Db, userId: number) {
  const nullText = sql<string | null>`cast(null as text)`;
  return ownRelationsQuery(db, userId)
    .$castTo<{ kind: RelationKind; id: number; other_id: number; name: string | null; image: string | null }>()
    .unionAll(
      db
        .selectFrom(ownedBorderIdsOf(db, userId).as('owned'))
        .select([sql<RelationKind>`${sql.lit('border')}`.as('kind'), sql<number>`0`.as('id'), sql<number>`0`.as('other_id'), 'owned.border_id as name', nullText.as('image')]),
    );
}

type RelationRow = Awaited<ReturnType<ReturnType<typeof buildRelationsQuery>['execute']>>[number];
const relationsQuery = perDatabase((db: Db) => prepareQuery(db, 1, (id: number) => buildRelationsQuery(db, id)));

/** The session user's relations as the answer lists them, with their JSON made once. */
interface SessionRelations {
  following: SessionUser['following'];
  friends: SessionUser['friends'];
  friendRequests: SessionUser['friendRequests'];
  sentRequests: SessionUser['sentRequests'];
  owned_borders: string[];
  /** `,"following":[…],"friends":[…],"friendRequests":[…],"sentRequests":[…],"owned_borders":[…]` */
  json: string;
  /** A short hash of `json`, part of the answer's ETag. */
  tag: string;
}

/**
 * The session user's relations per user, so a signed-in request costs the one lookup of its session and user: built
 * once, dropped by the writes that change them (users/events.ts: follows, friendships, blocks, the owned borders, the
 * name or picture of someone listed), in every instance. The time to live only bounds what a missed event could cost.
 */
const SESSION_RELATIONS = cacheSlot<number, SessionRelations | Promise<SessionRelations>>({ max: 20_000, ttlMs: 5 * 60_000 });

type CacheDeps = Pick<AppDeps, 'db' | 'caches'>;

function toRelations(userId: number, rows: readonly RelationRow[]): SessionRelations {
  const following: SessionUser['following'] = [];
  const friends: SessionUser['friends'] = [];
  const friendRequests: SessionUser['friendRequests'] = [];
  const sentRequests: SessionUser['sentRequests'] = [];
  const ownedBorders: string[] = [];
  for (const row of rows) {
    const id = Number(row.id);
    const otherId = Number(row.other_id);
    if (row.kind === 'following') following.push({ id, user_id: userId, account_id: otherId });
    else if (row.kind === 'friend') friends.push({ id: otherId, name: row.name ?? '', image: row.image });
    else if (row.kind === 'incoming') friendRequests.push({ id, user_id: otherId, name: row.name ?? '', image: row.image });
    else if (row.kind === 'outgoing') sentRequests.push({ id, friend_id: otherId, name: row.name ?? '', image: row.image });
    else if (row.name !== null) ownedBorders.push(row.name);
  }
  const lists = { following, friends, friendRequests, sentRequests, owned_borders: ownedBorders };
  const json = `,${JSON.stringify(lists).slice(1, -1)}`;
  return { ...lists, json, tag: answerTag(json) };
}

function sessionRelations(deps: CacheDeps, userId: number): SessionRelations | Promise<SessionRelations> {
  return deps.caches.of(SESSION_RELATIONS).remember(userId, () => {
    const rows = relationsQuery(deps.db)(userId);
    return rows instanceof Promise ? rows.then((loaded) => toRelations(userId, loaded)) : toRelations(userId, rows);
  });
}

/** After a write that changes what these users list (users/events.ts). */
export function forgetSessionRelations(deps: Pick<AppDeps, 'caches'>, userIds: readonly number[]): void {
  const cache = deps.caches.of(SESSION_RELATIONS);
  for (const id of userIds) cache.delete(id);
}

/** After a change whose reach is unknown (accounts removed with their rows). */
export function forgetAllSessionRelations(deps: Pick<AppDeps, 'caches'>): void {
  deps.caches.of(SESSION_RELATIONS).clear();
}

/** The session user's own fields (everything but the relations), in the answer's order. */
function ownFields(user: UserRow) {
  return {
    id: user.id,
    name: user.name,
    bio: user.bio,
    boostz: user.boostz,
    credits: user.credits,
    steam_id: user.steam_id,
    steam_verified: user.steam_id !== null && user.steam_verified_at !== null,
    roblox_id: user.roblox_id,
    roblox_username: user.roblox_username,
    roblox_display_name: user.roblox_display_name,
    roblox_avatar_url: user.roblox_avatar_url,
    roblox_profile_url: user.roblox_profile_url,
    subscription_plan_id: user.subscription_plan_id,
    apperance: (user.apperance === 1 || user.apperance === 2 ? user.apperance : 0) as 0 | 1 | 2,
    language: user.language,
    gender: user.gender,
    image: user.image,
    email: user.email,
    age: ageFrom(user.birthdate),
    birthdate: user.birthdate,
    role: user.role,
    email_verified_at: user.email_verified_at,
    profile_border: user.profile_border,
    authenticated: true as const,
    notVerified: user.email_verified_at === null,
    created_at: user.created_at,
  };
}

/** The spec §3 User as the logged-in user sees themself, with their relations. */
export async function toSessionUser(deps: CacheDeps, user: UserRow): Promise<SessionUser> {
  const relations = await sessionRelations(deps, user.id);
  return {
    ...ownFields(user),
    following: relations.following,
    friends: relations.friends,
    friendRequests: relations.friendRequests,
    sentRequests: relations.sentRequests,
    owned_borders: relations.owned_borders,
  };
}

/**
 * GET /api/logged-in-user's answer as JSON text with its ETag: the user's own fields serialized per request (they
 * come with the session's lookup), the relations' JSON as kept.
 */
export async function sessionUserAnswer(deps: CacheDeps, user: UserRow): Promise<{ json: string; etag: string }> {
  const relations = await sessionRelations(deps, user.id);
  const own = JSON.stringify(ownFields(user));
  return { json: `${own.slice(0, -1)}${relations.json}}`, etag: `W/"${answerTag(own)}${relations.tag}"` };
}
