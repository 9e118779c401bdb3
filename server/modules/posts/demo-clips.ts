import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { nowIso } from '../../db';
import type { Db } from '../../db';
import type { AppDeps } from '../../deps';
import { translate } from '../../http/messages';
import type { JobHandler } from '../../jobs/worker';
import { enqueue } from '../../jobs/queue';
import { ffmpegBinaries, findFont, runBinary } from '../../platform/ffmpeg';
import { sourcePathOf, TRANSCODE_JOB, TRANSCODE_MAX_ATTEMPTS, type TranscodePayload, UPLOADS_DIR } from './jobs';

// The demo clips of a fresh install: real videos made by ffmpeg's generators (test patterns,
// fractals, cellular automata, colour bars with a rotating hue), the German title drawn in when a TTF font is
// found, 6–20 s, by the demo creators and about the demo games. The seed only writes the posts (status
// processing) and queues the first clip; each `posts.demo-clip` job renders one small source, hands it to the
// same `posts.transcode` job as an upload, and queues the next clip. One at a time: a mail queued meanwhile
// (a sign-up's verification) waits for at most one clip, not for all of them.

export const DEMO_CLIP_JOB = 'posts.demo-clip';

export type DemoScene = 'testsrc' | 'mandelbrot' | 'life' | 'cellauto' | 'rgbhue' | 'bars' | 'colour';
export type DemoShape = 'portrait' | 'landscape' | 'square';

export interface DemoClip {
  /** E-mail of the demo creator (server/seed DEMO_USERS). */
  creator: string;
  /** Name of a demo game (server/seed/games.ts), or null. */
  game: string | null;
  title: string;
  text: string;
  seconds: number;
  scene: DemoScene;
  shape: DemoShape;
  /** A colour for the scenes that take one. */
  colour: string;
  /** Tone of the little soundtrack in Hz; null: a clip without sound (the transcode adds a silent track). */
  tone: number | null;
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

export const DEMO_CLIPS: readonly DemoClip[] = [
  { creator: C.paul, game: 'Neon Drift 2088', title: 'Speedrun-Versuch Nr. 12 – fast!', text: 'Nur 0,3 Sekunden über meiner Bestzeit. Die letzte Kurve kostet mich jedes Mal alles. #speedrun', seconds: 12, scene: 'testsrc', shape: 'landscape', colour: '#ff3d7f', tone: 440 },
  { creator: C.mia, game: 'Skyline Architects', title: 'Koop-Abend: Wir bauen eine Brücke', text: 'Zu dritt, zwei Stunden, eine Brücke. Sie hält. Meistens. 🌉', seconds: 16, scene: 'life', shape: 'portrait', colour: '#ffcc00', tone: 330 },
  { creator: C.kreativa, game: 'Quantenschach', title: 'Fraktale im Endspiel', text: 'Wenn der Springer gleichzeitig auf zwei Feldern steht, wird es philosophisch.', seconds: 14, scene: 'mandelbrot', shape: 'square', colour: '#7b2ff7', tone: 262 },
  { creator: C.lena, game: 'Ironclad Rally', title: 'Neuer Streckenrekord auf der Wüstenpiste', text: 'Endlich unter 2:10! Danke an alle, die mir die Abkürzung am Canyon verraten haben.', seconds: 10, scene: 'rgbhue', shape: 'landscape', colour: '#ff8800', tone: 523 },
  { creator: C.karl, game: 'Die Letzte Schicht', title: 'Koop-Horror um Mitternacht', text: 'Wir wollten nur kurz reinschauen. Drei Stunden später: Licht an, Nerven weg.', seconds: 18, scene: 'colour', shape: 'portrait', colour: '#3a0ca3', tone: null },
  { creator: C.rike, game: 'Moorhuhn Remix', title: 'Retro-Abend: Moorhuhn wie früher', text: 'Das Geräusch beim Nachladen ist pure Nostalgie. Wer kennt es noch?', seconds: 8, scene: 'bars', shape: 'landscape', colour: '#00b4d8', tone: 392 },
  { creator: C.jonas, game: 'Pixelbäckerei', title: 'Meine Bäckerei nach 40 Stunden', text: 'Drei Öfen, ein Kater, null Freizeit. Rundgang durch meine Pixel-Backstube.', seconds: 15, scene: 'cellauto', shape: 'portrait', colour: '#f4a261', tone: 294 },
  { creator: C.paul, game: 'Turbo Kiosk', title: 'Any% in unter fünf Minuten?', text: 'Der Trick mit dem Getränkeautomaten spart 14 Sekunden. Erklärung in den Kommentaren.', seconds: 9, scene: 'testsrc', shape: 'portrait', colour: '#e63946', tone: 494 },
  { creator: C.mia, game: 'Gartenfreunde', title: 'Entspannt gärtnern nach Feierabend', text: 'Tee, Regen auf dem Dach und meine Kürbisse. Mehr braucht es heute nicht. 🎃', seconds: 20, scene: 'colour', shape: 'square', colour: '#2a9d8f', tone: 220 },
  { creator: C.lena, game: 'Klingenherz', title: 'Boss ohne Schaden besiegt', text: 'Versuch 37. Ich zittere immer noch. Ausweichen, warten, zuschlagen.', seconds: 11, scene: 'mandelbrot', shape: 'portrait', colour: '#d00000', tone: 349 },
  { creator: C.karl, game: 'Starfall Tactics', title: 'Rundenstrategie: Mein Eröffnungszug', text: 'Zwei Späher nach vorn, Artillerie zurück. Klappt gegen fast jeden Gegner.', seconds: 13, scene: 'cellauto', shape: 'landscape', colour: '#4361ee', tone: null },
  { creator: C.rike, game: 'Harbor Lights', title: 'Sonnenuntergang im Hafen', text: 'Manchmal parke ich einfach das Boot und schaue zu. Screenshot-Modus an.', seconds: 7, scene: 'rgbhue', shape: 'square', colour: '#ff9e00', tone: 330 },
  { creator: C.jonas, game: 'Void Harvesters', title: 'Erste Schritte im Asteroidenfeld', text: 'Tipp für Anfänger: Erst den Frachtraum ausbauen, dann die Laser.', seconds: 17, scene: 'life', shape: 'landscape', colour: '#80ffdb', tone: 196 },
  { creator: C.kreativa, game: 'Nebelwald', title: 'Dev-Tagebuch: Nebel, der lebt', text: 'Wie ich den Nebel im Wald animiere – mit Zellautomaten statt Partikeln.', seconds: 19, scene: 'life', shape: 'portrait', colour: '#b7e4c7', tone: 247 },
  { creator: C.paul, game: 'Neon Drift 2088', title: 'Driften im Regen: meine Einstellungen', text: 'Bremsbalance 58 % vorne, Traktionskontrolle aus. Probiert es aus!', seconds: 10, scene: 'bars', shape: 'portrait', colour: '#f72585', tone: 440 },
  { creator: C.mia, game: 'Skyline Architects', title: 'Die schiefste Stadt der Welt', text: 'Statik? Kenne ich nicht. Aber hübsch ist sie geworden.', seconds: 12, scene: 'testsrc', shape: 'square', colour: '#90e0ef', tone: 392 },
  { creator: C.lena, game: 'Ironclad Rally', title: 'Fotofinish mit 0,02 Sekunden', text: 'Knapper geht es nicht. Der Zielrichter hat dreimal hingesehen.', seconds: 6, scene: 'rgbhue', shape: 'portrait', colour: '#fb8500', tone: 587 },
  { creator: C.karl, game: 'Die Letzte Schicht', title: 'Wer hat das Licht ausgemacht?', text: 'Spoiler: Ich war es. Aus Versehen. Das Team hat mir verziehen. Fast.', seconds: 9, scene: 'mandelbrot', shape: 'landscape', colour: '#240046', tone: null },
  { creator: C.rike, game: 'Moorhuhn Remix', title: 'Highscore-Jagd am Sonntag', text: '2.840 Punkte! Mein Daumen braucht jetzt Urlaub.', seconds: 14, scene: 'cellauto', shape: 'square', colour: '#caf0f8', tone: 330 },
  { creator: C.jonas, game: 'Pixelbäckerei', title: 'Brezel-Challenge: 100 in einer Runde', text: 'Geschafft mit 12 Sekunden Rest. Die Kundschaft war begeistert.', seconds: 11, scene: 'colour', shape: 'landscape', colour: '#e76f51', tone: 262 },
  { creator: C.kreativa, game: 'Quantenschach', title: 'Rätsel des Tages: Matt in zwei?', text: 'Wer findet die Lösung? Tipp: Der Turm ist nicht, was er scheint.', seconds: 8, scene: 'bars', shape: 'square', colour: '#9d4edd', tone: 294 },
  { creator: C.paul, game: 'Turbo Kiosk', title: 'Glitch entdeckt: durch die Wand', text: 'Ich weiß nicht, ob das ein Bug oder ein Feature ist. Die Entwickler wissen es jetzt.', seconds: 7, scene: 'testsrc', shape: 'landscape', colour: '#ffbe0b', tone: 523 },
  { creator: C.lena, game: 'Klingenherz', title: 'Parieren lernen in 60 Sekunden', text: 'Das Zeitfenster ist kleiner als man denkt. So übe ich es.', seconds: 16, scene: 'life', shape: 'square', colour: '#ef233c', tone: 349 },
  { creator: C.mia, game: 'Harbor Lights', title: 'Gemütlicher Fischfang mit Freunden', text: 'Wir haben nichts gefangen, aber viel gelacht. Perfekter Abend.', seconds: 18, scene: 'rgbhue', shape: 'portrait', colour: '#48cae4', tone: 220 },
  { creator: C.karl, game: 'Starfall Tactics', title: 'Comeback in der letzten Runde', text: 'Eine Einheit übrig, drei Gegner. Und dann das.', seconds: 12, scene: 'mandelbrot', shape: 'portrait', colour: '#3f37c9', tone: 196 },
  { creator: C.jonas, game: 'Void Harvesters', title: 'Mein Schiff nach dem Umbau', text: 'Neue Triebwerke, neuer Anstrich. Jetzt fehlt nur noch ein Name – Vorschläge?', seconds: 10, scene: 'cellauto', shape: 'portrait', colour: '#06d6a0', tone: null },
];

const SHAPES: Record<DemoShape, { width: number; height: number }> = {
  portrait: { width: 360, height: 640 },
  landscape: { width: 640, height: 360 },
  square: { width: 480, height: 480 },
};

/** Breaks a title into lines of at most `width` characters at spaces (drawtext does not wrap). */
export function wrapTitle(title: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of title.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/**
 * The generator of a scene at the clip's small source size. The costly generators (fractal, automata) run at a
 * quarter or half of it and are scaled up: sharp pixels suit them, and a clip renders in a second or two.
 */
function sceneSource(clip: DemoClip, width: number, height: number): string {
  const rate = 30;
  const size = `${width}x${height}`;
  const up = `scale=${width}:${height}:flags=neighbor`;
  switch (clip.scene) {
    case 'testsrc':
      return `testsrc2=size=${size}:rate=${rate},hue=h=t*40`;
    case 'mandelbrot':
      return `mandelbrot=size=${width / 2}x${height / 2}:rate=${rate}:start_scale=3:end_scale=0.05:end_pts=${clip.seconds * rate}:maxiter=120,scale=${width}:${height}`;
    case 'life':
      return `life=size=${width / 4}x${height / 4}:rate=15:mold=10:ratio=0.12:life_color=${clip.colour}:death_color=#101020:mold_color=#204060,${up},fps=${rate}`;
    case 'cellauto':
      return `cellauto=size=${width / 4}x${height / 4}:rate=${rate}:rule=${[30, 90, 110, 150][clip.seconds % 4]},${up},negate,hue=h=t*30`;
    case 'rgbhue':
      return `rgbtestsrc=size=${size}:rate=${rate},hue=h=t*60:s=1.5`;
    case 'bars':
      return `smptehdbars=size=${size}:rate=${rate},hue=H=t*1.2`;
    case 'colour':
      // A square bouncing over a colour whose hue turns.
      return (
        `color=c=${clip.colour}:size=${size}:rate=${rate},hue=h=t*25[bg];` +
        `color=c=white:size=${Math.round(Math.min(width, height) / 6)}x${Math.round(Math.min(width, height) / 6)}:rate=${rate}[box];` +
        `[bg][box]overlay=x='abs(mod(t*140,2*(W-w))-(W-w))':y='abs(mod(t*95,2*(H-h))-(H-h))'`
      );
  }
}

/**
 * The ffmpeg arguments that render one demo clip as a small MP4 (fast: ultrafast preset, a small picture; the
 * transcode makes the real renditions). `titleFile` holds the wrapped title for drawtext when a font was found.
 */
export function demoClipArgs(clip: DemoClip, outFile: string, text: { font: string; titleFile: string; creatorName: string } | null): string[] {
  const { width, height } = SHAPES[clip.shape];
  let video = sceneSource(clip, width, height);
  if (text) {
    const fontSize = Math.round(Math.min(width, height) / 15);
    const font = text.font.replace(/[\\:']/g, (char) => `\\${char}`);
    const file = text.titleFile.replace(/[\\:']/g, (char) => `\\${char}`);
    const name = `@${text.creatorName}`.replace(/[^A-Za-z0-9_ .@-]/g, '');
    video +=
      `,drawtext=fontfile='${font}':textfile='${file}':fontsize=${fontSize}:fontcolor=white:line_spacing=${Math.round(fontSize / 3)}` +
      `:borderw=3:bordercolor=black@0.65:x=(w-text_w)/2:y=h*0.62` +
      `,drawtext=fontfile='${font}':text='${name}':fontsize=${Math.round(fontSize * 0.7)}:fontcolor=white@0.9` +
      `:borderw=2:bordercolor=black@0.6:x=w*0.06:y=h*0.06`;
  }
  const audio = clip.tone
    ? ['-f', 'lavfi', '-i', `sine=frequency=${clip.tone}:sample_rate=44100:beep_factor=3,volume=0.12`]
    : [];
  return [
    '-v', 'error', '-nostdin', '-y',
    '-f', 'lavfi', '-i', video,
    ...audio,
    '-t', String(clip.seconds),
    '-c:v', 'libx264', '-preset', 'ultrafast', '-crf', '26', '-pix_fmt', 'yuv420p', '-threads', '2',
    ...(clip.tone ? ['-c:a', 'aac', '-b:a', '64k', '-shortest'] : []),
    '-f', 'mp4', outFile,
  ];
}

/** How far apart the demo clips were posted: 24 clips cover the last nine days. */
const DEMO_CLIP_SPACING_MS = 9 * 3_600_000;

interface DemoClipPayload {
  /** The clips still to render, in order: each a post (already written) and its entry of DEMO_CLIPS. */
  queue: Array<{ post_id: number; clip: number }>;
}

/**
 * Writes the first `count` demo posts (status processing; they appear in the feed once transcoded) and
 * queues their rendering. Called by the seed of a fresh database; creators and games are looked up by the
 * seed's e-mails and names (a clip whose creator is missing is skipped).
 */
export async function seedDemoClips(db: Db, count: number): Promise<number> {
  const clips = DEMO_CLIPS.slice(0, Math.max(0, count));
  if (clips.length === 0) return 0;
  const users = await db.selectFrom('users').select(['id', 'email']).execute();
  const games = await db.selectFrom('games').select(['id', 'name']).execute();
  const userByEmail = new Map(users.map((user) => [user.email, user.id]));
  const gameByName = new Map(games.map((game) => [game.name, game.id]));
  const queue: DemoClipPayload['queue'] = [];
  // Older first, posted over the last days (nine hours apart, up to nine hours ago), so "newest first" shows them in a
  // sensible order and the community's views and likes of the seed (server/seed/community.ts) spread over days.
  const now = Date.now();
  for (const [index, clip] of clips.entries()) {
    const userId = userByEmail.get(clip.creator);
    if (!userId) continue;
    const at = new Date(now - (clips.length - index) * DEMO_CLIP_SPACING_MS).toISOString();
    const row = await db
      .insertInto('posts')
      .values({
        user_id: userId,
        game_id: clip.game ? (gameByName.get(clip.game) ?? null) : null,
        title: clip.title,
        text: clip.text,
        status: 'processing',
        progress: 0,
        error: null,
        hls_path: null,
        mp4_path: null,
        poster_path: null,
        duration_ms: clip.seconds * 1000,
        width: null,
        height: null,
        source_path: null,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    queue.push({ post_id: row.id, clip: DEMO_CLIPS.indexOf(clip) });
  }
  if (queue.length > 0) await enqueue(db, DEMO_CLIP_JOB, { queue } satisfies DemoClipPayload, { maxAttempts: 3 });
  return queue.length;
}

let fontLookup: string | null | undefined;

export function demoClipJob(deps: Pick<AppDeps, 'config' | 'db'>): JobHandler<DemoClipPayload> {
  return async ({ queue }, context) => {
    const [next, ...rest] = queue;
    if (!next) return { done: true };
    const clip = DEMO_CLIPS[next.clip];
    const post = await deps.db
      .selectFrom('posts')
      .innerJoin('users', 'users.id', 'posts.user_id')
      .select(['posts.id', 'posts.status', 'users.name'])
      .where('posts.id', '=', next.post_id)
      .executeTakeFirst();
    if (clip && post && post.status === 'processing') {
      const sourcePath = sourcePathOf(post.id);
      const target = path.join(deps.config.dataDir, sourcePath);
      await mkdir(path.join(deps.config.dataDir, UPLOADS_DIR), { recursive: true });
      if (fontLookup === undefined) fontLookup = findFont();
      const titleFile = `${target}.title.txt`;
      try {
        if (fontLookup) {
          const lines = wrapTitle(clip.title, clip.shape === 'landscape' ? 34 : 20);
          await writeFile(titleFile, lines.join('\n'));
        }
        await runBinary(
          ffmpegBinaries().ffmpeg,
          demoClipArgs(clip, target, fontLookup ? { font: fontLookup, titleFile, creatorName: post.name } : null),
          { signal: context.signal },
        );
        await deps.db.updateTable('posts').set({ source_path: sourcePath }).where('id', '=', post.id).execute();
        const payload: TranscodePayload = { post_id: post.id };
        await enqueue(deps.db, TRANSCODE_JOB, payload, { maxAttempts: TRANSCODE_MAX_ATTEMPTS });
      } catch (error) {
        if (context.signal.aborted) throw error;
        // One clip that cannot be rendered must not stop the others.
        console.error(`[seed] Demo-Clip ${next.clip} (Beitrag ${post.id}) nicht erzeugt`, error);
        await rm(target, { force: true });
        await deps.db
          .updateTable('posts')
          .set({ status: 'failed', error: translate('videoProcessingFailed', 'de'), updated_at: nowIso() })
          .where('id', '=', post.id)
          .execute();
      } finally {
        await rm(titleFile, { force: true });
      }
    }
    // The next clip queues behind this one's transcode (and behind anything queued meanwhile).
    if (rest.length > 0) {
      await enqueue(deps.db, DEMO_CLIP_JOB, { queue: rest } satisfies DemoClipPayload, {
        maxAttempts: 3,
        runAt: new Date(Date.now() + 10),
      });
    }
    return { post_id: next.post_id };
  };
}
