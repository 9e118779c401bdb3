// Real gameplay for the demo feed, the game covers and the welcome page: a dev-time tool, run once after a game
// changes its look; its output is committed under resources/gameplay/ (see that folder's README.md).
//
//   npm run gameplay:record [-- <clip-id> …]          (all clips, or only the named ones)
//
// What it does, per clip of CLIPS:
//  1. Stages the game as the sandbox serves it (the bundle plus the shared kit; an AI game is built from its
//     description by the same generator as a real generation) and opens it in headless Chromium (playwright-core
//     with CHROME_PATH or /usr/bin/chromium; nothing is downloaded).
//  2. scripts/gameplay/page-recorder.js replaces the page's clock with a virtual one and seeds Math.random, presses
//     "Spielen" and lets a pilot play through the game's real input path (keys, clicks, taps, swipes), with a
//     person's reaction time and imprecision. After a warm-up the canvas is captured at FPS frames per second of
//     game time (two 60 Hz steps per frame): smooth however busy the machine is. A take in which the player loses
//     (or scores less than the clip's minGain) is thrown away and the next seed tried.
//  3. The kit's sound effects of the take (notes of the synthesizer the page keeps silent) are rendered to a WAV.
//  4. Frames and sound become a source MP4, which goes through the same transcode plan as an upload
//     (server/platform/ffmpeg.ts: 720×1280 MP4, HLS 720 and 360, WebP poster), only with a slower preset and a
//     higher CRF (GAMEPLAY_TUNING): the shipped set must stay small.
//  5. The outputs land in resources/gameplay/<clip-id>/, described by resources/gameplay/manifest.json; the seed
//     copies them into the media storage as they are (server/modules/posts/demo-clips.ts): no ffmpeg at start.
// Afterwards it writes the covers: resources/games/<slug>/cover.webp (the catalogue image of each shipped game),
// resources/gameplay/covers/<clip-id>.webp for the AI games, and the welcome page's poster and muted loop
// (renderer/pages/welcome/gameplay-*.{webp,mp4}).
import { spawn } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type Page } from 'playwright-core';
import sharp from 'sharp';
import { parseDescription } from '../common/rules/ai-games';
import { buildBundle } from '../server/modules/ai-games/build';
import { ffmpegBinaries, masterPlaylist, probeVideo, RENDITIONS, runBinary, transcodePlan } from '../server/platform/ffmpeg';
import { GAMEPLAY_CLIPS, type GameplayClip } from './gameplay/clips';

const GAMES_DIR = path.resolve('resources/games');
const OUT_DIR = path.resolve('resources/gameplay');
const WELCOME_DIR = path.resolve('renderer/pages/welcome');
const FPS = 30;
/** Two game steps per captured frame: the kit's 60 Hz. */
const STEPS_PER_FRAME = 2;
const STEP_MS = 1000 / (FPS * STEPS_PER_FRAME);
const TAKES = 12;
const SAMPLE_RATE = 44_100;
/** Size over sharpness: a 2D game's flat colours survive a high CRF well. */
const GAMEPLAY_TUNING = { preset: 'slow', crf: { '720': 30, '360': 32 }, audioBitrate: { '720': 48_000, '360': 32_000 } } as const;

const requested = process.argv.slice(2);
const clips = GAMEPLAY_CLIPS.filter((clip) => requested.length === 0 || requested.includes(clip.id));
const pageScript = await readFile(path.resolve('scripts/gameplay/page-recorder.js'), 'utf8');
const work = await mkdtemp(path.join(tmpdir(), 'gameplay-'));

/** The bundle as the sandbox serves it: its own files and the shared kit beside them. */
async function stage(clip: GameplayClip): Promise<string> {
  const dir = path.join(work, 'bundles', clip.id);
  await mkdir(dir, { recursive: true });
  if ('slug' in clip.source) {
    for (const file of ['index.html', 'game.js']) await copyFile(path.join(GAMES_DIR, clip.source.slug, file), path.join(dir, file));
    for (const file of ['kit.js', 'kit.css']) await copyFile(path.join(GAMES_DIR, '_kit', file), path.join(dir, file));
  } else {
    for (const file of await buildBundle(GAMES_DIR, parseDescription(clip.source.ai))) await writeFile(path.join(dir, file.name), file.bytes);
  }
  return pathToFileURL(path.join(dir, 'index.html')).href;
}

interface Sound {
  at: number;
  freq: number;
  duration: number;
  type: string;
  volume: number;
  slideTo: number;
}

interface Take {
  frames: Buffer[];
  sounds: Sound[];
  startMs: number;
  score: number;
  seed: number;
}

async function play(page: Page, url: string, clip: GameplayClip, seed: number): Promise<Take | null> {
  await page.addInitScript({
    content: `window.__REC_CONFIG = ${JSON.stringify({ seed, pilot: clip.pilot, style: clip.style ?? 0 })};\n${pageScript}`,
  });
  await page.goto(url);
  await page.waitForFunction(() => Boolean((window as unknown as { __rec?: { g: unknown } }).__rec?.g));
  await page.evaluate(() => (window as unknown as { __rec: { start(): void } }).__rec.start());
  type Status = { state: string; score: number; t: number };
  const warm = await page.evaluate(
    ([seconds, step]) => (window as unknown as { __rec: { run(s: number, ms: number): Status } }).__rec.run(seconds, step),
    [clip.warmup, STEP_MS] as const,
  );
  if (warm.state !== 'play') return null;
  const frames: Buffer[] = [];
  const count = Math.round(clip.seconds * FPS);
  for (let index = 0; index < count; index += 1) {
    const url = await page.evaluate(
      ([steps, step]) => (window as unknown as { __rec: { frame(n: number, ms: number): string } }).__rec.frame(steps, step),
      [STEPS_PER_FRAME, STEP_MS] as const,
    );
    frames.push(Buffer.from(url.slice(url.indexOf(',') + 1), 'base64'));
    if (index % FPS === FPS - 1) {
      const status = await page.evaluate(() => (window as unknown as { __rec: { status(): Status } }).__rec.status());
      if (status.state !== 'play') return null;
    }
  }
  const end = await page.evaluate(() => (window as unknown as { __rec: { status(): Status } }).__rec.status());
  if (end.state !== 'play' || end.score - warm.score < (clip.minGain ?? 0)) return null;
  const sounds = await page.evaluate((since) => (window as unknown as { __rec: { takeSounds(s: number): Sound[] } }).__rec.takeSounds(since), warm.t);
  return { frames, sounds, startMs: warm.t, score: end.score, seed };
}

/** The kit's synthesizer, offline: oscillators with an exponential pitch slide and fade, mixed and softly limited. */
function renderSound(sounds: Sound[], startMs: number, seconds: number): Buffer {
  const total = Math.round(seconds * SAMPLE_RATE);
  const mix = new Float32Array(total);
  for (const sound of sounds) {
    const first = Math.round(((sound.at - startMs) / 1000) * SAMPLE_RATE);
    const length = Math.round(sound.duration * SAMPLE_RATE);
    let phase = 0;
    for (let i = 0; i < length; i += 1) {
      const at = first + i;
      if (at < 0 || at >= total) continue;
      const progress = i / length;
      const freq = sound.slideTo ? sound.freq * Math.pow(sound.slideTo / sound.freq, progress) : sound.freq;
      phase = (phase + freq / SAMPLE_RATE) % 1;
      const wave =
        sound.type === 'sine'
          ? Math.sin(phase * 2 * Math.PI)
          : sound.type === 'triangle'
            ? 1 - 4 * Math.abs(phase - 0.5)
            : sound.type === 'sawtooth'
              ? 2 * phase - 1
              : phase < 0.5
                ? 1
                : -1;
      const gain = sound.volume * Math.pow(0.0001 / sound.volume, progress);
      mix[at]! += wave * gain;
    }
  }
  const wav = Buffer.alloc(44 + total * 2);
  wav.write('RIFF', 0);
  wav.writeUInt32LE(36 + total * 2, 4);
  wav.write('WAVEfmt ', 8);
  wav.writeUInt32LE(16, 16);
  wav.writeUInt16LE(1, 20);
  wav.writeUInt16LE(1, 22);
  wav.writeUInt32LE(SAMPLE_RATE, 24);
  wav.writeUInt32LE(SAMPLE_RATE * 2, 28);
  wav.writeUInt16LE(2, 32);
  wav.writeUInt16LE(16, 34);
  wav.write('data', 36);
  wav.writeUInt32LE(total * 2, 40);
  for (let i = 0; i < total; i += 1) wav.writeInt16LE(Math.round(Math.tanh(mix[i]! * 2.2) * 0.8 * 32767), 44 + i * 2);
  return wav;
}

/**
 * Frames (PNG) and sound into a near-lossless vertical source MP4 (720×1280), as a creator's editor would hand it
 * over: the game across the width in the middle, above and below a still, blurred and darkened frame of the same
 * take. The transcode's own framing would blur the moving picture instead, which doubles the bits of a clip.
 */
async function encodeSource(take: Take, seconds: number, target: string): Promise<void> {
  const wav = path.join(work, 'sound.wav');
  await writeFile(wav, renderSound(take.sounds, take.startMs, seconds));
  const backdrop = path.join(work, 'backdrop.png');
  await sharp(take.frames[Math.floor(take.frames.length / 2)]!)
    .resize(720, 1280, { fit: 'cover' })
    .blur(24)
    .modulate({ brightness: 0.55, saturation: 1.1 })
    .png()
    .toFile(backdrop);
  await new Promise<void>((resolve, reject) => {
    // prettier-ignore
    const args = [
      '-v', 'error', '-y',
      '-f', 'image2pipe', '-framerate', String(FPS), '-c:v', 'png', '-i', '-',
      '-loop', '1', '-framerate', String(FPS), '-i', backdrop,
      '-i', wav,
      '-filter_complex', '[1:v][0:v]overlay=(W-w)/2:(H-h)/2:shortest=1,format=yuv420p[v]',
      '-map', '[v]', '-map', '2:a', '-c:v', 'libx264', '-preset', 'veryfast', '-crf', '12',
      '-c:a', 'aac', '-b:a', '192k', '-t', String(seconds), target,
    ];
    const child = spawn(ffmpegBinaries().ffmpeg, args, { stdio: ['pipe', 'ignore', 'pipe'] });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.once('error', reject);
    child.stdin.on('error', () => undefined);
    child.once('close', (code) => (code === 0 ? resolve() : reject(new Error(`ffmpeg ${code}: ${stderr}`))));
    (async () => {
      for (const frame of take.frames) if (!child.stdin.write(frame)) await new Promise((done) => child.stdin.once('drain', done));
      child.stdin.end();
    })().catch(reject);
  });
}

/** The upload's transcode, tuned for size; the output folder has the layout the posts module stores. */
async function transcode(source: string, outDir: string): Promise<{ durationMs: number }> {
  const probe = await probeVideo(source);
  if (!probe) throw new Error(`${source}: unreadable`);
  await rm(outDir, { recursive: true, force: true });
  for (const rendition of RENDITIONS) await mkdir(path.join(outDir, rendition.name), { recursive: true });
  const plan = transcodePlan(source, probe, outDir, GAMEPLAY_TUNING);
  const { ffmpeg } = ffmpegBinaries();
  await runBinary(ffmpeg, plan.encode);
  await runBinary(ffmpeg, plan.segment720);
  await runBinary(ffmpeg, plan.poster);
  const output = await probeVideo(path.join(outDir, 'video.mp4'));
  const durationMs = output?.durationMs ?? probe.durationMs;
  // The master playlist as the transcode job writes it: each rendition's measured rate plus headroom.
  const entries = [];
  for (const rendition of RENDITIONS) {
    let bytes = 0;
    for (const name of await readdir(path.join(outDir, rendition.name)))
      if (name.endsWith('.ts')) bytes += (await stat(path.join(outDir, rendition.name, name))).size;
    entries.push({ ...rendition, bandwidth: ((bytes * 8) / Math.max(0.5, durationMs / 1000)) * 1.3 });
  }
  await writeFile(path.join(outDir, 'master.m3u8'), masterPlaylist(entries));
  return { durationMs };
}

interface ManifestEntry {
  id: string;
  duration_ms: number;
  score: number;
  seed: number;
  /** An AI game's genre when it was recorded: a generator that maps its sentence elsewhere needs a new take. */
  genre?: string;
}

const manifestFile = path.join(OUT_DIR, 'manifest.json');
const manifest = new Map<string, ManifestEntry>();
try {
  for (const entry of JSON.parse(await readFile(manifestFile, 'utf8')).clips as ManifestEntry[]) manifest.set(entry.id, entry);
} catch {
  // First run.
}

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});
try {
  for (const clip of clips) {
    const url = await stage(clip);
    let take: Take | null = null;
    for (let attempt = 0; attempt < TAKES && !take; attempt += 1) {
      // 640×360 CSS pixels at 1.125: the kit draws its 640×360 world into a 720×405 canvas, the feed's width.
      const page = await browser.newPage({ viewport: { width: 640, height: 360 }, deviceScaleFactor: 1.125 });
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      try {
        take = await play(page, url, clip, clip.seed + attempt * 101);
      } finally {
        await page.close();
      }
      if (errors.length) throw new Error(`${clip.id}: ${errors.join('; ')}`);
      if (!take) console.log(`${clip.id}: take ${attempt + 1} lost (or too little happened), next seed`);
    }
    if (!take) throw new Error(`${clip.id}: no take without losing in ${TAKES} tries`);
    const source = path.join(work, `${clip.id}.mp4`);
    await encodeSource(take, clip.seconds, source);
    if (process.env.GAMEPLAY_KEEP) await copyFile(source, path.join(process.env.GAMEPLAY_KEEP, `${clip.id}.mp4`));
    const { durationMs } = await transcode(source, path.join(OUT_DIR, clip.id));
    // The middle frame of the take is its still (the covers).
    await writeFile(path.join(work, `${clip.id}.png`), take.frames[Math.floor(take.frames.length * (clip.still ?? 0.5))]!);
    const genre = 'ai' in clip.source ? { genre: parseDescription(clip.source.ai).genre } : {};
    manifest.set(clip.id, { id: clip.id, duration_ms: durationMs, score: take.score, seed: take.seed, ...genre });
    console.log(`${clip.id}: ${take.frames.length} frames, score ${take.score}, seed ${take.seed}`);
  }
} finally {
  await browser.close();
}

await writeFile(manifestFile, `${JSON.stringify({ clips: GAMEPLAY_CLIPS.flatMap((clip) => manifest.get(clip.id) ?? []) }, null, 2)}\n`);

// Covers: each shipped game's first clip, each AI game's clip; 640×360 WebP like the drawn ones.
await mkdir(path.join(OUT_DIR, 'covers'), { recursive: true });
for (const clip of clips) {
  const still = path.join(work, `${clip.id}.png`);
  if (!clip.cover) continue;
  const target = 'slug' in clip.source ? path.join(GAMES_DIR, clip.source.slug, 'cover.webp') : path.join(OUT_DIR, 'covers', `${clip.id}.webp`);
  await sharp(still).resize(640, 360, { fit: 'cover' }).webp({ quality: 80 }).toFile(target);
  console.log(`cover: ${path.relative(process.cwd(), target)}`);
}

// The welcome page: a poster (the phone's first paint, sharp on a phone's screen) and a short muted loop that
// starts on the poster's frame, both from one clip.
const welcome = clips.find((clip) => clip.welcome);
if (welcome) {
  const video = path.join(OUT_DIR, welcome.id, 'video.mp4');
  const { ffmpeg } = ffmpegBinaries();
  // prettier-ignore
  const poster = ['-v', 'error', '-y', '-ss', '1', '-i', video, '-frames:v', '1', '-c:v', 'libwebp', '-quality', '70', path.join(WELCOME_DIR, 'gameplay-poster.webp')];
  // prettier-ignore
  const loop = [
    '-v', 'error', '-y', '-ss', '1', '-i', video, '-t', '6', '-an', '-vf', 'scale=540:960',
    '-c:v', 'libx264', '-preset', 'slow', '-crf', '30', '-profile:v', 'main', '-pix_fmt', 'yuv420p', '-movflags', '+faststart',
    path.join(WELCOME_DIR, 'gameplay-loop.mp4'),
  ];
  await runBinary(ffmpeg, poster);
  await runBinary(ffmpeg, loop);
  console.log(`welcome: ${welcome.id}`);
}
await rm(work, { recursive: true, force: true });
