import { CREATORS_MAX, type Creator, type CreatorsAnswer, NEW_CREATOR_DAYS, RISING_CREATOR_DAYS } from '../../../common/contract/explore';
import { nowIso } from '../../db';
import type { AppDeps } from '../../deps';
import { creatorActivity } from '../posts/trending';
import { cachedHiddenAuthorIds, PERSON_COLUMNS, toPerson } from './relations';

// "Neue und aufstrebende Creator" on /explore: people whose clips the viewer may see, ranked by how they grow over
// the last days (new followers weigh most, then likes, then views). Never the viewer, nobody the viewer muted or
// blocked or who blocked the viewer, no deleted or suspended account. A creator whose first clip is recent and who
// has not gathered followers yet is "new"; the others are "rising".

const DAY_MS = 86_400_000;
/** From this many new followers on, a creator counts as rising even with a first clip of this week. */
const RISING_FOLLOWERS = 2;

export async function risingCreators(deps: Pick<AppDeps, 'db' | 'caches'>, viewer: { id: number } | null, now = Date.now()): Promise<CreatorsAnswer> {
  const viewerId = viewer?.id ?? null;
  const since = nowIso(new Date(now - RISING_CREATOR_DAYS * DAY_MS));
  const [activity, hidden] = await Promise.all([
    creatorActivity(deps.db, viewerId, since),
    viewerId === null ? Promise.resolve(new Set<number>()) : cachedHiddenAuthorIds(deps, viewerId),
  ]);
  const candidates = [...activity.keys()].filter((id) => id !== viewerId && !hidden.has(id));
  if (candidates.length === 0) return { creators: [], days: RISING_CREATOR_DAYS };
  const [people, follows] = await Promise.all([
    deps.db
      .selectFrom('users')
      .select([...PERSON_COLUMNS, 'users.bio', 'users.followers_count'])
      .where('users.id', 'in', candidates)
      .where('users.deleted_at', 'is', null)
      .where('users.suspended_at', 'is', null)
      .execute(),
    deps.db
      .selectFrom('follows')
      .select(['follows.account_id', (eb) => eb.fn.countAll<number | string>().as('n')])
      .where('follows.account_id', 'in', candidates)
      .where('follows.created_at', '>=', since)
      .groupBy('follows.account_id')
      .execute(),
  ]);
  const newFollowers = new Map(follows.map((row) => [row.account_id, Number(row.n)]));
  const newSince = nowIso(new Date(now - NEW_CREATOR_DAYS * DAY_MS));
  const ranked = people.map((person) => {
    const stats = activity.get(person.id)!;
    const gained = newFollowers.get(person.id) ?? 0;
    const creator: Creator = {
      ...toPerson(person),
      bio: person.bio,
      followers_count: person.followers_count,
      reason: stats.first_clip_at >= newSince && gained < RISING_FOLLOWERS ? 'new' : 'rising',
      new_followers: gained,
      recent_views: stats.views,
      clips: stats.clips,
    };
    return { creator, score: gained * 10 + stats.likes * 3 + stats.views, first: stats.first_clip_at };
  });
  ranked.sort((a, b) => b.score - a.score || b.first.localeCompare(a.first) || a.creator.id - b.creator.id);
  return { creators: ranked.slice(0, CREATORS_MAX).map((entry) => entry.creator), days: RISING_CREATOR_DAYS };
}
