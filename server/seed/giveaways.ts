import { drawGiveaway } from '../modules/giveaways/service';
import { nowIso } from '../db/index';
import type { Db } from '../db/index';

// Demo giveaways: two running ones with entries and one drawn last week with its published audit,
// so /giveaways, the catalogue's badges and the game pages look alive.

// The prizes are things, not content the shipped browser games do not have (no soundtrack, no DLC).
const GIVEAWAYS = [
  { game: 'Moorhuhn Remix', prize: '3 × Moorhuhn-Remix-Shirt', description: 'Zu den goldenen Hühnern verlosen wir drei Shirts in deiner Größe.', winners: 3, days: 5, entrants: 9 },
  { game: 'Neon Drift 2088', prize: 'Signiertes Neonraster-Poster', description: 'Das Neonraster mit beiden Lichträdern als Poster in A2 – signiert von Gridrunner.', winners: 1, days: 2, entrants: 6 },
  { game: 'Pixelbäckerei', prize: '5 Pixelbäckerei-Tassen', description: 'Für die Kaffeepause in der Backstube: Tassen mit Brezel im Pixel-Look. Viel Glück!', winners: 5, days: -6, entrants: 8 },
];

/** What the giveaways above said before (prize and description), for the correction of an older demo database. */
export const FORMER_GIVEAWAYS: { game: string; prize: string; description: string; now: { prize: string; description: string } }[] = [
  { game: 'Moorhuhn Remix', prize: '3 × Moorhuhn-Remix-Shirt', description: 'Zum Wintermodus verlosen wir drei Shirts in deiner Größe.', now: GIVEAWAYS[0]! },
  { game: 'Neon Drift 2088', prize: 'Soundtrack auf Vinyl', description: 'Der Synthwave-Soundtrack als Schallplatte – signiert von Gridrunner.', now: GIVEAWAYS[1]! },
  { game: 'Pixelbäckerei', prize: '5 Keys für das Backbuch-DLC', description: 'Neue Rezepte, neue Kundschaft. Viel Glück!', now: GIVEAWAYS[2]! },
];

export async function seedGiveaways(db: Db, community: readonly string[], now = Date.now()): Promise<void> {
  const users = await db.selectFrom('users').select(['id', 'name']).where('name', 'in', [...community]).orderBy('id').execute();
  const games = await db.selectFrom('games').select(['id', 'name', 'creator_id']).execute();
  for (const [index, giveaway] of GIVEAWAYS.entries()) {
    const game = games.find((entry) => entry.name === giveaway.game);
    if (!game) continue;
    const ended = giveaway.days < 0;
    const created = now - (ended ? 14 : 3) * 86_400_000;
    const row = await db
      .insertInto('giveaways')
      .values({
        game_id: game.id,
        creator_id: game.creator_id,
        prize: giveaway.prize,
        description: giveaway.description,
        winner_count: giveaway.winners,
        ends_at: nowIso(new Date(now + giveaway.days * 86_400_000)),
        entries_count: Math.min(giveaway.entrants, users.length),
        created_at: nowIso(new Date(created)),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const entrants = users.slice(index, index + giveaway.entrants);
    if (entrants.length) {
      await db
        .insertInto('giveaway_entries')
        .values(entrants.map((user, position) => ({ giveaway_id: row.id, user_id: user.id, created_at: nowIso(new Date(created + (position + 1) * 3_600_000)) })))
        .execute();
    }
    if (ended) await drawGiveaway({ db }, row.id);
  }
}
