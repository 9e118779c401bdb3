import { nowIso } from '../index';
import type { Db } from '../index';
import type { MediaStorage } from '../../platform/storage';
import { hashPassword } from '../../modules/auth/service';
import { seedFeatureFlags } from '../../modules/flags/service';
import { newUserRow } from '../../modules/users/new-user';
import { SEED_GAMES, type SeedGame } from './games';

/** Demo accounts; the README lists them. Their password is the same for all: spielraum-demo. */
export const DEMO_PASSWORD = 'spielraum-demo';
export const DEMO_USERS = [
  { name: 'Admina', email: 'admin@spielraum.example', role: 'admin', bio: 'Ich kümmere mich um Spielraum.' },
  { name: 'Kreativa', email: 'creator@spielraum.example', role: 'creator', bio: 'Ich baue kleine Spiele und erzähle davon.' },
  { name: 'Mia_Zockt', email: 'mia@spielraum.example', role: 'user', bio: 'Koop-Abende, Rätsel und viel Tee.' },
  { name: 'PixelPaul', email: 'paul@spielraum.example', role: 'user', bio: 'Retro-Fan, Speedrunner in Ausbildung.' },
] as const;

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
export async function seedDemoData(db: Db, storage: MediaStorage): Promise<boolean> {
  await seedFeatureFlags({ db });
  const existing = await db.selectFrom('users').select('id').limit(1).executeTakeFirst();
  if (existing) return false;
  const now = nowIso();
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const userIds: number[] = [];
  for (const demo of DEMO_USERS) {
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
  return true;
}
