import { describe, expect, it } from 'vitest';
import { fitInside, masterPlaylist, parseProbe, progressFromLine, transcodePlan, verticalFramingFilter } from './ffmpeg';

const TARGET = { width: 720, height: 1280 };

function probeJson(overrides: { format?: object; streams?: object[] } = {}): string {
  return JSON.stringify({
    streams: overrides.streams ?? [
      { codec_type: 'video', codec_name: 'h264', width: 1920, height: 1080, avg_frame_rate: '30000/1001', r_frame_rate: '30000/1001' },
      { codec_type: 'audio', codec_name: 'aac' },
    ],
    format: { format_name: 'mov,mp4,m4a,3gp,3g2,mj2', duration: '12.480000', ...overrides.format },
  });
}

describe('verticalFramingFilter', () => {
  it('fits a landscape source to the width and fills above and below with a blurred copy of itself', () => {
    const filter = verticalFramingFilter({ width: 1920, height: 1080 }, TARGET);
    expect(filter).toBe(
      '[0:v]split=2[bgsrc][fgsrc];' +
        '[bgsrc]scale=180:320:force_original_aspect_ratio=increase,crop=180:320,boxblur=8:2,scale=720:1280,setsar=1[bg];' +
        '[fgsrc]scale=720:406,setsar=1[fg];' +
        '[bg][fg]overlay=(W-w)/2:(H-h)/2,format=yuv420p[framed]',
    );
  });

  it('fits a square source to the width (720×720 in the middle)', () => {
    expect(verticalFramingFilter({ width: 1080, height: 1080 }, TARGET)).toContain('[fgsrc]scale=720:720,');
  });

  it('fits a narrower-than-9:16 portrait source to the height, blurred at the sides', () => {
    expect(verticalFramingFilter({ width: 600, height: 1280 }, TARGET)).toContain('[fgsrc]scale=600:1280,');
  });

  it('only scales a source that is already 9:16 (no blur)', () => {
    expect(verticalFramingFilter({ width: 1080, height: 1920 }, TARGET)).toBe('[0:v]scale=720:1280,setsar=1,format=yuv420p[framed]');
    expect(verticalFramingFilter({ width: 360, height: 640 }, TARGET)).not.toContain('boxblur');
  });

  it('caps the frame rate at 30 only when the source runs faster', () => {
    expect(verticalFramingFilter({ width: 1920, height: 1080 }, TARGET, { maxFps: 30, sourceFps: 60 })).toMatch(/^\[0:v\]fps=30,split/);
    expect(verticalFramingFilter({ width: 1920, height: 1080 }, TARGET, { maxFps: 30, sourceFps: 29.97 })).not.toContain('fps=');
  });

  it('keeps dimensions even and inside the target', () => {
    for (const source of [{ width: 1001, height: 333 }, { width: 333, height: 1001 }, { width: 7, height: 5 }, { width: 4000, height: 3000 }]) {
      const fit = fitInside(source, TARGET);
      expect(fit.width % 2).toBe(0);
      expect(fit.height % 2).toBe(0);
      expect(fit.width).toBeLessThanOrEqual(720);
      expect(fit.height).toBeLessThanOrEqual(1280);
    }
  });
});

describe('parseProbe', () => {
  it('reads duration, display size, frame rate and sound of an MP4', () => {
    expect(parseProbe(probeJson())).toEqual({
      formatName: 'mov,mp4,m4a,3gp,3g2,mj2',
      durationMs: 12480,
      width: 1920,
      height: 1080,
      fps: 30000 / 1001,
      hasAudio: true,
    });
  });

  it('turns the size of a phone clip stored sideways (rotate tag or display matrix)', () => {
    const tagged = parseProbe(probeJson({ streams: [{ codec_type: 'video', codec_name: 'h264', width: 1920, height: 1080, tags: { rotate: '90' } }] }));
    expect(tagged).toMatchObject({ width: 1080, height: 1920, hasAudio: false });
    const matrix = parseProbe(probeJson({ streams: [{ codec_type: 'video', codec_name: 'hevc', width: 1920, height: 1080, side_data_list: [{ rotation: -90 }] }] }));
    expect(matrix).toMatchObject({ width: 1080, height: 1920 });
  });

  it('accepts WebM, Matroska and AVI containers', () => {
    for (const format_name of ['matroska,webm', 'avi']) {
      expect(parseProbe(probeJson({ format: { format_name } }))).not.toBeNull();
    }
  });

  it('refuses what is not a video: no video stream, a still picture, an image container, no duration, not JSON', () => {
    expect(parseProbe(probeJson({ streams: [{ codec_type: 'audio', codec_name: 'mp3' }] }))).toBeNull();
    expect(
      parseProbe(probeJson({ format: { format_name: 'mp3' }, streams: [{ codec_type: 'audio' }, { codec_type: 'video', codec_name: 'mjpeg', width: 500, height: 500, disposition: { attached_pic: 1 } }] })),
    ).toBeNull();
    expect(parseProbe(probeJson({ format: { format_name: 'png_pipe' }, streams: [{ codec_type: 'video', codec_name: 'png', width: 10, height: 10 }] }))).toBeNull();
    expect(parseProbe(probeJson({ format: { format_name: 'image2' } }))).toBeNull();
    expect(parseProbe(probeJson({ format: { duration: 'N/A' } }))).toBeNull();
    expect(parseProbe(probeJson({ format: { duration: '0.000000' } }))).toBeNull();
    expect(parseProbe('{}')).toBeNull();
    expect(parseProbe('not json')).toBeNull();
  });
});

describe('transcode arguments', () => {
  const probe = { formatName: 'mov', durationMs: 5000, width: 1280, height: 720, fps: 30, hasAudio: false };

  it('adds a silent track for a source without sound and writes HLS with 2 s segments', () => {
    const plan = transcodePlan('/in/source', probe, '/out');
    expect(plan.encode).toContain('anullsrc=channel_layout=stereo:sample_rate=44100');
    expect(plan.encode.join(' ')).toContain('-hls_time 2 -hls_playlist_type vod');
    expect(plan.encode.join(' ')).toContain('-movflags +faststart');
    expect(plan.encode.join(' ')).toContain('-preset veryfast');
    expect(plan.encode.join(' ')).toContain('-threads 2');
    expect(plan.segment720).toContain('copy');
    expect(plan.poster).toContain('libwebp');
    // Spawned without a shell: the path is one argument, whatever it contains.
    expect(transcodePlan('/in/a b;rm -rf x', probe, '/out').encode).toContain('/in/a b;rm -rf x');
  });

  it('takes a tuning for size (the recorded demo gameplay) without changing the layout', () => {
    const plan = transcodePlan('/in/source', probe, '/out', { preset: 'slow', crf: { '720': 30 }, audioBitrate: { '360': 32_000 } });
    const encode = plan.encode.join(' ');
    expect(encode).toContain('-preset slow');
    expect(encode).not.toContain('veryfast');
    // 720 tuned, 360 keeps its own CRF; the audio the other way round.
    expect(encode).toContain('-crf 30');
    expect(encode).toContain('-crf 26');
    expect(encode).toContain('-b:a 128000');
    expect(encode).toContain('-b:a 32000');
    expect(plan.segment720).toEqual(transcodePlan('/in/source', probe, '/out').segment720);
  });

  it('maps the source sound when there is one', () => {
    const plan = transcodePlan('/in/source', { ...probe, hasAudio: true }, '/out');
    expect(plan.encode.join(' ')).not.toContain('anullsrc');
    expect(plan.encode).toContain('0:a:0');
  });

  it('writes a master playlist with bandwidth and resolution per rendition', () => {
    expect(masterPlaylist([{ name: '720', width: 720, height: 1280, bandwidth: 1_234_567.8 }, { name: '360', width: 360, height: 640, bandwidth: 400_000 }])).toBe(
      '#EXTM3U\n#EXT-X-VERSION:3\n' +
        '#EXT-X-STREAM-INF:BANDWIDTH=1234568,RESOLUTION=720x1280,CODECS="avc1.4d401f,mp4a.40.2"\n720/index.m3u8\n' +
        '#EXT-X-STREAM-INF:BANDWIDTH=400000,RESOLUTION=360x640,CODECS="avc1.4d401f,mp4a.40.2"\n360/index.m3u8\n',
    );
  });

  it('reads progress lines (out_time_ms is in microseconds)', () => {
    expect(progressFromLine('out_time_ms=2500000', 5000)).toBe(0.5);
    expect(progressFromLine('out_time_us=5000000', 5000)).toBe(1);
    expect(progressFromLine('out_time_us=9000000', 5000)).toBe(1);
    expect(progressFromLine('progress=end', 5000)).toBe(1);
    expect(progressFromLine('fps=30', 5000)).toBeNull();
    expect(progressFromLine('out_time_ms=1000', 0)).toBeNull();
  });
});

describe('sweepMediaTemp', () => {
  it('removes stale partial uploads and transcode folders, keeps fresh ones and waiting sources', async () => {
    const { mkdtempSync, mkdirSync, writeFileSync, existsSync, utimesSync, rmSync } = await import('node:fs');
    const os = await import('node:os');
    const path = await import('node:path');
    const { sweepMediaTemp } = await import('../modules/posts/jobs');
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'spielraum-sweep-'));
    const tmp = path.join(dataDir, 'tmp');
    mkdirSync(path.join(tmp, 'uploads'), { recursive: true });
    mkdirSync(path.join(tmp, 'transcode-7-abc'));
    writeFileSync(path.join(tmp, 'upload-00ff.part'), 'x');
    writeFileSync(path.join(tmp, 'upload-11ee.part'), 'x');
    writeFileSync(path.join(tmp, 'uploads', '7'), 'source');
    const old = new Date(Date.now() - 7 * 3_600_000);
    for (const name of ['transcode-7-abc', 'upload-00ff.part', 'uploads']) utimesSync(path.join(tmp, name), old, old);
    expect(await sweepMediaTemp(dataDir)).toBe(2);
    expect(existsSync(path.join(tmp, 'transcode-7-abc'))).toBe(false);
    expect(existsSync(path.join(tmp, 'upload-00ff.part'))).toBe(false);
    expect(existsSync(path.join(tmp, 'upload-11ee.part'))).toBe(true);
    expect(existsSync(path.join(tmp, 'uploads', '7'))).toBe(true);
    rmSync(dataDir, { recursive: true, force: true });
  });
});
