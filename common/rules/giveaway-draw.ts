// The giveaway draw, written so anyone can re-run it: the entries in the order of their ids are
// hashed (SHA-256 over "id:user_id" lines), and the winners are picked from that list with HMAC-SHA-256 keyed
// by the published random seed over "<entries hash>:<counter>", the first 8 bytes read as an unsigned number,
// with rejection sampling so every entry has exactly the same chance. Same seed and entries, same winners.
// WebCrypto only, so the server draws and the browser verifies with the same code: callers pass
// `globalThis.crypto.subtle` (common/ is compiled without the DOM's or Node's globals).

/** The part of WebCrypto's SubtleCrypto the draw uses. */
export interface SubtleLike {
  digest(algorithm: 'SHA-256', data: Uint8Array<ArrayBuffer>): Promise<ArrayBuffer>;
  importKey(
    format: 'raw',
    keyData: Uint8Array<ArrayBuffer>,
    algorithm: { name: 'HMAC'; hash: 'SHA-256' },
    extractable: false,
    keyUsages: ['sign'],
  ): Promise<unknown>;
  sign(algorithm: 'HMAC', key: never, data: Uint8Array<ArrayBuffer>): Promise<ArrayBuffer>;
}

export interface DrawEntry {
  id: number;
  user_id: number;
}

/** The texts hashed here are ASCII (digits, hex, ':' and line breaks). */
function ascii(text: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(text.length);
  for (let index = 0; index < text.length; index++) bytes[index] = text.charCodeAt(index) & 0x7f;
  return bytes;
}

function hex(bytes: ArrayBuffer): string {
  return [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

function fromHex(text: string): Uint8Array<ArrayBuffer> {
  if (!/^(?:[0-9a-f]{2})+$/.test(text)) throw new Error('seed is not hex');
  const bytes = new Uint8Array(text.length / 2);
  for (let index = 0; index < bytes.length; index++) bytes[index] = Number.parseInt(text.slice(index * 2, index * 2 + 2), 16);
  return bytes;
}

/** The ordered entry list as the draw sees it, and its SHA-256. */
export async function entriesHash(subtle: SubtleLike, entries: readonly DrawEntry[]): Promise<string> {
  const ordered = [...entries].sort((a, b) => a.id - b.id);
  const text = ordered.map((entry) => `${entry.id}:${entry.user_id}`).join('\n');
  return hex(await subtle.digest('SHA-256', ascii(text)));
}

const RANGE = 2n ** 64n;

/** Draws `count` distinct entries (fewer when there are fewer entries); answers their ids in drawing order. */
export async function drawWinners(
  subtle: SubtleLike,
  seedHex: string,
  entries: readonly DrawEntry[],
  count: number,
): Promise<{ entriesHash: string; winners: number[] }> {
  const ordered = [...entries].sort((a, b) => a.id - b.id);
  const hash = await entriesHash(subtle, ordered);
  const key = (await subtle.importKey('raw', fromHex(seedHex), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])) as never;
  const winners: number[] = [];
  const taken = new Set<number>();
  const wanted = Math.min(count, ordered.length);
  const n = BigInt(ordered.length);
  const limit = ordered.length ? (RANGE / n) * n : 0n;
  for (let counter = 0; winners.length < wanted; counter++) {
    const mac = new Uint8Array(await subtle.sign('HMAC', key, ascii(`${hash}:${counter}`)));
    let value = 0n;
    for (let index = 0; index < 8; index++) value = (value << 8n) | BigInt(mac[index]!);
    if (value >= limit) continue;
    const position = Number(value % n);
    if (taken.has(position)) continue;
    taken.add(position);
    winners.push(ordered[position]!.id);
  }
  return { entriesHash: hash, winners };
}
