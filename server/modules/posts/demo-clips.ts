import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { parseDescription } from '../../../common/rules/ai-games';
import type { Db } from '../../db';
import { RENDITIONS } from '../../platform/ffmpeg';
import type { MediaStorage } from '../../platform/storage';
import { storeOutputs } from './jobs';

// The demo clips of a fresh install: real gameplay of the shipped browser games and of the seed's AI games,
// recorded once by scripts/record-gameplay.ts (a pilot plays each game through its real input) and committed
// under resources/gameplay/<id>/ in the exact form the upload transcode produces (720×1280 MP4, HLS 720 and 360,
// a WebP poster). The seed copies each folder into the media storage like the transcode stores its outputs and
// writes the post as ready: the feed is full at the first start, without ffmpeg.

export interface DemoClip {
  /** The recording: resources/gameplay/<id>/ (scripts/gameplay/clips.ts). */
  id: string;
  /** E-mail of the demo creator (server/seed DEMO_USERS). */
  creator: string;
  /** The game it shows: a seeded catalogue game by name, or a seeded AI game by the description it was made from. */
  game: { name: string } | { ai: string };
  title: string;
  text: string;
}

const C = {
  kreativa: 'creator@spielraum.example',
  mia: 'mia@spielraum.example',
  paul: 'paul@spielraum.example',
  lena: 'lena@spielraum.example',
  karl: 'karl@spielraum.example',
  rike: 'rike@spielraum.example',
  jonas: 'jonas@spielraum.example',
} as const;

/** The AI games the seed generates and publishes (server/seed/ai-games.ts), by the sentence they came from. */
export const AI_CLIP_GAMES = {
  shooter: 'Ein Raumschiff verteidigt die Erde gegen Aliens, sehr schnell und mit lila Lasern',
  memory: 'Memory im Wald: finde die Paare, bevor es dunkel wird. Gemütlich für den Abend.',
  snake: 'Eine Schlange im Zuckerland frisst Bonbons und wird immer länger, 25 Punkte',
  runner: 'A penguin runs across the ice and jumps over snowballs for 60 seconds',
  maze: 'Ein Ritter sucht in der Burg den Ausgang aus dem Labyrinth und meidet den Geist',
  breakout: 'Ein Lavaball zerschlägt eine Mauer aus Steinen im Vulkan',
  platformer: 'Ein Frosch hüpft im Dschungel von Plattform zu Plattform und sammelt Goldmünzen',
  quiz: 'Quiz unter Wasser: ein Oktopus stellt Rechenaufgaben',
} as const;

/** Oldest first: the feed shows the newest first, so the end of the list opens it. */
export const DEMO_CLIPS: readonly DemoClip[] = [
  {
    id: 'harbor-2',
    creator: C.karl,
    game: { name: 'Harbor Lights' },
    title: '255 Punkte und noch alle drei Köder 🎣',
    text: 'Die Quallen hatten heute frei. Einen Goldbutt hab ich trotzdem wieder nicht erwischt …',
  },
  {
    id: 'ai-quiz',
    creator: C.karl,
    game: { ai: AI_CLIP_GAMES.quiz },
    title: 'Kopfrechnen in der Tiefsee – 4 von 10 🐙',
    text: 'Mein Quiz aus dem Spielgenerator. 6 × 3 krieg ich noch hin, bei den Hai-Gegnern musste ich kurz überlegen.',
  },
  {
    id: 'skyline-1',
    creator: C.kreativa,
    game: { name: 'Skyline Architects' },
    title: 'Die ersten Stockwerke sitzen – Turmbau in acht Sekunden',
    text: 'Mein Trick: nicht auf das fahrende Stockwerk schauen, sondern auf die Kante darunter.',
  },
  {
    id: 'neon-1',
    creator: C.paul,
    game: { name: 'Neon Drift 2088' },
    title: 'Der blaue Rivale klebt mir am Heck',
    text: 'Er schneidet mir jede Kurve ab. Nächstes Mal lass ich ihn in meine Lichtspur krachen. 50 Bonuspunkte, ich komme!',
  },
  {
    id: 'ai-snake',
    creator: C.rike,
    game: { ai: AI_CLIP_GAMES.snake },
    title: 'Bonbon-Snake aus einem einzigen Satz 🍬',
    text: 'Eine Schlange, die Bonbons frisst, genau wie beschrieben. 25 Punkte sind das Ziel, ich bin noch am Anfang.',
  },
  {
    id: 'harvesters-1',
    creator: C.jonas,
    game: { name: 'Void Harvesters' },
    title: 'Tiefer, immer tiefer: Kristalljagd im Asteroiden 💎',
    text: 'Harter Fels braucht zwei Schläge, die Leere von oben wartet auf niemanden. 14 Meter und es geht weiter.',
  },
  {
    id: 'moorhuhn-1',
    creator: C.rike,
    game: { name: 'Moorhuhn Remix' },
    title: 'Retro-Abend: Moorhuhn wie früher 🐔',
    text: 'Acht Schuss, nachladen, weiter. Die kleinen Hühner hinten bringen am meisten. Wer kennt es noch?',
  },
  {
    id: 'ai-breakout',
    creator: C.lena,
    game: { ai: AI_CLIP_GAMES.breakout },
    title: 'Lava-Breakout: Klotz um Klotz 🌋',
    text: 'Ich wollte mal was ohne Rennstrecke. Der Spielgenerator hat mir aus einem Satz eine Vulkanmauer gebaut.',
  },
  {
    id: 'nebelwald-2',
    creator: C.kreativa,
    game: { name: 'Nebelwald' },
    title: 'Wie weit kommt ihr im Nebelwald? Ich: 93',
    text: 'Eigentlich wollte ich nur kurz die neuen Schluchten testen. Eine Stunde später … Schlagt meine 93!',
  },
  {
    id: 'baeckerei-2',
    creator: C.jonas,
    game: { name: 'Pixelbäckerei' },
    title: 'Bestellung: 4× Croissant – läuft! 🥐',
    text: 'Erst die Bestellung abarbeiten, dann auf Ketten gehen. So komme ich auf 1120 Punkte.',
  },
  {
    id: 'ai-memory',
    creator: C.mia,
    game: { ai: AI_CLIP_GAMES.memory },
    title: 'Memory im Wald – selbst gewünscht, selbst gespielt 🦊',
    text: 'Der Spielgenerator hat aus meinem Satz ein gemütliches Memory gemacht. Drei Paare in sieben Sekunden, der Rest nach dem Tee.',
  },
  {
    id: 'harbor-1',
    creator: C.mia,
    game: { name: 'Harbor Lights' },
    title: 'Feierabend im Hafen: die erste Scholle des Abends',
    text: 'Quallen ausweichen, Angel runter, warten. Tee daneben. Entspannter wird es nicht. 🌅',
  },
  {
    id: 'harvesters-2',
    creator: C.karl,
    game: { name: 'Void Harvesters' },
    title: '25 Meter tief und die Leere bleibt zurück',
    text: 'Links ein Kristall, rechts ein Kristall, dann wieder runter. Über 200 Punkte, bevor es ungemütlich wurde.',
  },
  {
    id: 'ai-platformer',
    creator: C.rike,
    game: { ai: AI_CLIP_GAMES.platformer },
    title: 'Frosch-Hüpfer im Wald: Stern um Stern ⭐',
    text: 'Plattform, Plattform, Stern. Mein zweites KI-Spiel – und die lila Gegner auf den Plattformen sind fies.',
  },
  {
    id: 'neon-2',
    creator: C.paul,
    game: { name: 'Neon Drift 2088' },
    title: 'Tempo 118 % und die Spur wird eng',
    text: 'Jeder Datenchip macht das Rad schneller und die Spur länger. Irgendwann ist das ganze Feld nur noch Neon.',
  },
  {
    id: 'skyline-2',
    creator: C.mia,
    game: { name: 'Skyline Architects' },
    title: 'Zehn Stockwerke und der Turm wird immer schmaler 😬',
    text: 'Ab hier zählt jeder Pixel. Ich hab beim Spielen die Luft angehalten.',
  },
  {
    id: 'ai-maze',
    creator: C.kreativa,
    game: { ai: AI_CLIP_GAMES.maze },
    title: 'Ausgang gefunden! Mein Labyrinth aus dem Spielgenerator 🏰',
    text: 'Ritter, Burg, Geist: Ein Satz reicht, und das Labyrinth steht. Ebene eins geschafft, zwei noch.',
  },
  {
    id: 'ironclad-1',
    creator: C.lena,
    game: { name: 'Ironclad Rally' },
    title: 'Zahnrad-Jagd in den Alpenkurven ⚙️',
    text: 'Auf der Ideallinie bleiben und jedes Zahnrad mitnehmen. Die Felsen kommen schneller, als man denkt.',
  },
  {
    id: 'ai-runner',
    creator: C.jonas,
    game: { ai: AI_CLIP_GAMES.runner },
    title: 'Pinguin gegen Schneebälle – fünf Sprünge, kein Sturz 🐧',
    text: 'Auf Englisch beschrieben, auf Deutsch gespielt. 60 Sekunden durchhalten ist das Ziel.',
  },
  {
    id: 'baeckerei-1',
    creator: C.jonas,
    game: { name: 'Pixelbäckerei' },
    title: 'Kettenreaktion in der Backstube – über 1000 Punkte 🥨',
    text: 'Eine Reihe Brezeln weg und dann fällt alles von allein. Ich nehme es.',
  },
  {
    id: 'ai-shooter',
    creator: C.paul,
    game: { ai: AI_CLIP_GAMES.shooter },
    title: 'Mein KI-Spiel: lila Laser gegen Aliens 👾',
    text: 'Einen Satz getippt, und der Generator hat mir einen Shooter gebaut. Auf „sehr schnell“ ist das richtig hart!',
  },
  {
    id: 'ironclad-2',
    creator: C.lena,
    game: { name: 'Ironclad Rally' },
    title: 'Knapp am Gegenverkehr vorbei – 398 Punkte!',
    text: 'Dampfschub an, Lücke zwischen zwei Autos, durch. Mein Puls liegt ungefähr auch bei 398.',
  },
  {
    id: 'nebelwald-1',
    creator: C.mia,
    game: { name: 'Nebelwald' },
    title: 'Irrlicht um Irrlicht – 81 Punkte, ohne in die Schlucht zu fallen',
    text: 'Den Doppelsprung über die letzte Schlucht hab ich gerade noch erwischt. Der Nebel war mir dicht auf den Fersen. 🌫️',
  },
  {
    id: 'moorhuhn-2',
    creator: C.rike,
    game: { name: 'Moorhuhn Remix' },
    title: 'Da war ein goldenes Huhn! 485 Punkte 🐔✨',
    text: 'Die goldenen fliegen doppelt so schnell. Mein Zeigefinger glüht.',
  },
];

/** resources/gameplay/manifest.json: what the recorder measured of each clip. */
export interface GameplayManifest {
  clips: { id: string; duration_ms: number }[];
}

export async function readGameplayManifest(gameplayDir: string): Promise<GameplayManifest> {
  return JSON.parse(await readFile(path.join(gameplayDir, 'manifest.json'), 'utf8')) as GameplayManifest;
}

/**
 * Writes the last `count` demo clips as ready posts (the newest of the list first in the feed), their media
 * copied from `gameplayDir` into the storage. Called by the seed of a fresh database after the users, the games
 * and the AI games; a clip whose creator, game or recording is missing is skipped. Answers how many were written.
 */
export async function seedDemoClips(db: Db, storage: MediaStorage, count: number, gameplayDir: string): Promise<number> {
  const clips = DEMO_CLIPS.slice(Math.max(0, DEMO_CLIPS.length - Math.max(0, count)));
  if (clips.length === 0) return 0;
  const manifest = new Map((await readGameplayManifest(gameplayDir)).clips.map((clip) => [clip.id, clip]));
  const users = await db.selectFrom('users').select(['id', 'email']).execute();
  const games = await db.selectFrom('games').select(['id', 'name']).execute();
  const aiGames = await db.selectFrom('ai_games').select(['description', 'game_id']).where('game_id', 'is not', null).execute();
  const userByEmail = new Map(users.map((user) => [user.email, user.id]));
  const gameByName = new Map(games.map((game) => [game.name, game.id]));
  const gameByIdea = new Map(aiGames.map((row) => [row.description, row.game_id]));
  // Older first, a few hours apart over the last days, so "newest first" shows the list in its order.
  const start = Date.now() - clips.length * 3 * 3_600_000;
  let written = 0;
  for (const [index, clip] of clips.entries()) {
    const userId = userByEmail.get(clip.creator);
    const recording = manifest.get(clip.id);
    const gameId = 'name' in clip.game ? gameByName.get(clip.game.name) : gameByIdea.get(parseDescription(clip.game.ai).description);
    if (!userId || !recording || !gameId) continue;
    const folder = `videos/${randomBytes(12).toString('hex')}`;
    const stored = await storeOutputs({ storage }, path.join(gameplayDir, clip.id), folder);
    const at = new Date(start + index * 3 * 3_600_000 + (index % 5) * 517_000).toISOString();
    await db
      .insertInto('posts')
      .values({
        user_id: userId,
        game_id: gameId,
        title: clip.title,
        text: clip.text,
        status: 'ready',
        progress: 100,
        error: null,
        hls_path: stored.get('master.m3u8')!,
        mp4_path: stored.get('video.mp4')!,
        poster_path: stored.get('poster.webp')!,
        duration_ms: recording.duration_ms,
        width: RENDITIONS[0].width,
        height: RENDITIONS[0].height,
        source_path: null,
        created_at: at,
        updated_at: at,
      })
      .execute();
    written += 1;
  }
  return written;
}
