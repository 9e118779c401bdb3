import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

// Timestamps are UTC ISO-8601 strings; booleans are stored as 0/1 so the same schema runs on PostgreSQL later.
type Timestamp = string;
type Flag = number;

export interface UsersTable {
  id: Generated<number>;
  name: string;
  email: string;
  password_hash: string | null;
  role: Generated<'user' | 'creator' | 'admin'>;
  bio: string | null;
  boostz: Generated<number>;
  credits: Generated<number>;
  steam_id: string | null;
  /** When Steam's OpenID sign-in confirmed steam_id (019_steam_openid); null: typed by hand, unconfirmed. */
  steam_verified_at: Generated<Timestamp | null>;
  roblox_id: string | null;
  roblox_username: string | null;
  roblox_display_name: string | null;
  roblox_avatar_url: string | null;
  roblox_profile_url: string | null;
  subscription_plan_id: number | null;
  apperance: Generated<number>;
  language: Generated<string>;
  gender: string | null;
  image: string | null;
  birthdate: string | null;
  email_verified_at: Timestamp | null;
  profile_border: string | null;
  referral_id: string | null;
  google_sub: string | null;
  deleted_at: Timestamp | null;
  created_at: Timestamp;
  updated_at: Timestamp;
  /** Kept in the same transaction as the follows rows. */
  followers_count: Generated<number>;
  following_count: Generated<number>;
  /** The sum of likes over the user's posts, kept with each like and unlike. */
  likes_received: Generated<number>;
  profile_visibility: Generated<ProfileVisibility>;
  friend_requests_from: Generated<ContactAudience>;
  messages_from: Generated<ContactAudience>;
  suspended_at: Timestamp | null;
  suspension_reason: string | null;
}

export type ProfileVisibility = 'everyone' | 'friends';
export type ContactAudience = 'everyone' | 'friends_of_friends' | 'nobody';

export interface SessionsTable {
  id: string;
  user_id: number | null;
  csrf_token: string;
  remember: Generated<Flag>;
  data: Generated<string>;
  ip: string | null;
  user_agent: string | null;
  expires_at: Timestamp;
  created_at: Timestamp;
  last_seen_at: Timestamp;
}

export interface FollowsTable {
  id: Generated<number>;
  user_id: number;
  account_id: number;
  created_at: Timestamp;
}

export interface FriendshipsTable {
  id: Generated<number>;
  user_id: number;
  friend_id: number;
  status: 'pending' | 'accepted';
  created_at: Timestamp;
}

export interface OwnedBordersTable {
  user_id: number;
  border_id: string;
  created_at: Timestamp;
}

export interface FeatureFlagsTable {
  name: string;
  enabled_for_all: Flag;
  rollout_percentage: number;
  description: string | null;
  updated_at: Timestamp;
}

export interface GamesTable {
  id: Generated<number>;
  name: string;
  description: string;
  categories: string;
  release_date: string;
  developer: string;
  publisher: string;
  age_rating: number;
  image: string | null;
  steam_app_id: number | null;
  executable_name: string | null;
  typical_session_minutes: Generated<number>;
  creator_id: number | null;
  created_at: Timestamp;
  /** The slug of the game's HTML5 bundle (/play-sandbox/<slug>/index.html); null: launcher only. */
  browser_build: string | null;
  /** Counters (010_games), kept in the transaction that adds or removes the rows they count. */
  favorites_count: Generated<number>;
  rating_count: Generated<number>;
  rating_sum: Generated<number>;
  /** The creator's trailer: a post of the short-videos pipeline. */
  trailer_post_id: number | null;
  updated_at: Timestamp | null;
}

export interface ContactMessagesTable {
  id: Generated<number>;
  name: string;
  email: string;
  subject: string;
  message: string;
  user_id: number | null;
  created_at: Timestamp;
}

export interface GamingGoalsTable {
  id: Generated<number>;
  user_id: number;
  goal_type: 'less' | 'fulfilling' | 'more';
  confirm_before_start: Flag;
  collect_feedback: Flag;
  daily_minutes: number;
  active: Flag;
  created_at: Timestamp;
}

export interface SessionFeedbackTable {
  id: Generated<number>;
  user_id: number;
  game_id: number;
  mood_before: number | null;
  mood_after: number | null;
  session_duration_minutes: number;
  additional_notes: string | null;
  created_at: Timestamp;
}

export interface LastPlayedTable {
  id: Generated<number>;
  user_id: number;
  game_id: number;
  played_at: Timestamp;
}

export type JobStatus = 'queued' | 'running' | 'done' | 'failed';

export interface JobsTable {
  id: Generated<number>;
  type: string;
  /** JSON text. */
  payload: string;
  status: Generated<JobStatus>;
  /** 0–100. */
  progress: Generated<number>;
  attempts: Generated<number>;
  max_attempts: Generated<number>;
  /** When the job is next eligible to run (first run, or the next retry). */
  run_at: Timestamp;
  locked_by: string | null;
  lease_expires_at: Timestamp | null;
  last_error: string | null;
  /** JSON text of what the handler returned, when it returned something. */
  result: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  follows: FollowsTable;
  friendships: FriendshipsTable;
  owned_borders: OwnedBordersTable;
  feature_flags: FeatureFlagsTable;
  games: GamesTable;
  contact_messages: ContactMessagesTable;
  gaming_goals: GamingGoalsTable;
  session_feedback: SessionFeedbackTable;
  last_played: LastPlayedTable;
  jobs: JobsTable;
  posts: PostsTable;
  likes: LikesTable;
  post_views: PostViewsTable;
  watch_time: WatchTimeTable;
  comments: CommentsTable;
  comment_likes: CommentLikesTable;
  custom_posts: CustomPostsTable;
  blocks: BlocksTable;
  mutes: MutesTable;
  reports: ReportsTable;
  social_events: SocialEventsTable;
  notifications: NotificationsTable;
  notification_preferences: NotificationPreferencesTable;
  favorite_games: FavoriteGamesTable;
  game_ratings: GameRatingsTable;
  game_updates: GameUpdatesTable;
  giveaways: GiveawaysTable;
  giveaway_entries: GiveawayEntriesTable;
  trending_pins: TrendingPinsTable;
  ledger_entries: LedgerEntriesTable;
  donations: DonationsTable;
  checkout_sessions: CheckoutSessionsTable;
  subscriptions: SubscriptionsTable;
  payment_events: PaymentEventsTable;
  redeem_codes: RedeemCodesTable;
  redeem_code_uses: RedeemCodeUsesTable;
  forums: ForumsTable;
  forum_messages: ForumMessagesTable;
  user_keys: UserKeysTable;
  chat_groups: ChatGroupsTable;
  chat_group_members: ChatGroupMembersTable;
  chat_messages: ChatMessagesTable;
  post_boosts: PostBoostsTable;
  polls: PollsTable;
  poll_votes: PollVotesTable;
  ai_games: AiGamesTable;
  ai_podcasts: AiPodcastsTable;
  openid_nonces: OpenIdNoncesTable;
  password_resets: PasswordResetsTable;
}

// boostz (013_economy)

export interface LedgerEntriesTable {
  id: Generated<number>;
  user_id: number;
  amount: number;
  balance_after: number;
  reason: string;
  reference: string | null;
  idempotency_key: string | null;
  created_at: Timestamp;
}

export interface DonationsTable {
  id: Generated<number>;
  donor_id: number | null;
  recipient_id: number | null;
  post_id: number | null;
  amount: number;
  message: string | null;
  created_at: Timestamp;
}

export type CheckoutStatus = 'open' | 'paid' | 'expired' | 'cancelled' | 'refunded';

export interface CheckoutSessionsTable {
  id: string;
  user_id: number;
  provider: 'sandbox' | 'stripe';
  kind: 'pack' | 'plan';
  product_id: string;
  price_cents: number;
  boostz: number;
  status: Generated<CheckoutStatus>;
  payment_ref: string | null;
  created_at: Timestamp;
  completed_at: Timestamp | null;
}

export type SubscriptionStatus = 'active' | 'cancelling' | 'ended';

export interface SubscriptionsTable {
  id: Generated<number>;
  user_id: number;
  plan_id: number;
  provider: 'sandbox' | 'stripe';
  provider_ref: string;
  status: SubscriptionStatus;
  current_period_start: Timestamp;
  current_period_end: Timestamp;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PaymentEventsTable {
  id: string;
  type: string;
  received_at: Timestamp;
}

export interface RedeemCodesTable {
  id: Generated<number>;
  code: string;
  value: number;
  max_uses: number;
  uses_count: Generated<number>;
  expires_at: Timestamp | null;
  created_by: number | null;
  created_at: Timestamp;
}

export interface RedeemCodeUsesTable {
  code_id: number;
  user_id: number;
  created_at: Timestamp;
}

export interface PostBoostsTable {
  id: Generated<number>;
  post_id: number;
  user_id: number;
  hours: number;
  cost: number;
  starts_at: Timestamp;
  ends_at: Timestamp;
}

export interface PollsTable {
  id: Generated<number>;
  question: string;
  /** JSON array of strings. */
  options: string;
  ends_at: Timestamp;
  created_by: number | null;
  created_at: Timestamp;
}

export interface PollVotesTable {
  poll_id: number;
  user_id: number;
  option_index: number;
  created_at: Timestamp;
}

export interface BlocksTable {
  id: Generated<number>;
  user_id: number;
  blocked_id: number;
  created_at: Timestamp;
}

export interface MutesTable {
  id: Generated<number>;
  user_id: number;
  muted_id: number;
  created_at: Timestamp;
}

export type ReportTargetType = 'post' | 'comment' | 'user' | 'forum_post';
export type ReportStatus = 'open' | 'dismissed' | 'removed' | 'suspended';

export interface ReportsTable {
  id: Generated<number>;
  reporter_id: number;
  target_type: ReportTargetType;
  target_id: number;
  target_user_id: number;
  reason: string;
  details: string | null;
  status: Generated<ReportStatus>;
  handled_by: number | null;
  handled_at: Timestamp | null;
  created_at: Timestamp;
}

export type SocialEventType = 'follow' | 'friend_request' | 'friend_accepted';
/** Everything recorded for notifications to deliver: people events, plus the games side's (010_games). */
export type RecordedEventType =
  | SocialEventType
  /** A favourite game published an update (subject: the update). */
  | 'game_update'
  /** The person won a giveaway (subject: the giveaway). */
  | 'giveaway_won'
  /** Someone donated boostz to the person (subject: the donation; 013_economy). */
  | 'donation';

export interface SocialEventsTable {
  id: Generated<number>;
  /** Whom the event is for. */
  user_id: number;
  actor_id: number;
  type: RecordedEventType;
  subject_id: number | null;
  read_at: Timestamp | null;
  created_at: Timestamp;
}

/** 014_notifications: what a person is told, written by every domain through notify(). */
export interface NotificationsTable {
  id: Generated<number>;
  user_id: number;
  actor_id: number | null;
  type: string;
  title: Generated<string>;
  message: Generated<string>;
  /** JSON of the facts the texts use. */
  data: string | null;
  link: string | null;
  group_key: string | null;
  source: string | null;
  in_app: Generated<Flag>;
  read_at: Timestamp | null;
  emailed_at: Timestamp | null;
  created_at: Timestamp;
}
export type NotificationRow = Selectable<NotificationsTable>;

export interface NotificationPreferencesTable {
  user_id: number;
  type: string;
  in_app: Flag;
  email: Flag;
}

export interface FavoriteGamesTable {
  id: Generated<number>;
  user_id: number;
  game_id: number;
  created_at: Timestamp;
}

export type PostStatus = 'processing' | 'ready' | 'failed';

export interface PostsTable {
  id: Generated<number>;
  user_id: number;
  game_id: number | null;
  title: string;
  text: Generated<string>;
  status: Generated<PostStatus>;
  progress: Generated<number>;
  error: string | null;
  hls_path: string | null;
  mp4_path: string | null;
  poster_path: string | null;
  duration_ms: number | null;
  width: number | null;
  height: number | null;
  source_path: string | null;
  hidden: Generated<Flag>;
  likes_count: Generated<number>;
  comments_count: Generated<number>;
  views_count: Generated<number>;
  watch_ms_total: Generated<number>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface LikesTable {
  id: Generated<number>;
  user_id: number;
  post_id: number;
  created_at: Timestamp;
}

export interface PostViewsTable {
  id: Generated<number>;
  user_id: number;
  post_id: number;
  /** UTC day, YYYY-MM-DD: a view counts once per user, post and day. */
  day: string;
  created_at: Timestamp;
}

export interface WatchTimeTable {
  id: Generated<number>;
  user_id: number;
  post_id: number;
  day: string;
  watch_ms: Generated<number>;
  updated_at: Timestamp;
}

export interface CommentsTable {
  id: Generated<number>;
  post_id: number;
  user_id: number;
  parent_id: number | null;
  text: string;
  likes_count: Generated<number>;
  replies_count: Generated<number>;
  created_at: Timestamp;
}

export interface CommentLikesTable {
  id: Generated<number>;
  user_id: number;
  comment_id: number;
  created_at: Timestamp;
}

export interface CustomPostsTable {
  post_id: number;
  position: number;
  created_at: Timestamp;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type GameRow = Selectable<GamesTable>;
export type NowColumn = ColumnType<string, string | undefined, string>;
export type JobRow = Selectable<JobsTable>;
export type PostRow = Selectable<PostsTable>;
export type CommentRow = Selectable<CommentsTable>;

// The games side (010_games).
export interface GameRatingsTable {
  user_id: number;
  game_id: number;
  /** 1 to 5. */
  stars: number;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface GameUpdatesTable {
  id: Generated<number>;
  game_id: number;
  author_id: number | null;
  title: string;
  content: string;
  version: string | null;
  created_at: Timestamp;
  updated_at: Timestamp | null;
}

export type GiveawayStatus = 'open' | 'drawn' | 'cancelled';

export interface GiveawaysTable {
  id: Generated<number>;
  game_id: number;
  creator_id: number | null;
  prize: string;
  description: Generated<string>;
  winner_count: Generated<number>;
  ends_at: Timestamp;
  entries_count: Generated<number>;
  status: Generated<GiveawayStatus>;
  drawn_at: Timestamp | null;
  /** Audit of the draw: the random seed (hex) and the SHA-256 of the ordered entry list. */
  draw_seed: string | null;
  entries_hash: string | null;
  created_at: Timestamp;
}

export interface GiveawayEntriesTable {
  id: Generated<number>;
  giveaway_id: number;
  user_id: number;
  won: Generated<number>;
  created_at: Timestamp;
}

export interface TrendingPinsTable {
  game_id: number;
  position: number;
  pinned_by: number | null;
  created_at: Timestamp;
}

/** Forum threads (015_forums). */
export interface ForumsTable {
  id: Generated<number>;
  title: string;
  user_id: number | null;
  game_id: number | null;
  pinned: Generated<Flag>;
  locked: Generated<Flag>;
  messages_count: Generated<number>;
  created_at: Timestamp;
  last_activity_at: Timestamp;
}

/** Posts of a forum thread (015_forums): Markdown text; deleted_at keeps a deleted post's place. */
export interface ForumMessagesTable {
  id: Generated<number>;
  forum_id: number;
  user_id: number | null;
  reply_to: number | null;
  text: string;
  created_at: Timestamp;
  edited_at: Timestamp | null;
  deleted_at: Timestamp | null;
}

export type ForumRow = Selectable<ForumsTable>;
export type ForumMessageRow = Selectable<ForumMessagesTable>;

/** 016_chat: a user's public key bundle and the passphrase-encrypted backup of the private keys. */
export interface UserKeysTable {
  user_id: number;
  public_key: string;
  key_backup: string | null;
  updated_at: Timestamp;
}

/** 016_chat: a group chat. */
export interface ChatGroupsTable {
  id: Generated<number>;
  name: string;
  creator_id: number | null;
  created_at: Timestamp;
  last_activity_at: Timestamp;
}

/** 016_chat: who is in a group now, and up to which message they read. */
export interface ChatGroupMembersTable {
  group_id: number;
  user_id: number;
  joined_at: Timestamp;
  last_read_id: Generated<number>;
}

/** 016_chat: one message, private (receiver_id) or to a group (group_id); only ciphertext. */
export interface ChatMessagesTable {
  id: Generated<number>;
  sender_id: number;
  receiver_id: number | null;
  group_id: number | null;
  message: string;
  is_encrypted: Generated<Flag>;
  encrypted_key: string | null;
  iv: string | null;
  uploaded_images: Generated<string>;
  created_at: Timestamp;
  read_at: Timestamp | null;
}

export type ChatGroupRow = Selectable<ChatGroupsTable>;
export type ChatMessageRow = Selectable<ChatMessagesTable>;

// Text to game (017_ai_games)

export type AiGameStatus = 'queued' | 'running' | 'done' | 'failed';

export interface AiGamesTable {
  id: Generated<number>;
  user_id: number | null;
  description: string;
  status: Generated<AiGameStatus>;
  progress: Generated<number>;
  error: string | null;
  title: string | null;
  genre: string | null;
  theme: string | null;
  source: 'offline' | 'model' | null;
  /** JSON text of the AiGameSpec (common/rules/ai-games.ts). */
  spec: string | null;
  build_slug: string | null;
  build_bytes: number | null;
  job_id: number | null;
  game_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export type AiGameRow = Selectable<AiGamesTable>;
/** Generated podcasts (018_ai_podcasts): tracks and transcript as JSON text; audio and cover under /media. */
export interface AiPodcastsTable {
  id: Generated<number>;
  user_id: number | null;
  description: string;
  language: string;
  title: string;
  status: 'queued' | 'running' | 'ready' | 'failed';
  progress: Generated<number>;
  error: string | null;
  script_source: 'offline' | 'model' | null;
  cover_path: string | null;
  tracks: Generated<string>;
  transcript: Generated<string>;
  duration_ms: Generated<number>;
  job_id: number | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}
export type AiPodcastRow = Selectable<AiPodcastsTable>;

/** What a Steam OpenID sign-in may use once (019_steam_openid): its state and the OP's response nonce. */
export interface OpenIdNoncesTable {
  key: string;
  expires_at: Timestamp;
}

/** A mailed "Passwort vergessen" link (020_password_resets): only its token's SHA-256, used once, until it expires. */
export interface PasswordResetsTable {
  id: Generated<number>;
  user_id: number;
  token_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: Timestamp;
}
