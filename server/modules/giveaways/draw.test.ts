// The draw of common/rules/giveaway-draw.ts with Node's WebCrypto (the browser verifies with its own).
import { describe, expect, it } from 'vitest';
import { drawWinners as draw, entriesHash as hashOf } from '../../../common/rules/giveaway-draw';

const subtle = globalThis.crypto.subtle;
const drawWinners = (seedHex: string, list: { id: number; user_id: number }[], count: number) => draw(subtle, seedHex, list, count);
const entriesHash = (list: { id: number; user_id: number }[]) => hashOf(subtle, list);

const entries = Array.from({ length: 10 }, (_, index) => ({ id: 100 + index, user_id: 500 + index }));
const seed = 'ab'.repeat(32);

describe('giveaway draw', () => {
  it('hashes the entries in id order, whatever order they come in', async () => {
    expect(await entriesHash([...entries].reverse())).toBe(await entriesHash(entries));
    expect(await entriesHash(entries)).toMatch(/^[0-9a-f]{64}$/);
    expect(await entriesHash([])).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });

  it('gives the same distinct winners for the same seed and entries, and others for another seed', async () => {
    const first = await drawWinners(seed, entries, 3);
    expect(first.winners).toHaveLength(3);
    expect(new Set(first.winners).size).toBe(3);
    for (const id of first.winners) expect(entries.map((entry) => entry.id)).toContain(id);
    expect(await drawWinners(seed, [...entries].reverse(), 3)).toEqual(first);
    expect((await drawWinners('cd'.repeat(32), entries, 3)).winners).not.toEqual(first.winners);
  });

  it('draws everyone when there are fewer entries than prizes, and nobody from none', async () => {
    expect((await drawWinners(seed, entries.slice(0, 2), 5)).winners.sort()).toEqual([100, 101]);
    expect((await drawWinners(seed, [], 1)).winners).toEqual([]);
  });

  it('gives each entry about the same chance', async () => {
    const wins = new Map<number, number>();
    for (let run = 0; run < 400; run++) {
      const runSeed = run.toString(16).padStart(64, '0');
      const [winner] = (await drawWinners(runSeed, entries, 1)).winners;
      wins.set(winner!, (wins.get(winner!) ?? 0) + 1);
    }
    expect(wins.size).toBe(10);
    for (const count of wins.values()) expect(count).toBeGreaterThan(15);
  });

  it('refuses a seed that is not hex', async () => {
    await expect(drawWinners('xyz', entries, 1)).rejects.toThrow();
  });
});
