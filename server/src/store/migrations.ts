import { Migrator, type Kysely, type Migration, type MigrationProvider } from 'kysely';

/**
 * The one set of migrations, run at start-up on SQLite and PostgreSQL alike. Append new entries; never edit
 * a shipped one. Only portable column types are used (see database.schema.ts).
 */
const initial: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('users')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('users_email_unique').on('users').column('email').unique().execute();

    await db.schema
      .createTable('referrals')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('mobile', 'text', (c) => c.notNull())
      .addColumn('age', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('contact_messages')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('message', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('volunteer_submissions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('phone', 'text')
      .addColumn('age', 'integer')
      .addColumn('gender', 'text')
      .addColumn('questions_and_answers', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('session_bookings')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('age', 'text', (c) => c.notNull())
      .addColumn('gender', 'text', (c) => c.notNull())
      .addColumn('problem', 'text', (c) => c.notNull())
      .addColumn('date', 'text', (c) => c.notNull())
      .addColumn('time', 'text', (c) => c.notNull())
      .addColumn('idempotency_key', 'text')
      .addColumn('payload_sha256', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('session_bookings_idempotency_key_unique')
      .on('session_bookings')
      .column('idempotency_key')
      .unique()
      .execute();

    await db.schema
      .createTable('career_applications')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('full_name', 'text', (c) => c.notNull())
      .addColumn('age', 'integer', (c) => c.notNull())
      .addColumn('gender', 'text', (c) => c.notNull())
      .addColumn('experience', 'integer', (c) => c.notNull())
      .addColumn('bio', 'text', (c) => c.notNull())
      .addColumn('address', 'text', (c) => c.notNull())
      .addColumn('phone_number', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('language1', 'text', (c) => c.notNull())
      .addColumn('language2', 'text', (c) => c.notNull())
      .addColumn('aadhaar_encrypted', 'text', (c) => c.notNull())
      .addColumn('aadhaar_last4', 'text', (c) => c.notNull())
      .addColumn('pan_encrypted', 'text', (c) => c.notNull())
      .addColumn('pan_masked', 'text', (c) => c.notNull())
      .addColumn('education', 'text', (c) => c.notNull())
      .addColumn('has_rci', 'integer', (c) => c.notNull())
      .addColumn('has_iso_certification', 'integer', (c) => c.notNull())
      .addColumn('photograph_link', 'text', (c) => c.notNull())
      .addColumn('aadhar_document_link', 'text', (c) => c.notNull())
      .addColumn('aadhar_back_document_link', 'text', (c) => c.notNull())
      .addColumn('pan_card_document_link', 'text', (c) => c.notNull())
      .addColumn('certification_document_link', 'text', (c) => c.notNull())
      .addColumn('rci_document_link', 'text')
      .addColumn('iso_certification_document_link', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('uploads')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('size', 'integer', (c) => c.notNull())
      .addColumn('sha256', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('web_vitals')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('value', 'double precision', (c) => c.notNull())
      .addColumn('metric_id', 'text', (c) => c.notNull())
      .addColumn('route', 'text', (c) => c.notNull())
      .addColumn('rating', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();

    // Staff listings page newest first.
    for (const table of ['referrals', 'contact_messages', 'volunteer_submissions', 'session_bookings', 'career_applications', 'web_vitals']) {
      await db.schema.createIndex(`${table}_created_at`).on(table).column('created_at').execute();
    }
  },
};

/** Staff list accounts newest first too. */
const usersByCreation: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.createIndex('users_created_at').on('users').column('created_at').execute();
  },
};

/**
 * Failed logins per account, shared by every instance: the account is an HMAC of the lower-cased login
 * identifier, never the email itself. Pruned by last failure.
 */
const loginThrottle: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('login_throttle')
      .addColumn('account_key', 'text', (c) => c.primaryKey())
      .addColumn('failures', 'integer', (c) => c.notNull())
      .addColumn('window_started_at', 'text', (c) => c.notNull())
      .addColumn('last_failure_at', 'text', (c) => c.notNull())
      .addColumn('locked_until', 'text')
      .execute();
    await db.schema.createIndex('login_throttle_last_failure_at').on('login_throttle').column('last_failure_at').execute();
  },
};

/** One row the health check rewrites now and then, to learn whether the store can still write. */
const storeHeartbeat: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('store_heartbeat')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('beat_at', 'text', (c) => c.notNull())
      .execute();
  },
};

export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  '0001-initial': initial,
  '0002-users-created-at': usersByCreation,
  '0003-login-throttle': loginThrottle,
  '0004-store-heartbeat': storeHeartbeat,
};

const provider: MigrationProvider = { getMigrations: async () => ({ ...MIGRATIONS }) };

/**
 * Brings the schema up to date; Kysely's migration lock keeps concurrent instances from racing.
 * On PostgreSQL pass the schema the tables live in: without it Kysely decides whether its own
 * bookkeeping tables exist by name in ANY schema, and another schema's copy makes it skip creating ours.
 */
export const migrateToLatest = async (db: Kysely<unknown>, migrationTableSchema?: string): Promise<void> => {
  const { error, results } = await new Migrator({ db, provider, ...(migrationTableSchema ? { migrationTableSchema } : {}) }).migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
};
