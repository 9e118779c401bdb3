import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parseDescription } from '../../../common/rules/ai-games';
import { POST_TITLE_MAX } from '../../../common/contract/posts';
import { SEED_GAMES } from '../../seed/games';
import { AI_CLIP_GAMES, DEMO_CLIPS } from './demo-clips';

// The demo clips and the recordings they name (resources/gameplay, scripts/record-gameplay.ts) stay in step.

const GAMEPLAY = path.resolve('resources/gameplay');
const manifest = JSON.parse(readFileSync(path.join(GAMEPLAY, 'manifest.json'), 'utf8')) as {
  clips: { id: string; duration_ms: number; genre?: string }[];
};
const recorded = new Map(manifest.clips.map((clip) => [clip.id, clip]));

function bytesUnder(directory: string): number {
  return readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .reduce((sum, entry) => sum + statSync(path.join(entry.parentPath, entry.name)).size, 0);
}

describe('demo clips', () => {
  it('are enough for the default of SEED_DEMO_VIDEOS (24), each a recording of its own with a German title', () => {
    expect(DEMO_CLIPS.length).toBeGreaterThanOrEqual(24);
    expect(new Set(DEMO_CLIPS.map((clip) => clip.id)).size).toBe(DEMO_CLIPS.length);
    for (const clip of DEMO_CLIPS) {
      expect(clip.title.length).toBeGreaterThan(0);
      expect(clip.title.length).toBeLessThanOrEqual(POST_TITLE_MAX);
      expect(clip.title).not.toBe('TITLE');
    }
  });

  it('name recordings shipped in the layout of an upload transcode', () => {
    for (const clip of DEMO_CLIPS) {
      const folder = path.join(GAMEPLAY, clip.id);
      expect(recorded.get(clip.id)?.duration_ms, clip.id).toBeGreaterThan(3000);
      for (const file of [
        'master.m3u8',
        'video.mp4',
        'poster.webp',
        '720/index.m3u8',
        '360/index.m3u8',
        '720/segment_000.ts',
        '360/segment_000.ts',
      ]) {
        expect(existsSync(path.join(folder, file)), `${clip.id}/${file}`).toBe(true);
      }
    }
  });

  it('show games of the seed: a shipped browser game, or an AI game whose sentence still makes the recorded genre', () => {
    const shipped = new Set(SEED_GAMES.filter((game) => game.browser_build).map((game) => game.name));
    const ideas = new Set<string>(Object.values(AI_CLIP_GAMES));
    for (const clip of DEMO_CLIPS) {
      if ('name' in clip.game) {
        expect(shipped.has(clip.game.name), clip.id).toBe(true);
      } else {
        expect(ideas.has(clip.game.ai), clip.id).toBe(true);
        // Another genre from the generator: the clip shows a different game than the one it links; record it again.
        expect(parseDescription(clip.game.ai).genre, `${clip.id}: npm run gameplay:record -- ${clip.id}`).toBe(recorded.get(clip.id)?.genre);
      }
    }
    // Every shipped game has clips.
    expect(new Set(DEMO_CLIPS.flatMap((clip) => ('name' in clip.game ? [clip.game.name] : [])))).toEqual(shipped);
  });

  it('stay a small part of the repository (at most 15 MB together)', () => {
    expect(bytesUnder(GAMEPLAY)).toBeLessThanOrEqual(15 * 1024 * 1024);
  });
});
