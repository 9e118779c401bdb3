import { Pause, Play, SkipBack, SkipForward } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Podcast } from '../../../../common/contract/ai-podcasts';
import { IconButton } from '../../../ui';
import { usePodcastPlayer } from '../player';
import styles from './ai-podcasts.module.css';

/** The BCP 47 tag of a podcast's language (zhCN → zh-CN), for lang on its texts. */
function langTag(language: string): string {
  return language.replace(/^zh(CN|TW)$/, 'zh-$1');
}

export function formatDuration(ms: number): string {
  const seconds = Math.max(0, Math.round(ms / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/**
 * The player of spec §4 for one podcast: play, pause, load a track from the list, next (wraps to the first),
 * previous; the Media Session API (lock screen, headset keys) calls the same actions; the transcript below,
 * the chapter that plays marked.
 */
export function PodcastPlayer({ podcast }: { podcast: Podcast }) {
  const { t } = useTranslation('aiPodcasts');
  const audio = useRef<HTMLAudioElement>(null);
  const player = usePodcastPlayer();
  const { open, play, pause, next, previous, loadTrack } = player;
  const [position, setPosition] = useState(0);

  useEffect(() => open(podcast.id, podcast.tracks), [open, podcast.id, podcast.tracks]);
  const active = player.podcastId === podcast.id;
  const index = active ? player.index : 0;
  const track = active ? player.tracks[index] : undefined;
  const playing = active && player.playing;

  useEffect(() => {
    const element = audio.current;
    if (!element || !track) return;
    if (element.getAttribute('src') !== track.path) {
      element.src = track.path;
      setPosition(0);
    }
    // A play() cut short by the next track's load is no failure; a refused one (no gesture, no decoder) is.
    if (playing) void element.play().catch((error: unknown) => (error instanceof DOMException && error.name === 'AbortError' ? undefined : pause()));
    else element.pause();
  }, [track, playing, pause]);

  // Stop when the player goes away (another page).
  useEffect(() => () => pause(), [pause]);

  useEffect(() => {
    if (!track || typeof navigator === 'undefined' || !('mediaSession' in navigator) || typeof MediaMetadata === 'undefined') return;
    const session = navigator.mediaSession;
    session.metadata = new MediaMetadata({
      title: track.name,
      artist: podcast.artist,
      album: podcast.name,
      artwork: podcast.albumCover ? [{ src: podcast.albumCover, sizes: '600x600', type: 'image/webp' }] : [],
    });
    const handlers: [MediaSessionAction, () => void][] = [
      ['play', play],
      ['pause', pause],
      ['nexttrack', next],
      ['previoustrack', previous],
    ];
    for (const [action, handler] of handlers) {
      try {
        session.setActionHandler(action, handler);
      } catch {
        // A browser without this action.
      }
    }
    return () => {
      for (const [action] of handlers) {
        try {
          session.setActionHandler(action, null);
        } catch {
          // As above.
        }
      }
    };
  }, [track, podcast.artist, podcast.name, podcast.albumCover, play, pause, next, previous]);

  useEffect(() => {
    if (typeof navigator !== 'undefined' && 'mediaSession' in navigator) navigator.mediaSession.playbackState = playing ? 'playing' : 'paused';
  }, [playing]);

  /** The whole episode ends: stop. A chapter ends: the next one, and after the last chapter back to the first track. */
  const ended = () => {
    const count = podcast.tracks.length;
    if (index === 0 || index === count - 1) {
      pause();
      if (index === count - 1) next();
      return;
    }
    next();
  };

  const total = track ? track.duration_ms : 0;
  const chapters = podcast.tracks.slice(1);

  return (
    <section className={styles.player} aria-labelledby="podcast-player-title" data-testid="podcast-player" data-track-index={index}>
      <div className={styles.playerTop}>
        {podcast.albumCover && <img className={styles.cover} src={podcast.albumCover} alt={t('player.cover', { name: podcast.name })} width={160} height={160} />}
        <div className={styles.playerInfo}>
          <h2 id="podcast-player-title" className={styles.playerTitle} lang={langTag(podcast.language)} dir="auto">
            {podcast.name}
          </h2>
          <p className={styles.muted}>
            {podcast.artist} · {podcast.releaseYear}
            {podcast.user ? ` · ${t('player.by', { name: podcast.user.name })}` : ''}
          </p>
          <p className={styles.nowPlaying} aria-live="polite" data-testid="podcast-now-playing">
            {track ? t('player.nowPlaying', { current: index + 1, total: podcast.tracks.length, name: track.name }) : ''}
          </p>
          {/* Playback controls keep their left-to-right order in every language (like a tape deck). */}
          <div className={styles.controls} dir="ltr">
            <IconButton label={t('player.previous')} icon={<SkipBack />} onClick={previous} data-testid="podcast-previous" />
            {playing ? (
              <IconButton label={t('player.pause')} icon={<Pause />} onClick={pause} className={styles.playButton} data-testid="podcast-pause" />
            ) : (
              <IconButton label={t('player.play')} icon={<Play />} onClick={play} className={styles.playButton} data-testid="podcast-play" />
            )}
            <IconButton label={t('player.next')} icon={<SkipForward />} onClick={next} data-testid="podcast-next" />
            <span className={styles.time}>
              {formatDuration(position * 1000)} / {formatDuration(total)}
            </span>
          </div>
          <progress className={styles.progress} max={Math.max(1, total / 1000)} value={Math.min(position, total / 1000)} aria-label={t('player.position')} />
        </div>
      </div>
      {/* Our buttons drive it; the element itself has no controls of its own. */}
      {/* eslint-disable-next-line jsx-a11y/media-has-caption -- speech only: the transcript below is its text, chapter by chapter */}
      <audio ref={audio} preload="metadata" onTimeUpdate={(event) => setPosition(event.currentTarget.currentTime)} onEnded={ended} data-testid="podcast-audio" />

      <h3 className={styles.subTitle}>{t('player.tracks')}</h3>
      <ol className={styles.tracks} lang={langTag(podcast.language)}>
        {podcast.tracks.map((item, itemIndex) => (
          <li key={item.id}>
            <button
              type="button"
              className={styles.trackButton}
              aria-current={itemIndex === index ? 'true' : undefined}
              onClick={() => {
                loadTrack(itemIndex);
                play();
              }}
            >
              <span dir="auto">{item.name}</span>
              <span className={styles.muted}>{formatDuration(item.duration_ms)}</span>
            </button>
          </li>
        ))}
      </ol>

      <h3 className={styles.subTitle}>{t('player.transcript')}</h3>
      <p className={styles.muted}>{t(podcast.script_source === 'model' ? 'player.sourceModel' : 'player.sourceOffline')}</p>
      <div className={styles.transcript} data-testid="podcast-transcript" lang={langTag(podcast.language)} dir="auto">
        {chapters.map((chapter, chapterIndex) => (
          <section key={chapter.id} aria-labelledby={`chapter-${podcast.id}-${chapter.id}`} className={chapterIndex + 1 === index ? styles.currentChapter : undefined}>
            <h4 id={`chapter-${podcast.id}-${chapter.id}`} className={styles.chapterTitle}>
              {chapter.name}
            </h4>
            {podcast.transcript
              .filter((line) => line.track === chapter.id)
              .map((line, lineIndex) => (
                <p key={lineIndex} className={styles.line} data-speaker={line.speaker}>
                  <strong>{line.name}:</strong> {line.text}
                </p>
              ))}
          </section>
        ))}
      </div>
    </section>
  );
}
