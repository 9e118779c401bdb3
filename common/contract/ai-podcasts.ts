import { z } from 'zod/mini';
import { idParams } from './common';
import { defineRoute } from './route';

// Text to podcast (spec §2 /ai, §3 "Song or podcast", §4 Player, §7 /api/generate-podcast,
// /api/get_generated_podcasts, /api/generated_podcast/{id}). A description becomes a job: a script for two
// hosts, speech in two voices, a mix with ffmpeg, a drawn cover. The answer has the §3 shape (artist name,
// albumCover, releaseYear, tracks with id, name, path) plus what the page needs around it: status, progress,
// the reason of a failure (German), and the transcript.

/** A description is trimmed, then must have this many characters. */
export const PODCAST_DESCRIPTION_MIN = 10;
export const PODCAST_DESCRIPTION_MAX = 500;
/** Generations a person may start per hour (besides: at most one queued or running at a time). */
export const PODCAST_RATE_LIMIT = { max: 6, windowSeconds: 3600 } as const;

export const PODCAST_STATUSES = ['queued', 'running', 'ready', 'failed'] as const;
export type PodcastStatus = (typeof PODCAST_STATUSES)[number];

/** Which host speaks: a and b have two distinct voices. */
export const PODCAST_SPEAKERS = ['a', 'b'] as const;
export type PodcastSpeaker = (typeof PODCAST_SPEAKERS)[number];

export const generatePodcastBody = z.object({
  description: z
    .string({ error: 'required' })
    .check(
      z.trim(),
      z.minLength(PODCAST_DESCRIPTION_MIN, { error: 'podcastDescriptionTooShort' }),
      z.maxLength(PODCAST_DESCRIPTION_MAX, { error: 'podcastDescriptionTooLong' }),
    ),
});
export type GeneratePodcastRequest = z.infer<typeof generatePodcastBody>;

export const podcastTrackSchema = z.object({
  id: z.number(),
  name: z.string(),
  /** The audio file (MP3), served from /media with range requests; null until the podcast is ready. */
  path: z.string(),
  duration_ms: z.number(),
});
export type PodcastTrack = z.infer<typeof podcastTrackSchema>;

export const transcriptLineSchema = z.object({
  /** The track (chapter) the line belongs to. */
  track: z.number(),
  speaker: z.enum(PODCAST_SPEAKERS),
  /** The host's name as the transcript shows it. */
  name: z.string(),
  text: z.string(),
});
export type TranscriptLine = z.infer<typeof transcriptLineSchema>;

export const podcastSchema = z.object({
  id: z.number(),
  /** The episode's title. */
  name: z.string(),
  /** §3: artist name (the show and its two hosts). */
  artist: z.string(),
  /** §3: the generated cover image (null until ready). */
  albumCover: z.nullable(z.string()),
  releaseYear: z.number(),
  /** §3: the whole episode first, then its chapters; empty until ready. */
  tracks: z.array(podcastTrackSchema),
  description: z.string(),
  language: z.string(),
  status: z.enum(PODCAST_STATUSES),
  /** 0–100 while queued or running. */
  progress: z.number(),
  /** Why it failed, in German (null unless failed). */
  error: z.nullable(z.string()),
  /** offline: the script grammar; model: the configured model wrote the script. */
  script_source: z.nullable(z.enum(['offline', 'model'])),
  transcript: z.array(transcriptLineSchema),
  user: z.nullable(z.object({ id: z.number(), name: z.string() })),
  created_at: z.string(),
});
export type Podcast = z.infer<typeof podcastSchema>;

export const podcastAnswer = z.object({ podcast: podcastSchema });
export const podcastsAnswer = z.object({
  /** The newest ready podcasts of the community. */
  podcasts: z.array(podcastSchema),
  /** The viewer's own generations in any state, newest first (empty for visitors). */
  mine: z.array(podcastSchema),
});
export type PodcastsAnswer = z.infer<typeof podcastsAnswer>;

const TAG = 'KI-Podcasts';

export const aiPodcastRoutes = {
  generate: defineRoute({
    method: 'post',
    path: '/api/generate-podcast',
    tag: TAG,
    summary: 'Aus einer Beschreibung einen Podcast erzeugen (ein Auftrag mit Live-Fortschritt)',
    guard: 'auth',
    rateLimit: { ...PODCAST_RATE_LIMIT, by: 'user' },
    body: generatePodcastBody,
    responses: { 202: podcastAnswer },
    errors: [409],
  }),
  list: defineRoute({
    method: 'get',
    path: '/api/get_generated_podcasts',
    tag: TAG,
    summary: 'Erzeugte Podcasts: die neuesten fertigen und die eigenen',
    responses: { 200: podcastsAnswer },
  }),
  get: defineRoute({
    method: 'get',
    path: '/api/generated_podcast/{id}',
    tag: TAG,
    summary: 'Ein erzeugter Podcast mit Titeln, Cover und Transkript',
    params: idParams,
    responses: { 200: podcastAnswer },
    errors: [404],
  }),
};
