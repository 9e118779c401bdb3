import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'kysely';
import { nowIso } from '../db/index';
import type { Db } from '../db/index';
import type { MediaStorage } from '../platform/storage';
import { hashPassword } from '../modules/auth/service';
import { seedFeatureFlags } from '../modules/flags/service';
import { insertUser, newUserRow } from '../modules/users/new-user';
import { seedDemoClips } from '../modules/posts/demo-clips';
import { coverSvg, escapeXml } from '../modules/games/cover';
import { SEED_GAMES } from './games';
import { correctSeededGameTexts } from './corrections';
import { seedGameUpdates } from './updates';
import { seedGiveaways } from './giveaways';
import { seedBoostz } from './boostz';
import { seedForums } from './forums';
import { seedChat } from './chat';
import { seedAiGames } from './ai-games';
import { seedCommunityInteractions } from './community';
import { seedDemoPodcasts } from '../modules/ai-podcasts/service';

/** Demo accounts; the README lists them. Their password is the same for all: spielraum-demo. */
export const DEMO_PASSWORD = 'spielraum-demo';
export const DEMO_USERS = [
  { name: 'Admina', email: 'admin@spielraum.example', role: 'admin', bio: 'Ich kümmere mich um Spielraum.' },
  { name: 'Kreativa', email: 'creator@spielraum.example', role: 'creator', bio: 'Ich baue kleine Spiele und erzähle davon.' },
  { name: 'Mia_Zockt', email: 'mia@spielraum.example', role: 'user', bio: 'Koop-Abende, Rätsel und viel Tee.' },
  { name: 'PixelPaul', email: 'paul@spielraum.example', role: 'user', bio: 'Retro-Fan, Speedrunner in Ausbildung.' },
  // Demo creators of the seeded clips, with drawn avatars.
  { name: 'LenaRast', email: 'lena@spielraum.example', role: 'creator', bio: 'Rennspiele und Soulslikes. Bestzeiten jeden Sonntag.' },
  { name: 'KoopKarl', email: 'karl@spielraum.example', role: 'creator', bio: 'Lieber zu dritt als allein. Horror, Taktik, Chaos.' },
  { name: 'RetroRike', email: 'rike@spielraum.example', role: 'creator', bio: 'Alte Klassiker, neue Highscores.' },
  { name: 'JonasBaut', email: 'jonas@spielraum.example', role: 'creator', bio: 'Aufbauspiele, Raumschiffe und zu viele Stunden in Bäckereien.' },
] as const;

/**
 * The demo community: more people, so profiles, friends and suggestions look alive on a fresh
 * install. They sign in with the demo password too; the README names a few.
 */
export const COMMUNITY_USERS = [
  { name: 'NachtEule', email: 'eule@spielraum.example', bio: 'Zocke am liebsten nach Mitternacht. Horror, Rätsel, Tee.', colours: ['#240046', '#9d4edd'] },
  { name: 'TurboTilda', email: 'tilda@spielraum.example', bio: 'Rennspiele, Bestzeiten und zu viel Kaffee.', colours: ['#d00000', '#ffba08'] },
  { name: 'Bauherr_Ben', email: 'ben@spielraum.example', bio: 'Städte bauen, Brücken planen, Chaos vermeiden.', colours: ['#386641', '#a7c957'] },
  { name: 'PixelPia', email: 'pia@spielraum.example', bio: 'Pixelkunst und gemütliche Spiele mit Katze auf dem Schoß.', colours: ['#ff006e', '#ffbe0b'] },
  { name: 'StratStefan', email: 'stefan@spielraum.example', bio: 'Rundenbasiert denken, in Echtzeit verlieren.', colours: ['#003049', '#669bbc'] },
  { name: 'KoopKim', email: 'kim@spielraum.example', bio: 'Suche immer Leute für Koop-Abende am Freitag.', colours: ['#2b2d42', '#8d99ae'] },
  { name: 'SoulsSophie', email: 'sophie@spielraum.example', bio: 'Sterben, lernen, wieder sterben. Irgendwann klappt es.', colours: ['#370617', '#e85d04'] },
  { name: 'HafenHanna', email: 'hanna@spielraum.example', bio: 'Entspannte Spiele, lange Spaziergänge durch Spielwelten.', colours: ['#0077b6', '#90e0ef'] },
  { name: 'Schachmatt_Max', email: 'max@spielraum.example', bio: 'Quantenschach-Fan. Fordere mich heraus!', colours: ['#495057', '#ced4da'] },
  { name: 'GartenGreta', email: 'greta@spielraum.example', bio: 'Lieber virtuelle Tomaten als echte Schnecken.', colours: ['#55a630', '#eeef20'] },
  { name: 'VoidVince', email: 'vince@spielraum.example', bio: 'Weltraum, Ressourcen, noch ein Durchlauf.', colours: ['#03045e', '#7209b7'] },
  { name: 'ArcadeAyla', email: 'ayla@spielraum.example', bio: 'Highscores jagen seit dem ersten Automaten.', colours: ['#f72585', '#4cc9f0'] },
] as const satisfies readonly { name: string; email: string; bio: string; colours: [string, string] }[];

/** Every account the seed creates (the demo accounts and the community). */
export const SEEDED_USER_COUNT = DEMO_USERS.length + COMMUNITY_USERS.length;

/** Colours of the drawn avatars of the demo creators (by name). */
const DEMO_AVATAR_COLOURS: Record<string, [string, string]> = {
  Admina: ['#334155', '#94a3b8'],
  Kreativa: ['#c026d3', '#f472b6'],
  Mia_Zockt: ['#7c3aed', '#22d3ee'],
  PixelPaul: ['#16a34a', '#facc15'],
  LenaRast: ['#ef233c', '#ff9e00'],
  KoopKarl: ['#3a0ca3', '#4cc9f0'],
  RetroRike: ['#00b4d8', '#90e0ef'],
  JonasBaut: ['#2a9d8f', '#e9c46a'],
};

/** A round avatar with the initial, drawn as SVG (no binary assets in the repository). */
export function avatarSvg(name: string, colours: [string, string]): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256" viewBox="0 0 256 256">
<defs><linearGradient id="a" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colours[0]}"/><stop offset="1" stop-color="${colours[1]}"/></linearGradient></defs>
<rect width="256" height="256" rx="128" fill="url(#a)"/>
<text x="128" y="160" text-anchor="middle" font-family="Inter, Arial, sans-serif" font-size="104" font-weight="700" fill="#ffffff">${escapeXml(name.slice(0, 1).toUpperCase())}</text>
</svg>`;
}

export interface SeedOptions {
  /** How many demo clips to render in the background (SEED_DEMO_VIDEOS); 0 or absent: none. */
  demoVideos?: number;
  /** Where the shipped browser builds live (GAMES_DIR); their cover.webp becomes the game's image. */
  gamesDir?: string;
  /** The recorded gameplay of the demo clips (resources/gameplay, scripts/record-gameplay.ts). */
  gameplayDir?: string;
}

/** The cover of a shipped browser build (a frame of its recorded gameplay, scripts/record-gameplay.ts), or null. */
async function browserBuildCover(gamesDir: string, slug: string): Promise<Uint8Array | null> {
  try {
    return new Uint8Array(await readFile(path.join(gamesDir, slug, 'cover.webp')));
  } catch {
    return null;
  }
}

/** Fills an empty database with demo data. Safe to call on every start: it does nothing once users exist. */
export async function seedDemoData(db: Db, storage: MediaStorage, options: SeedOptions = {}): Promise<boolean> {
  await seedFeatureFlags({ db });
  const existing = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (existing) {
    await addBrowserBuilds(db, storage, options.gamesDir ?? path.resolve('resources/games'));
    await correctSeededGameTexts(db);
    return false;
  }
  const now = nowIso();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const userIds: number[] = [];
  for (const demo of DEMO_USERS) {
    const colours = DEMO_AVATAR_COLOURS[demo.name];
    const image = colours
      ? await storage.putNamed('avatars', `demo-${demo.name.toLowerCase()}.svg`, new TextEncoder().encode(avatarSvg(demo.name, colours)), 'image/svg+xml')
      : null;
    const row = await insertUser(
      db,
      newUserRow({
        name: demo.name,
        email: demo.email,
        password_hash: passwordHash,
        role: demo.role,
        bio: demo.bio,
        boostz: 500,
        email_verified_at: now,
        image,
      }),
    );
    userIds.push(row.id);
  }
  const creatorId = userIds[1] ?? null;
  const gamesDir = options.gamesDir ?? path.resolve('resources/games');
  for (const game of SEED_GAMES) {
    const slug = seedSlug(game.name);
    // Games with a browser build show a real screenshot of it; the others a cover drawn from their colours.
    const screenshot = game.browser_build ? await browserBuildCover(gamesDir, game.browser_build) : null;
    const image = screenshot
      ? await storage.putNamed('games', `${slug}.webp`, screenshot, 'image/webp')
      : await storage.putNamed('games', `${slug}.svg`, new TextEncoder().encode(coverSvg(game)), 'image/svg+xml');
    await db
      .insertInto('games')
      .values({
        name: game.name,
        description: game.description,
        categories: JSON.stringify(game.categories),
        release_date: game.release_date,
        developer: game.developer,
        publisher: game.publisher,
        age_rating: game.age_rating,
        image,
        steam_app_id: game.steam_app_id,
        executable_name: game.executable_name,
        typical_session_minutes: game.typical_session_minutes,
        browser_build: game.browser_build ?? null,
        creator_id: creatorId,
        created_at: now,
      })
      .execute();
  }
  const [, , mia, paul] = userIds;
  if (mia && paul) {
    await db.insertInto('follows').values({ user_id: mia, account_id: paul, created_at: now }).execute();
    await db.insertInto('friendships').values({ user_id: mia, friend_id: paul, status: 'accepted', created_at: now }).execute();
  }
  await seedCommunity(db, storage, passwordHash);
  await seedGameUpdates(db, COMMUNITY_USERS.map((member) => member.name));
  await seedGiveaways(db, COMMUNITY_USERS.map((member) => member.name));
  await seedBoostz(db);
  await seedForums(db);
  await seedChat(db);
  await seedAiGames(db, storage, options.gamesDir ?? path.resolve('resources/games'), options.gameplayDir ?? path.resolve('resources/gameplay'));
  // Two demo podcasts, made by the job worker (a few seconds each), so /ai/podcast looks alive at once;
  // SEED_DEMO_VIDEOS=0 (no demo media) leaves them out.
  await seedDemoPodcasts(db, (options.demoVideos ?? 0) > 0 ? 2 : 0);
  // Recorded gameplay, shipped already transcoded: the clips are ready in the feed from the first start.
  await seedDemoClips(db, storage, options.demoVideos ?? 0, options.gameplayDir ?? path.resolve('resources/gameplay'));
  // After the clips' posts exist: the community watches, likes and comments them, and follows Mia and the creators.
  await seedCommunityInteractions(db);
  return true;
}

function seedSlug(name: string): string {
  return name.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}

/**
 * A demo database seeded before the games had browser builds gets them: only catalogue rows the seed wrote and
 * nobody changed since (no build yet, still the drawn cover) get their build and their screenshot cover.
 */
async function addBrowserBuilds(db: Db, storage: MediaStorage, gamesDir: string): Promise<void> {
  for (const game of SEED_GAMES) {
    if (!game.browser_build) continue;
    const slug = seedSlug(game.name);
    const row = await db
      .selectFrom('games')
      .select('id')
      .where('name', '=', game.name)
      .where('browser_build', 'is', null)
      .where('image', '=', `/media/games/${slug}.svg`)
      .executeTakeFirst();
    if (!row) continue;
    const screenshot = await browserBuildCover(gamesDir, game.browser_build);
    const image = screenshot ? await storage.putNamed('games', `${slug}.webp`, screenshot, 'image/webp') : undefined;
    await db
      .updateTable('games')
      .set({ browser_build: game.browser_build, ...(image ? { image } : {}) })
      .where('id', '=', row.id)
      .execute();
  }
}

/** Favourite games of the demo people (by game name); suggestions find people with the same ones. */
const FAVOURITES: Record<string, string[]> = {
  Mia_Zockt: ['Nebelwald', 'Quantenschach', 'Die Letzte Schicht'],
  PixelPaul: ['Moorhuhn Remix', 'Neon Drift 2088', 'Ironclad Rally'],
  LenaRast: ['Ironclad Rally', 'Klingenherz'],
  KoopKarl: ['Die Letzte Schicht', 'Starfall Tactics'],
  RetroRike: ['Moorhuhn Remix', 'Turbo Kiosk'],
  JonasBaut: ['Skyline Architects', 'Pixelbäckerei', 'Void Harvesters'],
  NachtEule: ['Nebelwald', 'Die Letzte Schicht'],
  TurboTilda: ['Ironclad Rally', 'Neon Drift 2088'],
  Bauherr_Ben: ['Skyline Architects', 'Pixelbäckerei'],
  PixelPia: ['Pixelbäckerei', 'Gartenfreunde', 'Nebelwald'],
  StratStefan: ['Starfall Tactics', 'Quantenschach'],
  KoopKim: ['Die Letzte Schicht', 'Harbor Lights'],
  SoulsSophie: ['Klingenherz', 'Nebelwald'],
  HafenHanna: ['Harbor Lights', 'Gartenfreunde'],
  Schachmatt_Max: ['Quantenschach', 'Starfall Tactics'],
  GartenGreta: ['Gartenfreunde', 'Pixelbäckerei'],
  VoidVince: ['Void Harvesters', 'Starfall Tactics'],
  ArcadeAyla: ['Moorhuhn Remix', 'Turbo Kiosk', 'Neon Drift 2088'],
};

/**
 * Who follows whom (by name), since the community joined. Mia follows only Paul, Paul follows nobody; the follows
 * of the last days (Mia's followers among them) are in community.ts.
 */
const FOLLOWS: [string, string[]][] = [
  ['NachtEule', ['KoopKarl', 'SoulsSophie', 'PixelPia']],
  ['TurboTilda', ['LenaRast', 'PixelPaul', 'ArcadeAyla']],
  ['Bauherr_Ben', ['JonasBaut', 'GartenGreta', 'Kreativa']],
  ['PixelPia', ['JonasBaut', 'RetroRike', 'GartenGreta', 'Kreativa']],
  ['StratStefan', ['KoopKarl', 'Schachmatt_Max', 'VoidVince']],
  ['KoopKim', ['KoopKarl', 'NachtEule', 'HafenHanna']],
  ['SoulsSophie', ['LenaRast', 'NachtEule']],
  ['HafenHanna', ['GartenGreta', 'KoopKim']],
  ['Schachmatt_Max', ['StratStefan']],
  ['GartenGreta', ['PixelPia', 'Bauherr_Ben', 'HafenHanna', 'JonasBaut']],
  ['VoidVince', ['JonasBaut', 'StratStefan', 'LenaRast']],
  ['ArcadeAyla', ['PixelPaul', 'RetroRike', 'TurboTilda', 'LenaRast']],
  ['LenaRast', ['TurboTilda', 'SoulsSophie']],
  ['KoopKarl', ['KoopKim', 'NachtEule']],
  ['RetroRike', ['ArcadeAyla', 'PixelPaul']],
  ['JonasBaut', ['Bauherr_Ben', 'PixelPia']],
];

/** Friendships (asker, accepter), accepted unless marked open. */
const FRIENDSHIPS: [string, string, 'accepted' | 'pending'][] = [
  ['PixelPaul', 'ArcadeAyla', 'accepted'],
  ['TurboTilda', 'PixelPaul', 'accepted'],
  ['NachtEule', 'KoopKim', 'accepted'],
  ['PixelPia', 'GartenGreta', 'accepted'],
  ['StratStefan', 'Schachmatt_Max', 'accepted'],
  ['LenaRast', 'TurboTilda', 'accepted'],
  ['HafenHanna', 'GartenGreta', 'accepted'],
  // An open request for Mia to answer.
  ['NachtEule', 'Mia_Zockt', 'pending'],
];

async function seedCommunity(db: Db, storage: MediaStorage, passwordHash: string): Promise<void> {
  const start = Date.now();
  for (const [index, member] of COMMUNITY_USERS.entries()) {
    const image = await storage.putNamed(
      'avatars',
      `demo-${member.name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.svg`,
      new TextEncoder().encode(avatarSvg(member.name, [...member.colours])),
      'image/svg+xml',
    );
    // Joined over the last weeks, the newest last.
    const joined = nowIso(new Date(start - (COMMUNITY_USERS.length - index) * 2 * 86_400_000));
    await insertUser(
      db,
      newUserRow({
        name: member.name,
        email: member.email,
        password_hash: passwordHash,
        bio: member.bio,
        email_verified_at: joined,
        image,
        created_at: joined,
        updated_at: joined,
      }),
    );
  }
  const users = await db.selectFrom('users').select(['id', 'name']).execute();
  const idOf = new Map(users.map((user) => [user.name, user.id]));
  const games = await db.selectFrom('games').select(['id', 'name']).execute();
  const gameOf = new Map(games.map((game) => [game.name, game.id]));
  const now = nowIso();
  const favourites = Object.entries(FAVOURITES).flatMap(([name, names]) =>
    names.flatMap((gameName) => {
      const user_id = idOf.get(name);
      const game_id = gameOf.get(gameName);
      return user_id && game_id ? [{ user_id, game_id, created_at: now }] : [];
    }),
  );
  if (favourites.length) await db.insertInto('favorite_games').values(favourites).execute();
  // Stars: a favourite gets 4 or 5, and everyone rates a few more games they know, so the catalogue's
  // "Bewertung" sort and the cards have something to show. Deterministic, so every fresh install looks the same.
  const favoured = new Set(favourites.map((entry) => `${entry.user_id}:${entry.game_id}`));
  const ratings = [...idOf.values()].flatMap((user_id, userIndex) =>
    [...gameOf.values()].flatMap((game_id, gameIndex) => {
      const mix = (userIndex * 7 + gameIndex * 13) % 11;
      if (favoured.has(`${user_id}:${game_id}`)) return [{ user_id, game_id, stars: 4 + (mix % 2), created_at: now, updated_at: now }];
      return mix < 3 ? [{ user_id, game_id, stars: 2 + (mix + gameIndex) % 4, created_at: now, updated_at: now }] : [];
    }),
  );
  if (ratings.length) await db.insertInto('game_ratings').values(ratings).execute();
  await sql`UPDATE games SET
      favorites_count = (SELECT count(*) FROM favorite_games WHERE favorite_games.game_id = games.id),
      rating_count = (SELECT count(*) FROM game_ratings WHERE game_ratings.game_id = games.id),
      rating_sum = (SELECT coalesce(sum(stars), 0) FROM game_ratings WHERE game_ratings.game_id = games.id)`.execute(db);
  const follows = FOLLOWS.flatMap(([name, accounts]) =>
    accounts.flatMap((account) => {
      const user_id = idOf.get(name);
      const account_id = idOf.get(account);
      return user_id && account_id ? [{ user_id, account_id, created_at: now }] : [];
    }),
  );
  if (follows.length) await db.insertInto('follows').values(follows).execute();
  const friendships = FRIENDSHIPS.flatMap(([asker, accepter, status]) => {
    const user_id = idOf.get(asker);
    const friend_id = idOf.get(accepter);
    return user_id && friend_id ? [{ user_id, friend_id, status, created_at: now }] : [];
  });
  if (friendships.length) await db.insertInto('friendships').values(friendships).execute();
  // The profile counters, counted once from the rows just written (afterwards they move with each change).
  await sql`UPDATE users SET
      followers_count = (SELECT count(*) FROM follows WHERE follows.account_id = users.id),
      following_count = (SELECT count(*) FROM follows WHERE follows.user_id = users.id)`.execute(db);
}
