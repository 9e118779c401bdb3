import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ModelStub, startModelStub } from '../../../tests/integration/support/model-stub';
import { askAssistant } from './service';

// The model adapter against the local OpenAI-compatible stub (tests/integration/support/model-stub.ts). Each
// test sets what the stub answers next.

let stub: ModelStub;
beforeAll(async () => {
  stub = await startModelStub();
});
afterAll(() => stub.close());
const lastRequest = () => stub.requests.at(-1)!;

// A generous budget for answers the stub gives at once (a loaded CI machine can take hundreds of ms to import and
// connect); the timeout case passes a short one and a stub that answers far later.
const config = (timeoutMs = 10_000) => ({ contactEmail: 'kontakt@spielraum.example', llm: { baseUrl: stub.baseUrl, apiKey: 'sk-test', model: 'stub-1', timeoutMs } });

describe('model adapter', () => {
  it('uses a reply that passes the schema, grounded on the corpus, keeping only known links', async () => {
    stub.reply({
      content:
        '```json\n{"reply":"Freunde fügst du auf ihrem Profil hinzu.","links":[{"name":"Freunde","url":"/friends"},{"name":"Böse","url":"/evil"}],"actions":[{"name":"Suche","action":"search","param":"Mia"}]}\n```',
    });
    const answer = await askAssistant(config(), 'Wie füge ich Freunde hinzu?', 'de');
    expect(answer).toEqual({
      data: ['bot', 'Freunde fügst du auf ihrem Profil hinzu.'],
      links: [
        { LinkName: 'Freunde', Link: '/friends' },
        { LinkName: 'Suche', Action: 'search', Param: 'Mia' },
      ],
      source: 'model',
    });
    expect(lastRequest().authorization).toBe('Bearer sk-test');
    expect(lastRequest().model).toBe('stub-1');
    expect(lastRequest().messages[0]!.content).toContain('/friends');
    expect(lastRequest().messages[1]!.content).toBe('Wie füge ich Freunde hinzu?');
  });

  it('falls back to the offline answer on invalid JSON', async () => {
    stub.reply({ content: 'Klar! Geh einfach auf Freunde.' });
    const answer = await askAssistant(config(), 'Wie füge ich Freunde hinzu?', 'de');
    expect(answer.source).toBe('offline');
    expect(answer.links).toContainEqual({ LinkName: 'Freunde', Link: '/friends' });
  });

  it('falls back on JSON that fails the schema (unknown action)', async () => {
    stub.reply({ content: '{"reply":"ok","links":[],"actions":[{"name":"x","action":"delete_everything"}]}' });
    expect((await askAssistant(config(), 'Wo ist die Rangliste?', 'de')).source).toBe('offline');
  });

  it('falls back on a server error', async () => {
    stub.reply({ status: 500, content: 'boom' });
    const answer = await askAssistant(config(), 'Where is the leaderboard?', 'en');
    expect(answer.source).toBe('offline');
    expect(answer.links).toContainEqual({ LinkName: 'Leaderboard', Link: '/leaderboard' });
  });

  it('falls back on a timeout', async () => {
    stub.reply({ content: '{"reply":"zu spät","links":[],"actions":[]}', delayMs: 5_000 });
    const answer = await askAssistant(config(300), 'Where is the leaderboard?', 'en');
    expect(answer.source).toBe('offline');
    expect(answer.data[1]).not.toBe('zu spät');
  });

  it('falls back when the model server is down', async () => {
    const down = { contactEmail: 'k@x.example', llm: { baseUrl: 'http://127.0.0.1:9/v1', apiKey: '', model: 'm', timeoutMs: 300 } };
    expect((await askAssistant(down, 'Wo ist die Rangliste?', 'de')).source).toBe('offline');
  });

  it('answers the §8 apology with the contact address when the engine itself fails', async () => {
    const broken = { answer: () => { throw new Error('kaputt'); }, ground: () => [] } as never;
    const answer = await askAssistant({ contactEmail: 'kontakt@spielraum.example', llm: null }, 'Hallo', 'de', broken);
    expect(answer).toEqual({
      data: ['bot', 'Entschuldige, der Assistent ist gerade nicht erreichbar. Schreib uns gern an kontakt@spielraum.example.'],
      links: [],
      source: 'unavailable',
    });
  });
});
