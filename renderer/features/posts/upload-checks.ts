import { VIDEO_MAX_BYTES, VIDEO_MAX_SECONDS } from '../../../common/contract/posts';

// Checks before a byte is sent (the server checks again by the file's content). Pure, so they are unit-tested.

export type FileProblem = 'notVideo' | 'tooBig' | 'tooLong' | 'empty';

export function checkFile(file: { size: number; type: string }): FileProblem | null {
  if (file.size === 0) return 'empty';
  if (file.type !== '' && !file.type.startsWith('video/')) return 'notVideo';
  if (file.size > VIDEO_MAX_BYTES) return 'tooBig';
  return null;
}

/** The duration read from the file's metadata; null when the browser could not read it (the server decides). */
export function checkDuration(seconds: number | null): FileProblem | null {
  if (seconds === null || !Number.isFinite(seconds)) return null;
  return seconds > VIDEO_MAX_SECONDS ? 'tooLong' : null;
}

/** Reads a video file's duration through a hidden <video> element (metadata only). */
export function readDuration(file: File, timeoutMs = 10_000): Promise<number | null> {
  return new Promise((resolve) => {
    const video = document.createElement('video');
    const url = URL.createObjectURL(file);
    const done = (value: number | null) => {
      window.clearTimeout(timer);
      video.removeAttribute('src');
      video.load();
      URL.revokeObjectURL(url);
      resolve(value);
    };
    const timer = window.setTimeout(() => done(null), timeoutMs);
    video.preload = 'metadata';
    video.muted = true;
    video.onloadedmetadata = () => done(Number.isFinite(video.duration) ? video.duration : null);
    video.onerror = () => done(null);
    video.src = url;
  });
}

export function formatBytes(bytes: number, locale: string): string {
  const megabytes = bytes / (1024 * 1024);
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(megabytes)} MB`;
}

export function formatDuration(seconds: number): string {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
