import type HlsType from 'hls.js';

// hls.js (light build: no subtitles, alternate audio or DRM) is fetched only where the browser cannot play HLS
// itself; Chromium and Safari never download it.

export type HlsConstructor = typeof HlsType;

export const HLS_MIME = 'application/vnd.apple.mpegurl';

export function playsHlsNatively(video: HTMLVideoElement): boolean {
  return video.canPlayType(HLS_MIME) !== '';
}

export async function loadHls(): Promise<HlsConstructor> {
  // @ts-expect-error the light entry ships no declarations of its own; its API is hls.js's.
  const module = (await import('hls.js/light')) as { default: HlsConstructor };
  return module.default;
}
