/**
 * Kysely's view of the tables (see migrations.ts). Types are the lowest common denominator of SQLite and
 * PostgreSQL: text ids (random UUIDs), ISO-8601 UTC text timestamps (they sort as text), 0/1 integers for
 * booleans, JSON as text.
 */
export interface UsersTable {
  id: string;
  name: string;
  /** Lower-cased; unique. */
  email: string;
  password_hash: string;
  created_at: string;
}

export interface VolunteerSubmissionsTable {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  age: number | null;
  gender: string | null;
  /** JSON text: [{ ques, ans }]. */
  questions_and_answers: string;
  created_at: string;
}

export interface SessionBookingsTable {
  id: string;
  name: string;
  email: string;
  phone: string;
  age: string;
  gender: string;
  problem: string;
  date: string;
  time: string;
  /** Unique when present: a retried submission with the same key finds this row. */
  idempotency_key: string | null;
  /** sha256 of the validated payload, to tell a retry from a different booking reusing a key. */
  payload_sha256: string | null;
  created_at: string;
  /** Migration 0014: the free call's reference (null for calls kept before), status and when staff last set it. */
  reference: string | null;
  status: string;
  marked_at: string | null;
  /** Which of its hour's places the call holds; unique per (date, time). Null for calls kept before. */
  place: number | null;
  guardian_name: string | null;
  guardian_relationship: string | null;
  guardian_phone: string | null;
}

export interface CareerApplicationsTable {
  id: string;
  full_name: string;
  age: number;
  gender: string;
  experience: number;
  bio: string;
  address: string;
  phone_number: string;
  email: string;
  language1: string;
  language2: string;
  aadhaar_encrypted: string;
  aadhaar_last4: string;
  pan_encrypted: string;
  pan_masked: string;
  education: string;
  has_rci: number;
  has_iso_certification: number;
  photograph_link: string;
  aadhar_document_link: string;
  aadhar_back_document_link: string;
  pan_card_document_link: string;
  certification_document_link: string;
  rci_document_link: string | null;
  iso_certification_document_link: string | null;
  created_at: string;
  /** Where staff are with it ('waiting' or 'done'), when last marked and when it is due; migration 0013. */
  status: string;
  marked_at: string | null;
  due_at: string;
}

export interface UploadsTable {
  id: string;
  kind: string;
  /** The kept (rebuilt) file's size. */
  size: number;
  sha256: string;
  created_at: string;
  /** The address it came from and how many bytes it sent, for the hourly byte limit; null before they were kept. */
  address: string | null;
  received_bytes: number | null;
}

export interface WebVitalsTable {
  id: string;
  name: string;
  value: number;
  metric_id: string;
  route: string;
  rating: string | null;
  created_at: string;
}

/** Failed logins of one account (see migrations.ts, 0003). */
export interface LoginThrottleTable {
  /** HMAC-SHA256 (hex) of the lower-cased login identifier: the email never appears. */
  account_key: string;
  failures: number;
  window_started_at: string;
  last_failure_at: string;
  locked_until: string | null;
}

/** The health check's write probe: one row, rewritten (see migrations.ts, 0004). */
export interface StoreHeartbeatTable {
  id: number;
  beat_at: string;
}

/** One half-hour cell of a therapist's time, owned by a live hold or an appointment (see migrations.ts, 0005). */
export interface AppointmentClaimsTable {
  therapist_id: string;
  /** ISO-8601 UTC start of the cell. */
  cell: string;
  /** A hold's id or an appointment's id. */
  owner_id: string;
  /** A hold's expiry; null for a confirmed appointment. */
  expires_at: string | null;
}

export interface AppointmentHoldsTable {
  id: string;
  therapist_id: string;
  start_at: string;
  end_at: string;
  mode: string;
  fee_inr: number;
  /** How many cells the hold claimed: confirm checks it still owns them all. */
  cell_count: number;
  expires_at: string;
  created_at: string;
  /** The device cookie and address that hold it (migration 0017; null before). */
  client_device: string | null;
  client_address: string | null;
}

/** A parked signalling message of the video room (migration 0032): read and deleted by the instance it is for. */
export interface RoomSignalsTable {
  id: string;
  body: string;
  created_at: string;
}

/** A coordinator's invite into one appointment's room (migration 0035). */
export interface RoomInvitesTable {
  id: string;
  appointment_id: string;
  reference: string;
  coordinator_id: string;
  invited_by: string;
  invited_at: string;
  withdrawn_at: string | null;
  joined_at: string | null;
  left_at: string | null;
}

export interface AppointmentsTable {
  id: string;
  reference: string;
  therapist_id: string;
  start_at: string;
  end_at: string;
  mode: string;
  fee_inr: number;
  status: string;
  name: string;
  email: string;
  phone: string;
  age: number;
  /** FieldCipher output; the plain notes are never stored. */
  notes_encrypted: string | null;
  /** FieldCipher output of the shared therapy-match answers (JSON of ids); null when not shared. Issue 15. */
  intake_encrypted: string | null;
  /** Migration 0014: a 16- or 17-year-old's parent or guardian (null for an adult), and 1 while the care team must confirm with them. */
  guardian_name: string | null;
  guardian_relationship: string | null;
  guardian_phone: string | null;
  guardian_check: number;
  manage_token_hash: string;
  user_id: string | null;
  idempotency_key: string | null;
  payload_sha256: string | null;
  created_at: string;
  /** One more for each reschedule and the cancel: the calendar file's SEQUENCE. */
  sequence: number;
  /** 1 when cancelled within the change cut-off, else 0. */
  cancelled_late: number;
  /** Migration 0030: the visitor's IANA time zone as their browser reported it, or null. */
  time_zone: string | null;
  /** Migration 0034: the language the visitor booked in (a core locale id; 'en' for bookings made before it was kept). */
  locale: string;
  /** The device cookie and address it was booked from (migration 0017; null before). */
  client_device: string | null;
  client_address: string | null;
  /** The phone and e-mail as the contact cap counts them (core's phoneKeyOf, emailKeyOf). */
  phone_key: string | null;
  email_key: string | null;
  /** Why staff cancelled it, and when. */
  cancel_reason: string | null;
  cancelled_at: string | null;
  /** 'attended' or 'no-show', once marked after the session ended; null until then (and always when cancelled). */
  attendance: string | null;
  attendance_marked_at: string | null;
  /** The video room (migration 0031): first join and last leave of each person, and the visitor's consent. */
  visitor_joined_at: string | null;
  visitor_left_at: string | null;
  therapist_joined_at: string | null;
  therapist_left_at: string | null;
  consent_at: string | null;
  /** The consent words' catalog id, and their version. */
  consent_words: string | null;
  consent_version: number | null;
  /** The language the consent's words were shown in (null on consents given before 0036: English). */
  consent_locale: string | null;
  /** JSON array of the phone channels opted in to (MessageOptIn, instants as ISO text); null: e-mail only. */
  message_opt_ins: string | null;
}

/** A hold's device may not hold the same time again until the cool-down after `ended_at` (migration 0017). */
export interface HoldCooldownsTable {
  client_device: string;
  therapist_id: string;
  start_at: string;
  ended_at: string;
}

/** One row per client key ('address:…', 'device:…', 'phone:…', 'email:…'), locked by the caps' transactions. */
export interface BookingClientLocksTable {
  client_key: string;
  touched_at: string;
}

/** How many holds and bookings each booking cap refused, for health. */
export interface BookingCapRefusalsTable {
  cap: string;
  refused: number;
}

/** Access tokens ended by logout, until their own expiry. */
export interface RevokedTokensTable {
  token_id: string;
  expires_at: string;
}

/** A therapist: `profile` is the Therapist without id, active and sample, `availability` the weekly rules, time off and buffer, both JSON. */
export interface TherapistsTable {
  id: string;
  profile: string;
  availability: string;
  /** 1 or 0: inactive therapists are neither listed nor bookable. */
  active: number;
  /** 1 for an illustrative profile the sample seeder wrote, 0 for a real therapist; only the seeder writes 1. */
  sample: number;
  created_at: string;
  updated_at: string;
  /** The entry's version (migration 0037): every update of the row adds one, so cached slot lists see the change. */
  calendar_generation: number;
}

/** A request to be phoned (issue 15); `reason` and `urgency` are core's ids. */
export interface CallbackRequestsTable {
  id: string;
  name: string;
  phone: string;
  reason: string;
  urgency: string;
  created_at: string;
  /** 'waiting' or 'done' (core's ids); migration 0010. */
  status: string;
  marked_at: string | null;
  /** The wizard's risk answer and the language id, when the screen knew them; migration 0013. */
  risk: string | null;
  language: string | null;
  /** When the care team should have called (ISO-8601 UTC); migration 0013 filled it for older rows. */
  due_at: string;
  /** The urgent queue (migration 0023): 'waiting', 'claimed' or 'closed' (core's ids). `status` follows it (done once closed). */
  queue_state: string;
  /** Who is calling while claimed; who recorded the outcome once closed. */
  claimed_by_id: string | null;
  claimed_by_name: string | null;
  claimed_at: string | null;
  attempts: number;
  last_outcome: string | null;
  closed_at: string | null;
  /** Migration 0034: the language of the page the request came from (a core locale id; 'en' for older rows). */
  locale: string;
}

/** What every open console is told (migration 0023): numbered in commit order by staff_event_counter. */
export interface StaffEventsTable {
  id: number;
  type: string;
  callback_id: string;
  reason: string;
  at: string;
  by_id: string | null;
  by_name: string | null;
  outcome: string | null;
}

export interface StaffEventCounterTable {
  id: number;
  last_id: number;
}

/** One entry of the append-only audit log (core's AuditEntry); roles and visitor keys as JSON text. */
export interface StaffAuditLogTable {
  seq: number;
  at: string;
  person_id: string | null;
  roles: string;
  action: string;
  subject: string;
  subject_id: string | null;
  request_id: string;
  reason: string | null;
  visitor_keys: string;
  previous_hash: string;
  hash: string;
}

/**
 * The tables queried with their types. Record kinds' tables (referrals, contact_messages, leads) are not here: their
 * columns are core's RecordKind declarations, read by kysely-store's recordTables. newsletter_subscriptions is both: a
 * record kind staff list, and the newsletter store's table (below).
 */
/** Migration 0020: the care team's people; `roles` is a comma list of role ids, `active` 0/1. */
export interface StaffPeopleTable {
  id: string;
  email: string;
  name: string;
  roles: string;
  therapist_id: string | null;
  active: number;
  password_hash: string | null;
  created_at: string;
}

/** A staff person's 10-digit mobile number, which crisis alerts go to by SMS when SMS is configured. */
export interface StaffPhonesTable {
  person_id: string;
  phone: string;
}

export interface StaffSessionsTable {
  id: string;
  token_hash: string;
  person_id: string;
  signed_in_at: string;
  last_seen_at: string;
  verified_at: string;
  ended_at: string | null;
}

export interface StaffAccessTokensTable {
  id: string;
  person_id: string;
  name: string;
  token_hash: string;
  created_at: string;
  expires_at: string;
  last_used_at: string | null;
  revoked_at: string | null;
}

export interface StaffEnrolmentsTable {
  code_hash: string;
  kind: string;
  person_id: string | null;
  email: string | null;
  name: string | null;
  roles: string;
  therapist_id: string | null;
  created_at: string;
  expires_at: string;
  used_at: string | null;
}

/** Migration 0021: second factors and sign-ins in progress. */
export interface StaffTotpTable {
  person_id: string;
  secret_sealed: string;
  confirmed_at: string | null;
  /** The TOTP time step of the last code accepted: a code of that step or an earlier one is refused. */
  last_step: number | null;
  created_at: string;
}

export interface StaffRecoveryCodesTable {
  code_hash: string;
  person_id: string;
  created_at: string;
  used_at: string | null;
}

export interface StaffPasskeysTable {
  /** The credential id, base64url. */
  id: string;
  person_id: string;
  /** The COSE public key, base64url. */
  public_key: string;
  counter: number;
  /** JSON text: the authenticator's transports. */
  transports: string | null;
  created_at: string;
  last_used_at: string | null;
}

export interface StaffSignInStepsTable {
  token_hash: string;
  person_id: string | null;
  purpose: string;
  challenge: string | null;
  enrolment_code_hash: string | null;
  created_at: string;
  expires_at: string;
}

/** A message to send (migration 0027): template id and variables, never rendered words; core's ids in the text columns. */
export interface OutboxTable {
  id: string;
  dedupe_key: string;
  channel: string;
  recipient: string;
  template_id: string;
  template_version: number;
  locale: string;
  /** JSON object of strings. */
  variables: string;
  run_at: string;
  appointment_id: string | null;
  appointment_start: string | null;
  state: string;
  attempts: number;
  /** While 'sending': when another worker may claim the row again (the first one died mid-send). */
  lease_until: string | null;
  last_error: string | null;
  provider_message_id: string | null;
  message_id: string;
  created_at: string;
  sent_at: string | null;
  /** When the phone provider's receipt said the message was delivered. */
  delivered_at: string | null;
}

/** One row per therapist and IST date whose taken time has ever changed (0033). */
export interface CalendarVersionsTable {
  therapist_id: string;
  date: string;
  version: number;
}

/** Migration 0006, with 0029's double opt-in: status pending, confirmed or unsubscribed; tokens only as SHA-256 hashes. */
export interface NewsletterSubscriptionsTable {
  id: string;
  email: string;
  consented_at: string;
  status: string;
  confirm_token_hash: string | null;
  confirm_sent_at: string | null;
  confirmed_at: string | null;
  unsubscribe_token_hash: string | null;
  unsubscribed_at: string | null;
}

/** Migration 0029: the letters staff sent to the confirmed subscribers. */
export interface NewsletterLettersTable {
  id: string;
  subject: string;
  body: string;
  sent_by: string;
  recipients: number;
  created_at: string;
}

export interface Database {
  users: UsersTable;
  volunteer_submissions: VolunteerSubmissionsTable;
  session_bookings: SessionBookingsTable;
  career_applications: CareerApplicationsTable;
  uploads: UploadsTable;
  web_vitals: WebVitalsTable;
  login_throttle: LoginThrottleTable;
  store_heartbeat: StoreHeartbeatTable;
  appointment_claims: AppointmentClaimsTable;
  appointment_holds: AppointmentHoldsTable;
  appointments: AppointmentsTable;
  room_signals: RoomSignalsTable;
  room_invites: RoomInvitesTable;
  hold_cooldowns: HoldCooldownsTable;
  booking_client_locks: BookingClientLocksTable;
  booking_cap_refusals: BookingCapRefusalsTable;
  revoked_tokens: RevokedTokensTable;
  therapists: TherapistsTable;
  callback_requests: CallbackRequestsTable;
  staff_audit_log: StaffAuditLogTable;
  staff_events: StaffEventsTable;
  staff_event_counter: StaffEventCounterTable;
  staff_people: StaffPeopleTable;
  staff_sessions: StaffSessionsTable;
  staff_access_tokens: StaffAccessTokensTable;
  staff_enrolments: StaffEnrolmentsTable;
  staff_totp: StaffTotpTable;
  staff_recovery_codes: StaffRecoveryCodesTable;
  staff_passkeys: StaffPasskeysTable;
  staff_sign_in_steps: StaffSignInStepsTable;
  outbox: OutboxTable;
  calendar_versions: CalendarVersionsTable;
  newsletter_subscriptions: NewsletterSubscriptionsTable;
  newsletter_letters: NewsletterLettersTable;
  staff_phones: StaffPhonesTable;
}
