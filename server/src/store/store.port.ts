import type { ResultAsync } from 'neverthrow';
import type {
  CareerApplicationsTable,
  ContactMessagesTable,
  ReferralsTable,
  SessionBookingsTable,
  UploadsTable,
  UsersTable,
  VolunteerSubmissionsTable,
  WebVitalsTable,
} from './database.schema';

export type StoreEngine = 'sqlite' | 'postgres';

export type UserRow = UsersTable;
export type ReferralRow = ReferralsTable;
export type ContactMessageRow = ContactMessagesTable;
export type VolunteerSubmissionRow = VolunteerSubmissionsTable;
export type SessionBookingRow = SessionBookingsTable;
export type CareerApplicationRow = CareerApplicationsTable;
export type UploadRow = UploadsTable;
export type WebVitalRow = WebVitalsTable;

export interface PageRequest {
  /** 1-based. */
  readonly page: number;
  readonly limit: number;
}

export interface PageOf<T> {
  readonly items: readonly T[];
  readonly page: number;
  readonly limit: number;
  readonly total: number;
}

/** Append-only submissions that staff read back newest first. */
export interface SubmissionRepository<Row> {
  add(row: Row): Promise<void>;
  list(page: PageRequest): Promise<PageOf<Row>>;
}

export interface EmailTaken {
  readonly kind: 'email-taken';
}

export interface UserRepository {
  /** Fails with email-taken when the (lower-cased) email is already registered, even under a race. */
  add(row: UserRow): ResultAsync<UserRow, EmailTaken>;
  findByEmail(lowerCasedEmail: string): Promise<UserRow | null>;
  updatePasswordHash(id: string, passwordHash: string): Promise<void>;
  /** Accounts newest first, for staff: the password hash is never read. */
  list(page: PageRequest): Promise<PageOf<UserListing>>;
}

export type UserListing = Omit<UserRow, 'password_hash'>;

export interface IdempotencyKeyUsed {
  readonly kind: 'idempotency-key-used';
  readonly existing: SessionBookingRow;
}

export interface BookingRepository extends SubmissionRepository<SessionBookingRow> {
  /** Fails with the first row when its idempotency key was used already, even under a race. */
  addOnce(row: SessionBookingRow): ResultAsync<SessionBookingRow, IdempotencyKeyUsed>;
  findByIdempotencyKey(key: string): Promise<SessionBookingRow | null>;
}

export interface UploadRepository {
  add(row: UploadRow): Promise<void>;
  find(id: string): Promise<UploadRow | null>;
}

export interface WebVitalsRepository {
  add(row: WebVitalRow): Promise<void>;
  /** The most recent samples, at most `limit`, for aggregation. */
  recent(limit: number): Promise<readonly WebVitalRow[]>;
}

/** How many failed logins lock an account, for how long; times are ISO-8601 UTC like every stored time. */
export interface LoginLockPolicy {
  readonly failures: number;
  readonly windowMs: number;
  readonly lockMs: number;
}

/**
 * Failed logins per account, counted across instances. `accountKey` is a keyed hash, never an email.
 * An unknown account is counted like a known one: the store does not know the difference.
 */
export interface LoginThrottleRepository {
  /** When the account's lock ends, or null when it is not locked at `now`. */
  lockedUntil(accountKey: string, now: Date): Promise<Date | null>;
  /** Counts a failure; the one that reaches the policy's count starts a lock. Forgets stale accounts. */
  recordFailure(accountKey: string, now: Date, policy: LoginLockPolicy): Promise<void>;
  /** A successful login starts the count again. */
  forget(accountKey: string): Promise<void>;
}

/** Everything the API keeps, behind one interface whatever the engine. */
export interface Store {
  readonly engine: StoreEngine;
  readonly users: UserRepository;
  readonly referrals: SubmissionRepository<ReferralRow>;
  readonly contactMessages: SubmissionRepository<ContactMessageRow>;
  readonly volunteerSubmissions: SubmissionRepository<VolunteerSubmissionRow>;
  readonly sessionBookings: BookingRepository;
  readonly careerApplications: SubmissionRepository<CareerApplicationRow>;
  readonly uploads: UploadRepository;
  readonly webVitals: WebVitalsRepository;
  readonly loginThrottle: LoginThrottleRepository;
  /** Throws when the database cannot answer. */
  ping(): Promise<void>;
  /** Commits one tiny write; throws when the store cannot write (a full disk, a read-only database). */
  probeWrite(): Promise<void>;
  close(): Promise<void>;
}
