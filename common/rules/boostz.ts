import { DONATE_EXCESS_FACTOR, DONATE_LINEAR_LIMIT, DONATE_MAX_VALUE, DONATE_MESSAGE_MIN_VALUE, DONATE_SLIDER, DONATE_TIERS } from '../constants';

// boostz: the catalogues and pure rules both sides use. The server's figures decide every booking;
// the renderer shows the same figures.

/** Why a balance changed: one ledger row per change, its reason one of these. */
export const LEDGER_REASONS = [
  'opening',
  'welcome',
  'purchase',
  'donation_sent',
  'donation_received',
  'pack',
  'subscription',
  'reward',
  'quest',
  'redeem',
  'boost',
  'refund',
  'adjustment',
] as const;
export type LedgerReason = (typeof LEDGER_REASONS)[number];

/** No balance grows beyond this (a PostgreSQL integer holds about twice as much). */
export const MAX_BALANCE = 1_000_000_000;

// ---------------------------------------------------------------------------------------------------- borders

export { BORDERS, type BorderItem, borderById } from './borders';

/** Item types the shop sells (spec §7 POST /api/shop/purchase item_type). */
export const SHOP_ITEM_TYPES = ['border'] as const;

// ---------------------------------------------------------------------------------------- packs and plans

export interface BoostzPack {
  id: string;
  boostz: number;
  priceCents: number;
}

export const BOOSTZ_PACKS: readonly BoostzPack[] = [
  { id: 'pack-500', boostz: 500, priceCents: 499 },
  { id: 'pack-1200', boostz: 1_200, priceCents: 999 },
  { id: 'pack-3000', boostz: 3_000, priceCents: 1_999 },
  { id: 'pack-8000', boostz: 8_000, priceCents: 4_999 },
];

export interface SubscriptionPlan {
  /** users.subscription_plan_id */
  id: number;
  key: 'plus' | 'pro';
  priceCents: number;
  /** Granted at the start of every period. */
  boostzPerPeriod: number;
}

export const SUBSCRIPTION_PLANS: readonly SubscriptionPlan[] = [
  { id: 1, key: 'plus', priceCents: 499, boostzPerPeriod: 700 },
  { id: 2, key: 'pro', priceCents: 999, boostzPerPeriod: 1_600 },
];

/** A subscription period (the sandbox renews after it; Stripe sends its own invoices). */
export const SUBSCRIPTION_PERIOD_DAYS = 30;

export function planById(id: number | null | undefined): SubscriptionPlan | null {
  return SUBSCRIPTION_PLANS.find((plan) => plan.id === id) ?? null;
}

/** Products by their checkout id: 'pack-500' or 'plan-1'. */
export function checkoutProduct(productId: string): { kind: 'pack'; pack: BoostzPack } | { kind: 'plan'; plan: SubscriptionPlan } | null {
  const pack = BOOSTZ_PACKS.find((candidate) => candidate.id === productId);
  if (pack) return { kind: 'pack', pack };
  const match = /^plan-(\d+)$/.exec(productId);
  const plan = match ? planById(Number(match[1])) : null;
  return plan ? { kind: 'plan', plan } : null;
}

// ----------------------------------------------------------------------------------------------- donations

/** Spec §5/§9: the donate slider (common/constants.ts holds the spec's figures). */
export const DONATE_SLIDER_MIN = DONATE_SLIDER.min;
export const DONATE_SLIDER_MAX = DONATE_SLIDER.max;
export const DONATE_SLIDER_STEP = DONATE_SLIDER.step;
/** The personal message shows from this effective value on. */
export const DONATE_MESSAGE_FROM = DONATE_MESSAGE_MIN_VALUE;
export const DONATE_MESSAGE_MAX = 280;

/** Spec §9: the slider value up to 500 as is; above, 500 plus 19 times the excess; at most 10,000. */
export function donationValue(slider: number): number {
  if (slider <= DONATE_LINEAR_LIMIT) return slider;
  return Math.min(DONATE_MAX_VALUE, DONATE_LINEAR_LIMIT + DONATE_EXCESS_FACTOR * (slider - DONATE_LINEAR_LIMIT));
}

/** The most the slider starts at: a gift is a choice, the dialog does not suggest a big one. */
const DONATE_START_CAP = 50;

/**
 * Where the slider starts for someone with this balance: a fifth of it on the slider's steps, between the
 * smallest gift and 50 — never the whole balance of a new account (it starts with 100 boostz).
 */
export function donationStart(balance: number): number {
  const fifth = Math.floor(balance / 5 / DONATE_SLIDER_STEP) * DONATE_SLIDER_STEP;
  return Math.min(DONATE_START_CAP, Math.max(DONATE_SLIDER_MIN, fifth));
}

export type DonationTier = 'green' | 'yellow' | 'orange' | 'red';

/** Spec §9: up to 500 green, up to 2500 yellow, up to 5000 orange, above red. */
export function donationTier(value: number): DonationTier {
  return DONATE_TIERS.find((tier) => value <= tier.upTo)!.colour;
}

/** Whether a slider position is one the slider can take (10 to 1000 in steps of 10). */
export function isValidSliderValue(slider: number): boolean {
  return Number.isInteger(slider) && slider >= DONATE_SLIDER_MIN && slider <= DONATE_SLIDER_MAX && slider % DONATE_SLIDER_STEP === 0;
}

// ------------------------------------------------------------------------------------------------- rewards

export const REWARD_TYPES = ['daily', 'first_upload', 'first_game', 'referral'] as const;
export type RewardType = (typeof REWARD_TYPES)[number];

/** The daily reward grows with the streak: 10 on the first day, 5 more each day, at most 40 from day 7. */
export function dailyRewardAmount(streak: number): number {
  return 10 + 5 * (Math.min(Math.max(streak, 1), 7) - 1);
}

export const FIRST_UPLOAD_REWARD = 50;
export const FIRST_GAME_REWARD = 25;
/** Per invited friend who signed up through one's link and verified their e-mail. */
export const REFERRAL_REWARD = 100;

// -------------------------------------------------------------------------------------------------- boosts

export const BOOST_PRICE_PER_HOUR = 20;
export const BOOST_HOURS_OPTIONS = [1, 6, 24, 72] as const;
export const BOOST_HOURS_MAX = 72;

// ------------------------------------------------------------------------------------------------- periods

/** Days and weeks begin at midnight in Germany, the platform's home, for everyone. */
export const PERIOD_TIME_ZONE = 'Europe/Berlin';

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: PERIOD_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The calendar day in Berlin, as YYYY-MM-DD. */
export function dayKey(at: Date): string {
  return dayFormat.format(at);
}

/** The ISO week in Berlin, as YYYY-Www. */
export function weekKey(at: Date): string {
  const [year, month, day] = dayKey(at).split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  const weekday = date.getUTCDay() || 7;
  date.setUTCDate(date.getUTCDate() + 4 - weekday);
  const yearStart = Date.UTC(date.getUTCFullYear(), 0, 1);
  const week = Math.ceil(((date.getTime() - yearStart) / 86_400_000 + 1) / 7);
  return `${date.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

/** The day before a YYYY-MM-DD day. */
export function previousDay(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/** When the Berlin day (or ISO week) that contains `at` ends, as an instant. */
export function periodEnd(at: Date, period: 'day' | 'week'): Date {
  const start = dayKey(at);
  let days = 1;
  if (period === 'week') {
    const weekday = new Date(`${start}T12:00:00Z`).getUTCDay() || 7;
    days = 8 - weekday;
  }
  const nextDay = new Date(`${start}T12:00:00Z`);
  nextDay.setUTCDate(nextDay.getUTCDate() + days);
  const next = nextDay.toISOString().slice(0, 10);
  // Berlin is UTC+1 or UTC+2: try both offsets and take the one whose Berlin day is `next` at 00:00.
  for (const offsetHours of [1, 2]) {
    const candidate = new Date(`${next}T00:00:00Z`);
    candidate.setUTCHours(candidate.getUTCHours() - offsetHours);
    if (dayKey(candidate) === next && dayKey(new Date(candidate.getTime() - 1)) !== next) return candidate;
  }
  return new Date(`${next}T00:00:00+01:00`);
}

// -------------------------------------------------------------------------------------------------- quests

export type QuestPeriod = 'day' | 'week';
export type QuestMetric = 'clips_watched' | 'comments_written' | 'games_played' | 'clips_uploaded' | 'wellbeing_days';

export interface QuestDefinition {
  id: string;
  period: QuestPeriod;
  metric: QuestMetric;
  target: number;
  reward: number;
}

export const QUESTS: readonly QuestDefinition[] = [
  { id: 'daily-watch', period: 'day', metric: 'clips_watched', target: 5, reward: 15 },
  { id: 'daily-comment', period: 'day', metric: 'comments_written', target: 1, reward: 10 },
  { id: 'daily-play', period: 'day', metric: 'games_played', target: 1, reward: 20 },
  { id: 'weekly-watch', period: 'week', metric: 'clips_watched', target: 40, reward: 60 },
  { id: 'weekly-upload', period: 'week', metric: 'clips_uploaded', target: 1, reward: 50 },
  { id: 'weekly-wellbeing', period: 'week', metric: 'wellbeing_days', target: 7, reward: 100 },
];

// -------------------------------------------------------------------------------------------------- voting

export const POLL_OPTIONS_MIN = 2;
export const POLL_OPTIONS_MAX = 6;
export const POLL_QUESTION_MAX = 200;
export const POLL_OPTION_MAX = 80;

// ---------------------------------------------------------------------------------------------------- codes

/** Redeem codes: letters and digits without the ones that look alike (0/O, 1/I/L). */
export const REDEEM_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const REDEEM_CODE_LENGTH = 12;
export const REDEEM_VALUE_MAX = 100_000;
export const REDEEM_USES_MAX = 100_000;

/** What a person typed, as stored: upper case, without spaces and dashes. */
export function normaliseRedeemCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]+/g, '');
}

/** Shown in groups of four: ABCD-EFGH-JKMN. */
export function formatRedeemCode(code: string): string {
  return code.match(/.{1,4}/g)?.join('-') ?? code;
}

/** Euro amounts from cents, in the reader's language. */
export function formatPrice(cents: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'currency', currency: 'EUR' }).format(cents / 100);
}

/** When the Berlin day (or ISO week) that contains `at` began. */
export function periodStart(at: Date, period: 'day' | 'week'): Date {
  // A Berlin day lasts 23 to 25 hours, a week 167 to 169: this instant lies in the previous period.
  const intoPrevious = period === 'day' ? 26 * 3_600_000 : 170 * 3_600_000;
  return periodEnd(new Date(periodEnd(at, period).getTime() - intoPrevious), period);
}
