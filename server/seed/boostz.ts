import { BORDERS } from '../../common/rules/borders';
import { dailyRewardAmount, dayKey } from '../../common/rules/boostz';
import { book } from '../modules/boostz/ledger';
import type { Db } from '../db/index';
import { nowIso } from '../db/index';

// Demo boostz: people wear borders bought in the shop, creators got donations with messages, Mia has a
// statement with a daily streak and a bought pack, a vote is running with the community's votes and one has
// ended, and a redeem code is ready to try (SPIELRAUM-START). Everything goes through the ledger, so every demo
// balance is the sum of its ledger too.

const WEARS: Record<string, string> = {
  Admina: 'gold',
  Kreativa: 'neon',
  LenaRast: 'fire',
  KoopKarl: 'sky',
  RetroRike: 'rainbow',
  JonasBaut: 'mint',
  NachtEule: 'violet',
  TurboTilda: 'sunset',
  PixelPia: 'rose',
  ArcadeAyla: 'neon',
  SoulsSophie: 'fire',
};

const DONATIONS = [
  { from: 'NachtEule', to: 'LenaRast', slider: 250, message: 'Deine Bestzeit im Nebelpass ist irre. Weiter so!' },
  { from: 'TurboTilda', to: 'LenaRast', slider: 100, message: null },
  { from: 'KoopKim', to: 'KoopKarl', slider: 300, message: 'Danke für den Koop-Abend, war mega!' },
  { from: 'ArcadeAyla', to: 'RetroRike', slider: 50, message: null },
  { from: 'Mia_Zockt', to: 'Kreativa', slider: 200, message: 'Dein Puzzle hat mir den Abend gerettet.' },
];

const POLLS = [
  {
    question: 'Welches Genre soll als Nächstes in den Spielraum?',
    options: ['Rennspiele', 'Rätsel und Knobelspiele', 'Koop-Abenteuer', 'Retro-Arcade'],
    days: 5,
    votes: [3, 5, 6, 2],
  },
  {
    question: 'Welche Funktion wünschst du dir zuerst?',
    options: ['Gruppenchat', 'Turniere', 'Eigene Spielelisten'],
    days: -4,
    votes: [7, 5, 4],
  },
];

export const DEMO_REDEEM_CODE = 'SPIELRAUMSTART';

export async function seedBoostz(db: Db, now = Date.now()): Promise<void> {
  const users = await db.selectFrom('users').select(['id', 'name', 'created_at']).execute();
  const byName = new Map(users.map((user) => [user.name, user]));
  const at = (daysAgo: number, hour = 18) => {
    const date = new Date(now - daysAgo * 86_400_000);
    date.setUTCHours(hour, 0, 0, 0);
    return nowIso(date);
  };

  await db.transaction().execute(async (trx) => {
    // Bought with boostz from a pack, worn everywhere.
    for (const [name, borderId] of Object.entries(WEARS)) {
      const user = byName.get(name);
      const border = BORDERS.find((candidate) => candidate.id === borderId);
      if (!user || !border) continue;
      await book(trx, { userId: user.id, amount: 1_200, reason: 'pack', reference: 'checkout:demo', createdAt: at(9, 17) });
      await trx.insertInto('owned_borders').values({ user_id: user.id, border_id: border.id, created_at: at(9) }).execute();
      await book(trx, { userId: user.id, amount: -border.price, reason: 'purchase', reference: `border:${border.id}`, createdAt: at(9) });
      await trx.updateTable('users').set({ profile_border: border.id }).where('id', '=', user.id).execute();
    }

    // Mia: three days of daily rewards in a row and a pack.
    const mia = byName.get('Mia_Zockt');
    if (mia) {
      await book(trx, { userId: mia.id, amount: 500, reason: 'pack', reference: 'checkout:demo-mia', createdAt: at(6, 20) });
      for (const [index, daysAgo] of [3, 2, 1].entries()) {
        const when = at(daysAgo, 9);
        await book(trx, {
          userId: mia.id,
          amount: dailyRewardAmount(index + 1),
          reason: 'reward',
          reference: `streak:${index + 1}`,
          idempotencyKey: `reward:daily:${dayKey(new Date(when))}`,
          createdAt: when,
        });
      }
    }

    for (const [index, donation] of DONATIONS.entries()) {
      const donor = byName.get(donation.from);
      const recipient = byName.get(donation.to);
      if (!donor || !recipient) continue;
      const createdAt = at(5 - index, 21);
      if (!(donation.from in WEARS) && donation.from !== 'Mia_Zockt') {
        await book(trx, { userId: donor.id, amount: 500, reason: 'pack', reference: 'checkout:demo', createdAt: at(8, 19) });
      }
      const row = await trx
        .insertInto('donations')
        .values({ donor_id: donor.id, recipient_id: recipient.id, post_id: null, amount: donation.slider, message: donation.message, created_at: createdAt })
        .returning('id')
        .executeTakeFirstOrThrow();
      await book(trx, { userId: donor.id, amount: -donation.slider, reason: 'donation_sent', reference: `donation:${row.id}`, createdAt });
      await book(trx, { userId: recipient.id, amount: donation.slider, reason: 'donation_received', reference: `donation:${row.id}`, createdAt });
      await trx.insertInto('social_events').values({ user_id: recipient.id, actor_id: donor.id, type: 'donation', subject_id: row.id, created_at: createdAt }).execute();
    }
  });

  const admin = byName.get('Admina') ?? null;
  // Everyone but the demo accounts votes, so Mia and Paul can still try it.
  const voters = users.filter((user) => !['Admina', 'Kreativa', 'Mia_Zockt', 'PixelPaul'].includes(user.name));
  for (const poll of POLLS) {
    const row = await db
      .insertInto('polls')
      .values({
        question: poll.question,
        options: JSON.stringify(poll.options),
        ends_at: nowIso(new Date(now + poll.days * 86_400_000)),
        created_by: admin?.id ?? null,
        created_at: nowIso(new Date(now - 10 * 86_400_000)),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const votes: { poll_id: number; user_id: number; option_index: number; created_at: string }[] = [];
    let voter = 0;
    for (const [option, count] of poll.votes.entries()) {
      for (let vote = 0; vote < count && voter < voters.length; vote++) {
        votes.push({ poll_id: row.id, user_id: voters[voter++]!.id, option_index: option, created_at: at(3) });
      }
    }
    if (votes.length) await db.insertInto('poll_votes').values(votes).execute();
  }

  await db
    .insertInto('redeem_codes')
    .values({ code: DEMO_REDEEM_CODE, value: 50, max_uses: 10_000, expires_at: null, created_by: admin?.id ?? null, created_at: nowIso(new Date(now)) })
    .execute();
}
