import { z } from 'zod/mini';
import {
  BOOST_HOURS_MAX,
  DONATE_MESSAGE_MAX,
  DONATE_SLIDER_MAX,
  DONATE_SLIDER_MIN,
  LEDGER_REASONS,
  POLL_OPTION_MAX,
  POLL_OPTIONS_MAX,
  POLL_OPTIONS_MIN,
  POLL_QUESTION_MAX,
  REDEEM_USES_MAX,
  REDEEM_VALUE_MAX,
  REWARD_TYPES,
  SHOP_ITEM_TYPES,
} from '../rules/boostz';
import { idParams, MAX_DB_ID } from './common';
import { defineRoute } from './route';

// boostz (spec §2 shop, rewards, redeem, spind, boostz, payment, quests, vote; §3 User boostz,
// subscription_plan_id, profile_border, owned_borders; §4/§5/§9 donate; §7 the calls named there). Every change
// of a balance is a ledger row (server/modules/boostz/ledger.ts).

const positiveInt = (error: string, max = MAX_DB_ID) =>
  z.number({ error }).check(z.int({ error }), z.positive({ error }), z.lte(max, { error }));

/** A key the client makes per intended action (a dialog's confirm): a retry with it books nothing twice. */
const idempotencyKey = z.optional(z.string({ error: 'invalidType' }).check(z.regex(/^[A-Za-z0-9_-]{8,64}$/, { error: 'invalidType' })));

const beforeQuery = z.object({ before: z.optional(z.string().check(z.regex(/^[1-9]\d{0,9}$/, { error: 'invalidType' }))) });

// ------------------------------------------------------------------------------------------------- ledger

export const ledgerEntrySchema = z.object({
  id: z.number(),
  amount: z.number(),
  balance_after: z.number(),
  reason: z.enum(LEDGER_REASONS),
  reference: z.nullable(z.string()),
  created_at: z.string(),
});
export type LedgerEntryView = z.infer<typeof ledgerEntrySchema>;

export const ledgerAnswer = z.object({
  boostz: z.number(),
  entries: z.array(ledgerEntrySchema),
  has_more: z.boolean(),
});
export type LedgerAnswer = z.infer<typeof ledgerAnswer>;

export const adminLedgerAnswer = z.object({
  user: z.object({ id: z.number(), name: z.string(), email: z.string() }),
  boostz: z.number(),
  entries: z.array(ledgerEntrySchema),
  has_more: z.boolean(),
});

export const ledgerCheckAnswer = z.object({
  users_checked: z.number(),
  entries_checked: z.number(),
  mismatches: z.array(z.object({ user_id: z.number(), balance: z.number(), ledger_sum: z.number() })),
});

// --------------------------------------------------------------------------------------------------- shop

export const borderSchema = z.object({
  id: z.string(),
  price: z.number(),
  colours: z.array(z.string()),
  animated: z.boolean(),
  owned: z.boolean(),
});
export type BorderView = z.infer<typeof borderSchema>;

export const bordersAnswer = z.object({
  borders: z.array(borderSchema),
  /** The border the viewer wears (null: none, or a visitor). */
  selected: z.nullable(z.string()),
  /** The viewer's balance (null for visitors). */
  boostz: z.nullable(z.number()),
});
export type BordersAnswer = z.infer<typeof bordersAnswer>;

export const selectBorderRequest = z.object({
  /** null takes the border off. */
  border_id: z.nullable(z.string({ error: 'borderNotFound' }).check(z.maxLength(32, { error: 'borderNotFound' }))),
});

export const selectBorderAnswer = z.object({ profile_border: z.nullable(z.string()), owned_borders: z.array(z.string()) });

export const purchaseRequest = z.object({
  item_id: z.string({ error: 'itemNotFound' }).check(z.minLength(1, { error: 'itemNotFound' }), z.maxLength(32, { error: 'itemNotFound' })),
  item_type: z.enum(SHOP_ITEM_TYPES, { error: 'itemNotFound' }),
  /** The price the buyer saw; the server's price decides, a different one is refused (409). */
  price: positiveInt('invalidPrice', 10_000_000),
  idempotency_key: idempotencyKey,
});
export type PurchaseRequest = z.input<typeof purchaseRequest>;

export const purchaseAnswer = z.object({
  item_id: z.string(),
  item_type: z.enum(SHOP_ITEM_TYPES),
  price: z.number(),
  boostz: z.number(),
  owned_borders: z.array(z.string()),
});

// --------------------------------------------------------------------------------------- buying boostz

export const packSchema = z.object({ id: z.string(), boostz: z.number(), price_cents: z.number() });
export const planSchema = z.object({ id: z.number(), key: z.enum(['plus', 'pro']), price_cents: z.number(), boostz_per_period: z.number() });

export const subscriptionSchema = z.object({
  plan_id: z.number(),
  status: z.enum(['active', 'cancelling', 'ended']),
  current_period_start: z.string(),
  current_period_end: z.string(),
  provider: z.enum(['sandbox', 'stripe']),
});
export type SubscriptionView = z.infer<typeof subscriptionSchema>;

export const productsAnswer = z.object({
  packs: z.array(packSchema),
  plans: z.array(planSchema),
  /**
   * 'sandbox': the built-in test checkout ("Testmodus"), no real money; 'stripe': Stripe Checkout; 'off': this
   * installation sells nothing (production without a payment provider).
   */
  mode: z.enum(['sandbox', 'stripe', 'off']),
  /** The viewer's subscription (null: none, or a visitor). */
  subscription: z.nullable(subscriptionSchema),
});
export type ProductsAnswer = z.infer<typeof productsAnswer>;

export const checkoutRequest = z.object({
  product_id: z.string({ error: 'productNotFound' }).check(z.minLength(1, { error: 'productNotFound' }), z.maxLength(32, { error: 'productNotFound' })),
});
export const checkoutAnswer = z.object({ id: z.string(), url: z.string() });

const checkoutIdParams = z.object({ id: z.string().check(z.regex(/^cs_[A-Za-z0-9_]{8,120}$/)) });

export const checkoutSessionSchema = z.object({
  id: z.string(),
  status: z.enum(['open', 'paid', 'expired', 'cancelled', 'refunded']),
  kind: z.enum(['pack', 'plan']),
  product_id: z.string(),
  price_cents: z.number(),
  boostz: z.number(),
  provider: z.enum(['sandbox', 'stripe']),
  created_at: z.string(),
  completed_at: z.nullable(z.string()),
});
export type CheckoutSessionView = z.infer<typeof checkoutSessionSchema>;
export const checkoutSessionAnswer = z.object({ session: checkoutSessionSchema });

export const subscriptionSuccessQuery = z.object({
  session_id: z.string({ error: 'checkoutNotFound' }).check(z.regex(/^cs_[A-Za-z0-9_]{8,120}$/, { error: 'checkoutNotFound' })),
});
export const subscriptionSuccessAnswer = z.object({
  session: checkoutSessionSchema,
  boostz: z.number(),
  subscription: z.nullable(subscriptionSchema),
});

export const cancelSubscriptionAnswer = z.object({ subscription: subscriptionSchema });

export const webhookAnswer = z.object({ received: z.boolean() });

// ----------------------------------------------------------------------------------------------- donations

export const donateRequest = z.object({
  recipient_id: positiveInt('recipientNotFound'),
  /** The slider's position (10–1000 in steps of 10); the server turns it into the donated value (spec §9). */
  slider: z.number({ error: 'invalidDonation' }).check(z.int({ error: 'invalidDonation' }), z.gte(DONATE_SLIDER_MIN, { error: 'invalidDonation' }), z.lte(DONATE_SLIDER_MAX, { error: 'invalidDonation' })),
  message: z.optional(z.string({ error: 'invalidType' }).check(z.trim(), z.maxLength(DONATE_MESSAGE_MAX, { error: 'tooLong' }))),
  post_id: z.optional(positiveInt('postNotFound')),
  idempotency_key: idempotencyKey,
});
export type DonateRequest = z.input<typeof donateRequest>;

export const donateAnswer = z.object({
  donation: z.object({ id: z.number(), amount: z.number(), recipient_id: z.number(), message: z.nullable(z.string()), created_at: z.string() }),
  boostz: z.number(),
});

// ------------------------------------------------------------------------------------------------- rewards

export const rewardSchema = z.object({
  type: z.enum(REWARD_TYPES),
  /** What claiming now gives (the daily reward grows with the streak). */
  amount: z.number(),
  claimable: z.boolean(),
  /** For once-only rewards: whether the condition is met (first upload, first game); for referrals how many are waiting. */
  pending: z.number(),
  last_claimed_at: z.nullable(z.string()),
  /** When it can be claimed again (daily), null when now or never. */
  next_claim_at: z.nullable(z.string()),
  /** Days in a row (daily only, else 0). */
  streak: z.number(),
});
export type RewardView = z.infer<typeof rewardSchema>;

export const rewardsAnswer = z.object({ rewards: z.array(rewardSchema), boostz: z.number() });
export const claimRewardRequest = z.object({ type: z.enum(REWARD_TYPES, { error: 'rewardNotFound' }) });
export const claimRewardAnswer = z.object({ reward: rewardSchema, amount: z.number(), boostz: z.number() });

// ---------------------------------------------------------------------------------------------------- redeem

export const redeemRequest = z.object({
  code: z.string({ error: 'codeInvalid' }).check(z.minLength(1, { error: 'codeInvalid' }), z.maxLength(40, { error: 'codeInvalid' })),
});
export const redeemAnswer = z.object({ value: z.number(), boostz: z.number() });

export const redeemCodeSchema = z.object({
  id: z.number(),
  code: z.string(),
  value: z.number(),
  max_uses: z.number(),
  uses_count: z.number(),
  expires_at: z.nullable(z.string()),
  created_at: z.string(),
});
export type RedeemCodeView = z.infer<typeof redeemCodeSchema>;

export const createRedeemCodeRequest = z.object({
  value: positiveInt('invalidAmount', REDEEM_VALUE_MAX),
  max_uses: z._default(z.optional(positiveInt('invalidUses', REDEEM_USES_MAX)), 1),
  /** ISO-8601 with time zone, in the future; absent: no expiry. */
  expires_at: z.optional(
    z.nullable(z.string({ error: 'invalidEndTime' }).check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/, { error: 'invalidEndTime' }))),
  ),
});
export type CreateRedeemCodeRequest = z.input<typeof createRedeemCodeRequest>;

// ----------------------------------------------------------------------------------------------------- boosts

export const boostRequest = z.object({ hours: positiveInt('invalidBoostHours', BOOST_HOURS_MAX), idempotency_key: idempotencyKey });
export const boostAnswer = z.object({ post_id: z.number(), cost: z.number(), ends_at: z.string(), boostz: z.number() });

// ----------------------------------------------------------------------------------------------------- quests

export const questSchema = z.object({
  id: z.string(),
  period: z.enum(['day', 'week']),
  metric: z.enum(['clips_watched', 'comments_written', 'games_played', 'clips_uploaded', 'wellbeing_days']),
  target: z.number(),
  progress: z.number(),
  reward: z.number(),
  completed: z.boolean(),
  claimed: z.boolean(),
  resets_at: z.string(),
});
export type QuestView = z.infer<typeof questSchema>;
export const questsAnswer = z.object({ quests: z.array(questSchema), completed_total: z.number() });
export const claimQuestAnswer = z.object({ quest: questSchema, boostz: z.number() });
const questParams = z.object({ id: z.string().check(z.regex(/^[a-z-]{3,40}$/)) });

// ------------------------------------------------------------------------------------------------------ votes

export const pollSchema = z.object({
  id: z.number(),
  question: z.string(),
  options: z.array(z.string()),
  ends_at: z.string(),
  open: z.boolean(),
  votes_total: z.number(),
  /** Counts per option: shown after one's vote or after the end (null before). */
  results: z.nullable(z.array(z.number())),
  /** The viewer's choice (null: not voted, or a visitor). */
  my_vote: z.nullable(z.number()),
});
export type PollView = z.infer<typeof pollSchema>;

export const voteAnswer = z.object({ poll: z.nullable(pollSchema), recent: z.array(pollSchema) });
export type VoteAnswer = z.infer<typeof voteAnswer>;
export const voteRequest = z.object({
  optionIndex: z.number({ error: 'invalidOption' }).check(z.int({ error: 'invalidOption' }), z.gte(0, { error: 'invalidOption' }), z.lte(POLL_OPTIONS_MAX - 1, { error: 'invalidOption' })),
  /** Which poll (default: the current one). */
  poll_id: z.optional(positiveInt('pollNotFound')),
});
export const voteResultAnswer = z.object({ poll: pollSchema, created: z.boolean() });

export const createPollRequest = z.object({
  question: z.string({ error: 'required' }).check(z.trim(), z.minLength(3, { error: 'required' }), z.maxLength(POLL_QUESTION_MAX, { error: 'tooLong' })),
  options: z
    .array(z.string({ error: 'invalidOption' }).check(z.trim(), z.minLength(1, { error: 'invalidOption' }), z.maxLength(POLL_OPTION_MAX, { error: 'tooLong' })), { error: 'invalidOption' })
    .check(z.minLength(POLL_OPTIONS_MIN, { error: 'pollOptionsCount' }), z.maxLength(POLL_OPTIONS_MAX, { error: 'pollOptionsCount' })),
  ends_at: z.string({ error: 'invalidEndTime' }).check(z.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/, { error: 'invalidEndTime' })),
});
export type CreatePollRequest = z.input<typeof createPollRequest>;
export const pollsAnswer = z.object({ polls: z.array(pollSchema) });

// ------------------------------------------------------------------------------------------------- affiliate

export const affiliateAnswer = z.object({
  referral_id: z.string(),
  signed_up: z.number(),
  verified: z.number(),
  boostz_earned: z.number(),
  /** Verified referrals whose reward has not been claimed yet (claim: POST /api/claim-reward {type: 'referral'}). */
  pending: z.number(),
});

const TAG = 'boostz';

export const boostzRoutes = {
  borders: defineRoute({
    method: 'get',
    path: '/api/user-profile/borders',
    tag: TAG,
    summary: 'Die Profilrahmen des Shops mit Preis, und welche man besitzt und trägt',
    responses: { 200: bordersAnswer },
  }),
  selectBorder: defineRoute({
    method: 'post',
    path: '/api/user-profile/select-border',
    tag: TAG,
    summary: 'Einen eigenen Profilrahmen tragen (null: keinen)',
    guard: 'auth',
    body: selectBorderRequest,
    responses: { 200: selectBorderAnswer },
    errors: [403, 404, 422],
  }),
  purchase: defineRoute({
    method: 'post',
    path: '/api/shop/purchase',
    tag: TAG,
    summary: 'Einen Artikel mit boostz kaufen (der Preis des Servers gilt; ein anderer wird abgelehnt)',
    guard: 'auth',
    rateLimit: { max: 30, windowSeconds: 60, by: 'user' },
    body: purchaseRequest,
    responses: { 201: purchaseAnswer },
    errors: [404, 409, 422],
  }),
  ledger: defineRoute({
    method: 'get',
    path: '/api/boostz/ledger',
    tag: TAG,
    summary: 'Der eigene Kontoauszug: jede Änderung des Guthabens, neueste zuerst (30 je Seite)',
    guard: 'auth',
    query: beforeQuery,
    responses: { 200: ledgerAnswer },
    errors: [422],
  }),
  adminLedger: defineRoute({
    method: 'get',
    path: '/api/admin/users/{id}/ledger',
    tag: TAG,
    summary: 'Der Kontoauszug eines Nutzers (nur Admins)',
    role: 'admin',
    params: idParams,
    query: beforeQuery,
    responses: { 200: adminLedgerAnswer },
    errors: [404, 422],
  }),
  ledgerCheck: defineRoute({
    method: 'get',
    path: '/api/admin/ledger/check',
    tag: TAG,
    summary: 'Prüft für jeden Nutzer: Guthaben = Summe seiner Buchungen (nur Admins)',
    role: 'admin',
    responses: { 200: ledgerCheckAnswer },
  }),
  products: defineRoute({
    method: 'get',
    path: '/api/boostz/products',
    tag: TAG,
    summary: 'boostz-Pakete und Abos, der Bezahlmodus und das eigene Abo',
    responses: { 200: productsAnswer },
  }),
  createCheckout: defineRoute({
    method: 'post',
    path: '/api/create-checkout-session',
    tag: TAG,
    summary: 'Bezahlvorgang für ein Paket oder Abo starten (Stripe Checkout oder der Testmodus); Antwort id und url',
    guard: 'verified',
    rateLimit: { max: 20, windowSeconds: 600, by: 'user' },
    body: checkoutRequest,
    responses: { 200: checkoutAnswer },
    errors: [404, 409, 422, 503],
  }),
  checkoutSession: defineRoute({
    method: 'get',
    path: '/api/checkout-sessions/{id}',
    tag: TAG,
    summary: 'Ein eigener Bezahlvorgang',
    guard: 'auth',
    params: checkoutIdParams,
    responses: { 200: checkoutSessionAnswer },
    errors: [404],
  }),
  sandboxPay: defineRoute({
    method: 'post',
    path: '/api/sandbox-checkout/{id}/pay',
    tag: TAG,
    summary: 'Testmodus: den Bezahlvorgang abschließen (sendet den signierten Webhook wie Stripe)',
    guard: 'auth',
    params: checkoutIdParams,
    responses: { 200: checkoutSessionAnswer },
    errors: [404, 409],
  }),
  sandboxCancel: defineRoute({
    method: 'post',
    path: '/api/sandbox-checkout/{id}/cancel',
    tag: TAG,
    summary: 'Testmodus: den Bezahlvorgang abbrechen',
    guard: 'auth',
    params: checkoutIdParams,
    responses: { 200: checkoutSessionAnswer },
    errors: [404, 409],
  }),
  refund: defineRoute({
    method: 'post',
    path: '/api/admin/checkout-sessions/{id}/refund',
    tag: TAG,
    summary: 'Ein bezahltes boostz-Paket erstatten (nur Admins): Stripe erstattet, der Webhook bucht die boostz zurück',
    role: 'admin',
    params: checkoutIdParams,
    responses: { 200: checkoutSessionAnswer },
    errors: [404, 409, 503],
  }),
  webhook: defineRoute({
    method: 'post',
    path: '/api/payments/webhook',
    tag: TAG,
    summary: 'Webhook des Zahlungsanbieters (Stripe-Signatur im Header Stripe-Signature; kein CSRF-Token)',
    csrf: false,
    responses: { 200: webhookAnswer },
    errors: [400, 409],
  }),
  subscriptionSuccess: defineRoute({
    method: 'get',
    path: '/api/subscription-success',
    tag: TAG,
    summary: 'Stand eines Bezahlvorgangs nach der Rückkehr (query session_id)',
    guard: 'auth',
    query: subscriptionSuccessQuery,
    responses: { 200: subscriptionSuccessAnswer },
    errors: [404, 422],
  }),
  cancelSubscription: defineRoute({
    method: 'post',
    path: '/api/cancel-subscription',
    tag: TAG,
    summary: 'Das Abo zum Ende des bezahlten Zeitraums beenden',
    guard: 'auth',
    responses: { 200: cancelSubscriptionAnswer },
    errors: [404, 409, 503],
  }),
  donate: defineRoute({
    method: 'post',
    path: '/api/donations',
    tag: TAG,
    summary: 'boostz an einen Creator spenden (Schieberegler 10–1000, Wert nach Spec §9)',
    guard: 'auth',
    rateLimit: { max: 30, windowSeconds: 60, by: 'user' },
    body: donateRequest,
    responses: { 201: donateAnswer },
    errors: [404, 409, 422],
  }),
  rewards: defineRoute({
    method: 'get',
    path: '/api/rewards',
    tag: TAG,
    summary: 'Belohnungen: tägliche mit Serie, erster Clip, erstes Spiel, eingeladene Freunde',
    guard: 'auth',
    responses: { 200: rewardsAnswer },
  }),
  claimReward: defineRoute({
    method: 'post',
    path: '/api/claim-reward',
    tag: TAG,
    summary: 'Eine Belohnung abholen (einmal je Zeitraum; ein zweites Mal ändert nichts)',
    guard: 'auth',
    rateLimit: { max: 30, windowSeconds: 60, by: 'user' },
    body: claimRewardRequest,
    responses: { 200: claimRewardAnswer },
    errors: [409, 422],
  }),
  redeem: defineRoute({
    method: 'post',
    path: '/api/redeem',
    tag: TAG,
    summary: 'Einen Code einlösen (jeden höchstens einmal; Raten wird gebremst)',
    guard: 'auth',
    rateLimit: { max: 10, windowSeconds: 600, by: 'user' },
    body: redeemRequest,
    responses: { 200: redeemAnswer },
    errors: [404, 409, 422],
  }),
  adminCodes: defineRoute({
    method: 'get',
    path: '/api/admin/redeem-codes',
    tag: TAG,
    summary: 'Alle Codes, neueste zuerst (nur Admins)',
    role: 'admin',
    responses: { 200: z.object({ codes: z.array(redeemCodeSchema) }) },
  }),
  createCode: defineRoute({
    method: 'post',
    path: '/api/admin/redeem-codes',
    tag: TAG,
    summary: 'Einen Code anlegen: Wert, Anzahl Einlösungen, Ablauf (nur Admins)',
    role: 'admin',
    body: createRedeemCodeRequest,
    responses: { 201: z.object({ code: redeemCodeSchema }) },
    errors: [422],
  }),
  boost: defineRoute({
    method: 'post',
    path: '/api/posts/{id}/boost',
    tag: TAG,
    summary: 'Den eigenen Clip für einige Stunden hervorheben („Gesponsert“); kostet boostz je Stunde',
    guard: 'auth',
    rateLimit: { max: 20, windowSeconds: 60, by: 'user' },
    params: idParams,
    body: boostRequest,
    responses: { 201: boostAnswer },
    errors: [403, 404, 409, 422],
  }),
  quests: defineRoute({
    method: 'get',
    path: '/api/quests',
    tag: TAG,
    summary: 'Tages- und Wochenquests mit Fortschritt aus echten Ereignissen',
    guard: 'auth',
    responses: { 200: questsAnswer },
  }),
  claimQuest: defineRoute({
    method: 'post',
    path: '/api/quests/{id}/claim',
    tag: TAG,
    summary: 'Die Belohnung einer erfüllten Quest abholen (einmal je Zeitraum)',
    guard: 'auth',
    rateLimit: { max: 30, windowSeconds: 60, by: 'user' },
    params: questParams,
    responses: { 200: claimQuestAnswer },
    errors: [404, 409],
  }),
  currentPoll: defineRoute({
    method: 'get',
    path: '/api/vote',
    tag: TAG,
    summary: 'Die laufende Abstimmung und die letzten beendeten',
    responses: { 200: voteAnswer },
  }),
  vote: defineRoute({
    method: 'post',
    path: '/api/vote',
    tag: TAG,
    summary: 'Abstimmen (einmal je Abstimmung; ein zweites Mal ändert nichts)',
    guard: 'verified',
    rateLimit: { max: 30, windowSeconds: 60, by: 'user' },
    body: voteRequest,
    responses: { 201: voteResultAnswer, 200: voteResultAnswer },
    errors: [404, 409, 422],
  }),
  adminPolls: defineRoute({
    method: 'get',
    path: '/api/admin/polls',
    tag: TAG,
    summary: 'Alle Abstimmungen mit Ergebnissen (nur Admins)',
    role: 'admin',
    responses: { 200: pollsAnswer },
  }),
  createPoll: defineRoute({
    method: 'post',
    path: '/api/admin/polls',
    tag: TAG,
    summary: 'Eine Abstimmung anlegen: Frage, 2–6 Antworten, Ende (nur Admins)',
    role: 'admin',
    body: createPollRequest,
    responses: { 201: z.object({ poll: pollSchema }) },
    errors: [422],
  }),
  affiliate: defineRoute({
    method: 'get',
    path: '/api/affiliate',
    tag: TAG,
    summary: 'Partnerprogramm: eigener Einladungscode, Anmeldungen, bestätigte Freunde, verdiente boostz',
    guard: 'auth',
    responses: { 200: affiliateAnswer },
  }),
};
