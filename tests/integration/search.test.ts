// Search over people, posts and games (spec §7 GET /api/search/{term}) over real HTTP against
// SQLite (and PostgreSQL in test:integration:pg): German folding both ways, prefixes while typing, parts of
// compound words, ranking, what is left out (hidden or unfinished posts, deleted and suspended accounts,
// blocks in both directions), and terms that must never reach the engine as syntax.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SearchAnswer } from '../../common/contract/search';
import { nowIso } from '../../server/db';
import { insertUsers } from './support/fixtures';
import type { TestClient } from './support/http-client';
import { insertPost, userId } from './support/posts';
import { DEMO, type TestServer, startTestServer } from './support/server';

let server: TestServer;
let visitor: TestClient;
let mia: TestClient;
let paul: TestClient;
let ids: { mia: number; paul: number; creator: number };

beforeAll(async () => {
  server = await startTestServer({ env: { LOGIN_RATE_LIMIT: '1000', RATE_LIMIT_SCALE: '100' } });
  visitor = server.client();
  await visitor.csrf();
  [mia, paul] = await Promise.all([server.loginAs(DEMO.mia), server.loginAs(DEMO.paul)]);
  ids = { mia: await userId(server, DEMO.mia), paul: await userId(server, DEMO.paul), creator: await userId(server, DEMO.creator) };
});
afterAll(() => server.close());
// Answers are kept for a few seconds per term; these tests change rows between searches.
beforeEach(() => server.deps.caches.clear());

async function find(client: TestClient, term: string, query = ''): Promise<SearchAnswer> {
  const response = await client.get(`/api/search/${encodeURIComponent(term)}${query}`);
  expect(response.status, `${term}: ${response.text}`).toBe(200);
  return response.body as SearchAnswer;
}

const postIds = (answer: SearchAnswer) => answer.posts.map((post) => post.id);
const userIds = (answer: SearchAnswer) => answer.users.map((user) => user.id);
const gameNames = (answer: SearchAnswer) => answer.games.map((game) => game.name);

async function insertGame(name: string, fields: { developer?: string; categories?: string[]; description?: string } = {}) {
  const row = await server.db
    .insertInto('games')
    .values({
      name,
      description: fields.description ?? '',
      categories: JSON.stringify(fields.categories ?? []),
      release_date: '2026-01-01',
      developer: fields.developer ?? 'Testhaus',
      publisher: 'Testverlag',
      age_rating: 12,
      created_at: nowIso(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

describe('German folding', () => {
  it('finds Rätsel as Raetsel, Ratsel, rätsel and RÄTSEL, in posts and in bios', async () => {
    const post = await insertPost(server, { user_id: ids.creator, title: 'Rätsel um Mitternacht' });
    for (const term of ['Raetsel', 'Ratsel', 'rätsel', 'RÄTSEL', 'RAETSEL']) {
      const answer = await find(visitor, term);
      expect(postIds(answer), term).toContain(post);
      // Mia's bio: "Koop-Abende, Rätsel und viel Tee."
      expect(userIds(answer), term).toContain(ids.mia);
    }
  });

  it('finds Straße as Strasse and Strasse as Straße', async () => {
    const sharp = await insertPost(server, { user_id: ids.creator, title: 'Die Straße gehört uns' });
    const spelled = await insertPost(server, { user_id: ids.creator, title: 'Strasse der Sieger' });
    for (const term of ['Strasse', 'Straße', 'STRASSE', 'strasse']) {
      const found = postIds(await find(visitor, term));
      expect(found, term).toEqual(expect.arrayContaining([sharp, spelled]));
    }
  });

  it('folds ö and ü both ways and strips other accents', async () => {
    const [person] = await insertUsers(server, 'Größenwahn', 1);
    const post = await insertPost(server, { user_id: ids.creator, title: 'Pokémon-Abend im Café' });
    expect(userIds(await find(visitor, 'groessenwahn'))).toContain(person!.id);
    expect(userIds(await find(visitor, 'Grossenwahn'))).toContain(person!.id);
    expect(postIds(await find(visitor, 'pokemon cafe'))).toContain(post);
    expect(postIds(await find(visitor, 'Pokémon'))).toContain(post);
    // A seeded game: Pixelbäckerei.
    expect(gameNames(await find(visitor, 'Pixelbaeckerei'))).toContain('Pixelbäckerei');
    expect(gameNames(await find(visitor, 'pixelbackerei'))).toContain('Pixelbäckerei');
  });
});

describe('while typing and inside compounds', () => {
  it('matches prefixes: "rät" finds the Rätselbox, "Pixelbä" the Pixelbäckerei', async () => {
    const post = await insertPost(server, { user_id: ids.creator, title: 'Meine Rätselbox ist fertig' });
    expect(postIds(await find(visitor, 'rät'))).toContain(post);
    expect(postIds(await find(visitor, 'Raetselb'))).toContain(post);
    expect(gameNames(await find(visitor, 'Pixelbä'))).toContain('Pixelbäckerei');
  });

  it('finds parts of compound words: "spiel" finds Rennspiel', async () => {
    const post = await insertPost(server, { user_id: ids.creator, title: 'Mein liebstes Rennspiel' });
    await insertGame('Blitzrennspiel Turbo', { categories: ['Rennspiel'] });
    const [person] = await insertUsers(server, 'Brettspielfan', 1);
    // The full page's numbers: more than the panel's eight games say "Spiel" (the seed's published AI games too).
    const answer = await find(visitor, 'spiel', '?limit=24');
    expect(postIds(answer)).toContain(post);
    expect(gameNames(answer)).toContain('Blitzrennspiel Turbo');
    expect(userIds(answer)).toContain(person!.id);
    // PixelPaul is found by "paul".
    expect(userIds(await find(visitor, 'paul'))).toContain(ids.paul);
  });

  it('needs every word: "Rätsel Mitternacht" finds that post only', async () => {
    const both = await insertPost(server, { user_id: ids.creator, title: 'Zwölf Rätsel zur Mitternacht' });
    const one = await insertPost(server, { user_id: ids.creator, title: 'Zwölf Rätsel am Mittag' });
    const found = postIds(await find(visitor, 'Zwölf Mitternacht'));
    expect(found).toContain(both);
    expect(found).not.toContain(one);
    // While typing the last word: a prefix of it.
    expect(postIds(await find(visitor, 'Zwoelf Mitter'))).toEqual([both]);
  });

  it('finds finished parts of a compound with the word being typed: "schatz kis" finds the Schatzkiste', async () => {
    const post = await insertPost(server, { user_id: ids.creator, title: 'Die Schatzkiste im Keller' });
    expect(postIds(await find(visitor, 'schatz kis'))).toContain(post);
    expect(postIds(await find(visitor, 'kiste schatz'))).toContain(post);
  });
});

describe('ranking', () => {
  it('puts title hits above text hits', async () => {
    const inText = await insertPost(server, { user_id: ids.creator, title: 'Ein Abend im Zoo' });
    await server.db.updateTable('posts').set({ text: 'Dort war ein Quokka, ganz nah' }).where('id', '=', inText).execute();
    const inTitle = await insertPost(server, { user_id: ids.creator, title: 'Quokka!' });
    const found = postIds(await find(visitor, 'quokka'));
    expect(found.indexOf(inTitle)).toBeGreaterThanOrEqual(0);
    expect(found.indexOf(inText)).toBeGreaterThan(found.indexOf(inTitle));
  });

  it('puts word and prefix hits before hits inside a word', async () => {
    const [inside] = await insertUsers(server, 'Blauzebra', 1);
    const [prefix] = await insertUsers(server, 'Zebrafant', 1);
    const found = userIds(await find(visitor, 'zebra'));
    expect(found.indexOf(prefix!.id)).toBe(0);
    expect(found.indexOf(inside!.id)).toBeGreaterThan(0);
  });

  it('answers at most 8 people, 10 videos and 8 games, and up to 24 each when asked', async () => {
    await insertUsers(server, 'Vielfrass', 30);
    for (let index = 0; index < 30; index += 1) await insertPost(server, { user_id: ids.creator, title: `Vielfraß Folge ${index}` });
    const panel = await find(visitor, 'vielfrass');
    expect(panel.users).toHaveLength(8);
    expect(panel.posts).toHaveLength(10);
    const page = await find(visitor, 'vielfrass', '?limit=24');
    expect(page.users).toHaveLength(24);
    expect(page.posts).toHaveLength(24);
    expect((await visitor.get('/api/search/vielfrass?limit=99')).status).toBe(422);
    expect((await visitor.get('/api/search/vielfrass?limit=abc')).status).toBe(422);
  });
});

describe('what search leaves out', () => {
  it('hides hidden, processing and failed posts', async () => {
    const shown = await insertPost(server, { user_id: ids.creator, title: 'Wombatrennen live' });
    const hidden = await insertPost(server, { user_id: ids.creator, title: 'Wombatrennen versteckt', hidden: true });
    const processing = await insertPost(server, { user_id: ids.creator, title: 'Wombatrennen in Arbeit', status: 'processing' });
    const failed = await insertPost(server, { user_id: ids.creator, title: 'Wombatrennen kaputt', status: 'failed' });
    const found = postIds(await find(visitor, 'wombatrennen'));
    expect(found).toContain(shown);
    expect(found).not.toContain(hidden);
    expect(found).not.toContain(processing);
    expect(found).not.toContain(failed);

    // The index follows the rows: finishing and unhiding puts them in, hiding takes one out.
    await server.db.updateTable('posts').set({ status: 'ready' }).where('id', '=', processing).execute();
    await server.db.updateTable('posts').set({ hidden: 0 }).where('id', '=', hidden).execute();
    await server.db.updateTable('posts').set({ hidden: 1 }).where('id', '=', shown).execute();
    server.deps.caches.clear();
    const after = postIds(await find(visitor, 'wombatrennen'));
    expect(after).toEqual(expect.arrayContaining([processing, hidden]));
    expect(after).not.toContain(shown);
  });

  it('follows renames and edits', async () => {
    const [person] = await insertUsers(server, 'AlterName', 1);
    const post = await insertPost(server, { user_id: ids.creator, title: 'Erster Titel Kakadu' });
    await server.db.updateTable('users').set({ name: 'Neuer Nachtfalter' }).where('id', '=', person!.id).execute();
    await server.db.updateTable('posts').set({ title: 'Zweiter Titel Flamingo' }).where('id', '=', post).execute();
    expect(userIds(await find(visitor, 'Nachtfalter'))).toContain(person!.id);
    expect(userIds(await find(visitor, 'altername'))).not.toContain(person!.id);
    expect(postIds(await find(visitor, 'flamingo'))).toContain(post);
    expect(postIds(await find(visitor, 'kakadu'))).not.toContain(post);
  });

  it('leaves out deleted and suspended accounts and their posts, and brings them back when restored', async () => {
    const [gone, banned] = await insertUsers(server, 'Kormoran', 2);
    const gonePost = await insertPost(server, { user_id: gone!.id, title: 'Kormoranflug eins' });
    const bannedPost = await insertPost(server, { user_id: banned!.id, title: 'Kormoranflug zwei' });
    let answer = await find(visitor, 'kormoran');
    expect(userIds(answer)).toEqual(expect.arrayContaining([gone!.id, banned!.id]));
    expect(postIds(answer)).toEqual(expect.arrayContaining([gonePost, bannedPost]));

    await server.db.updateTable('users').set({ deleted_at: nowIso() }).where('id', '=', gone!.id).execute();
    await server.db.updateTable('users').set({ suspended_at: nowIso(), suspension_reason: 'Spam' }).where('id', '=', banned!.id).execute();
    server.deps.caches.clear();
    answer = await find(visitor, 'kormoran');
    expect(userIds(answer)).not.toContain(gone!.id);
    expect(userIds(answer)).not.toContain(banned!.id);
    expect(postIds(answer)).not.toContain(gonePost);
    expect(postIds(answer)).not.toContain(bannedPost);

    await server.db.updateTable('users').set({ suspended_at: null }).where('id', '=', banned!.id).execute();
    server.deps.caches.clear();
    answer = await find(visitor, 'kormoran');
    expect(userIds(answer)).toContain(banned!.id);
    expect(postIds(answer)).toContain(bannedPost);
    expect(userIds(answer)).not.toContain(gone!.id);
  });

  it('leaves out accounts the searcher blocked or that blocked the searcher, with their posts; others still see them', async () => {
    const [blockedByMia, blockingMia, mutedByMia] = await insertUsers(server, 'Pelikan', 3);
    const postA = await insertPost(server, { user_id: blockedByMia!.id, title: 'Pelikanparade' });
    const postB = await insertPost(server, { user_id: blockingMia!.id, title: 'Pelikanpause' });
    const postC = await insertPost(server, { user_id: mutedByMia!.id, title: 'Pelikanpolka' });
    // A mute only quiets feeds and comments: the muted account can still be found.
    expect((await mia.post('/api/mutes', { user_id: mutedByMia!.id })).status).toBe(201);
    // Mia searched just before: the blocks made now must count at once, not after her few seconds of cache.
    await find(mia, 'pelikan');
    expect((await mia.post('/api/blocks', { user_id: blockedByMia!.id })).status).toBe(201);
    const blockingClient = await server.loginAs(blockingMia!.email);
    expect((await blockingClient.post('/api/blocks', { user_id: ids.mia })).status).toBe(201);
    const forMia = await find(mia, 'pelikan');
    expect(userIds(forMia)).not.toContain(blockedByMia!.id);
    expect(userIds(forMia)).not.toContain(blockingMia!.id);
    expect(postIds(forMia)).not.toContain(postA);
    expect(postIds(forMia)).not.toContain(postB);
    // Blocks are per viewer (also when the answer comes from the few seconds' cache).
    for (const other of [paul, visitor]) {
      const answer = await find(other, 'pelikan');
      expect(userIds(answer)).toEqual(expect.arrayContaining([blockedByMia!.id, blockingMia!.id]));
      expect(postIds(answer)).toEqual(expect.arrayContaining([postA, postB]));
    }
    // The blocked people do not find Mia either.
    const blockedClient = await server.loginAs(blockedByMia!.email);
    expect(userIds(await find(blockedClient, 'Mia_Zockt'))).not.toContain(ids.mia);
    expect(userIds(await find(paul, 'Mia_Zockt'))).toContain(ids.mia);
    expect(userIds(forMia)).toContain(mutedByMia!.id);
    expect(postIds(forMia)).toContain(postC);
    // Lifting the block counts at once as well.
    expect((await mia.delete(`/api/blocks/${blockedByMia!.id}`)).status).toBe(200);
    expect(userIds(await find(mia, 'pelikan'))).toContain(blockedByMia!.id);
  });
});

describe('privacy', () => {
  it('a friends-only profile is found by name, not by its bio, and its posts reach only friends and the author', async () => {
    const [owner, friend, stranger] = await insertUsers(server, 'Eisvogel', 3);
    await server.db
      .updateTable('users')
      .set({ profile_visibility: 'friends', bio: 'Mein Geheimwort ist Zitronenfalter' })
      .where('id', '=', owner!.id)
      .execute();
    const post = await insertPost(server, { user_id: owner!.id, title: 'Treffpunkt Mondscheinbucht' });
    await server.db.insertInto('friendships').values({ user_id: friend!.id, friend_id: owner!.id, status: 'accepted', created_at: nowIso() }).execute();
    const [ownerClient, friendClient, strangerClient] = await Promise.all([
      server.loginAs(owner!.email),
      server.loginAs(friend!.email),
      server.loginAs(stranger!.email),
    ]);

    for (const client of [visitor, strangerClient]) {
      expect(postIds(await find(client, 'Mondscheinbucht'))).not.toContain(post);
      expect(userIds(await find(client, 'Zitronenfalter'))).not.toContain(owner!.id);
    }
    for (const client of [friendClient, ownerClient]) expect(postIds(await find(client, 'Mondscheinbucht'))).toContain(post);
    const byName = (await find(visitor, 'Eisvogel0')).users.find((user) => user.id === owner!.id);
    expect(byName).toMatchObject({ id: owner!.id, bio: null });

    // Visible to everyone again: the post and the bio are found by all.
    await server.db.updateTable('users').set({ profile_visibility: 'everyone' }).where('id', '=', owner!.id).execute();
    server.deps.caches.clear();
    expect(postIds(await find(strangerClient, 'Mondscheinbucht'))).toContain(post);
    const byBio = (await find(visitor, 'Zitronenfalter')).users.find((user) => user.id === owner!.id);
    expect(byBio?.bio).toBe('Mein Geheimwort ist Zitronenfalter');
  });
});

describe('bad terms', () => {
  it('treats search syntax as plain words, never as syntax (200 or 4xx, never 500)', async () => {
    const post = await insertPost(server, { user_id: ids.creator, title: 'Nearby Orca Spezial' });
    for (const term of ['"', '*', 'NEAR(', 'OR', 'AND', 'NOT', '-', '(', ')', ':', '^', '"Orca', 'Orca*', 'orca OR', 'title:orca', '^orca', 'NEAR(orca nearby)', 'orca -nearby', '{orca}', "o'rca", '\\', '%', '_', '.', '\u0000']) {
      const response = await visitor.get(`/api/search/${encodeURIComponent(term)}`);
      expect(response.status, `${JSON.stringify(term)}: ${response.text}`).toBeLessThan(500);
      // "." is a dot segment: the URL becomes /api/search/ (no route, 404) before it leaves the client.
      expect(term === '.' ? [404] : [200, 422], JSON.stringify(term)).toContain(response.status);
    }
    // Operators are words: "NEAR(orca" looks for the words near and orca.
    expect(postIds(await find(visitor, 'NEAR(orca'))).toContain(post);
    expect(postIds(await find(visitor, '"Orca*'))).toContain(post);
    // A slash inside the term stays inside the one path segment.
    expect((await visitor.get(`/api/search/${encodeURIComponent('AC/DC')}`)).status).toBe(200);
    // Only punctuation: nothing to look for, an empty answer.
    expect(await find(visitor, '"*(:^')).toEqual({ posts: [], users: [], games: [] });
  });

  it('answers an empty term and one over 100 characters with a German 422', async () => {
    for (const term of [' ', '   ', '\t']) {
      const response = await visitor.get(`/api/search/${encodeURIComponent(term)}`);
      expect(response.status).toBe(422);
      expect(response.body.message).toBe('Bitte gib einen Suchbegriff ein.');
      expect(response.body.errors.term).toEqual(['Bitte gib einen Suchbegriff ein.']);
    }
    for (const term of ['a'.repeat(101), 'ä'.repeat(500), 'x '.repeat(250)]) {
      const response = await visitor.get(`/api/search/${encodeURIComponent(term)}`);
      expect(response.status).toBe(422);
      expect(response.body.message).toBe('Ein Suchbegriff darf höchstens 100 Zeichen lang sein.');
    }
    // 100 characters (after trimming) are fine; so are 100 one-letter words.
    expect((await visitor.get(`/api/search/${encodeURIComponent(`  ${'ä'.repeat(100)}  `)}`)).status).toBe(200);
    expect((await visitor.get(`/api/search/${encodeURIComponent('a b '.repeat(25).trim())}`)).status).toBe(200);
    // No term at all is no route.
    expect((await visitor.get('/api/search/')).status).toBe(404);
  });

  it('answers in English for an English client', async () => {
    const response = await visitor.get(`/api/search/${'a'.repeat(101)}`, { headers: { 'Accept-Language': 'en' } });
    expect(response.status).toBe(422);
    expect(response.body.message).toBe('A search term may be at most 100 characters long.');
  });
});

// PostgreSQL searches stored documents (migration 021), written by triggers; rows from before the migration are
// filled in by it. Run where the documents exist: the test steps the migration back and forward on a live database.
describe.skipIf(process.env.TEST_DB !== 'postgres')('stored documents (PostgreSQL)', () => {
  it('fills in the rows written before the migration, and stepping back restores the indexes of before', async () => {
    const migration = await import('../../server/db/migrations/021_search_documents');
    const db = server.db as unknown as Parameters<typeof migration.up>[0];
    await migration.down(db);
    try {
      const post = await insertPost(server, { user_id: ids.creator, title: 'Walrossgesang am Fjord' });
      const hidden = await insertPost(server, { user_id: ids.creator, title: 'Walrossgesang verborgen', hidden: true });
      await insertGame('Walrosswerft', { developer: 'Nordlicht Studio' });
      // Before it: the expression indexes of migration 008 are back, the side tables gone.
      const indexes = await server.db
        .selectFrom('pg_indexes' as never)
        .select('indexname' as never)
        .where('indexname' as never, 'in', ['search_posts_words', 'search_post_documents_words'] as never)
        .execute();
      expect(indexes.map((row) => (row as { indexname: string }).indexname)).toEqual(['search_posts_words']);

      await migration.up(db);
      server.deps.caches.clear();
      const found = await find(visitor, 'walross');
      expect(postIds(found)).toContain(post);
      expect(postIds(found)).not.toContain(hidden);
      expect(gameNames(found)).toContain('Walrosswerft');
      // Parts of words come from the stored folded text as well.
      expect(postIds(await find(visitor, 'rossges'))).toContain(post);
    } finally {
      // Whatever failed above, the database goes back to the latest schema for the tests after this one.
      const exists = await server.db
        .selectFrom('pg_tables' as never)
        .select('tablename' as never)
        .where('tablename' as never, '=', 'search_post_documents' as never)
        .execute();
      if (exists.length === 0) await migration.up(db);
    }
  });
});
