import { beforeEach, describe, expect, it } from 'vitest';
import { nextIndex, previousIndex, usePodcastPlayer } from './player';

// Spec §4 Player: play, pause, load track; next wraps to the first track; previous goes to the preceding one.

const tracks = [1, 2, 3].map((id) => ({ id, name: `Titel ${id}`, path: `/media/podcasts/x/${id}.mp3`, duration_ms: 1000 }));

describe('podcast player', () => {
  beforeEach(() => usePodcastPlayer.setState({ podcastId: null, tracks: [], index: 0, playing: false }));

  it('wraps next to the first track and keeps previous on the first', () => {
    expect([0, 1, 2].map((index) => nextIndex(index, 3))).toEqual([1, 2, 0]);
    expect([0, 1, 2].map(previousIndex)).toEqual([0, 0, 1]);
  });

  it('opens a podcast paused on its first track, plays, pauses, loads and steps through tracks', () => {
    const player = usePodcastPlayer.getState();
    player.play();
    expect(usePodcastPlayer.getState().playing).toBe(false);
    player.open(7, tracks);
    expect(usePodcastPlayer.getState()).toMatchObject({ podcastId: 7, index: 0, playing: false });
    player.play();
    expect(usePodcastPlayer.getState().playing).toBe(true);
    player.loadTrack(2);
    player.loadTrack(9);
    expect(usePodcastPlayer.getState().index).toBe(2);
    player.next();
    expect(usePodcastPlayer.getState().index).toBe(0);
    player.previous();
    expect(usePodcastPlayer.getState().index).toBe(0);
    player.next();
    player.previous();
    expect(usePodcastPlayer.getState().index).toBe(0);
    player.pause();
    expect(usePodcastPlayer.getState().playing).toBe(false);
    // The same podcast again keeps the place.
    player.loadTrack(1);
    player.open(7, tracks);
    expect(usePodcastPlayer.getState().index).toBe(1);
  });
});
