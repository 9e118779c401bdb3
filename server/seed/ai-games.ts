import { parseDescription } from '../../common/rules/ai-games';
import type { MediaStorage } from '../platform/storage';
import { buildBundle, bundleBytes } from '../modules/ai-games/build';
import { storeBundle } from '../modules/ai-games/service';
import type { Db } from '../db/index';

// Demo generations: a few games the demo people made from a sentence, built by the same offline
// generator as a real generation, so /ai shows finished, playable games on a fresh install.

const DEMO_GENERATIONS: { by: string; description: string; hoursAgo: number }[] = [
  { by: 'PixelPaul', description: 'Ein Raumschiff verteidigt die Erde gegen Aliens, sehr schnell und mit lila Lasern', hoursAgo: 50 },
  { by: 'Mia_Zockt', description: 'Memory im Wald: finde die Paare, bevor es dunkel wird. Gemütlich für den Abend.', hoursAgo: 30 },
  { by: 'RetroRike', description: 'Eine Schlange im Zuckerland frisst Bonbons und wird immer länger, 25 Punkte', hoursAgo: 20 },
  { by: 'JonasBaut', description: 'A penguin runs across the ice and jumps over snowballs for 60 seconds', hoursAgo: 8 },
  { by: 'Kreativa', description: 'Ein Ritter sucht in der Burg den Ausgang aus dem Labyrinth und meidet den Geist', hoursAgo: 2 },
];

export async function seedAiGames(db: Db, storage: MediaStorage, gamesDir: string): Promise<void> {
  const users = await db
    .selectFrom('users')
    .select(['id', 'name'])
    .where('name', 'in', DEMO_GENERATIONS.map((generation) => generation.by))
    .execute();
  const idOf = new Map(users.map((user) => [user.name, user.id]));
  for (const generation of DEMO_GENERATIONS) {
    const spec = parseDescription(generation.description);
    const files = await buildBundle(gamesDir, spec);
    const at = new Date(Date.now() - generation.hoursAgo * 3_600_000).toISOString();
    const row = await db
      .insertInto('ai_games')
      .values({ user_id: idOf.get(generation.by) ?? null, description: spec.description, status: 'queued', progress: 0, created_at: at, updated_at: at })
      .returning('id')
      .executeTakeFirstOrThrow();
    const slug = await storeBundle(storage, row.id, files);
    await db
      .updateTable('ai_games')
      .set({
        status: 'done',
        progress: 100,
        spec: JSON.stringify(spec),
        title: spec.title,
        genre: spec.genre,
        theme: spec.theme,
        source: 'offline',
        build_slug: slug,
        build_bytes: bundleBytes(files),
      })
      .where('id', '=', row.id)
      .execute();
  }
}
