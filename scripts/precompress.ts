// Writes .br and .gz siblings of the built renderer's text assets, so the server sends compressed
// files without compressing on every request (serveStatic's `precompressed`). Run after `vite build`.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const root = path.resolve(process.argv[2] ?? 'dist/renderer');
const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|xml|webmanifest)$/;
const MIN_BYTES = 1024;

/** The server's own render of signed-in pages (scripts/prerender.ts): read from disk by the server, never sent. */
const SERVER_ONLY = path.join(root, '_prerendered', 'server');

function* files(directory: string): Generator<string> {
  for (const entry of readdirSync(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    if (full === SERVER_ONLY) continue;
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(entry.name) && statSync(full).size >= MIN_BYTES) yield full;
  }
}

let raw = 0;
let brotli = 0;
let count = 0;
for (const file of files(root)) {
  const bytes = readFileSync(file);
  const br = brotliCompressSync(bytes, {
    params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
  });
  writeFileSync(`${file}.br`, br);
  writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
  raw += bytes.length;
  brotli += br.length;
  count += 1;
}
console.log(`precompressed ${count} files: ${(raw / 1024).toFixed(1)} kB → ${(brotli / 1024).toFixed(1)} kB brotli`);
