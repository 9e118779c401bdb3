import { nowIso } from '../index';
import type { Db } from '../index';
import type { MediaStorage } from '../../platform/storage';
import { hashPassword } from '../../modules/auth/service';
import { seedFeatureFlags } from '../../modules/flags/service';
import { newUserRow } from '../../modules/users/new-user';
import { seedDemoClips } from '../../modules/posts/demo-clips';
import { SEED_GAMES, type SeedGame } from './games';

/** Demo accounts; the README lists them. Their password is the same for all: spielraum-demo. */
export const DEMO_PASSWORD = 'spielraum-demo';
export const DEMO_USERS = [
  { name: 'Admina', email: 'admin@spielraum.example', role: 'admin', bio: 'Ich kümmere mich um Spielraum.' },
  { name: 'Kreativa', email: 'creator@spielraum.example', role: 'creator', bio: 'Ich baue kleine Spiele und erzähle davon.' },
  { name: 'Mia_Zockt', email: 'mia@spielraum.example', role: 'user', bio: 'Koop-Abende, Rätsel und viel Tee.' },
  { name: 'PixelPaul', email: 'paul@spielraum.example', role: 'user', bio: 'Retro-Fan, Speedrunner in Ausbildung.' },
  // Demo creators of the seeded clips (issue 9), with drawn avatars.
  { name: 'LenaRast', email: 'lena@spielraum.example', role: 'creator', bio: 'Rennspiele und Soulslikes. Bestzeiten jeden Sonntag.' },
  { name: 'KoopKarl', email: 'karl@spielraum.example', role: 'creator', bio: 'Lieber zu dritt als allein. Horror, Taktik, Chaos.' },
  { name: 'RetroRike', email: 'rike@spielraum.example', role: 'creator', bio: 'Alte Klassiker, neue Highscores.' },
  { name: 'JonasBaut', email: 'jonas@spielraum.example', role: 'creator', bio: 'Aufbauspiele, Raumschiffe und zu viele Stunden in Bäckereien.' },
] as const;

/** Colours of the drawn avatars of the demo creators (by name). */
const DEMO_AVATAR_COLOURS: Record<string, [string, string]> = {
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
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A cover drawn from the game's colours and title, so the catalogue looks alive without binary assets. */
export function coverSvg(game: Pick<SeedGame, 'name' | 'colours' | 'categories'>): string {
  const [from, to] = game.colours;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
<rect width="640" height="360" fill="url(#g)"/>
<circle cx="540" cy="70" r="120" fill="#ffffff" opacity="0.08"/><circle cx="90" cy="320" r="160" fill="#000000" opacity="0.15"/>
<text x="40" y="210" font-family="Inter, Arial, sans-serif" font-size="52" font-weight="700" fill="#ffffff">${escapeXml(game.name)}</text>
<text x="42" y="250" font-family="Inter, Arial, sans-serif" font-size="22" fill="#ffffff" opacity="0.85">${escapeXml(game.categories.join(' · '))}</text>
</svg>`;
}

/** Fills an empty database with demo data. Safe to call on every start: it does nothing once users exist. */
export async function seedDemoData(db: Db, storage: MediaStorage, options: SeedOptions = {}): Promise<boolean> {
  await seedFeatureFlags({ db });
  const existing = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  const now = nowIso();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const userIds: number[] = [];
  for (const demo of DEMO_USERS) {
    const colours = DEMO_AVATAR_COLOURS[demo.name];
    const image = colours
      ? await storage.putNamed('avatars', `demo-${demo.name.toLowerCase()}.svg`, new TextEncoder().encode(avatarSvg(demo.name, colours)), 'image/svg+xml')
      : null;
    const row = await db
      .insertInto('users')
      .values(
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
      )
      .returning('id')
      .executeTakeFirstOrThrow();
    userIds.push(row.id);
  }
  const creatorId = userIds[1] ?? null;
  for (const game of SEED_GAMES) {
    const slug = game.name.toLowerCase().normalize('NFKD').replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
    const image = await storage.putNamed('games', `${slug}.svg`, new TextEncoder().encode(coverSvg(game)), 'image/svg+xml');
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
  // Real clips, rendered and transcoded by the job worker after startup; the feed fills as they finish.
  await seedDemoClips(db, options.demoVideos ?? 0);
  return true;
}
