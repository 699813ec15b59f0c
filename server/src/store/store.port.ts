import type { ResultAsync } from 'neverthrow';
import type {
  AgendaStore,
  OutboxStore,
  ManageLinkStore,
  NewsletterStore,
  Account,
  AuditLog,
  AccountStore,
  AppointmentStore,
  Booking,
  BookingStore,
  CallbackStore,
  CareerApplication,
  CareerApplicationStore,
  FileKind,
  Page,
  PageRequest,
  RecordKeeper,
  RecordLister,
  RecordMarker,
  RoomRecords,
  RoomInvites,
  SecondFactorEraser,
  SignInSteps,
  StaffCredentials,
  StaffSessions,
  StaffAccessTokens,
  StaffEnrolments,
  StaffPeople,
  StoreUnavailable,
  UploadedDocuments,
  VolunteerFeedback,
  VolunteerFeedbackStore,
  VitalSamples,
} from '@manobal/core';
import type { RevokedTokens } from './appointment-store';
import type { RoomRelay } from '../room/room-relay';
import type { StaffEventLog } from './staff-event-store';
import type { TherapistDirectoryStore } from './therapist-directory-store';

export type StoreEngine = 'sqlite' | 'postgres';

/** Staff read each collection back newest first, as domain values; the staff routes decide what is shown. */
export interface StaffListing<Item> {
  list(page: PageRequest): Promise<Page<Item>>;
}

/** Keeps records for core's keepRecord and reads them back for its listRecords, each kind in its table. */
export interface RecordStore extends RecordKeeper, RecordLister, RecordMarker {}

/** An account as staff may see it: never its password hash (the listing does not even read it). */
export type StaffAccount = Omit<Account, 'passwordHash'>;

/** A file the upload call kept, with what its content was found to be. */
export interface ReceivedUpload {
  readonly id: string;
  readonly kind: FileKind;
  /** The kept (rebuilt) file's size and hash. */
  readonly size: number;
  readonly sha256: string;
  readonly receivedAt: Date;
  /** Who sent it and how many bytes they sent (the upload as received, before it was rebuilt). */
  readonly from: { readonly address: string; readonly receivedBytes: number };
}

export interface UploadRepository extends UploadedDocuments {
  add(upload: ReceivedUpload): ResultAsync<void, StoreUnavailable>;
  /** Forgets an upload (its file is deleted by the file storage). */
  remove(id: string): ResultAsync<void, StoreUnavailable>;
  /** The contact of the careers applicant whose application names this upload, for the audit row of opening it. */
  applicantOf(id: string): ResultAsync<{ readonly email: string; readonly phone_number: string } | null, StoreUnavailable>;
  /** Bytes an address has sent in uploads it was kept for since a time: every instance's, from the store. */
  bytesFromAddressSince(address: string, since: Date): ResultAsync<number, StoreUnavailable>;
  /**
   * Uploads kept before `before` that no careers application and no therapist photo names: what the person
   * never went on to send, which nothing will ever read.
   */
  unlinkedBefore(before: Date): ResultAsync<readonly string[], StoreUnavailable>;
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

/** What an access token is checked against on each request; throws when the database cannot answer, as reads here do. */
export interface AccountHashes {
  /** The account's current password hash, or null when there is no such account (any more). */
  passwordHashOf(id: string): Promise<string | null>;
}

/**
 * Everything the API keeps, behind one interface whatever the engine: core's ports and the staff listings,
 * all in domain types (the store maps rows). Other stores join as one more member each.
 */
export interface Store {
  readonly engine: StoreEngine;
  readonly users: AccountStore & StaffListing<StaffAccount> & AccountHashes;
  /** Every record form's records (referrals, contact messages, newsletter addresses, leads), each kind in its table. */
  readonly records: RecordStore;
  readonly volunteerSubmissions: VolunteerFeedbackStore & StaffListing<VolunteerFeedback>;
  readonly sessionBookings: BookingStore & StaffListing<Booking>;
  readonly careerApplications: CareerApplicationStore & StaffListing<CareerApplication>;
  /** Requests to be phoned and the care team's urgent queue over them. */
  readonly callbacks: CallbackStore;
  /** What every open console is sent (a new call-back, a claim, an outcome), numbered in commit order. */
  readonly staffEvents: StaffEventLog;
  readonly uploads: UploadRepository;
  readonly webVitals: VitalSamples;
  readonly loginThrottle: LoginThrottleRepository;
  readonly appointments: AppointmentStore;
  /** The video room's join, leave and consent facts, kept on each appointment. */
  readonly roomRecords: RoomRecords;
  /** The coordinators therapists invited into their sessions' rooms, withdrawn ones kept. */
  readonly roomInvites: RoomInvites;
  /** Carries the room's signalling between instances (PostgreSQL LISTEN/NOTIFY; in-process on SQLite). */
  readonly roomRelay: RoomRelay;
  readonly revokedTokens: RevokedTokens;
  readonly therapists: TherapistDirectoryStore;
  /** Who read or changed what: append-only, chained (migration 0022). */
  readonly auditLog: AuditLog;
  /** The care team's people, their personal access tokens, one-time enrolment links and second factors. */
  readonly staffPeople: StaffPeople;
  readonly staffTokens: StaffAccessTokens;
  readonly staffEnrolments: StaffEnrolments;
  readonly secondFactors: SecondFactorEraser;
  /** Console sessions, passwords and second factors (secrets as the server sealed them), sign-ins in progress. */
  readonly staffSessions: StaffSessions;
  readonly staffCredentials: StaffCredentials;
  readonly signInSteps: SignInSteps;
  /** Every message to send, written by the changes that cause them (migration 0027). */
  readonly outbox: OutboxStore;
  /** Lost manage links asked for again: upcoming bookings by contact, and the capped write of their messages. */
  readonly manageLinks: ManageLinkStore;
  /** The therapists' evening agendas: the next day's sessions, read when planned and again when sent. */
  readonly agenda: AgendaStore;
  /** The newsletter's subscriptions (double opt-in) and the letters staff send, with their outbox messages. */
  readonly newsletter: NewsletterStore;
  /** Throws when the database cannot answer. */
  ping(): Promise<void>;
  /** Commits one tiny write; throws when the store cannot write (a full disk, a read-only database). */
  probeWrite(): Promise<void>;
  close(): Promise<void>;
}
