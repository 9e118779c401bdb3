import type { Language } from '../../../../common/constants';
import type { PodcastSpeaker } from '../../../../common/contract/ai-podcasts';

// The shape of one language's podcast grammar. Every interface language has one, assembled by index.ts
// from its phrases (grammar/<code>.json); script.ts picks the grammar, fills it from the description and the site
// data and makes each line speakable.

/** The languages the offline script is written in: every interface language. */
export type ScriptLanguage = Language;

export const MOODS = ['horror', 'racing', 'strategy', 'puzzle', 'coop', 'retro', 'shooter', 'rpg', 'cozy', 'general'] as const;
export type Mood = (typeof MOODS)[number];

/** What the site shows right now, for the hosts to talk about. */
export interface SiteData {
  trendingGames: { name: string; categories: string[] }[];
  newClips: { title: string; creator: string }[];
  giveaways: { prize: string; game: string | null; endsAt: string }[];
}

export interface ScriptLine {
  speaker: PodcastSpeaker;
  text: string;
}

export interface ScriptSegment {
  /** A chapter of the episode (a track of its own). */
  kind: 'intro' | 'topic' | 'trending' | 'clips' | 'giveaways' | 'outro';
  title: string;
  lines: ScriptLine[];
}

export interface Phrases {
  /** The show's name, spoken in the intro and shown on the cover. */
  show: string;
  segmentTitles: Record<ScriptSegment['kind'], string>;
  /** Per mood, the two lines the hosts say about the topic (Lena first, then Tom). */
  moods: Record<Mood, readonly [string, string]>;
  /** "A, B and C" in this language. */
  list(items: string[]): string;
  /** The title when the description gives none. */
  newEpisode: string;
  /** The name of the track with the whole episode. */
  fullEpisode: string;
  /** The byline (the audio file's artist tag): the show with its two hosts. */
  artist(show: string, hosts: Record<PodcastSpeaker, string>): string;
  /** Opening and closing quote marks around a clip title. */
  quotes: readonly [string, string];
  intro(title: string, random: () => number): ScriptLine[];
  /** `description` is already speakable. */
  topic(description: string, keywords: string[], mood: Mood, random: () => number): ScriptLine[];
  trending(games: SiteData['trendingGames'], random: () => number): ScriptLine[];
  clips(clips: SiteData['newClips'], random: () => number): ScriptLine[];
  giveaways(giveaways: SiteData['giveaways'], random: () => number): ScriptLine[];
  outro(random: () => number): ScriptLine[];
}
