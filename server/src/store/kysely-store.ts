import { sql, type Kysely, type Selectable } from 'kysely';
import {
  CAREERS_DOCUMENTS,
  type Account,
  type CareerApplication,
  type KeepOutcome,
  type Page,
  type PageRequest,
  type ListedRecord,
  type RecordKind,
  type VolunteerAnswer,
  type VolunteerFeedback,
  VITAL_NAMES,
  type VitalName,
  type VitalRating,
  type VitalSample,
} from '@manobal/core';
import { auditDigest } from '../audit/audit-digest';
import { createAuditLogStore } from './audit-log-store';
import { inProcessRoomRelay, type RoomRelay } from '../room/room-relay';
import { createAppointmentStore, createRevokedTokens, createRoomRecords } from './appointment-store';
import { createRoomInviteStore } from './room-invite-store';
import { createCallbackRequestStore } from './callback-request-store';
import { createStaffEventLog, createWakeUps, type EventWakeUps } from './staff-event-store';
import { createFreeCallStore } from './free-call-store';
import { createTherapistDirectoryStore } from './therapist-directory-store';
import { createSecondFactorEraser, createStaffAccessTokenStore, createStaffEnrolmentStore, createStaffPeopleStore } from './staff-people-store';
import { createSignInStepStore, createStaffCredentialStore, createStaffSessionStore } from './staff-credentials-store';
import { createManageLinkStore } from './manage-link-store';
import { createAgendaStore, createOutboxStore } from './outbox-store';
import { createNewsletterStore } from './newsletter-store';
import { createUploadStore } from './upload-store';
import type {
  CareerApplicationsTable,
  Database,
  UsersTable,
  VolunteerSubmissionsTable,
  WebVitalsTable,
} from './database.schema';
import { careerApplicationFields } from './career-application-fields';
import { fromStore, isUniqueViolation } from './store-faults';
import type { LoginThrottleRepository, RecordStore, StaffAccount, StaffListing, Store, StoreEngine } from './store.port';

type SubmissionTable = 'volunteer_submissions' | 'session_bookings' | 'career_applications';

/** A table listed to staff: a submission's, the accounts', or a record kind's (named by core's RecordKind). */
type ListedTable = SubmissionTable | 'users' | (string & {});

/**
 * One page of a table, newest first (ties by id), with the table's total, each row mapped to its domain
 * value. `columns` limits what is read: a listing never reads what it must not show.
 */
const newestFirst = <Row, Item>(
  db: Kysely<Database>,
  table: ListedTable,
  columns: 'all' | readonly (keyof Row & string)[],
  toItem: (row: Row) => Item,
  order: 'created_at' | 'consented_at' = 'created_at',
  /** The rows staff still have to act on ('waiting') before the done ones. */
  waitingFirst = false,
) =>
  async ({ page, limit }: PageRequest): Promise<Page<Item>> => {
    // Kysely cannot type a query over a table chosen at run time; one table stands for all here.
    const from = db.selectFrom(table as 'volunteer_submissions');
    const selected = columns === 'all' ? from.selectAll() : from.select(columns as never);
    const [rows, counted] = await Promise.all([
      (waitingFirst ? selected.orderBy(sql`case when status = 'waiting' then 0 else 1 end`) : selected)
        .orderBy(order as 'created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(limit)
        .offset((page - 1) * limit)
        .execute(),
      from.select((eb) => eb.fn.countAll().as('total')).executeTakeFirstOrThrow(),
    ]);
    return { items: (rows as unknown as Row[]).map(toItem), page, limit, total: Number(counted.total) };
  };

/** Adds rows mapped from domain values and lists them back, mapped again, for staff. */
const submissions = <T extends SubmissionTable, Submission>(
  db: Kysely<Database>,
  table: T,
  toRow: (submission: Submission) => Selectable<Database[T]>,
  fromRow: (row: Selectable<Database[T]>) => Submission,
) => {
  // Kysely cannot type a query over a table chosen by a generic; one table stands for all here.
  const anyTable = table as SubmissionTable as 'volunteer_submissions';
  return {
    add: (submission: Submission) =>
      fromStore(async () => {
        await db.insertInto(anyTable).values(toRow(submission) as never).execute();
      }),
    list: newestFirst(db, table, 'all', fromRow),
  } satisfies StaffListing<Submission> & Record<'add', unknown>;
};

/**
 * Every record kind in its own table: `id`, one column per declared field under the field's name, and the time
 * received. Table and column names come from core's declarations, never from a request. A kind kept once per
 * value has a unique index on that column: the index decides, so two first requests racing still keep one.
 */
const recordTables = (db: Kysely<Database>): RecordStore => ({
  keep: (kind, { id, receivedAt, dueAt, fields }) =>
    fromStore(async (): Promise<KeepOutcome> => {
      try {
        const due = dueAt === null ? {} : { due_at: dueAt.toISOString() };
        // Kysely cannot type a table chosen at run time.
        await db.insertInto(kind.table as never).values({ ...fields, ...due, id, [kind.receivedColumn]: receivedAt.toISOString() } as never).execute();
        return 'kept';
      } catch (error) {
        if (kind.onceBy !== undefined && isUniqueViolation(error)) return 'already-kept';
        throw error;
      }
    }),
  // Only the declared columns: a column a later migration adds is not shown to staff until its kind declares it.
  list: (kind, page) =>
    fromStore(() => newestFirst(db, kind.table, listedColumns(kind), (row: ListedRecord) => row, kind.receivedColumn, kind.followUp === true)(page)),
  mark: (kind, id, status, at) =>
    fromStore(async () => {
      const row = await db
        .updateTable(kind.table as 'callback_requests')
        .set({ status, marked_at: at.toISOString() })
        .where('id', '=', id)
        .returning(listedColumns(kind) as never)
        .executeTakeFirst();
      return (row as ListedRecord | undefined) ?? null;
    }),
});

/** What staff read of a kind's records: its declared columns, and where they are with it when they follow it up. */
const listedColumns = (kind: RecordKind): string[] => [
  'id',
  ...Object.keys(kind.fields),
  kind.receivedColumn,
  ...(kind.followUp ? ['status', 'marked_at', 'due_at'] : []),
];

// Domain values to rows and back: times as ISO-8601 UTC text, booleans as 0/1, lists as JSON text.
const volunteerRow = ({ answers, receivedAt, ...feedback }: VolunteerFeedback): VolunteerSubmissionsTable => ({
  ...feedback,
  questions_and_answers: JSON.stringify(answers),
  created_at: receivedAt.toISOString(),
});
const volunteerOf = ({ questions_and_answers, created_at, ...feedback }: VolunteerSubmissionsTable): VolunteerFeedback => ({
  ...feedback,
  answers: JSON.parse(questions_and_answers) as VolunteerAnswer[],
  receivedAt: new Date(created_at),
});
const applicationRow = (application: CareerApplication): CareerApplicationsTable => {
  const links = Object.fromEntries(
    CAREERS_DOCUMENTS.map((document) => [document.linkField, application.documents[document.linkField] ?? (document.required ? '' : null)]),
  ) as Pick<CareerApplicationsTable, (typeof CAREERS_DOCUMENTS)[number]['linkField']>;
  return {
    ...careerApplicationFields(application),
    aadhaar_encrypted: application.aadhaar.sealed,
    aadhaar_last4: application.aadhaar.last4,
    pan_encrypted: application.pan.sealed,
    pan_masked: application.pan.masked,
    has_rci: application.hasRci ? 1 : 0,
    has_iso_certification: application.hasIsoCertification ? 1 : 0,
    ...links,
    created_at: application.receivedAt.toISOString(),
    status: application.status,
    marked_at: application.markedAt === null ? null : application.markedAt.toISOString(),
    due_at: application.dueAt.toISOString(),
  };
};

const accountOf = ({ password_hash, created_at, ...account }: UsersTable): Account => ({ ...account, passwordHash: password_hash, createdAt: new Date(created_at) });
const staffAccountOf = ({ created_at, ...account }: Omit<UsersTable, 'password_hash'>): StaffAccount => ({ ...account, createdAt: new Date(created_at) });

const applicationOf = (row: CareerApplicationsTable): CareerApplication => ({
  id: row.id,
  fullName: row.full_name,
  age: row.age,
  gender: row.gender,
  experience: row.experience,
  bio: row.bio,
  address: row.address,
  phoneNumber: row.phone_number,
  email: row.email,
  language1: row.language1,
  language2: row.language2,
  aadhaar: { sealed: row.aadhaar_encrypted, last4: row.aadhaar_last4 },
  pan: { sealed: row.pan_encrypted, masked: row.pan_masked },
  education: row.education,
  hasRci: row.has_rci === 1,
  hasIsoCertification: row.has_iso_certification === 1,
  documents: Object.fromEntries(CAREERS_DOCUMENTS.map((document) => [document.linkField, row[document.linkField]])) as CareerApplication['documents'],
  receivedAt: new Date(row.created_at),
  status: row.status as CareerApplication['status'],
  markedAt: row.marked_at === null ? null : new Date(row.marked_at),
  dueAt: new Date(row.due_at),
});

/** Careers applications: listed waiting first (then newest first), and marked done or waiting by staff. */
const careerApplications = (db: Kysely<Database>) => ({
  add: submissions(db, 'career_applications', applicationRow, applicationOf).add,
  list: newestFirst(db, 'career_applications', 'all', applicationOf, 'created_at', true),
  mark: (id: string, status: CareerApplication['status'], at: Date) =>
    fromStore(async () => {
      const row = await db.updateTable('career_applications').set({ status, marked_at: at.toISOString() }).where('id', '=', id).returningAll().executeTakeFirst();
      return row ? applicationOf(row) : null;
    }),
  find: (id: string) =>
    fromStore(async () => {
      const row = await db.selectFrom('career_applications').selectAll().where('id', '=', id).executeTakeFirst();
      return row ? applicationOf(row) : null;
    }),
});


/**
 * Failed logins in one row per account. The count is one atomic upsert, so instances racing on the same
 * account never lose a failure; the failure that reaches the count sets the lock.
 */
const loginThrottle = (db: Kysely<Database>): LoginThrottleRepository => ({
  lockedUntil: async (accountKey, now) => {
    const row = await db.selectFrom('login_throttle').select('locked_until').where('account_key', '=', accountKey).executeTakeFirst();
    return row?.locked_until && row.locked_until > now.toISOString() ? new Date(row.locked_until) : null;
  },
  recordFailure: async (accountKey, now, policy) => {
    const at = now.toISOString();
    const windowStart = new Date(now.getTime() - policy.windowMs).toISOString();
    const stale = sql<boolean>`login_throttle.window_started_at < ${windowStart}`;
    const counted = await db
      .insertInto('login_throttle')
      .values({ account_key: accountKey, failures: 1, window_started_at: at, last_failure_at: at, locked_until: null })
      .onConflict((conflict) =>
        conflict.column('account_key').doUpdateSet({
          failures: sql<number>`case when ${stale} then 1 else login_throttle.failures + 1 end`,
          window_started_at: sql<string>`case when ${stale} then ${at} else login_throttle.window_started_at end`,
          last_failure_at: at,
        }),
      )
      .returning('failures')
      .executeTakeFirstOrThrow();
    if (Number(counted.failures) >= policy.failures) {
      // The count starts again once the lock is set, so the lock ends for good after lockMs.
      const until = new Date(now.getTime() + policy.lockMs).toISOString();
      await db.updateTable('login_throttle').set({ locked_until: until, failures: 0, window_started_at: at }).where('account_key', '=', accountKey).execute();
    }
    // Rows nobody has failed on for a day (windows and locks long over) are only noise.
    const forgotten = new Date(now.getTime() - Math.max(policy.windowMs, policy.lockMs, 86_400_000)).toISOString();
    await db.deleteFrom('login_throttle').where('last_failure_at', '<', forgotten).execute();
  },
  forget: async (accountKey) => {
    await db.deleteFrom('login_throttle').where('account_key', '=', accountKey).execute();
  },
});

/** The repositories over a migrated Kysely instance; the engine-specific files only open connections. */
const isVitalName = (name: string): name is VitalName => (VITAL_NAMES as readonly string[]).includes(name);
const VITAL_RATINGS: readonly string[] = ['good', 'needs-improvement', 'poor'] satisfies readonly VitalRating[];

/** A stored sample as core reads it; a row of a metric no longer reported (or hand-edited) is no sample. */
const vitalSampleOf = ({ metric_id, created_at, name, rating, ...row }: Selectable<WebVitalsTable>): VitalSample[] =>
  isVitalName(name)
    ? [{ ...row, name, metricId: metric_id, rating: rating !== null && VITAL_RATINGS.includes(rating) ? (rating as VitalRating) : null, recordedAt: new Date(created_at) }]
    : [];

/**
 * Wake-ups from other instances (PostgreSQL's LISTEN): started when the first stream subscribes, so an instance
 * nobody watches holds no connection for them; closed with the store.
 */
export type RemoteWakeUps = (wake: () => void) => { close(): Promise<void> };

export const createKyselyStore = (db: Kysely<Database>, engine: StoreEngine, remoteWakeUps?: RemoteWakeUps, roomRelay: RoomRelay = inProcessRoomRelay()): Store => {
  const local = createWakeUps();
  let remote: ReturnType<RemoteWakeUps> | null = null;
  const wakeUps: EventWakeUps = {
    subscribe: (listener) => {
      if (remoteWakeUps && remote === null) remote = remoteWakeUps(local.wake);
      return local.subscribe(listener);
    },
  };
  const addAccount = async (account: Account): Promise<'added' | 'email-taken'> => {
    const { passwordHash, createdAt, ...rest } = account;
    try {
      await db.insertInto('users').values({ ...rest, password_hash: passwordHash, created_at: createdAt.toISOString() }).execute();
      return 'added';
    } catch (error) {
      if (isUniqueViolation(error)) return 'email-taken';
      throw error;
    }
  };

  return {
    engine,
    users: {
      add: (account) => fromStore(() => addAccount(account)),
      findByEmail: (email) =>
        fromStore(async () => {
          const row = await db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
          return row ? accountOf(row) : null;
        }),
      updatePasswordHash: (id, passwordHash) =>
        fromStore(async () => {
          await db.updateTable('users').set({ password_hash: passwordHash }).where('id', '=', id).execute();
        }),
      passwordHashOf: async (id) => (await db.selectFrom('users').select('password_hash').where('id', '=', id).executeTakeFirst())?.password_hash ?? null,
      list: newestFirst(db, 'users', ['id', 'name', 'email', 'created_at'], staffAccountOf),
    },
    records: recordTables(db),
    volunteerSubmissions: submissions(db, 'volunteer_submissions', volunteerRow, volunteerOf),
    sessionBookings: createFreeCallStore(db),
    careerApplications: careerApplications(db),
    callbacks: createCallbackRequestStore(db, engine, local.wake),
    staffEvents: createStaffEventLog(db, wakeUps),
    uploads: createUploadStore(db),
    webVitals: {
      add: ({ recordedAt, metricId, ...sample }) =>
        fromStore(async () => {
          await db.insertInto('web_vitals').values({ ...sample, metric_id: metricId, created_at: recordedAt.toISOString() }).execute();
        }),
      recent: (limit) =>
        fromStore(async () => {
          const rows = await db.selectFrom('web_vitals').selectAll().orderBy('created_at', 'desc').limit(limit).execute();
          return rows.flatMap(vitalSampleOf);
        }),
    },
    loginThrottle: loginThrottle(db),
    appointments: createAppointmentStore(db),
    roomRecords: createRoomRecords(db),
    roomInvites: createRoomInviteStore(db),
    roomRelay,
    revokedTokens: createRevokedTokens(db),
    therapists: createTherapistDirectoryStore(db),
    auditLog: createAuditLogStore(db, engine, auditDigest),
    staffPeople: createStaffPeopleStore(db),
    staffTokens: createStaffAccessTokenStore(db),
    staffEnrolments: createStaffEnrolmentStore(db),
    secondFactors: createSecondFactorEraser(db),
    staffSessions: createStaffSessionStore(db),
    staffCredentials: createStaffCredentialStore(db),
    signInSteps: createSignInStepStore(db),
    outbox: createOutboxStore(db),
    manageLinks: createManageLinkStore(db),
    agenda: createAgendaStore(db),
    newsletter: createNewsletterStore(db),
    ping: async () => {
      await sql`select 1`.execute(db);
    },
    probeWrite: async () => {
      const beatAt = new Date().toISOString();
      await db
        .insertInto('store_heartbeat')
        .values({ id: 1, beat_at: beatAt })
        .onConflict((conflict) => conflict.column('id').doUpdateSet({ beat_at: beatAt }))
        .execute();
    },
    close: async () => {
      await remote?.close();
      await roomRelay.close();
      await db.destroy();
    },
  };
};

