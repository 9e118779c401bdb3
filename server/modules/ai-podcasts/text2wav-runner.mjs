// Speech with text2wav (espeak-ng compiled to WebAssembly, with its voices, inside the npm package), run as a
// separate process by speech.ts: the GPL engine stays outside our code, and a run that exceeds its budget is
// killed without touching the server. Reads a JSON array [{text, voice, speed, pitch, out}] on stdin and
// writes one WAV file per entry.
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const text2wav = require('text2wav');

const jobs = JSON.parse(readFileSync(0, 'utf8'));
for (const job of jobs) {
  const wav = await text2wav(String(job.text), { voice: String(job.voice), speed: String(job.speed), pitch: String(job.pitch) });
  writeFileSync(String(job.out), wav);
}
