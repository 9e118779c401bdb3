import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PodcastSpeaker } from '../../../common/contract/ai-podcasts';
import { ffmpegBinaries, type ProcessLimits, runBinary } from '../../platform/ffmpeg';

// Speech through one interface: espeak-ng or SVOX Pico (pico2wave) when installed on the system,
// otherwise text2wav, the espeak-ng engine that ships inside an npm package, so a fresh `npm ci && npm start`
// can speak. Every engine runs as a separate process without a shell. Two distinct voices: host a is a
// brighter female variant, host b a deeper male one (Pico has one voice per language: host b is pitched down).
// SPEECH_ENGINE=espeak-ng|pico2wave|text2wav picks one explicitly.

export interface SpeechRequest {
  text: string;
  speaker: PodcastSpeaker;
  /** Interface language (de, en, …). */
  language: string;
  /** The WAV file to write. */
  out: string;
}

export interface SpeechEngine {
  readonly name: 'espeak-ng' | 'pico2wave' | 'text2wav';
  /**
   * Writes one WAV file per request; rejects when the engine fails or `limits.signal` aborts (the process is
   * killed). Every process it starts is handed to `limits.watch` (the job's CPU budget).
   */
  synthesize(requests: readonly SpeechRequest[], limits: ProcessLimits & { signal: AbortSignal }): Promise<void>;
}

/** espeak-ng's voice per interface language (Traditional Chinese is written for Taiwan, where Mandarin is spoken). */
const ESPEAK_VOICES: Record<string, string> = {
  de: 'de', en: 'en-us', es: 'es', fr: 'fr', ar: 'ar', hi: 'hi', ja: 'ja', pt: 'pt-br', ru: 'ru', zhCN: 'cmn', zhTW: 'cmn',
};
const PICO_LANGUAGES: Record<string, string> = { de: 'de-DE', en: 'en-US', es: 'es-ES', fr: 'fr-FR' };

/** The two hosts: variant, speed (words per minute) and pitch (0–99) of espeak-ng. */
export const VOICES: Record<PodcastSpeaker, { variant: string; speed: number; pitch: number }> = {
  a: { variant: 'f3', speed: 168, pitch: 62 },
  b: { variant: 'm3', speed: 160, pitch: 34 },
};

export function espeakVoice(language: string, speaker: PodcastSpeaker): string {
  return `${ESPEAK_VOICES[language] ?? 'en-us'}+${VOICES[speaker].variant}`;
}

function onPath(name: string): string | null {
  for (const directory of (process.env.PATH ?? '').split(path.delimiter)) {
    if (!directory) continue;
    const candidate = path.join(directory, name);
    if (existsSync(candidate)) return candidate;
  }
  return null;
}

function espeakNgEngine(binary: string): SpeechEngine {
  return {
    name: 'espeak-ng',
    async synthesize(requests, limits) {
      for (const request of requests) {
        // The text goes through a file: never an argument an engine could read as an option.
        const textFile = `${request.out}.txt`;
        await writeFile(textFile, request.text, 'utf8');
        const voice = VOICES[request.speaker];
        await runBinary(
          binary,
          ['-v', espeakVoice(request.language, request.speaker), '-s', String(voice.speed), '-p', String(voice.pitch), '-w', request.out, '-f', textFile],
          limits,
        );
      }
    },
  };
}

function picoEngine(binary: string): SpeechEngine {
  return {
    name: 'pico2wave',
    async synthesize(requests, limits) {
      for (const request of requests) {
        const language = PICO_LANGUAGES[request.language] ?? 'en-US';
        if (request.speaker === 'a') {
          await runBinary(binary, ['-l', language, '-w', request.out, '--', request.text], limits);
          continue;
        }
        // Pico has one voice: the second host is the same voice a fifth lower, at the same tempo.
        const raw = `${request.out}.pico.wav`;
        await runBinary(binary, ['-l', language, '-w', raw, '--', request.text], limits);
        await runBinary(
          ffmpegBinaries().ffmpeg,
          ['-v', 'error', '-nostdin', '-y', '-i', raw, '-af', 'asetrate=16000*0.75,aresample=16000,atempo=1.3333', '-ac', '1', '-c:a', 'pcm_s16le', request.out],
          limits,
        );
      }
    },
  };
}

const RUNNER = fileURLToPath(new URL('./text2wav-runner.mjs', import.meta.url));

function text2wavEngine(): SpeechEngine {
  return {
    name: 'text2wav',
    synthesize(requests, limits) {
      const jobs = requests.map((request) => ({
        text: request.text,
        voice: espeakVoice(request.language, request.speaker),
        speed: VOICES[request.speaker].speed,
        pitch: VOICES[request.speaker].pitch,
        out: request.out,
      }));
      return new Promise<void>((resolve, reject) => {
        const child = spawn(process.execPath, [RUNNER], { stdio: ['pipe', 'ignore', 'pipe'], signal: limits.signal });
        limits.watch?.(child);
        let stderr = '';
        child.stderr.setEncoding('utf8');
        child.stderr.on('data', (chunk: string) => {
          stderr = (stderr + chunk).slice(-4_000);
        });
        child.once('error', reject);
        child.once('close', (code, killedBy) => {
          if (code === 0) resolve();
          else reject(new Error(`text2wav endete mit ${code ?? killedBy}: ${stderr.trim().slice(-400)}`));
        });
        child.stdin.end(JSON.stringify(jobs));
      });
    },
  };
}

/** The engine to use: the configured one (SPEECH_ENGINE) if installed, else espeak-ng, else pico2wave on PATH, else the npm package. */
export function chooseSpeechEngine(preferred: string | null): SpeechEngine {
  const espeak = onPath('espeak-ng');
  const pico = onPath('pico2wave');
  if (preferred === 'text2wav') return text2wavEngine();
  if (preferred === 'espeak-ng' && espeak) return espeakNgEngine(espeak);
  if (preferred === 'pico2wave' && pico) return picoEngine(pico);
  if (espeak) return espeakNgEngine(espeak);
  if (pico) return picoEngine(pico);
  return text2wavEngine();
}
