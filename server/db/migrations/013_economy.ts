import { type Kysely, sql } from 'kysely';

/**
 * boostz: a ledger that explains every change of a balance, and what is bought, donated, claimed,
 * redeemed and voted with it. users.boostz stays the balance (CHECK boostz >= 0 since 001); from now on it only
 * changes together with a ledger row in the same transaction, so for every user the balance is the sum of
 * their ledger. Balances that existed before are opened with one 'opening' row each.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('ledger_entries')
    .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('amount', 'integer', (col) => col.notNull().check(sql`amount <> 0`))
    .addColumn('balance_after', 'integer', (col) => col.notNull().check(sql`balance_after >= 0`))
    // What happened (common/rules/boostz.ts LEDGER_REASONS) and to what (border:gold, donation:12, checkout:cs_…).
    .addColumn('reason', 'varchar(32)', (col) => col.notNull())
    .addColumn('reference', 'varchar(160)')
    // The same key for the same user books once: a retry, a double click or a replayed webhook answers the first booking.
    .addColumn('idempotency_key', 'varchar(160)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addUniqueConstraint('ledger_entries_idempotency', ['user_id', 'idempotency_key'])
    .execute();
  await db.schema.createIndex('ledger_entries_user').on('ledger_entries').columns(['user_id', 'id']).execute();
  await db.schema.createIndex('ledger_entries_reason').on('ledger_entries').columns(['reason', 'reference']).execute();
  await sql`INSERT INTO ledger_entries (user_id, amount, balance_after, reason, reference, idempotency_key, created_at)
    SELECT id, boostz, boostz, 'opening', NULL, 'opening', created_at FROM users WHERE boostz > 0`.execute(db);

  await db.schema
    .createTable('donations')
    .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
    .addColumn('donor_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('recipient_id', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('post_id', 'integer', (col) => col.references('posts.id').onDelete('set null'))
    .addColumn('amount', 'integer', (col) => col.notNull().check(sql`amount > 0`))
    .addColumn('message', 'text')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('donations_recipient').on('donations').columns(['recipient_id', 'created_at']).execute();
  await db.schema.createIndex('donations_donor').on('donations').columns(['donor_id', 'created_at']).execute();

  // Checkouts of boostz packs and subscriptions, through Stripe or the built-in sandbox ("Testmodus").
  await db.schema
    .createTable('checkout_sessions')
    .addColumn('id', 'varchar(128)', (col) => col.primaryKey())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('provider', 'varchar(16)', (col) => col.notNull())
    // 'pack' (boostz once) or 'plan' (a subscription).
    .addColumn('kind', 'varchar(8)', (col) => col.notNull())
    .addColumn('product_id', 'varchar(32)', (col) => col.notNull())
    .addColumn('price_cents', 'integer', (col) => col.notNull())
    .addColumn('boostz', 'integer', (col) => col.notNull())
    // open → paid | expired | cancelled; paid → refunded
    .addColumn('status', 'varchar(16)', (col) => col.notNull().defaultTo('open'))
    // The payment behind it (Stripe's payment_intent), which a refund names.
    .addColumn('payment_ref', 'varchar(128)')
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('completed_at', 'varchar(32)')
    .execute();
  await db.schema.createIndex('checkout_sessions_user').on('checkout_sessions').columns(['user_id', 'created_at']).execute();
  await db.schema.createIndex('checkout_sessions_payment').on('checkout_sessions').column('payment_ref').execute();

  await db.schema
    .createTable('subscriptions')
    .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('plan_id', 'integer', (col) => col.notNull())
    .addColumn('provider', 'varchar(16)', (col) => col.notNull())
    .addColumn('provider_ref', 'varchar(128)', (col) => col.notNull().unique())
    // active (renews) → cancelling (ends at the period's end) → ended
    .addColumn('status', 'varchar(16)', (col) => col.notNull())
    .addColumn('current_period_start', 'varchar(32)', (col) => col.notNull())
    .addColumn('current_period_end', 'varchar(32)', (col) => col.notNull())
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('subscriptions_user').on('subscriptions').columns(['user_id', 'status']).execute();
  await db.schema.createIndex('subscriptions_due').on('subscriptions').columns(['status', 'current_period_end']).execute();

  // Webhook events handled once: a replay finds its id here and changes nothing.
  await db.schema
    .createTable('payment_events')
    .addColumn('id', 'varchar(128)', (col) => col.primaryKey())
    .addColumn('type', 'varchar(64)', (col) => col.notNull())
    .addColumn('received_at', 'varchar(32)', (col) => col.notNull())
    .execute();

  await db.schema
    .createTable('redeem_codes')
    .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
    .addColumn('code', 'varchar(32)', (col) => col.notNull().unique())
    .addColumn('value', 'integer', (col) => col.notNull().check(sql`value > 0`))
    .addColumn('max_uses', 'integer', (col) => col.notNull().check(sql`max_uses > 0`))
    .addColumn('uses_count', 'integer', (col) => col.notNull().defaultTo(0).check(sql`uses_count >= 0 AND uses_count <= max_uses`))
    .addColumn('expires_at', 'varchar(32)')
    .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema
    .createTable('redeem_code_uses')
    .addColumn('code_id', 'integer', (col) => col.notNull().references('redeem_codes.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('redeem_code_uses_pk', ['code_id', 'user_id'])
    .execute();

  // A boost puts one's own post higher in "Für dich" until ends_at, marked "Gesponsert".
  await db.schema
    .createTable('post_boosts')
    .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
    .addColumn('post_id', 'integer', (col) => col.notNull().references('posts.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('hours', 'integer', (col) => col.notNull().check(sql`hours > 0`))
    .addColumn('cost', 'integer', (col) => col.notNull().check(sql`cost > 0`))
    .addColumn('starts_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('ends_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('post_boosts_active').on('post_boosts').columns(['ends_at', 'post_id']).execute();

  await db.schema
    .createTable('polls')
    .addColumn('id', 'integer', (col) => col.primaryKey().autoIncrement())
    .addColumn('question', 'varchar(200)', (col) => col.notNull())
    // JSON array of the option texts.
    .addColumn('options', 'text', (col) => col.notNull())
    .addColumn('ends_at', 'varchar(32)', (col) => col.notNull())
    .addColumn('created_by', 'integer', (col) => col.references('users.id').onDelete('set null'))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .execute();
  await db.schema.createIndex('polls_ends').on('polls').columns(['ends_at', 'id']).execute();
  await db.schema
    .createTable('poll_votes')
    .addColumn('poll_id', 'integer', (col) => col.notNull().references('polls.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('option_index', 'integer', (col) => col.notNull().check(sql`option_index >= 0`))
    .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
    .addPrimaryKeyConstraint('poll_votes_pk', ['poll_id', 'user_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'poll_votes',
    'polls',
    'post_boosts',
    'redeem_code_uses',
    'redeem_codes',
    'payment_events',
    'subscriptions',
    'checkout_sessions',
    'donations',
    'ledger_entries',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
