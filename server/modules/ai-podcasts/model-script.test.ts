import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ModelStub, startModelStub } from '../../../tests/integration/support/model-stub';
import { modelScript } from './model-script';
import type { SiteData } from './script';

// The model writes the podcast script through the assistant's adapter, against the local OpenAI-compatible stub
// (tests/integration/support/model-stub.ts). Each test sets what the stub answers next; anything that fails the
// line schema or the script rules gives null (offline).

let stub: ModelStub;
beforeAll(async () => {
  stub = await startModelStub();
});
afterAll(() => stub.close());
const lastBody = () => stub.requests.at(-1)!;

// A generous budget for answers the stub gives at once (a loaded CI machine is slow to connect); the timeout case
// passes a short one and a stub that answers far later.
const config = (timeoutMs = 10_000) => ({ baseUrl: stub.baseUrl, apiKey: 'sk-test', model: 'stub-1', timeoutMs });
const DATA: SiteData = { trendingGames: [{ name: 'Nebelwald', categories: ['Horror'] }], newClips: [], giveaways: [] };
const line = (segment: string, speaker: string, text: string) => JSON.stringify({ segment, speaker, text });
const GOOD = [
  line('intro', 'a', 'Hallo und willkommen beim Spielraum Funk!'),
  line('intro', 'b', 'Ich bin Tom, und heute geht es um Nebelwald.'),
  line('topic', 'a', 'Ein Koop-Horrorspiel, das man am besten zu dritt spielt.'),
  line('topic', 'b', 'Und nur mit Kopfhörern.'),
  line('trending', 'a', 'Nebelwald ist gerade ganz vorne bei den Trends.'),
  line('outro', 'b', 'Das war es für heute. Tschüss!'),
].join('\n');

describe('model script', () => {
  it('uses JSON lines that pass the schema, grouped into chapters, and grounds the model on the site data', async () => {
    stub.reply({ content: `\`\`\`jsonl\n${GOOD}\n\`\`\`` });
    const script = await modelScript(config(), 'Ein gruseliger Koop-Abend im Nebelwald', 'de', DATA);
    expect(script).not.toBeNull();
    expect(script!.segments.map((segment) => [segment.kind, segment.title, segment.lines.length])).toEqual([
      ['intro', 'Begrüßung', 2],
      ['topic', 'Das Thema', 2],
      ['trending', 'Angesagte Spiele', 1],
      ['outro', 'Verabschiedung', 1],
    ]);
    expect(script!.language).toBe('de');
    expect(lastBody().model).toBe('stub-1');
    expect(lastBody().response_format).toBeUndefined();
    expect(lastBody().messages[0]!.content).toContain('Nebelwald (Horror)');
    expect(lastBody().messages[0]!.content).toContain('German');
    expect(lastBody().messages[1]!.content).toBe('Ein gruseliger Koop-Abend im Nebelwald');
  });

  it('keeps the language the person speaks (the voice follows it)', async () => {
    stub.reply({ content: GOOD });
    expect((await modelScript(config(), 'Une soirée coopérative', 'fr', DATA))!.language).toBe('fr');
    expect(lastBody().messages[0]!.content).toContain('French');
  });

  it.each([
    ['prose instead of JSON lines', 'Hallo! Hier ist euer Podcast über Nebelwald.'],
    ['an unknown speaker', GOOD.replace('"speaker":"b"', '"speaker":"c"')],
    ['one host only', GOOD.replaceAll('"speaker":"b"', '"speaker":"a"')],
    ['no outro at the end', GOOD.split('\n').slice(0, 5).join('\n')],
    ['a chapter twice', `${GOOD.split('\n').slice(0, 5).join('\n')}\n${line('intro', 'a', 'Nochmal hallo')}\n${line('outro', 'b', 'Tschüss')}`],
    ['a line too long', GOOD.replace('Und nur mit Kopfhörern.', 'x'.repeat(400))],
    ['too few lines', GOOD.split('\n').slice(0, 2).join('\n')],
  ])('gives null for %s (the caller writes offline)', async (_name, content) => {
    stub.reply({ content });
    expect(await modelScript(config(), 'Ein gruseliger Koop-Abend im Nebelwald', 'de', DATA)).toBeNull();
  });

  it('gives null on a server error and on a timeout', async () => {
    stub.reply({ status: 500, content: GOOD });
    expect(await modelScript(config(), 'Ein gruseliger Koop-Abend', 'de', DATA)).toBeNull();
    stub.reply({ content: GOOD, delayMs: 5_000 });
    expect(await modelScript(config(300), 'Ein gruseliger Koop-Abend', 'de', DATA)).toBeNull();
  });
});
