import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askAssistant } from './service';

// The model adapter against a local OpenAI-compatible stub server (the only fake: it stands in for a paid
// model service behind the same HTTP interface). Each test sets what the stub answers next.

type Reply = { status: number; content?: string; delayMs?: number };
let next: Reply = { status: 200, content: '{}' };
let lastRequest: { auth: string | undefined; body: { model: string; messages: { role: string; content: string }[] } } | null = null;
let stub: Server;
let baseUrl = '';

beforeAll(async () => {
  stub = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString()));
    request.on('end', () => {
      lastRequest = { auth: request.headers.authorization, body: JSON.parse(raw) as never };
      const { status, content, delayMs = 0 } = next;
      setTimeout(() => {
        if (response.destroyed) return;
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ choices: [{ message: { role: 'assistant', content } }] }));
      }, delayMs);
    });
  });
  await new Promise<void>((resolve) => stub.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(stub.address() as AddressInfo).port}/v1`;
});
afterAll(() => {
  stub.closeAllConnections();
  stub.close();
});

// A generous budget for answers the stub gives at once (a loaded CI machine can take hundreds of ms to import and
// connect); the timeout case passes a short one and a stub that answers far later.
const config = (timeoutMs = 10_000) => ({ contactEmail: 'kontakt@spielraum.example', llm: { baseUrl, apiKey: 'sk-test', model: 'stub-1', timeoutMs } });

describe('model adapter', () => {
  it('uses a reply that passes the schema, grounded on the corpus, keeping only known links', async () => {
    next = {
      status: 200,
      content:
        '```json\n{"reply":"Freunde fügst du auf ihrem Profil hinzu.","links":[{"name":"Freunde","url":"/friends"},{"name":"Böse","url":"/evil"}],"actions":[{"name":"Suche","action":"search","param":"Mia"}]}\n```',
    };
    const answer = await askAssistant(config(), 'Wie füge ich Freunde hinzu?', 'de');
    expect(answer).toEqual({
      data: ['bot', 'Freunde fügst du auf ihrem Profil hinzu.'],
      links: [
        { LinkName: 'Freunde', Link: '/friends' },
        { LinkName: 'Suche', Action: 'search', Param: 'Mia' },
      ],
      source: 'model',
    });
    expect(lastRequest!.auth).toBe('Bearer sk-test');
    expect(lastRequest!.body.model).toBe('stub-1');
    expect(lastRequest!.body.messages[0]!.content).toContain('/friends');
    expect(lastRequest!.body.messages[1]!.content).toBe('Wie füge ich Freunde hinzu?');
  });

  it('falls back to the offline answer on invalid JSON', async () => {
    next = { status: 200, content: 'Klar! Geh einfach auf Freunde.' };
    const answer = await askAssistant(config(), 'Wie füge ich Freunde hinzu?', 'de');
    expect(answer.source).toBe('offline');
    expect(answer.links).toContainEqual({ LinkName: 'Freunde', Link: '/friends' });
  });

  it('falls back on JSON that fails the schema (unknown action)', async () => {
    next = { status: 200, content: '{"reply":"ok","links":[],"actions":[{"name":"x","action":"delete_everything"}]}' };
    expect((await askAssistant(config(), 'Wo ist die Rangliste?', 'de')).source).toBe('offline');
  });

  it('falls back on a server error', async () => {
    next = { status: 500, content: 'boom' };
    const answer = await askAssistant(config(), 'Where is the leaderboard?', 'en');
    expect(answer.source).toBe('offline');
    expect(answer.links).toContainEqual({ LinkName: 'Leaderboard', Link: '/leaderboard' });
  });

  it('falls back on a timeout', async () => {
    next = { status: 200, content: '{"reply":"zu spät","links":[],"actions":[]}', delayMs: 5_000 };
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
