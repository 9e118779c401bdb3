import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseDescription } from '../../common/rules/ai-games';
import type { MediaStorage } from '../platform/storage';
import { buildBundle, bundleBytes } from '../modules/ai-games/build';
import { GENRE_CATEGORIES, storeBundle } from '../modules/ai-games/service';
import { coverSvg } from '../modules/games/cover';
import { AI_CLIP_GAMES } from '../modules/posts/demo-clips';
import type { Db } from '../db/index';

// Demo generations: a few games the demo people made from a sentence, built by the same offline
// generator as a real generation, so /ai shows finished, playable games on a fresh install. Those with a
// recorded clip (`clip`, resources/gameplay/<clip>/) are published to the catalogue as their makers would
// (publishGeneration), with a frame of that clip as the cover: the demo clip about the game links to it.

const DEMO_GENERATIONS: { by: string; description: string; hoursAgo: number; clip?: string }[] = [
  { by: 'PixelPaul', description: AI_CLIP_GAMES.shooter, hoursAgo: 50, clip: 'ai-shooter' },
  { by: 'LenaRast', description: AI_CLIP_GAMES.breakout, hoursAgo: 44, clip: 'ai-breakout' },
  { by: 'Mia_Zockt', description: AI_CLIP_GAMES.memory, hoursAgo: 30, clip: 'ai-memory' },
  { by: 'KoopKarl', description: AI_CLIP_GAMES.quiz, hoursAgo: 26, clip: 'ai-quiz' },
  { by: 'RetroRike', description: AI_CLIP_GAMES.snake, hoursAgo: 20, clip: 'ai-snake' },
  { by: 'RetroRike', description: AI_CLIP_GAMES.platformer, hoursAgo: 14, clip: 'ai-platformer' },
  { by: 'JonasBaut', description: AI_CLIP_GAMES.runner, hoursAgo: 8, clip: 'ai-runner' },
  { by: 'Kreativa', description: AI_CLIP_GAMES.maze, hoursAgo: 2, clip: 'ai-maze' },
];

async function clipCover(gameplayDir: string, clip: string): Promise<Uint8Array | null> {
  try {
    return new Uint8Array(await readFile(path.join(gameplayDir, 'covers', `${clip}.webp`)));
  } catch {
    return null;
  }
}

export async function seedAiGames(db: Db, storage: MediaStorage, gamesDir: string, gameplayDir: string): Promise<void> {
  const users = await db
    .selectFrom('users')
    .select(['id', 'name'])
    .where(
      'name',
      'in',
      DEMO_GENERATIONS.map((generation) => generation.by),
    )
    .execute();
  const idOf = new Map(users.map((user) => [user.name, user.id]));
  for (const generation of DEMO_GENERATIONS) {
    const spec = parseDescription(generation.description);
    const files = await buildBundle(gamesDir, spec);
    const at = new Date(Date.now() - generation.hoursAgo * 3_600_000).toISOString();
    const row = await db
      .insertInto('ai_games')
      .values({
        user_id: idOf.get(generation.by) ?? null,
        description: spec.description,
        status: 'queued',
        progress: 0,
        created_at: at,
        updated_at: at,
      })
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
    const userId = idOf.get(generation.by);
    if (!generation.clip || !userId) continue;
    const cover = await clipCover(gameplayDir, generation.clip);
    const image = cover
      ? await storage.putNamed('games', `${generation.clip}.webp`, cover, 'image/webp')
      : await storage.putNamed(
          'games',
          `${generation.clip}.svg`,
          new TextEncoder().encode(
            coverSvg({ name: spec.title, colours: [spec.palette.background, spec.palette.player], categories: GENRE_CATEGORIES[spec.genre] }),
          ),
          'image/svg+xml',
        );
    const game = await db
      .insertInto('games')
      .values({
        name: spec.title,
        description: `${spec.instructions}\n\nDie Idee dahinter: „${spec.description}“\n\nErstellt mit dem Spielgenerator von Spielraum.`,
        categories: JSON.stringify(GENRE_CATEGORIES[spec.genre]),
        release_date: at.slice(0, 10),
        developer: generation.by,
        publisher: 'Spielraum KI',
        age_rating: 0,
        image,
        steam_app_id: null,
        typical_session_minutes: 10,
        browser_build: slug,
        creator_id: userId,
        created_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.updateTable('ai_games').set({ game_id: game.id }).where('id', '=', row.id).execute();
  }
}
