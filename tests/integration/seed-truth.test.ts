import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Game, GamesResponse } from '../../common/contract/games';
import { seedDemoData } from '../../server/seed';
import { FORMER_GAME_FACTS } from '../../server/seed/games';
import { type TestServer, startTestServer } from './support/server';

// The pages of the eight shipped browser games tell what the games are: the catalogue text names what the game
// itself explains on its title screen (resources/games/<slug>/game.js), no page promises what a game does not
// have (a photo mode, co-op, a soundtrack), and a demo database seeded with the old texts gets the true ones.

/** Words the game's own instructions use, which its page must use too. */
const SAME_WORDS: Record<string, string[]> = {
  Nebelwald: ['Irrlichter', 'Schlucht', 'Dornen'],
  Pixelbäckerei: ['drei', 'Reihe', 'Kettenreaktionen'],
  'Ironclad Rally': ['Felsen', 'Zahnräder', 'Dampfschub', 'Panzerplatten'],
  'Skyline Architects': ['Stockwerk', 'übersteht', 'Perfekte'],
  'Moorhuhn Remix': ['Zwei Minuten', 'Kleine Hühner in der Ferne', 'goldene'],
  'Harbor Lights': ['Angel', 'Quallen', 'Köder', '90 Sekunden'],
  'Neon Drift 2088': ['Lichtrad', 'Datenchips', 'Lichtspur', 'Rivale', 'Wand'],
  'Void Harvesters': ['Kristalle', 'Leerenkristalle', 'Harter Fels', 'zwei Schläge', 'Leere'],
};

/** Claims of the old texts that none of these games backs. */
const UNTRUE =
  /Fotomodus|Koop|Soundtrack|Straßenrennen|Strecke|Ghost|Erkundungsspiel|Freundschaft|Wintermodus|Bestenliste|DLC|Lichtungen|Wind und Wetter/;

function helpOf(build: string): string {
  const slug = /\/play-sandbox\/([a-z0-9-]+)\//.exec(build)![1]!;
  const source = readFileSync(path.resolve('resources/games', slug, 'game.js'), 'utf8');
  return /help:\s*'([^']+)'/.exec(source)![1]!;
}

let server: TestServer;
let games: Game[];

beforeAll(async () => {
  server = await startTestServer();
  const answer = await server.client().get<GamesResponse>('/api/games?browser=1&per_page=48');
  games = answer.body.games.filter((game) => game.name in SAME_WORDS);
});

afterAll(async () => {
  await server?.close();
});

describe('the shipped browser games, as the seed describes them', () => {
  it('are all eight, each described in the words of its own instructions', () => {
    expect(games.map((game) => game.name).sort()).toEqual(Object.keys(SAME_WORDS).sort());
    for (const game of games) {
      const help = helpOf(game.browser_build!);
      for (const word of SAME_WORDS[game.name]!) {
        expect(help, `${game.name}: the game's instructions say "${word}"`).toContain(word);
        expect(game.description, `${game.name}: its page says "${word}"`).toContain(word);
      }
      expect(game.description, game.name).not.toMatch(UNTRUE);
    }
  });

  it('file a light-cycle duel under arcade, not racing, and a solo digging game without co-op', () => {
    const byName = new Map(games.map((game) => [game.name, game]));
    expect(byName.get('Neon Drift 2088')!.categories).toEqual(['Arcade', 'Sci-Fi']);
    expect(byName.get('Void Harvesters')!.categories).not.toContain('Koop');
    expect(byName.get('Nebelwald')!.categories).toContain('Plattformer');
    expect(byName.get('Pixelbäckerei')!.categories).toContain('Rätsel');
    // Rounds of 75 seconds to two minutes: quick games, which the "play less" goal suggests.
    for (const name of ['Pixelbäckerei', 'Skyline Architects', 'Moorhuhn Remix', 'Harbor Lights']) {
      expect(byName.get(name)!.typical_session_minutes, name).toBeLessThanOrEqual(5);
    }
  });

  it('promise nothing untrue in their updates and giveaways either', async () => {
    for (const game of games) {
      const updates = await server.client().get<{ updates: { title: string; content: string }[] }>(`/api/games/${game.id}/updates`);
      expect(updates.status).toBe(200);
      for (const update of updates.body.updates) expect(`${update.title} ${update.content}`, game.name).not.toMatch(UNTRUE);
    }
    const giveaways = await server.db.selectFrom('giveaways').select(['prize', 'description']).execute();
    expect(giveaways.length).toBeGreaterThan(0);
    for (const giveaway of giveaways) expect(`${giveaway.prize} ${giveaway.description}`).not.toMatch(UNTRUE);
  });
});

describe('a demo database seeded with the old texts', () => {
  it('gets the true ones on the next start, but keeps what a creator changed', async () => {
    const neon = games.find((game) => game.name === 'Neon Drift 2088')!;
    const void_ = games.find((game) => game.name === 'Void Harvesters')!;
    const former = FORMER_GAME_FACTS['Neon Drift 2088']!;
    await server.db
      .updateTable('games')
      .set({
        description: former.description,
        categories: JSON.stringify(former.categories),
        age_rating: former.age_rating,
        typical_session_minutes: former.typical_session_minutes,
      })
      .where('id', '=', neon.id)
      .execute();
    await server.db
      .updateTable('game_updates')
      .set({ title: 'Großes Update 2.0', content: 'Neue Fahrzeuge, ein Fotomodus und Ghost-Rennen gegen deine eigene Bestzeit.' })
      .where('game_id', '=', neon.id)
      .where('version', '=', '2.0')
      .execute();
    await server.db
      .updateTable('giveaways')
      .set({ prize: 'Soundtrack auf Vinyl', description: 'Der Synthwave-Soundtrack als Schallplatte – signiert von Gridrunner.' })
      .where('game_id', '=', neon.id)
      .execute();
    // Void Harvesters' creator wrote a text of their own: it stays, even though the categories are the old ones.
    await server.db
      .updateTable('games')
      .set({ description: 'Mein eigener Text.', categories: JSON.stringify(FORMER_GAME_FACTS['Void Harvesters']!.categories) })
      .where('id', '=', void_.id)
      .execute();

    expect(await seedDemoData(server.db, server.deps.storage, { gamesDir: server.config.gamesDir })).toBe(false);

    const row = await server.db.selectFrom('games').selectAll().where('id', '=', neon.id).executeTakeFirstOrThrow();
    expect(row.description).toBe(neon.description);
    expect(JSON.parse(row.categories)).toEqual(['Arcade', 'Sci-Fi']);
    expect(row.age_rating).toBe(neon.age_rating);
    expect(row.typical_session_minutes).toBe(neon.typical_session_minutes);
    const update = await server.db
      .selectFrom('game_updates')
      .selectAll()
      .where('game_id', '=', neon.id)
      .where('version', '=', '2.0')
      .executeTakeFirstOrThrow();
    expect(update.content).not.toMatch(UNTRUE);
    expect(update.content).toContain('Datenchips');
    const giveaway = await server.db.selectFrom('giveaways').selectAll().where('game_id', '=', neon.id).executeTakeFirstOrThrow();
    expect(giveaway.prize).toBe('Signiertes Neonraster-Poster');

    const mine = await server.db.selectFrom('games').selectAll().where('id', '=', void_.id).executeTakeFirstOrThrow();
    expect(mine.description).toBe('Mein eigener Text.');
    expect(JSON.parse(mine.categories)).toEqual(['Arcade', 'Sci-Fi']);
  });
});
