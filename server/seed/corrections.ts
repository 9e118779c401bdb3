import type { Db } from '../db/index';
import { FORMER_GAME_FACTS, SEED_GAMES } from './games';
import { FORMER_GIVEAWAYS } from './giveaways';
import { FORMER_UPDATES, seededUpdate } from './updates';

/**
 * A demo database seeded before the shipped browser games' pages told the truth about them (a light-cycle duel
 * sold as a cyberpunk racer with a photo mode, a digging game as co-op) gets the true texts: description,
 * categories, age rating and session length of the games, their updates, and the giveaways not drawn yet. Only
 * what still holds exactly what the seed once wrote changes, field by field, so nothing a creator edited is
 * touched. Runs on every start with demo data (seedDemoData); a second run finds nothing left to change.
 */
export async function correctSeededGameTexts(db: Db): Promise<void> {
  for (const [name, former] of Object.entries(FORMER_GAME_FACTS)) {
    const game = SEED_GAMES.find((entry) => entry.name === name);
    if (!game) continue;
    const games = db.updateTable('games').where('name', '=', name);
    await games.set({ description: game.description }).where('description', '=', former.description).execute();
    await games
      .set({ categories: JSON.stringify(game.categories) })
      .where('categories', '=', JSON.stringify(former.categories))
      .execute();
    await games.set({ age_rating: game.age_rating }).where('age_rating', '=', former.age_rating).execute();
    await games
      .set({ typical_session_minutes: game.typical_session_minutes })
      .where('typical_session_minutes', '=', former.typical_session_minutes)
      .execute();
  }

  const ids = new Map((await db.selectFrom('games').select(['id', 'name']).execute()).map((row) => [row.name, row.id]));
  for (const former of FORMER_UPDATES) {
    const gameId = ids.get(former.game);
    const now = seededUpdate(former.game, former.version);
    if (gameId === undefined || !now) continue;
    await db
      .updateTable('game_updates')
      .set({ title: now.title, content: now.content })
      .where('game_id', '=', gameId)
      .where('version', '=', former.version)
      .where('title', '=', former.title)
      .where('content', '=', former.content)
      .execute();
  }

  for (const former of FORMER_GIVEAWAYS) {
    const gameId = ids.get(former.game);
    if (gameId === undefined) continue;
    // A drawn giveaway keeps its prize: the winners' notifications name it.
    await db
      .updateTable('giveaways')
      .set({ prize: former.now.prize, description: former.now.description })
      .where('game_id', '=', gameId)
      .where('prize', '=', former.prize)
      .where('description', '=', former.description)
      .where('drawn_at', 'is', null)
      .execute();
  }
}
