/// <reference types="node" />
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { gameRoutes } from '../../common/contract/games';
import { wellbeingRoutes } from '../../common/contract/wellbeing';
import { api, InvalidAnswerError } from './client';
import { connectHttp } from './http';

// The typed client against a real HTTP server: requests are built from the declaration, answers are
// checked with the declaration's schema, and an answer off the contract is the spec's 'Ungültige Antwort'.

let server: Server;
let answer: (request: IncomingMessage, response: ServerResponse) => void = () => {};
let seen: { method: string; url: string; contentType: string | undefined; body: string }[] = [];

const GAME = {
  id: 7,
  name: 'Pixel Kart',
  description: 'Rennen',
  categories: ['Rennen'],
  release_date: '2024-05-01',
  developer: 'Spielraum Studio',
  publisher: 'Spielraum',
  age_rating: 6,
  image: null,
  has_active_giveaway: false,
  launch: { steam_app_id: null, executable_name: null },
  typical_session_minutes: 15,
  browser_build: null,
  creator_id: null,
  favorites_count: 0,
  rating: { average: null, count: 0 },
};

function json(status: number, body: unknown, contentType = 'application/json') {
  return (_request: IncomingMessage, response: ServerResponse) => {
    response.writeHead(status, { 'Content-Type': contentType, Connection: 'close' });
    response.end(typeof body === 'string' ? body : JSON.stringify(body));
  };
}

beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      seen.push({
        method: request.method ?? '',
        url: request.url ?? '',
        contentType: request.headers['content-type'],
        body: Buffer.concat(chunks).toString('utf8'),
      });
      answer(request, response);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  // Node has no page to resolve relative URLs against; undici reads its base from this symbol.
  (globalThis as Record<symbol, unknown>)[Symbol.for('undici.globalOrigin.1')] = new URL(origin);
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  seen = [];
  pushed = [];
  connectHttp({ pushErrorMessage: (key) => pushed.push(key) });
});

let pushed: string[] = [];
const pushedKeys = () => pushed;

describe('api()', () => {
  it('fills path parameters, sends JSON bodies and answers the checked body', async () => {
    answer = json(200, { game: GAME, gamePosts: [] });
    const result = await api(gameRoutes.get, { params: { id: '7' } });
    expect(result.game.name).toBe('Pixel Kart');
    expect(seen[0]).toMatchObject({ method: 'GET', url: '/api/games/7' });

    answer = json(201, { lastPlayed: [{ game: GAME, played_at: '2026-11-23T10:00:00.000Z' }] });
    const played = await api(wellbeingRoutes.markPlayed, { body: { game_id: 7 } });
    expect(played.lastPlayed).toHaveLength(1);
    expect(seen[1]).toMatchObject({ method: 'POST', url: '/api/lastPlayed', body: '{"game_id":7}' });
    expect(seen[1]!.contentType).toContain('application/json');
  });

  it('sends the query as search parameters', async () => {
    answer = json(200, {
      goal: null,
      days: [],
      weeks: [],
      mood: { before_avg: null, after_avg: null, sessions_with_mood: 0 },
      per_game: [],
      days_within_goal: 0,
      days_total: 7,
      total_minutes: 0,
      total_sessions: 0,
    });
    await api(wellbeingRoutes.stats, { query: { tzOffset: '120' } });
    expect(seen[0]!.url).toBe('/api/gaming-goals/wellbeing-stats?tzOffset=120');
  });

  it('turns an answer off its contract into InvalidAnswerError and the message "Ungültige Antwort"', async () => {
    answer = json(200, { game: { ...GAME, id: 'sieben' }, gamePosts: [] });
    await expect(api(gameRoutes.get, { params: { id: '7' } })).rejects.toBeInstanceOf(InvalidAnswerError);
    expect(pushedKeys()).toContain('invalidAnswer');
  });

  it('treats a page that is not JSON (a captive portal) as an invalid answer', async () => {
    answer = json(200, '<html>Bitte anmelden</html>', 'text/html');
    const failure = await api(gameRoutes.list).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(InvalidAnswerError);
    expect((failure as InvalidAnswerError).endpoint).toBe('GET /api/games');
  });

  it('stays quiet for silent calls', async () => {
    answer = json(200, { games: 'keine' });
    await expect(api(gameRoutes.list, {}, { context: { silent: true } })).rejects.toBeInstanceOf(InvalidAnswerError);
    expect(pushedKeys()).not.toContain('invalidAnswer');
  });
});
