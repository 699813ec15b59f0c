import { Migrator, PostgresAdapter, sql, type Kysely, type Migration, type MigrationProvider } from 'kysely';
import { followUpDueAt, OPERATOR_ACTOR } from '@manobal/core';

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

/**
 * Appointments (issue 14). Every live claim on a therapist's time (a hold not yet expired, a confirmed appointment)
 * owns the half-hour cells it occupies, buffer included (core's claimCells), under the primary key
 * (therapist_id, cell): the database, not a process, decides between two people who want overlapping times.
 * `expires_at` is a hold's end (null for an appointment); an expired claim is taken over by the next claim.
 * Notes are health text and kept only sealed; the manage token only as a hash. Logged-out access tokens are
 * remembered (by their id) until they would have expired anyway, so every instance refuses them.
 */
const appointments: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('appointment_claims')
      .addColumn('therapist_id', 'text', (c) => c.notNull())
      .addColumn('cell', 'text', (c) => c.notNull())
      .addColumn('owner_id', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text')
      .addPrimaryKeyConstraint('appointment_claims_pk', ['therapist_id', 'cell'])
      .execute();
    await db.schema.createIndex('appointment_claims_owner').on('appointment_claims').column('owner_id').execute();

    await db.schema
      .createTable('appointment_holds')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('therapist_id', 'text', (c) => c.notNull())
      .addColumn('start_at', 'text', (c) => c.notNull())
      .addColumn('end_at', 'text', (c) => c.notNull())
      .addColumn('mode', 'text', (c) => c.notNull())
      .addColumn('fee_inr', 'integer', (c) => c.notNull())
      .addColumn('cell_count', 'integer', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('appointment_holds_therapist_start').on('appointment_holds').columns(['therapist_id', 'start_at']).execute();

    await db.schema
      .createTable('appointments')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('reference', 'text', (c) => c.notNull())
      .addColumn('therapist_id', 'text', (c) => c.notNull())
      .addColumn('start_at', 'text', (c) => c.notNull())
      .addColumn('end_at', 'text', (c) => c.notNull())
      .addColumn('mode', 'text', (c) => c.notNull())
      .addColumn('fee_inr', 'integer', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('age', 'integer', (c) => c.notNull())
      .addColumn('notes_encrypted', 'text')
      .addColumn('manage_token_hash', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text')
      .addColumn('idempotency_key', 'text')
      .addColumn('payload_sha256', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('appointments_reference_unique').on('appointments').column('reference').unique().execute();
    await db.schema.createIndex('appointments_idempotency_key_unique').on('appointments').column('idempotency_key').unique().execute();
    await db.schema.createIndex('appointments_therapist_start').on('appointments').columns(['therapist_id', 'start_at']).execute();
    await db.schema.createIndex('appointments_user').on('appointments').column('user_id').execute();
    await db.schema.createIndex('appointments_start').on('appointments').column('start_at').execute();

    await db.schema
      .createTable('revoked_tokens')
      .addColumn('token_id', 'text', (c) => c.primaryKey())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('revoked_tokens_expires_at').on('revoked_tokens').column('expires_at').execute();
  },
};

/**
 * Issue 13: the footer's newsletter list (one row per lower-cased address, with the time of consent) and the
 * corporate and student pages' leads. Both are listed by staff newest first.
 */
const newsletterAndLeads: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('newsletter_subscriptions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('consented_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('newsletter_subscriptions_email_unique').on('newsletter_subscriptions').column('email').unique().execute();
    await db.schema.createIndex('newsletter_subscriptions_consented_at').on('newsletter_subscriptions').column('consented_at').execute();

    await db.schema
      .createTable('leads')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('organisation', 'text', (c) => c.notNull())
      .addColumn('phone', 'text')
      .addColumn('size', 'integer')
      .addColumn('message', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('leads_created_at').on('leads').column('created_at').execute();
  },
};

/**
 * The therapist directory (issue 14): one row per therapist, the profile and the weekly availability as JSON text
 * (validated by core's schemas on the way in, read back as written), so both engines keep them alike.
 */
const therapistDirectory: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('therapists')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('profile', 'text', (c) => c.notNull())
      .addColumn('availability', 'text', (c) => c.notNull())
      .addColumn('active', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
  },
};

/**
 * Issue 15: requests to be phoned by the care team. `urgency` is core's decision ('urgent' for a crisis); staff
 * list urgent ones first, then newest first. The phone is kept because the person asked to be called at it.
 */
const callbackRequests: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('callback_requests')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('urgency', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('callback_requests_urgency_created_at').on('callback_requests').columns(['urgency', 'created_at']).execute();
  },
};

/**
 * Issue 15: the therapy-match answers a visitor chose to share with their therapist when booking, sealed like the
 * notes (null when not shared). Appointments booked before keep null: nothing was shared.
 */
const appointmentIntake: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('appointments').addColumn('intake_encrypted', 'text').execute();
  },
};

/**
 * Issue 15: where the care team is with a call-back request ('waiting' until someone has called, then 'done') and
 * when it was last marked. Requests kept before are waiting: nobody could mark them.
 */
const callbackStatus: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('callback_requests').addColumn('status', 'text', (c) => c.notNull().defaultTo('waiting')).execute();
    await db.schema.alterTable('callback_requests').addColumn('marked_at', 'text').execute();
  },
};

/**
 * Where staff are with each referral, contact message and lead ('waiting' until someone has acted on it, then
 * 'done') and when it was last marked, as call-backs have. Those kept before are waiting: nobody could mark them.
 * The tables are named here, not read from core, so this step stays what it was when later kinds arrive.
 */
const recordFollowUp: Migration = {
  async up(db: Kysely<unknown>) {
    for (const table of ['referrals', 'contact_messages', 'leads']) {
      await db.schema.alterTable(table).addColumn('status', 'text', (c) => c.notNull().defaultTo('waiting')).execute();
      await db.schema.alterTable(table).addColumn('marked_at', 'text').execute();
    }
  },
};

/** The ids the sample seeder wrote before it recorded the flag: frozen here, as this step was when it shipped. */
const SAMPLES_SEEDED_BEFORE_THE_FLAG = ['ananya-rao', 'vikram-mehta', 'farah-siddiqui', 'rohan-iyer', 'meera-nair'];

/**
 * A therapist is a seeded sample (`sample`, 1 or 0), and a registration is a body, a number and who verified it
 * when (in the profile JSON, in place of the RCI number alone). A recorded RCI number becomes an unverified RCI
 * registration; a row the seeder wrote (one of its ids with no number) is a sample. A real therapist may be
 * listed only with a verified registration, so one without is made inactive until staff record who verified it.
 */
const therapistRegistration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('therapists').addColumn('sample', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    const { rows } = await sql<{ id: string; profile: string; active: number }>`select id, profile, active from therapists`.execute(db);
    for (const row of rows) {
      const { rci_registration: rci = null, ...profile } = JSON.parse(row.profile) as { rci_registration?: string | null };
      const sample = rci === null && SAMPLES_SEEDED_BEFORE_THE_FLAG.includes(row.id) ? 1 : 0;
      const registration = rci === null ? null : { body: 'rci', number: rci, verified_by: null, verified_at: null };
      const active = sample === 1 ? Number(row.active) : 0;
      await sql`update therapists set profile = ${JSON.stringify({ ...profile, registration })}, sample = ${sample}, active = ${active} where id = ${row.id}`.execute(db);
    }
  },
};

/**
 * An appointment's sequence (one more for each reschedule and the cancel; the calendar file's SEQUENCE) and whether
 * it was cancelled within the change cut-off (1) or not (0). Appointments kept before start at 0 and not late.
 */
const appointmentSequence: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('appointments').addColumn('sequence', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    await db.schema.alterTable('appointments').addColumn('cancelled_late', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  },
};

/**
 * The booking caps (core's BOOKING_CAPS), checked by the database in the transaction that holds or confirms: holds
 * and appointments keep the device and address they came from, appointments the phone and e-mail as counted, and a
 * staff cancel its reason. A hold that ended (released or run out) leaves a cool-down row for its device. One row per
 * client key is locked by each hold and confirm, so two instances counting the same address wait for each other on
 * PostgreSQL (SQLite runs one transaction at a time). Refusals are counted per cap for health.
 */
const bookingCaps: Migration = {
  async up(db: Kysely<unknown>) {
    for (const column of ['client_device', 'client_address']) {
      await db.schema.alterTable('appointment_holds').addColumn(column, 'text').execute();
      await db.schema.alterTable('appointments').addColumn(column, 'text').execute();
    }
    for (const column of ['phone_key', 'email_key', 'cancel_reason', 'cancelled_at']) {
      await db.schema.alterTable('appointments').addColumn(column, 'text').execute();
    }
    await db.schema.createIndex('appointment_holds_client_device').on('appointment_holds').columns(['client_device', 'expires_at']).execute();
    await db.schema.createIndex('appointment_holds_client_address').on('appointment_holds').columns(['client_address', 'expires_at']).execute();
    await db.schema.createIndex('appointments_client_address').on('appointments').columns(['client_address', 'created_at']).execute();
    await db.schema.createIndex('appointments_client_device').on('appointments').columns(['client_device', 'created_at']).execute();
    await db.schema.createIndex('appointments_phone_key').on('appointments').columns(['phone_key', 'created_at']).execute();
    await db.schema.createIndex('appointments_email_key').on('appointments').columns(['email_key', 'created_at']).execute();
    await db.schema
      .createTable('hold_cooldowns')
      .addColumn('client_device', 'text', (c) => c.notNull())
      .addColumn('therapist_id', 'text', (c) => c.notNull())
      .addColumn('start_at', 'text', (c) => c.notNull())
      .addColumn('ended_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('hold_cooldowns_device').on('hold_cooldowns').columns(['client_device', 'therapist_id', 'start_at']).execute();
    await db.schema.createIndex('hold_cooldowns_ended_at').on('hold_cooldowns').column('ended_at').execute();
    await db.schema.createTable('booking_client_locks').addColumn('client_key', 'text', (c) => c.primaryKey()).addColumn('touched_at', 'text', (c) => c.notNull()).execute();
    await db.schema
      .createTable('booking_cap_refusals')
      .addColumn('cap', 'text', (c) => c.primaryKey())
      .addColumn('refused', 'integer', (c) => c.notNull())
      .execute();
  },
};

/**
 * What the care team needs to keep its promises: each call-back's context (the wizard's risk answer and the person's
 * language, null when the screen did not know them) and the time every followed-up item is due, so a console can
 * show what is overdue; a referral's relationship and consent (null for those kept before the form asked); careers
 * applications followed up like the other records. Rows kept before get the due time the rule gives now (a crisis
 * call-back: due at once), so none is listed without one.
 */
const followUpPromises: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('callback_requests').addColumn('risk', 'text').execute();
    await db.schema.alterTable('callback_requests').addColumn('language', 'text').execute();
    await db.schema.alterTable('referrals').addColumn('relationship', 'text').execute();
    await db.schema.alterTable('referrals').addColumn('consent', 'text').execute();
    await db.schema.alterTable('career_applications').addColumn('status', 'text', (c) => c.notNull().defaultTo('waiting')).execute();
    await db.schema.alterTable('career_applications').addColumn('marked_at', 'text').execute();
    for (const table of ['callback_requests', 'referrals', 'contact_messages', 'leads', 'career_applications']) {
      await db.schema.alterTable(table).addColumn('due_at', 'text').execute();
      const rows = await sql<{ id: string; created_at: string; urgency?: string }>`select * from ${sql.table(table)}`.execute(db);
      for (const row of rows.rows) {
        const due = row.urgency === 'urgent' ? row.created_at : followUpDueAt(new Date(row.created_at)).toISOString();
        await sql`update ${sql.table(table)} set due_at = ${due} where id = ${row.id}`.execute(db);
      }
    }
  },
};

/**
 * The free introductory call and the age rule. A free call gets a reference, a status the care team follows
 * ('waiting', 'called', 'done') and one of its hour's places: `place` is unique per (date, time), so the database
 * decides, across instances, who gets an hour's last place. Calls kept before hold no place and no reference.
 * A 16- or 17-year-old's parent or guardian is kept with their free call or appointment; `guardian_check` flags an
 * appointment the care team must confirm with the guardian before the session.
 */
const freeCallsAndGuardians: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('session_bookings').addColumn('reference', 'text').execute();
    await db.schema.alterTable('session_bookings').addColumn('status', 'text', (c) => c.notNull().defaultTo('waiting')).execute();
    await db.schema.alterTable('session_bookings').addColumn('marked_at', 'text').execute();
    await db.schema.alterTable('session_bookings').addColumn('place', 'integer').execute();
    await db.schema.createIndex('session_bookings_reference_unique').on('session_bookings').column('reference').unique().execute();
    await db.schema.createIndex('session_bookings_hour_place_unique').on('session_bookings').columns(['date', 'time', 'place']).unique().execute();
    for (const table of ['session_bookings', 'appointments']) {
      await db.schema.alterTable(table).addColumn('guardian_name', 'text').execute();
      await db.schema.alterTable(table).addColumn('guardian_relationship', 'text').execute();
      await db.schema.alterTable(table).addColumn('guardian_phone', 'text').execute();
    }
    await db.schema.alterTable('appointments').addColumn('guardian_check', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  },
};

/**
 * Who sent an upload and how many bytes, for the hourly byte limit per address; created_at is indexed for the
 * daily removal of uploads that no application names. Uploads kept before have neither (they count as none).
 */
const uploadSenders: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('uploads').addColumn('address', 'text').execute();
    await db.schema.alterTable('uploads').addColumn('received_bytes', 'integer').execute();
    await db.schema.createIndex('uploads_address_created').on('uploads').columns(['address', 'created_at']).execute();
    await db.schema.createIndex('uploads_created').on('uploads').column('created_at').execute();
  },
};

/**
 * The care team as named people (issue 24). Secrets are never kept: a session, a personal access token or an
 * enrolment code is kept as the SHA-256 of its random value, unique, so the database finds it by that alone.
 * `roles` is a comma list of core's role ids. An enrolment is a one-time link: for the first admin of an empty
 * store, or a person an admin invited (or whose second factor was reset, then `person_id` names them).
 */
const staffPeople: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('staff_people')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('roles', 'text', (c) => c.notNull())
      .addColumn('therapist_id', 'text')
      .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('password_hash', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('staff_people_email_unique').on('staff_people').column('email').unique().execute();

    await db.schema
      .createTable('staff_sessions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('token_hash', 'text', (c) => c.notNull())
      .addColumn('person_id', 'text', (c) => c.notNull())
      .addColumn('signed_in_at', 'text', (c) => c.notNull())
      .addColumn('last_seen_at', 'text', (c) => c.notNull())
      .addColumn('verified_at', 'text', (c) => c.notNull())
      .addColumn('ended_at', 'text')
      .execute();
    await db.schema.createIndex('staff_sessions_token_hash_unique').on('staff_sessions').column('token_hash').unique().execute();
    await db.schema.createIndex('staff_sessions_person').on('staff_sessions').column('person_id').execute();

    await db.schema
      .createTable('staff_access_tokens')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('person_id', 'text', (c) => c.notNull())
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('token_hash', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('last_used_at', 'text')
      .addColumn('revoked_at', 'text')
      .execute();
    await db.schema.createIndex('staff_access_tokens_token_hash_unique').on('staff_access_tokens').column('token_hash').unique().execute();
    await db.schema.createIndex('staff_access_tokens_person').on('staff_access_tokens').column('person_id').execute();

    await db.schema
      .createTable('staff_enrolments')
      .addColumn('code_hash', 'text', (c) => c.primaryKey())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('person_id', 'text')
      .addColumn('email', 'text')
      .addColumn('name', 'text')
      .addColumn('roles', 'text', (c) => c.notNull())
      .addColumn('therapist_id', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .execute();
  },
};

/**
 * Second factors (issue 24): a TOTP secret kept sealed with the field cipher, with the last time step used so a
 * code is never accepted twice; passkeys (WebAuthn public keys); one-time recovery codes as hashes. A sign-in in
 * progress (password proved, second factor not yet) is a short-lived row found by the hash of its token.
 */
const staffCredentials: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('staff_totp')
      .addColumn('person_id', 'text', (c) => c.primaryKey())
      .addColumn('secret_sealed', 'text', (c) => c.notNull())
      .addColumn('confirmed_at', 'text')
      .addColumn('last_step', 'integer')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('staff_recovery_codes')
      .addColumn('code_hash', 'text', (c) => c.primaryKey())
      .addColumn('person_id', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .execute();
    await db.schema.createIndex('staff_recovery_codes_person').on('staff_recovery_codes').column('person_id').execute();

    await db.schema
      .createTable('staff_passkeys')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('person_id', 'text', (c) => c.notNull())
      .addColumn('public_key', 'text', (c) => c.notNull())
      .addColumn('counter', 'integer', (c) => c.notNull())
      .addColumn('transports', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('last_used_at', 'text')
      .execute();
    await db.schema.createIndex('staff_passkeys_person').on('staff_passkeys').column('person_id').execute();

    await db.schema
      .createTable('staff_sign_in_steps')
      .addColumn('token_hash', 'text', (c) => c.primaryKey())
      .addColumn('person_id', 'text')
      .addColumn('purpose', 'text', (c) => c.notNull())
      .addColumn('challenge', 'text')
      .addColumn('enrolment_code_hash', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .execute();
  },
};

/**
 * The record of who read or changed what (core's audit chain): one row per staff call, numbered by `seq` (the primary
 * key, so two appends racing for one number cannot both land) and chained by hash. The table is append-only: the
 * database itself refuses UPDATE, DELETE (and on PostgreSQL TRUNCATE) with a trigger, so no code path, and no
 * operator at a prompt without first dropping the trigger, can edit or remove a row unseen by a walk of the chain.
 * Roles and visitor keys are JSON text, covered by the row's hash like every other field.
 */
const auditLog: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('staff_audit_log')
      .addColumn('seq', 'integer', (c) => c.primaryKey())
      .addColumn('at', 'text', (c) => c.notNull())
      .addColumn('person_id', 'text')
      .addColumn('roles', 'text', (c) => c.notNull())
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('subject_id', 'text')
      .addColumn('request_id', 'text', (c) => c.notNull())
      .addColumn('reason', 'text')
      .addColumn('visitor_keys', 'text', (c) => c.notNull())
      .addColumn('previous_hash', 'text', (c) => c.notNull())
      .addColumn('hash', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('staff_audit_log_person').on('staff_audit_log').columns(['person_id', 'seq']).execute();
    await db.schema.createIndex('staff_audit_log_subject').on('staff_audit_log').columns(['subject', 'subject_id', 'seq']).execute();
    await db.schema.createIndex('staff_audit_log_at').on('staff_audit_log').column('at').execute();
    if (db.getExecutor().adapter instanceof PostgresAdapter) {
      await sql`create function staff_audit_log_append_only() returns trigger language plpgsql as $$
        begin raise exception 'staff_audit_log is append-only' using errcode = 'P0001'; end $$`.execute(db);
      await sql`create trigger staff_audit_log_no_change before update or delete on staff_audit_log
        for each row execute function staff_audit_log_append_only()`.execute(db);
      await sql`create trigger staff_audit_log_no_truncate before truncate on staff_audit_log
        for each statement execute function staff_audit_log_append_only()`.execute(db);
    } else {
      await sql`create trigger staff_audit_log_no_update before update on staff_audit_log
        begin select raise(abort, 'staff_audit_log is append-only'); end`.execute(db);
      await sql`create trigger staff_audit_log_no_delete before delete on staff_audit_log
        begin select raise(abort, 'staff_audit_log is append-only'); end`.execute(db);
    }
  },
};

/**
 * The care team's urgent queue: where each call-back is (waiting, claimed by one person, closed with an outcome),
 * the calls that found no answer, and the numbered events every open console is sent. A request marked done before
 * the queue is closed by the server operator (whose shared token marked it) with the outcome 'closed'. Event numbers
 * come from one counter row that each change updates in its own transaction: the row's lock makes the numbers commit
 * in order on PostgreSQL too, so a console that has seen event n has seen every event before it.
 */
const callbackQueue: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('callback_requests').addColumn('queue_state', 'text', (c) => c.notNull().defaultTo('waiting')).execute();
    for (const column of ['claimed_by_id', 'claimed_by_name', 'claimed_at', 'last_outcome', 'closed_at']) {
      await db.schema.alterTable('callback_requests').addColumn(column, 'text').execute();
    }
    await db.schema.alterTable('callback_requests').addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0)).execute();
    await sql`update callback_requests set queue_state = 'closed', last_outcome = 'closed', closed_at = coalesce(marked_at, created_at),
      claimed_by_id = ${OPERATOR_ACTOR.personId}, claimed_by_name = ${OPERATOR_ACTOR.name} where status = 'done'`.execute(db);
    await db.schema.createIndex('callback_requests_queue').on('callback_requests').columns(['queue_state', 'reason', 'created_at']).execute();
    await db.schema
      .createTable('staff_events')
      .addColumn('id', 'integer', (c) => c.primaryKey())
      .addColumn('type', 'text', (c) => c.notNull())
      .addColumn('callback_id', 'text', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('at', 'text', (c) => c.notNull())
      .addColumn('by_id', 'text')
      .addColumn('by_name', 'text')
      .addColumn('outcome', 'text')
      .execute();
    await db.schema.createTable('staff_event_counter').addColumn('id', 'integer', (c) => c.primaryKey()).addColumn('last_id', 'integer', (c) => c.notNull()).execute();
    await sql`insert into staff_event_counter (id, last_id) values (1, 0)`.execute(db);
  },
};

/**
 * How a session went (attended or no-show, marked once it ended, never on a cancelled appointment) and when it
 * was marked; and a therapist's date overrides (IST dates with hours of their own, or closed), kept with the rest
 * of their availability JSON so one compare-and-set still changes it whole: every stored availability gains an
 * empty list.
 */
const attendanceAndDateOverrides: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('appointments').addColumn('attendance', 'text').execute();
    await db.schema.alterTable('appointments').addColumn('attendance_marked_at', 'text').execute();
    const rows = await sql<{ id: string; availability: string }>`select id, availability from therapists`.execute(db);
    for (const row of rows.rows) {
      const availability = JSON.parse(row.availability) as Record<string, unknown>;
      if (Array.isArray(availability.dateOverrides)) continue;
      const written = JSON.stringify({ ...availability, dateOverrides: [] });
      await sql`update therapists set availability = ${written} where id = ${row.id}`.execute(db);
    }
  },
};

/**
 * The outbox: every message the product sends is a row written in the transaction of the change that causes it (a
 * booking, a cancel, a move, a crisis call-back), so a change rolled back leaves no message behind. The dedupe key
 * is unique: the same change written twice is one message. A worker claims due rows (state 'sending' under a lease),
 * sends them with the row's stable Message-ID, and marks them sent, cancelled or dead with the reason.
 */
const outbox: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('outbox')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('dedupe_key', 'text', (c) => c.notNull().unique())
      .addColumn('channel', 'text', (c) => c.notNull())
      .addColumn('recipient', 'text', (c) => c.notNull())
      .addColumn('template_id', 'text', (c) => c.notNull())
      .addColumn('template_version', 'integer', (c) => c.notNull())
      .addColumn('locale', 'text', (c) => c.notNull())
      .addColumn('variables', 'text', (c) => c.notNull())
      .addColumn('run_at', 'text', (c) => c.notNull())
      .addColumn('appointment_id', 'text')
      .addColumn('appointment_start', 'text')
      .addColumn('state', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull())
      .addColumn('lease_until', 'text')
      .addColumn('last_error', 'text')
      .addColumn('provider_message_id', 'text')
      .addColumn('message_id', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('sent_at', 'text')
      .execute();
    await db.schema.createIndex('outbox_due').on('outbox').columns(['state', 'run_at']).execute();
    await db.schema.createIndex('outbox_appointment').on('outbox').columns(['appointment_id', 'state']).execute();
  },
};

/**
 * The video room's facts on each appointment, and nothing else of the call: when the visitor and the therapist
 * first joined and last left (attendance can be marked from them), and the visitor's consent with the words' catalog
 * id and version.
 */
const roomFacts: Migration = {
  async up(db: Kysely<unknown>) {
    for (const column of ['visitor_joined_at', 'visitor_left_at', 'therapist_joined_at', 'therapist_left_at', 'consent_at', 'consent_words']) {
      await db.schema.alterTable('appointments').addColumn(column, 'text').execute();
    }
    await db.schema.alterTable('appointments').addColumn('consent_version', 'integer').execute();
  },
};

/** Each therapist's calendar version per IST date: the slot lists' cache knows a date is stale on every instance. */
const calendarVersions: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('calendar_versions')
      .addColumn('therapist_id', 'text', (c) => c.notNull())
      .addColumn('date', 'text', (c) => c.notNull())
      .addColumn('version', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('calendar_versions_pk', ['therapist_id', 'date'])
      .execute();
  },
};

/**
 * The version of each therapist's directory entry, raised by every change to the row in the statement that makes
 * it: a slot list cached on any instance reads it with the dates' versions and knows the rules it used still stand.
 */
const therapistEntryVersions: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('therapists').addColumn('calendar_generation', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  },
};

/**
 * A signalling message too large for PostgreSQL's NOTIFY (a session description), parked for the instance that
 * holds its addressee to read; removed a minute after it was parked.
 */
const roomSignals: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('room_signals')
      .ifNotExists()
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
  },
};

/**
 * The visitor's own time zone (an IANA name their browser reported when booking, or null), so every message about the
 * appointment shows their clock beside IST.
 */
const appointmentTimeZone: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('appointments').addColumn('time_zone', 'text').execute();
  },
};

/**
 * The newsletter made real (double opt-in): each address is 'pending' until its owner opens the confirmation link,
 * 'confirmed' while it receives letters, 'unsubscribed' once they leave. Addresses kept before letters began stay
 * pending with no confirmation: none of them ever confirmed, so none gets a letter until it signs up again. Tokens
 * are kept only as SHA-256 hashes. The letters staff send are kept (who, when, the words). The outbox's manage-links
 * messages are counted per recipient and hour, by an index of their own.
 */
const newsletterDoubleOptIn: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('newsletter_subscriptions').addColumn('status', 'text', (c) => c.notNull().defaultTo('pending')).execute();
    for (const column of ['confirm_token_hash', 'confirm_sent_at', 'confirmed_at', 'unsubscribe_token_hash', 'unsubscribed_at']) {
      await db.schema.alterTable('newsletter_subscriptions').addColumn(column, 'text').execute();
    }
    await db.schema.createIndex('newsletter_subscriptions_confirm_token').on('newsletter_subscriptions').column('confirm_token_hash').unique().execute();
    await db.schema.createIndex('newsletter_subscriptions_unsubscribe_token').on('newsletter_subscriptions').column('unsubscribe_token_hash').unique().execute();
    await db.schema.createIndex('newsletter_subscriptions_status').on('newsletter_subscriptions').column('status').execute();
    await db.schema
      .createTable('newsletter_letters')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('subject', 'text', (c) => c.notNull())
      .addColumn('body', 'text', (c) => c.notNull())
      .addColumn('sent_by', 'text', (c) => c.notNull())
      .addColumn('recipients', 'integer', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('outbox_recipient_template').on('outbox').columns(['recipient', 'template_id', 'created_at']).execute();
  },
};

/**
 * Messages to phones: an appointment keeps the phone channels its visitor opted in to (JSON: channel, the words shown
 * by id, version and text, and when), a sent row the time its provider's receipt said it was delivered, looked up by
 * the provider's id; a staff person may have a phone (staff_phones) that crisis alerts go to by SMS.
 */
const phoneMessages: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('appointments').addColumn('message_opt_ins', 'text').execute();
    await db.schema.alterTable('outbox').addColumn('delivered_at', 'text').execute();
    // A table of its own rather than a column of staff_people: this step stands on its own even where 0020 runs after it.
    await db.schema.createTable('staff_phones').addColumn('person_id', 'text', (c) => c.primaryKey()).addColumn('phone', 'text', (c) => c.notNull()).execute();
    await db.schema.createIndex('outbox_provider_message').on('outbox').column('provider_message_id').execute();
  },
};

/**
 * The visitor's language, kept with a booking and a call-back request (the request's, as the server reads it), so
 * every message to them is written in it. Rows from before it was kept were all answered in English: they stay 'en'.
 */
const visitorLocale: Migration = {
  async up(db: Kysely<unknown>) {
    for (const table of ['appointments', 'callback_requests']) {
      await db.schema.alterTable(table).addColumn('locale', 'text', (c) => c.notNull().defaultTo('en')).execute();
    }
  },
};

/**
 * A coordinator invited into one appointment's video room by its therapist: who invited whom and when, when it was
 * withdrawn (kept, not deleted), and when the coordinator first joined and last left. At most one invite of an
 * appointment stands at a time (the use case checks it); a new one after a withdrawal is a new row.
 */
const roomInvites: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('room_invites')
      .ifNotExists()
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('appointment_id', 'text', (c) => c.notNull())
      .addColumn('reference', 'text', (c) => c.notNull())
      .addColumn('coordinator_id', 'text', (c) => c.notNull())
      .addColumn('invited_by', 'text', (c) => c.notNull())
      .addColumn('invited_at', 'text', (c) => c.notNull())
      .addColumn('withdrawn_at', 'text')
      .addColumn('joined_at', 'text')
      .addColumn('left_at', 'text')
      .execute();
    await db.schema.createIndex('room_invites_appointment').ifNotExists().on('room_invites').columns(['appointment_id', 'withdrawn_at']).execute();
    await db.schema.createIndex('room_invites_coordinator').ifNotExists().on('room_invites').columns(['coordinator_id', 'withdrawn_at']).execute();
  },
};

/** The language the visitor's consent to a video consultation was shown in (the room speaks English and Hindi). */
const roomConsentLocale: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('appointments').addColumn('consent_locale', 'text').execute();
  },
};

export const MIGRATIONS: Readonly<Record<string, Migration>> = {
  '0001-initial': initial,
  '0002-users-created-at': usersByCreation,
  '0003-login-throttle': loginThrottle,
  '0004-store-heartbeat': storeHeartbeat,
  '0005-appointments': appointments,
  '0006-newsletter-and-leads': newsletterAndLeads,
  '0007-therapist-directory': therapistDirectory,
  '0008-callback-requests': callbackRequests,
  '0009-appointment-intake': appointmentIntake,
  '0010-callback-status': callbackStatus,
  '0011-record-follow-up': recordFollowUp,
  '0012-therapist-registration': therapistRegistration,
  '0013-follow-up-promises': followUpPromises,
  '0014-free-calls-and-guardians': freeCallsAndGuardians,
  '0015-appointment-sequence': appointmentSequence,
  '0017-booking-caps': bookingCaps,
  '0019-upload-senders': uploadSenders,
  '0020-staff-people': staffPeople,
  '0021-staff-credentials': staffCredentials,
  '0022-audit-log': auditLog,
  '0023-callback-queue': callbackQueue,
  '0024-therapist-date-overrides': attendanceAndDateOverrides,
  '0027-outbox': outbox,
  '0028-phone-messages': phoneMessages,
  '0029-newsletter-double-opt-in': newsletterDoubleOptIn,
  '0030-appointment-time-zone': appointmentTimeZone,
  '0031-room-facts': roomFacts,
  '0032-room-signals': roomSignals,
  '0033-calendar-versions': calendarVersions,
  '0034-visitor-locale': visitorLocale,
  '0035-room-invites': roomInvites,
  '0036-room-consent-locale': roomConsentLocale,
  '0037-therapist-entry-versions': therapistEntryVersions,
};

const provider: MigrationProvider = { getMigrations: async () => ({ ...MIGRATIONS }) };

/**
 * Brings the schema up to date; Kysely's migration lock keeps concurrent instances from racing.
 * Steps may run out of name order: 0020, 0021 and 0023 landed after 0022 and 0024 (and 0028 after 0030 to 0033), so a store migrated in between
 * lacks them, and Kysely would refuse it as corrupted. Every step is written to stand on its own for that.
 * On PostgreSQL pass the schema the tables live in: without it Kysely decides whether its own
 * bookkeeping tables exist by name in ANY schema, and another schema's copy makes it skip creating ours.
 */
export const migrateToLatest = async (db: Kysely<unknown>, migrationTableSchema?: string): Promise<void> => {
  const { error, results } = await new Migrator({ db, provider, allowUnorderedMigrations: true, ...(migrationTableSchema ? { migrationTableSchema } : {}) }).migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error');
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed`, { cause: error });
  }
};
