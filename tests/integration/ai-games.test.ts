// Text to game (spec §7 POST /api/create-game, GET /api/get_generated_games, GET /api/generated_game/{id})
// over real HTTP with the real job worker, on SQLite and PostgreSQL: a description becomes a job with progress on
// the realtime channel and ends as a bundle the game sandbox serves; the length rule, one running generation per
// person, who sees what, publishing to the catalogue, a failure that says why in German, and the model adapter
// against a local OpenAI-compatible stub (the only fake: it stands in for a paid service behind the same interface).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GeneratedGame } from '../../common/contract/ai-games';
import { nowIso } from '../../server/db';
import { specOfBundle } from '../../server/modules/ai-games/eval';
import { runGeneration } from '../../server/modules/ai-games/service';
import { insertUsers } from './support/fixtures';
import type { TestClient } from './support/http-client';
import { type ModelStub, startModelStub } from './support/model-stub';
import { connectRealtime } from './support/realtime-client';
import { userId } from './support/posts';
import { DEMO, type TestServer, startTestServer } from './support/server';

let server: TestServer;
let visitor: TestClient;
let mia: TestClient;
let paul: TestClient;

beforeAll(async () => {
  server = await startTestServer({ env: { LOGIN_RATE_LIMIT: '1000', RATE_LIMIT_SCALE: '100' } });
  visitor = server.client();
  await visitor.csrf();
  [mia, paul] = await Promise.all([server.loginAs(DEMO.mia), server.loginAs(DEMO.paul)]);
});
afterAll(() => server?.close());

async function generate(client: TestClient, description: string): Promise<GeneratedGame> {
  const created = await client.post('/api/create-game', { description });
  expect(created.status, created.text).toBe(202);
  await server.waitForJobs();
  const done = await client.get(`/api/generated_game/${created.body.data.id}`);
  expect(done.status).toBe(200);
  return done.body.data as GeneratedGame;
}

describe('the demo gallery', () => {
  it('lists the seeded, finished games to a visitor, with nothing of their own', async () => {
    const response = await visitor.get('/api/get_generated_games');
    expect(response.status).toBe(200);
    expect(response.body.mine).toEqual([]);
    expect(response.body.data.length).toBeGreaterThanOrEqual(5);
    for (const game of response.body.data as GeneratedGame[]) {
      expect(game).toMatchObject({ status: 'done', progress: 100, own: false, error: null });
      expect(game.play_url).toMatch(/^\/play-sandbox\/ai\d+-[0-9a-f]{12}\/index\.html$/);
    }
    const play = await visitor.get((response.body.data as GeneratedGame[])[0]!.play_url!);
    expect(play.status).toBe(200);
    expect(play.headers.get('content-security-policy')).toContain('sandbox allow-scripts');
  });
});

describe('creating a game', () => {
  it('needs a signed-in person', async () => {
    expect((await visitor.post('/api/create-game', { description: 'Ein Hase springt über Hindernisse' })).status).toBe(401);
  });

  it('checks the length after trimming: 10 to 500 characters', async () => {
    const short = await mia.post('/api/create-game', { description: '   zu kurz   ' });
    expect(short.status).toBe(422);
    expect(short.body.errors.description[0]).toBe('Beschreibe dein Spiel in mindestens 10 Zeichen.');
    expect((await mia.post('/api/create-game', { description: 'x'.repeat(501) })).status).toBe(422);
    expect((await mia.post('/api/create-game', {})).status).toBe(422);
  });

  it('runs as a job with live progress and ends as a playable bundle that shows the description as text', async () => {
    const socket = await connectRealtime(server.baseUrl, { client: mia });
    try {
      const description = '  Eine Katze schießt im Weltraum auf Aliens </script><script>alert("x")</script>  ';
      const created = await mia.post('/api/create-game', { description });
      expect(created.status, created.text).toBe(202);
      expect(created.body.data).toMatchObject({ status: 'queued', own: true, play_url: null });
      expect(created.body.data.description).toBe('Eine Katze schießt im Weltraum auf Aliens </script><script>alert("x")</script>');
      await server.waitForJobs();
      const game = (await mia.get(`/api/generated_game/${created.body.data.id}`)).body.data as GeneratedGame;
      expect(game).toMatchObject({ status: 'done', progress: 100, genre: 'shooter', theme: 'space', source: 'offline', own: true, error: null });
      expect(game.instructions).toContain('Leertaste');

      // The worker is idle once the job's last row is written, but its last event can still be on the way
      // (through Redis on PostgreSQL): take the events in order until the final one of this game has arrived.
      const events: { id: number; status: string; progress: number }[] = [];
      const settled = (event: (typeof events)[number] | undefined) => event?.id === game.id && (event.status === 'done' || event.status === 'failed');
      while (!settled(events.at(-1))) {
        const message = await socket.nextMessage(10_000);
        if (message.type === 'ai-game.progress') events.push(message.data as (typeof events)[number]);
      }
      expect(events.every((event) => event.id === game.id)).toBe(true);
      expect(events[0]).toMatchObject({ status: 'queued', progress: 0 });
      expect(events.some((event) => event.status === 'running' && event.progress > 0 && event.progress < 100)).toBe(true);
      expect(events.at(-1)).toMatchObject({ status: 'done', progress: 100 });

      const html = await visitor.get(game.play_url!);
      expect(html.status).toBe(200);
      expect(html.text).not.toMatch(/<script>/);
      const script = await visitor.get(game.play_url!.replace('index.html', 'game.js'));
      expect(script.status).toBe(200);
      expect(script.text).not.toContain('</script>');
      expect(script.text).toContain('\\u003c/script\\u003e');
      expect((await visitor.get(game.play_url!.replace('index.html', 'kit.js'))).status).toBe(200);
    } finally {
      socket.close();
    }
  });

  it('gives the same game for the same description and a different one for another', async () => {
    const a = await generate(paul, 'Ein Ritter sucht den Ausgang aus dem Labyrinth');
    const b = await generate(paul, 'Ein Ritter sucht den Ausgang aus dem Labyrinth');
    const c = await generate(paul, 'Eine Schlange im Zuckerland frisst Bonbons');
    expect([a.title, a.genre, a.theme]).toEqual([b.title, b.genre, b.theme]);
    const [scriptA, scriptB, scriptC] = await Promise.all([a, b, c].map(async (game) => (await visitor.get(game.play_url!.replace('index.html', 'game.js'))).text));
    expect(scriptA).toBe(scriptB);
    expect(scriptC).not.toBe(scriptA);
    expect(c.genre).toBe('snake');
  });

  it('lets one person have one generation queued or running at a time', async () => {
    const paulId = await userId(server, DEMO.paul);
    const now = nowIso();
    const running = await server.db
      .insertInto('ai_games')
      .values({ user_id: paulId, description: 'Läuft gerade noch im Hintergrund', status: 'running', progress: 40, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const refused = await paul.post('/api/create-game', { description: 'Noch ein Spiel, bitte sofort' });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/noch gebaut/);
    expect(refused.headers.get('retry-after')).toBeTruthy();
    // Others are not held up by it.
    expect((await mia.post('/api/create-game', { description: 'Memory mit Karten im Wald' })).status).toBe(202);
    await server.waitForJobs();
    // Someone else's generation in progress is not visible; the own one is.
    expect((await mia.get(`/api/generated_game/${running.id}`)).status).toBe(404);
    expect((await paul.get(`/api/generated_game/${running.id}`)).body.data).toMatchObject({ status: 'running', progress: 40, play_url: null });
    const mine = (await paul.get('/api/get_generated_games')).body.mine as GeneratedGame[];
    expect(mine[0]).toMatchObject({ id: running.id, own: true });
    await server.db.deleteFrom('ai_games').where('id', '=', running.id).execute();
  });

  it('starts only one of several requests sent at the same moment', async () => {
    const [fresh] = await insertUsers(server, 'Gleichzeitig', 1);
    const client = await server.loginAs(fresh!.email);
    const answers = await Promise.all(
      ['Ein Hase rennt durch den Wald', 'Ein Fuchs springt über Pilze', 'Ein Frosch hüpft über Blätter'].map((description) => client.post('/api/create-game', { description })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([202, 429, 429]);
    await server.waitForJobs();
  });

  it('says in German why a generation failed', async () => {
    const paulId = await userId(server, DEMO.paul);
    const now = nowIso();
    const row = await server.db
      .insertInto('ai_games')
      .values({ user_id: paulId, description: 'Ein Spiel, dessen Vorlagen fehlen', status: 'queued', progress: 0, created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow();
    const broken = { ...server.deps, config: { ...server.deps.config, gamesDir: '/nonexistent/spielraum-games' } };
    const errors = console.error;
    console.error = () => undefined;
    try {
      expect(await runGeneration(broken, row.id)).toEqual({ status: 'failed' });
    } finally {
      console.error = errors;
    }
    const failed = (await paul.get(`/api/generated_game/${row.id}`)).body.data as GeneratedGame;
    expect(failed).toMatchObject({ status: 'failed', play_url: null });
    expect(failed.error).toBe('Beim Bauen des Spiels ist etwas schiefgegangen. Bitte versuch es noch einmal.');
    expect((await visitor.get(`/api/generated_game/${row.id}`)).status).toBe(404);
  });

  it('answers 404 for an unknown or malformed id', async () => {
    expect((await visitor.get('/api/generated_game/999999')).status).toBe(404);
    expect((await visitor.get('/api/generated_game/abc')).status).toBe(404);
  });
});

describe('publishing to the catalogue', () => {
  it('puts a finished game of one\'s own into the catalogue with its bundle, once', async () => {
    const game = await generate(mia, 'Ein Pinguin rennt über das Eis und springt über Schneebälle');
    expect((await paul.post(`/api/generated_game/${game.id}/publish`)).status).toBe(403);
    const published = await mia.post(`/api/generated_game/${game.id}/publish`);
    expect(published.status, published.text).toBe(201);
    const catalogue = await visitor.get(`/api/games/${published.body.game_id}`);
    expect(catalogue.status).toBe(200);
    expect(catalogue.body.game.name).toBe(game.title);
    // The catalogue game plays the very bundle the generation made.
    expect(catalogue.body.game.browser_build).toBe(game.play_url);
    expect((await mia.get(`/api/generated_game/${game.id}`)).body.data.game_id).toBe(published.body.game_id);
    expect((await mia.post(`/api/generated_game/${game.id}/publish`)).status).toBe(409);
    expect((await visitor.post(`/api/generated_game/${game.id}/publish`)).status).toBe(401);
  });
});

describe('the description arrives in the game', () => {
  it('gives the squirrel nuts to collect, branches to dodge and 40 points, and reaches the catalogue only when published', async () => {
    const miaId = await userId(server, DEMO.mia);
    const listed = async () => ((await visitor.get(`/api/games?creator=${miaId}&sort=new&per_page=48`)).body.games as { id: number; browser_build: string | null }[]);
    const game = await generate(mia, 'Ein Eichhörnchen sammelt Nüsse und weicht Ästen aus, 40 Punkte');
    expect(game).toMatchObject({ status: 'done', genre: 'catcher', theme: 'forest', game_id: null });
    expect(game.preview).toEqual({
      player: { id: 'squirrel', name: 'Eichhörnchen', plural: 'Eichhörnchen' },
      items: [{ id: 'nut', name: 'Nuss', plural: 'Nüsse' }],
      hazards: [{ id: 'branch', name: 'Ast', plural: 'Äste', kind: 'obstacle' }],
      goal: { kind: 'score', target: 40 },
      lives: 3,
      time_limit: null,
    });
    // The bundle the sandbox serves plays exactly that: its specification and a template that draws both.
    const script = (await visitor.get(game.play_url!.replace('index.html', 'game.js'))).text;
    const spec = specOfBundle(script);
    expect([spec.genre, spec.player.id, spec.items?.map((item) => item.id), spec.hazards?.map((hazard) => hazard.id), spec.goal]).toEqual([
      'catcher',
      'squirrel',
      ['nut'],
      ['branch'],
      { kind: 'score', target: 40 },
    ]);
    expect(script).toContain('ai.item(');
    expect(script).toContain('ai.hazard(');
    expect(spec.instructions).toContain('Sammeln: Nüsse. Hindernisse: Äste.');
    // The preview names the figures in the reader's language.
    const english = (await visitor.get(`/api/generated_game/${game.id}`, { headers: { 'Accept-Language': 'en' } })).body.data as GeneratedGame;
    expect([english.preview?.player.name, english.preview?.items[0]?.plural, english.preview?.hazards[0]?.plural]).toEqual(['squirrel', 'nuts', 'branches']);
    const japanese = (await visitor.get(`/api/generated_game/${game.id}`, { headers: { 'Accept-Language': 'ja' } })).body.data as GeneratedGame;
    expect([japanese.preview?.player.name, japanese.preview?.items[0]?.plural, japanese.preview?.hazards[0]?.plural]).toEqual(['リス', '木の実', '枝']);

    // Generated is not published: the catalogue has no game with this bundle until the explicit publish call.
    expect((await listed()).some((entry) => entry.browser_build === game.play_url)).toBe(false);
    const published = await mia.post(`/api/generated_game/${game.id}/publish`);
    expect(published.status, published.text).toBe(201);
    expect((await listed()).find((entry) => entry.browser_build === game.play_url)?.id).toBe(published.body.game_id);
  });

  it('reads a description in another language just as well', async () => {
    const game = await generate(paul, '一辆赛车在霓虹城市里飞驰，躲避其他汽车，三条命');
    expect(game).toMatchObject({ genre: 'racer', theme: 'neon' });
    expect(game.preview).toMatchObject({ player: { id: 'racecar' }, hazards: [{ id: 'car', kind: 'obstacle' }], lives: 3 });
  });
});

describe('with a model configured', () => {
  let stub: ModelStub;
  let modelServer: TestServer;

  beforeAll(async () => {
    stub = await startModelStub();
    modelServer = await startTestServer({
      env: { LOGIN_RATE_LIMIT: '1000', RATE_LIMIT_SCALE: '100', LLM_BASE_URL: stub.baseUrl, LLM_API_KEY: 'sk-test', LLM_MODEL: 'stub-model', LLM_TIMEOUT_MS: '10000' },
    });
  });
  afterAll(async () => {
    await modelServer?.close();
    await stub?.close();
  });

  async function generateWithModel(description: string): Promise<GeneratedGame> {
    const client = await modelServer.loginAs(DEMO.creator);
    const created = await client.post('/api/create-game', { description });
    expect(created.status, created.text).toBe(202);
    await modelServer.waitForJobs();
    return (await client.get(`/api/generated_game/${created.body.data.id}`)).body.data as GeneratedGame;
  }

  it('builds the specification the model proposes (JSON, checked by the schema), never its code', async () => {
    stub.reply({
      content:
        '```json\n' +
        JSON.stringify({ genre: 'quiz', theme: 'ocean', title: 'Tiefsee-Quiz', player: 'Krake', speed: 0.8, colours: { player: '#ff00aa' }, instructions: 'Tippe auf die richtige Antwort.' }) +
        '\n```',
    });
    const game = await generateWithModel('Ein Spiel über das Meer, bei dem man viel lernt');
    expect(game).toMatchObject({ status: 'done', source: 'model', genre: 'quiz', theme: 'ocean', title: 'Tiefsee-Quiz', instructions: 'Tippe auf die richtige Antwort.' });
    const request = stub.requests.at(-1)!;
    expect(request.model).toBe('stub-model');
    expect(request.authorization).toBe('Bearer sk-test');
    expect(request.messages.at(-1)!.content).toBe('Ein Spiel über das Meer, bei dem man viel lernt');
    const script = await modelServer.client().get(game.play_url!.replace('index.html', 'game.js'));
    expect(script.text).toContain('"#ff00aa"');
  });

  it('falls back to the offline generator when the answer fails the schema or the server fails', async () => {
    stub.reply({ content: JSON.stringify({ genre: 'tetris', code: '<script>evil()</script>' }) });
    const invalid = await generateWithModel('Eine Schlange frisst Äpfel im Garten');
    expect(invalid).toMatchObject({ status: 'done', source: 'offline', genre: 'snake' });
    stub.reply({ status: 503, content: 'overloaded' });
    const down = await generateWithModel('Ein Raumschiff schießt auf Asteroiden');
    expect(down).toMatchObject({ status: 'done', source: 'offline', genre: 'shooter' });
  });
});
