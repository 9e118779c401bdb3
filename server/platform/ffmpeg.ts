import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

// ffmpeg and ffprobe as separate processes, spawned without a shell (arguments are never parsed by one).
// The system's binaries are used when they are on PATH; otherwise the static builds inside
// @ffmpeg-installer/ffmpeg and @ffprobe-installer/ffprobe, so `npm ci && npm start` needs nothing but Node.
// Everything that turns data into arguments or arguments into data is a pure function here, unit-tested.

const require = createRequire(import.meta.url);

function onPath(name: string): string | null {
  for (const directory of (process.env.PATH ?? '').split(path.delimiter)) {
    if (!directory) continue;
    const candidate = path.join(directory, name);
    if (existsSync(candidate)) return candidate;
  }
  return null;
}

let resolved: { ffmpeg: string; ffprobe: string } | null = null;

/** Paths of ffmpeg and ffprobe: FFMPEG_PATH/FFPROBE_PATH, else the system's, else the npm packages'. */
export function ffmpegBinaries(): { ffmpeg: string; ffprobe: string } {
  if (resolved) return resolved;
  const ffmpeg =
    process.env.FFMPEG_PATH || onPath('ffmpeg') || (require('@ffmpeg-installer/ffmpeg') as { path: string }).path;
  const ffprobe =
    process.env.FFPROBE_PATH || onPath('ffprobe') || (require('@ffprobe-installer/ffprobe') as { path: string }).path;
  resolved = { ffmpeg, ffprobe };
  return resolved;
}

export interface ProbedVideo {
  /** The container as ffprobe names it (`mov,mp4,m4a,3gp,3g2,mj2`, `matroska,webm`, `avi`, …). */
  formatName: string;
  durationMs: number;
  /** Display size: rotation applied (a phone's portrait clip stored as 1920×1080 with rotate=90 is 1080×1920). */
  width: number;
  height: number;
  /** Frames per second of the video stream (0 when unknown). */
  fps: number;
  hasAudio: boolean;
}

/** Containers we accept: real video containers, not single images or audio files that happen to carry a picture. */
const VIDEO_CONTAINERS = /(^|,)(mov|mp4|m4v|3gp|3g2|matroska|webm|avi|mpegts|mpeg|flv|ogg|asf|mxf)(,|$)/;
/** Codecs of still pictures that ffprobe reports as a "video" stream (an MP3 cover, an image renamed .mp4). */
const STILL_CODECS = new Set(['mjpeg', 'png', 'bmp', 'gif', 'webp', 'tiff', 'jpeg2000']);

function rationalToNumber(value: unknown): number {
  if (typeof value !== 'string') return 0;
  const [numerator, denominator] = value.split('/').map(Number);
  if (!Number.isFinite(numerator) || !denominator) return 0;
  return numerator! / denominator;
}

interface ProbeStream {
  codec_type?: string;
  codec_name?: string;
  width?: number;
  height?: number;
  avg_frame_rate?: string;
  r_frame_rate?: string;
  duration?: string;
  tags?: Record<string, string>;
  side_data_list?: Array<{ rotation?: number }>;
  disposition?: { attached_pic?: number };
}

/**
 * Reads `ffprobe -print_format json -show_format -show_streams`. Null when it is not a video we can use:
 * no video stream, only a still picture, not a video container, or no duration.
 */
export function parseProbe(json: string): ProbedVideo | null {
  let data: { streams?: ProbeStream[]; format?: { format_name?: string; duration?: string } };
  try {
    data = JSON.parse(json);
  } catch {
    return null;
  }
  const streams = data.streams ?? [];
  const video = streams.find(
    (stream) =>
      stream.codec_type === 'video' && !stream.disposition?.attached_pic && !STILL_CODECS.has(stream.codec_name ?? ''),
  );
  const formatName = data.format?.format_name ?? '';
  if (!video || !VIDEO_CONTAINERS.test(formatName)) return null;
  const width = Number(video.width);
  const height = Number(video.height);
  if (!(width > 0 && height > 0)) return null;
  const seconds = Number(data.format?.duration ?? video.duration);
  if (!Number.isFinite(seconds) || seconds <= 0) return null;
  const rotation = Number(video.tags?.rotate ?? video.side_data_list?.find((side) => side.rotation !== undefined)?.rotation ?? 0);
  const quarterTurn = Math.abs(Math.round(rotation / 90)) % 2 === 1;
  return {
    formatName,
    durationMs: Math.round(seconds * 1000),
    width: quarterTurn ? height : width,
    height: quarterTurn ? width : height,
    fps: rationalToNumber(video.avg_frame_rate) || rationalToNumber(video.r_frame_rate),
    hasAudio: streams.some((stream) => stream.codec_type === 'audio'),
  };
}

export class FfmpegError extends Error {
  constructor(
    message: string,
    readonly stderr: string,
  ) {
    super(message);
    this.name = 'FfmpegError';
  }
}

/** What bounds a child process: the signal that kills it, and a CPU budget that counts its time (cpu-budget.ts). */
export interface ProcessLimits {
  signal?: AbortSignal;
  watch?: (child: ChildProcess) => void;
}

interface RunOptions extends ProcessLimits {
  /** Called with each line ffmpeg writes to stdout (the -progress pipe). */
  onStdoutLine?: (line: string) => void;
}

/** Runs a binary without a shell; resolves with stdout, rejects with the tail of stderr. */
export function runBinary(binary: string, args: readonly string[], options: RunOptions = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(binary, args, { stdio: ['ignore', 'pipe', 'pipe'], signal: options.signal });
    options.watch?.(child);
    let stdout = '';
    let stderr = '';
    let pending = '';
    child.stdout.setEncoding('utf8');
    child.stderr.setEncoding('utf8');
    child.stdout.on('data', (chunk: string) => {
      if (options.onStdoutLine) {
        pending += chunk;
        const lines = pending.split('\n');
        pending = lines.pop() ?? '';
        for (const line of lines) options.onStdoutLine(line.trim());
      } else if (stdout.length < 4_000_000) {
        stdout += chunk;
      }
    });
    child.stderr.on('data', (chunk: string) => {
      stderr = (stderr + chunk).slice(-8_000);
    });
    child.once('error', (error) => reject(error));
    child.once('close', (code, signal) => {
      if (code === 0) resolve(stdout);
      else reject(new FfmpegError(`${path.basename(binary)} endete mit ${code ?? signal}: ${stderr.trim().slice(-600)}`, stderr.trim()));
    });
  });
}

/** ffprobe's view of a file, or null when it cannot read it as a video (any error of ffprobe counts as that). */
export async function probeVideo(file: string, signal?: AbortSignal): Promise<ProbedVideo | null> {
  try {
    const json = await runBinary(
      ffmpegBinaries().ffprobe,
      ['-v', 'error', '-print_format', 'json', '-show_format', '-show_streams', file],
      { signal },
    );
    return parseProbe(json);
  } catch (error) {
    if (signal?.aborted) throw error;
    return null;
  }
}

/**
 * ffprobe reads only the headers: an MP4 cut short whose index sits at the front (faststart) looks whole to
 * it. Decoding the last two seconds (cheap, whatever the length) reads the packets the index promises there;
 * -xerror turns a missing or corrupt packet into a failure.
 */
export async function endIsReadable(file: string, signal?: AbortSignal): Promise<boolean> {
  try {
    await runBinary(
      ffmpegBinaries().ffmpeg,
      ['-v', 'error', '-xerror', '-nostdin', '-threads', '2', '-sseof', '-2', '-i', file, '-map', '0', '-f', 'null', '-'],
      { signal },
    );
    return true;
  } catch (error) {
    if (signal?.aborted) throw error;
    return false;
  }
}

export interface Size {
  width: number;
  height: number;
}

function even(value: number): number {
  return Math.max(2, Math.round(value / 2) * 2);
}

/** The source scaled to fit inside the target, aspect kept, even dimensions (h264 needs them). */
export function fitInside(source: Size, target: Size): Size {
  const scale = Math.min(target.width / source.width, target.height / source.height);
  return {
    width: Math.min(target.width, even(source.width * scale)),
    height: Math.min(target.height, even(source.height * scale)),
  };
}

/**
 * The filter graph that frames any source for a vertical player of `target` size: the video scaled to fit,
 * the rest filled with a blurred, scaled-up copy of itself (blurred at a quarter of the size, which is cheap).
 * A source of the target's shape is only scaled. Input `[0:v]`, output `[framed]`.
 */
export function verticalFramingFilter(source: Size, target: Size, options: { maxFps?: number; sourceFps?: number } = {}): string {
  const fit = fitInside(source, target);
  const fps = options.maxFps && options.sourceFps && options.sourceFps > options.maxFps + 0.5 ? `fps=${options.maxFps},` : '';
  if (fit.width === target.width && fit.height === target.height) {
    return `[0:v]${fps}scale=${target.width}:${target.height},setsar=1,format=yuv420p[framed]`;
  }
  const small = { width: even(target.width / 4), height: even(target.height / 4) };
  return [
    `[0:v]${fps}split=2[bgsrc][fgsrc]`,
    `[bgsrc]scale=${small.width}:${small.height}:force_original_aspect_ratio=increase,crop=${small.width}:${small.height},` +
      `boxblur=8:2,scale=${target.width}:${target.height},setsar=1[bg]`,
    `[fgsrc]scale=${fit.width}:${fit.height},setsar=1[fg]`,
    `[bg][fg]overlay=(W-w)/2:(H-h)/2,format=yuv420p[framed]`,
  ].join(';');
}

export const RENDITIONS = [
  { name: '720', width: 720, height: 1280, crf: 23, maxrate: 2_500_000, audioBitrate: 128_000 },
  { name: '360', width: 360, height: 640, crf: 26, maxrate: 800_000, audioBitrate: 96_000 },
] as const;

export interface TranscodePlan {
  /** The one ffmpeg run: MP4 720×1280 (faststart, key frames every 2 s) and the 360×640 HLS rendition. */
  encode: string[];
  /** The 720×1280 HLS rendition, cut from the MP4 without re-encoding (its key frames fall on 2 s). */
  segment720: string[];
  /** The WebP poster from the MP4. */
  poster: string[];
}

export const SEGMENT_SECONDS = 2;
const KEYFRAMES = `expr:gte(t,n_forced*${SEGMENT_SECONDS})`;

/**
 * A transcode traded for size: a slower preset and other quality targets per rendition. Only the recorded demo
 * gameplay (scripts/record-gameplay.ts) uses one, to ship its clips in the exact form an upload gets.
 */
export interface TranscodeTuning {
  preset?: string;
  crf?: Partial<Record<(typeof RENDITIONS)[number]['name'], number>>;
  audioBitrate?: Partial<Record<(typeof RENDITIONS)[number]['name'], number>>;
}

/** Every argument of the three ffmpeg runs of a transcode, from the probed source. */
export function transcodePlan(source: string, probe: ProbedVideo, outDir: string, tuning: TranscodeTuning = {}): TranscodePlan {
  const [hd, sd] = RENDITIONS;
  const framing = verticalFramingFilter(probe, hd, { maxFps: 30, sourceFps: probe.fps });
  const seconds = (probe.durationMs / 1000).toFixed(3);
  // A source without sound gets a silent track, so every player sees the same stream layout.
  const audioInput = probe.hasAudio ? [] : ['-f', 'lavfi', '-t', seconds, '-i', 'anullsrc=channel_layout=stereo:sample_rate=44100'];
  const audioMap = probe.hasAudio ? '0:a:0' : '1:a:0';
  const graph = `${framing};[framed]split=2[v${hd.name}][vlow];[vlow]scale=${sd.width}:${sd.height}[v${sd.name}]`;
  const video = (rendition: (typeof RENDITIONS)[number]) => [
    '-c:v', 'libx264', '-preset', tuning.preset ?? 'veryfast', '-profile:v', 'main', '-crf', String(tuning.crf?.[rendition.name] ?? rendition.crf),
    '-maxrate', String(rendition.maxrate), '-bufsize', String(rendition.maxrate * 2),
    '-force_key_frames', KEYFRAMES, '-sc_threshold', '0',
    '-c:a', 'aac', '-b:a', String(tuning.audioBitrate?.[rendition.name] ?? rendition.audioBitrate), '-ac', '2', '-ar', '44100',
    '-threads', '2',
  ];
  const encode = [
    '-v', 'error', '-nostdin', '-y', '-threads', '2',
    '-i', source, ...audioInput,
    '-filter_complex', graph,
    '-map', `[v${hd.name}]`, '-map', audioMap, ...video(hd), '-t', seconds, '-movflags', '+faststart',
    path.join(outDir, 'video.mp4'),
    '-map', `[v${sd.name}]`, '-map', audioMap, ...video(sd), '-t', seconds,
    '-f', 'hls', '-hls_time', String(SEGMENT_SECONDS), '-hls_playlist_type', 'vod',
    '-hls_segment_filename', path.join(outDir, sd.name, 'segment_%03d.ts'), path.join(outDir, sd.name, 'index.m3u8'),
    '-progress', 'pipe:1', '-nostats',
  ];
  const segment720 = [
    '-v', 'error', '-nostdin', '-y', '-i', path.join(outDir, 'video.mp4'), '-c', 'copy',
    '-f', 'hls', '-hls_time', String(SEGMENT_SECONDS), '-hls_playlist_type', 'vod',
    '-hls_segment_filename', path.join(outDir, hd.name, 'segment_%03d.ts'), path.join(outDir, hd.name, 'index.m3u8'),
  ];
  // A frame at 1 s, or at 10 % of a clip shorter than that.
  const posterAt = Math.min(1, (probe.durationMs / 1000) * 0.1).toFixed(3);
  const poster = [
    '-v', 'error', '-nostdin', '-y', '-ss', posterAt, '-i', path.join(outDir, 'video.mp4'),
    '-frames:v', '1', '-c:v', 'libwebp', '-quality', '80', path.join(outDir, 'poster.webp'),
  ];
  return { encode, segment720, poster };
}

/** The master playlist: one entry per rendition with its measured peak-ish bandwidth and size. */
export function masterPlaylist(entries: Array<{ name: string; width: number; height: number; bandwidth: number }>): string {
  const lines = ['#EXTM3U', '#EXT-X-VERSION:3'];
  for (const entry of entries) {
    lines.push(
      `#EXT-X-STREAM-INF:BANDWIDTH=${Math.max(1, Math.round(entry.bandwidth))},RESOLUTION=${entry.width}x${entry.height},CODECS="avc1.4d401f,mp4a.40.2"`,
      `${entry.name}/index.m3u8`,
    );
  }
  return `${lines.join('\n')}\n`;
}

/**
 * One line of `-progress pipe:1` as the share done (0–1) of a clip of `durationMs`, or null for lines that
 * carry no position. out_time_ms is in microseconds, despite its name (ffmpeg keeps it for compatibility).
 */
export function progressFromLine(line: string, durationMs: number): number | null {
  if (line === 'progress=end') return 1;
  const match = /^out_time_(?:us|ms)=(\d+)$/.exec(line);
  if (!match || durationMs <= 0) return null;
  return Math.min(1, Math.max(0, Number(match[1]) / 1000 / durationMs));
}

/** Whether the binaries run at all (a diagnostic for the README's troubleshooting and the tests). */
export function ffmpegAvailable(): boolean {
  try {
    return spawnSync(ffmpegBinaries().ffmpeg, ['-version'], { stdio: 'ignore' }).status === 0;
  } catch {
    return false;
  }
}
