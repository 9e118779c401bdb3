import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { AI_GENRES, parseDescription } from '../../../common/rules/ai-games';
import { AI_BUILD_MAX_BYTES, buildBundle, bundleBytes, escapeHtml, scriptSafeJson } from './build';
import { generateGame } from './service';

// The generator's budget and its escaping, without a server: a bundle over the size limit fails with its reason,
// every genre has a template, and description text is data in game.js and text in index.html.

const GAMES_DIR = path.resolve('resources/games');
const work = mkdtempSync(path.join(os.tmpdir(), 'spielraum-ai-gen-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('generateGame', () => {
  it('builds every genre offline within the size budget', async () => {
    for (const genre of AI_GENRES) {
      const files = await buildBundle(GAMES_DIR, { ...parseDescription('Ein Test für jede Vorlage'), genre });
      expect(files.map((file) => file.name).sort()).toEqual(['game.js', 'index.html', 'kit.css', 'kit.js']);
      expect(bundleBytes(files)).toBeLessThan(AI_BUILD_MAX_BYTES / 2);
    }
  });

  it('refuses a bundle over the size limit with its reason', async () => {
    const dir = path.join(work, 'games');
    cpSync(GAMES_DIR + '/_kit', path.join(dir, '_kit'), { recursive: true });
    cpSync(GAMES_DIR + '/_ai', path.join(dir, '_ai'), { recursive: true });
    for (const genre of AI_GENRES) writeFileSync(path.join(dir, '_ai', `${genre}.js`), `/* ${'x'.repeat(AI_BUILD_MAX_BYTES)} */`);
    await expect(generateGame({ gamesDir: dir, llm: null }, 'Ein viel zu großes Spiel im Weltraum')).rejects.toThrow('aiGameTooLarge');
  });

  it('keeps markup of the description out of the page', async () => {
    const { files } = await generateGame({ gamesDir: GAMES_DIR, llm: null }, '"<img src=x onerror=alert(1)>" </script> im Wald');
    const html = new TextDecoder().decode(files.find((file) => file.name === 'index.html')!.bytes);
    const game = new TextDecoder().decode(files.find((file) => file.name === 'game.js')!.bytes);
    expect(html).not.toContain('<img');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(game).not.toMatch(/<img|<\/script/);
    expect(scriptSafeJson('</script>&\u2028')).toBe('"\\u003c/script\\u003e\\u0026\\u2028"');
    expect(escapeHtml(`<a href="x">'</a>`)).toBe('&lt;a href=&quot;x&quot;&gt;&#39;&lt;/a&gt;');
  });
});
