import { useEffect, useRef } from 'react';
import type { Post } from '../../../../common/contract/posts';
import { watchedBetween } from '../view-batcher';
import { loadHls, playsHlsNatively } from './load-hls';
import styles from './VideoPlayer.module.css';

type Media = NonNullable<Post['media']>;

export interface VideoPlayerProps {
  media: Media;
  /** Whether it should be playing now. */
  playing: boolean;
  muted: boolean;
  preload: 'auto' | 'metadata' | 'none';
  /** Whether the stream is attached at all (only the current and the next clip fetch anything). */
  source: boolean;
  poster: boolean;
  label: string;
  /** Seconds actually watched since the last call (no seeks, no loops). */
  onWatched?(seconds: number): void;
  /** The browser refused to start (autoplay policy): the caller shows the play button. */
  onBlocked?(): void;
  onPlayingChange?(playing: boolean): void;
}

/**
 * One clip: native HLS where the browser has it (Chromium, Safari), else hls.js light, else the MP4. The poster
 * shows until the first frame plays. It loops like every short-video player.
 */
export default function VideoPlayer({
  media,
  playing,
  muted,
  preload,
  source,
  poster,
  label,
  onWatched,
  onBlocked,
  onPlayingChange,
}: VideoPlayerProps) {
  const ref = useRef<HTMLVideoElement>(null);
  const callbacks = useRef({ onWatched, onBlocked, onPlayingChange });
  callbacks.current = { onWatched, onBlocked, onPlayingChange };
  const attached = useRef(false);

  // The stream.
  useEffect(() => {
    const video = ref.current;
    if (!video || !source) return;
    let cancelled = false;
    let hls: { destroy(): void } | null = null;
    let onMp4 = false;
    const fallBackToMp4 = () => {
      if (onMp4 || cancelled) return;
      onMp4 = true;
      hls?.destroy();
      hls = null;
      video.src = media.mp4;
    };
    const onError = () => {
      if (!onMp4) fallBackToMp4();
    };
    video.addEventListener('error', onError);
    if (playsHlsNatively(video)) {
      video.src = media.hls;
    } else {
      void loadHls()
        .then((Hls) => {
          if (cancelled) return;
          if (!Hls.isSupported()) return fallBackToMp4();
          const instance = new Hls({ maxBufferLength: 10, startLevel: -1, capLevelToPlayerSize: true });
          instance.on(Hls.Events.ERROR, (_event, data) => {
            if (data.fatal) fallBackToMp4();
          });
          instance.loadSource(media.hls);
          instance.attachMedia(video);
          hls = instance;
        })
        .catch(fallBackToMp4);
    }
    attached.current = true;
    return () => {
      cancelled = true;
      attached.current = false;
      video.removeEventListener('error', onError);
      hls?.destroy();
      video.pause();
      video.removeAttribute('src');
      video.load();
    };
  }, [source, media.hls, media.mp4]);

  // Sound.
  useEffect(() => {
    if (ref.current) ref.current.muted = muted;
  }, [muted]);

  // Play and pause.
  useEffect(() => {
    const video = ref.current;
    if (!video || !source) return;
    if (playing) {
      video.play().catch((error: unknown) => {
        if (error instanceof DOMException && error.name === 'NotAllowedError') {
          // Unmuted autoplay refused: try muted, which browsers allow, else let the person press play.
          if (!video.muted) {
            video.muted = true;
            video.play().catch(() => callbacks.current.onBlocked?.());
          } else callbacks.current.onBlocked?.();
        }
      });
    } else video.pause();
  }, [playing, source]);

  // Watch time: forward progress between two time updates.
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    let last = video.currentTime;
    const onTime = () => {
      const watched = watchedBetween(last, video.currentTime);
      last = video.currentTime;
      if (watched > 0 && !video.paused) callbacks.current.onWatched?.(watched);
    };
    const onSeeked = () => {
      last = video.currentTime;
    };
    const onPlay = () => callbacks.current.onPlayingChange?.(true);
    const onPause = () => callbacks.current.onPlayingChange?.(false);
    video.addEventListener('timeupdate', onTime);
    video.addEventListener('seeked', onSeeked);
    video.addEventListener('playing', onPlay);
    video.addEventListener('pause', onPause);
    return () => {
      video.removeEventListener('timeupdate', onTime);
      video.removeEventListener('seeked', onSeeked);
      video.removeEventListener('playing', onPlay);
      video.removeEventListener('pause', onPause);
    };
  }, []);

  return (
    <video
      ref={ref}
      className={styles.video}
      poster={poster ? media.poster : undefined}
      preload={preload}
      playsInline
      muted
      loop
      aria-label={label}
      data-testid="feed-video"
      width={media.width}
      height={media.height}
    />
  );
}
