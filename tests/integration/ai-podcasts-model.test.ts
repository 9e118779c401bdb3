// Text to podcast with a model configured: LLM_BASE_URL points at a local OpenAI-compatible stub
// server (the only fake: it stands in for a paid model service behind the same HTTP interface). The model's JSON
// lines become the script the hosts speak; an answer that fails the schema falls back to the offline grammar.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Podcast } from '../../common/contract/ai-podcasts';
import type { TestClient } from './support/http-client';
import { type ModelStub, startModelStub } from './support/model-stub';
import { DEMO, type TestServer, startTestServer } from './support/server';

let stub: ModelStub;
let server: TestServer;
let mia: TestClient;

const line = (segment: string, speaker: string, text: string) => JSON.stringify({ segment, speaker, text });
const SCRIPT = [
  line('intro', 'a', 'Hallo und willkommen beim Spielraum Funk, heute mit einem Skript aus dem Modell.'),
  line('intro', 'b', 'Ich bin Tom. Heute geht es um Schach im Weltraum.'),
  line('topic', 'a', 'Quantenschach auf einer Raumstation, das klingt verrückt.'),
  line('topic', 'b', 'Verrückt, aber genau richtig für einen langen Abend.'),
  line('outro', 'a', 'Das war es schon. Danke fürs Zuhören!'),
  line('outro', 'b', 'Tschüss und bis bald!'),
].join('\n');

beforeAll(async () => {
  stub = await startModelStub();
  server = await startTestServer({ env: { LOGIN_RATE_LIMIT: '1000', LLM_BASE_URL: stub.baseUrl, LLM_MODEL: 'stub-1', LLM_TIMEOUT_MS: '10000' } });
  mia = await server.loginAs(DEMO.mia);
});
afterAll(async () => {
  await server.close();
  await stub.close();
});

async function generate(description: string): Promise<Podcast> {
  const started = await mia.post('/api/generate-podcast', { description });
  expect(started.status, started.text).toBe(202);
  await server.jobs.waitForIdle(120_000);
  return (await mia.get(`/api/generated_podcast/${started.body.podcast.id}`)).body.podcast as Podcast;
}

describe('a podcast written by the model', () => {
  it('speaks the model’s lines, chapter by chapter, grounded on the site data', async () => {
    stub.reply({ content: SCRIPT });
    const podcast = await generate('Quantenschach auf einer Raumstation');
    expect(podcast).toMatchObject({ status: 'ready', script_source: 'model' });
    expect(podcast.tracks.map((track) => track.name)).toEqual(['Ganze Folge', 'Begrüßung', 'Das Thema', 'Verabschiedung']);
    expect(podcast.transcript.map((entry) => entry.text)).toContain('Quantenschach auf einer Raumstation, das klingt verrückt.');
    expect(podcast.tracks[0]!.duration_ms).toBeGreaterThan(10_000);
    expect(stub.requests.at(-1)!.messages[0]!.content).toContain('Spielraum Funk');
  }, 150_000);

  it('falls back to the offline grammar when the answer fails the schema', async () => {
    stub.reply({ content: 'Klar, hier ist ein Podcast: Hallo zusammen!' });
    const podcast = await generate('Rennspiele mit Vollgas durch die Nacht');
    expect(podcast).toMatchObject({ status: 'ready', script_source: 'offline' });
    expect(podcast.tracks[1]!.name).toBe('Begrüßung');
  }, 150_000);
});
