import { describe, expect, it } from 'vitest';
import { chooseSpeechEngine, espeakVoice } from './speech';
import { encodePlan, encodeWav, layOut, LINE_GAP_S, parseWav, resample, stingExpression } from './mix';

// The pure parts of the mix: WAV in and out, the sample-exact layout of stings, lines and pauses with
// each chapter's span, and the ffmpeg arguments of the final run (loudness once, then one MP3 per track).

const tone = (sampleRate: number, seconds: number, value = 1000) => ({ sampleRate, samples: new Int16Array(Math.round(sampleRate * seconds)).fill(value) });

describe('WAV', () => {
  it('reads back what it writes, and folds stereo to mono', () => {
    const pcm = { sampleRate: 22_050, samples: Int16Array.from([0, 1, -1, 32_767, -32_768]) };
    expect(parseWav(encodeWav(pcm))).toEqual(pcm);
    const stereo = encodeWav({ sampleRate: 8_000, samples: Int16Array.from([100, 300, -100, -300]) });
    const view = new DataView(stereo.buffer);
    view.setUint16(22, 2, true); // two channels: the four samples are two frames
    expect(parseWav(stereo)).toEqual({ sampleRate: 8_000, samples: Int16Array.from([200, -200]) });
  });

  it('takes the file’s rest when the data size was never fixed up, and refuses what is no PCM WAV', () => {
    const bytes = encodeWav(tone(16_000, 0.01));
    new DataView(bytes.buffer).setUint32(40, 0x7fff_f000, true);
    expect(parseWav(bytes).samples.length).toBe(160);
    expect(() => parseWav(new TextEncoder().encode('RIFF....WAVEnope'))).toThrow();
    expect(() => parseWav(new Uint8Array([1, 2, 3]))).toThrow('keine WAV-Datei');
  });

  it('resamples to the episode’s rate', () => {
    expect(resample(tone(16_000, 1), 22_050).samples.length).toBe(22_050);
    const same = tone(22_050, 0.5);
    expect(resample(same, 22_050)).toBe(same);
  });
});

describe('layOut', () => {
  it('puts the opener, the lines with their pauses, a transition per chapter and the opener at the end, chapter spans exact', () => {
    const rate = 1_000;
    const stings = { opener: tone(rate, 1.6), transition: tone(rate, 0.8) };
    const timeline = layOut([{ lines: [tone(rate, 2), tone(rate, 1)] }, { lines: [tone(rate, 3)] }], stings, rate);
    const first = 1.6 + 0.25 + 2 + LINE_GAP_S + 1 + LINE_GAP_S;
    const second = 0.8 + 0.25 + 3 + LINE_GAP_S + 1.6 + 0.25;
    expect(timeline.chapters[0]).toEqual({ start: 0, end: expect.closeTo(first, 3) });
    expect(timeline.chapters[1]!.start).toBeCloseTo(first, 3);
    expect(timeline.chapters[1]!.end).toBeCloseTo(first + second, 3);
    expect(timeline.pcm.samples.length).toBe(Math.round((first + second) * rate));
  });
});

describe('ffmpeg arguments', () => {
  it('levels loudness once, then writes the episode and one MP3 per chapter, each capped in size', () => {
    const plan = encodePlan('/tmp/raw.wav', [{ start: 0, end: 4.5 }, { start: 4.5, end: 9.25 }], '/tmp/out', 1_000_000);
    expect(plan.outputs).toEqual(['/tmp/out/episode.mp3', '/tmp/out/chapter-1.mp3', '/tmp/out/chapter-2.mp3']);
    const graph = plan.args[plan.args.indexOf('-filter_complex') + 1]!;
    expect(graph).toContain('loudnorm=I=-16:TP=-1.5:LRA=11');
    expect(graph).toContain('asplit=3[s0][s1][s2]');
    expect(graph).toContain('[s2]atrim=start=4.500:end=9.250');
    expect(plan.args.filter((arg) => arg === '-fs')).toHaveLength(3);
    expect(plan.args.filter((arg) => arg === 'libmp3lame')).toHaveLength(3);
  });

  it('makes stings of decaying notes, the opener longer than the transition', () => {
    expect(stingExpression('opener').seconds).toBeGreaterThan(stingExpression('transition').seconds);
    expect(stingExpression('transition').expression).toMatch(/^0\.22\*sin\(2\*PI\*587/);
  });
});

describe('speech', () => {
  it('gives the two hosts two voices in the script’s language', () => {
    expect(espeakVoice('de', 'a')).toBe('de+f3');
    expect(espeakVoice('de', 'b')).toBe('de+m3');
    expect(espeakVoice('zhCN', 'a')).toBe('cmn+f3');
    expect(espeakVoice('xx', 'b')).toBe('en-us+m3');
  });

  it('uses the engine asked for, else the installed one, else text2wav from npm', () => {
    expect(chooseSpeechEngine('text2wav').name).toBe('text2wav');
    expect(['espeak-ng', 'pico2wave', 'text2wav']).toContain(chooseSpeechEngine(null).name);
  });
});

describe('cover', () => {
  it('wraps the title in at most three lines and escapes it', async () => {
    const { coverSvg, wrapTitle } = await import('./generate');
    expect(wrapTitle('Ein gruseliger Koop-Abend im Nebelwald mit Freunden', 19, 3)).toEqual(['Ein gruseliger', 'Koop-Abend im', 'Nebelwald mit…']);
    expect(wrapTitle('Kurz', 19, 3)).toEqual(['Kurz']);
    expect(wrapTitle('Donaudampfschifffahrtsgesellschaft', 19, 3)).toEqual(['Donaudampfschifffa…']);
    const svg = coverSvg('</text><script>alert(1)</script>', 'Spielraum Funk', 'Lena & Tom');
    expect(svg).not.toContain('<script>');
    expect(svg).toContain('Lena &#38; Tom');
  });
});
