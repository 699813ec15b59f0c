import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import {
  dropDelivery,
  listFailedDeliveries,
  listSentMessages,
  retryDelivery,
  type SentMailbox,
  auditLogUseCases,
  getTherapist,
  listTherapists,
  therapistSlots,
  createFreeSlotCache,
  therapistStaffUseCases,
  linkTherapistToPerson,
  type TherapistPhotos,
  cancelAppointment,
  cancelAppointmentsInBulk,
  confirmAppointment,
  holdSlot,
  releaseHold,
  listMyAppointments,
  staffAppointmentUseCases,
  rescheduleAppointment,
  requestManageLinks,
  confirmNewsletterSubscription,
  newsletterSummary,
  sendNewsletterLetter,
  subscribeToNewsletter,
  unsubscribeFromNewsletter,
  unsubscribeInOneClick,
  type NewsletterTokens,
  showAppointment,
  enterRoom,
  inviteToRoom,
  myInvitedSessions,
  showRoomInvite,
  withdrawRoomInvite,
  STORE_UNAVAILABLE,
  type RoomInviteCall,
  recordRoomConsent,
  recordRoomPresence,
  roomTherapistsOf,
  type AvailabilityReader,
  type ConfirmAppointmentInput,
  type MyAppointments,
  type Unauthorized,
  type ManageTokens,
  type RandomBytes,
  type SlotPolicy,
  applyForCareer,
  FORMS,
  keepRecord,
  RECORD_FORM_IDS,
  type RecordCallName,
  type RecordKept,
  bookSession,
  markBooking,
  type FreeCallPolicy,
  logIn,
  recordVital,
  signUp,
  requestCallback,
  recordDeliveryReceipt,
  recordMailBounce,
  type PhoneChannel,
  callbackQueueUseCases,
  markRecord,
  listCallbacks,
  submitVolunteerFeedback,
  summarizeVitals,
  type CareTeamHours,
  type Clock,
  type DomainError,
  type IdGenerator,
  type LoginThrottle,
  type PasswordHasher,
  type PayloadFingerprint,
  type StaffPermission,
  type StaffSecrets,
} from '@manobal/core';
import { auditDigest } from '../audit/audit-digest';
import type { AuditRecorder } from '../audit/audit-recorder';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { TokenIssuer } from '../auth/token-issuer';
import { bearerToken, type UserTokens } from '../auth/user-tokens';
import type { ServerConfig } from '../config';
import type { FileStorage } from '../files/file-storage.port';
import type { LimiterStatus } from '../http/rate-limit-store';
import type { FieldCipher } from '../privacy/field-cipher';
import type { Store } from '../store/store.port';
import { composeApplicationStaff, composeStaffListings } from './staff-listings';
import { composeStaffPeopleUseCases } from '../staff-auth/staff-people.use-cases';
import { composeStaffSignInUseCases } from '../staff-auth/staff-sign-in.use-cases';
import { createTotpAuthenticator } from '../staff-auth/totp-authenticator';

/** The ports every use case draws from; app.ts picks the concrete ones. */
export interface UseCasePorts {
  readonly store: Store;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  readonly fingerprint: PayloadFingerprint;
  readonly cipher: FieldCipher;
  readonly passwords: PasswordHasher;
  readonly tokens: TokenIssuer;
  readonly loginThrottle: LoginThrottle;
  /** Appointments (issue 14): the therapist directory as booking reads it, manage tokens, randomness, policy. */
  readonly therapists: AvailabilityReader;
  readonly manageTokens: ManageTokens;
  /** The newsletter's confirmation and unsubscribe tokens (keyed hashes made with the data key). */
  readonly newsletterTokens: NewsletterTokens;
  readonly randomBytes: RandomBytes;
  readonly careTeamPhone: string;
  /** When the care team makes calls (CARE_TEAM_HOURS): a call-back's answer and due time follow from it. */
  readonly careTeamHours: CareTeamHours;
  readonly slotPolicy?: Partial<SlotPolicy>;
  /** The free introductory calls' places per hour and hours (core's default when absent). */
  readonly freeCallPolicy?: FreeCallPolicy;
  /** Access tokens as routes read them: signed, unexpired, not logged out. */
  readonly userTokens: UserTokens;
  /** Where therapists' photos are kept, so a replaced one is deleted. */
  readonly photos: TherapistPhotos;
  /** The audit log's key of one normalised visitor contact (audit/visitor-keys.ts). */
  readonly visitorKeyOf: (contact: string) => string;
  /** Random secrets and their digests for staff sessions, access tokens and enrolment codes. */
  readonly staffSecrets: StaffSecrets;
  /** PUBLIC_ORIGIN: where printed links point (the request's own origin when absent). */
  readonly publicOrigin?: string;
  /** The local mailbox (messages kept when there is no SMTP_URL). */
  readonly mailbox: SentMailbox;
  /** The phone channels configured (SMS, WhatsApp): what a booking may opt in to, and how a call-back is acknowledged. */
  readonly phoneChannels?: readonly PhoneChannel[];
}

/** Core's use cases bound to the server's ports: what the routes call. */
export const composeUseCases = (ports: UseCasePorts) => {
  const { store, clock, ids, fingerprint, cipher, passwords, tokens, loginThrottle } = ports;
  return {
    keepRecordOf: keepRecordUseCases(ports),
    staffListings: composeStaffListings(store, clock),
    applicationStaff: composeApplicationStaff(store, clock, (sealed) => cipher.decrypt(sealed)),
    submitVolunteerFeedback: submitVolunteerFeedback({ volunteerFeedback: store.volunteerSubmissions, ids, clock }),
    bookSession: bookSession({ bookings: store.sessionBookings, fingerprint, ids, clock, randomBytes: ports.randomBytes, ...(ports.freeCallPolicy ? { policy: ports.freeCallPolicy } : {}) }),
    markBooking: markBooking({ bookings: store.sessionBookings, clock }),
    applyForCareer: applyForCareer({ applications: store.careerApplications, uploads: store.uploads, cipher, ids, clock }),
    signUp: signUp({ accounts: store.users, passwords, ids, clock }),
    logIn: logIn({ accounts: store.users, passwords, throttle: loginThrottle, tokens }),
    recordVital: recordVital({ vitals: store.webVitals, ids, clock }),
    summarizeVitals: summarizeVitals({ vitals: store.webVitals }),
    requestCallback: requestCallback({ callbacks: store.callbacks, ids, clock, hours: ports.careTeamHours, acknowledgeBy: ports.phoneChannels?.includes('sms') ? 'sms' : null }),
    recordDeliveryReceipt: recordDeliveryReceipt({ outbox: store.outbox, clock }),
    recordMailBounce: recordMailBounce({ outbox: store.outbox }),
    ...callbackQueueUseCases({ callbacks: store.callbacks, clock }),
    markRecord: markRecord({ records: store.records, clock }),
    listCallbacks: listCallbacks({ callbacks: store.callbacks, clock }),
    listSentMessages: listSentMessages({ mailbox: ports.mailbox }),
    listFailedDeliveries: listFailedDeliveries({ outbox: store.outbox }),
    retryDelivery: retryDelivery({ outbox: store.outbox, clock }),
    dropDelivery: dropDelivery({ outbox: store.outbox }),
    ...auditLogUseCases({ log: store.auditLog, digest: auditDigest, visitorKeyOf: ports.visitorKeyOf }),
    ...composeAppointmentUseCases(ports),
    staff: composeStaffPeopleUseCases({ store, clock, ids, secrets: ports.staffSecrets, ...(ports.publicOrigin ? { publicOrigin: ports.publicOrigin } : {}) }),
    staffSignIn: composeStaffSignInUseCases({
      store,
      clock,
      ids,
      secrets: ports.staffSecrets,
      passwords,
      throttle: loginThrottle,
      cipher,
      randomBytes: ports.randomBytes,
      totp: createTotpAuthenticator(),
      ...(ports.publicOrigin ? { publicOrigin: ports.publicOrigin } : {}),
    }),
    linkTherapist: linkTherapistToPerson({ people: store.staffPeople, therapists: store.therapists }),
  };
};

type KeepRecordUseCase = (input: unknown) => ResultAsync<RecordKept, DomainError>;

/** keepRecord bound to the store for every record form, by the call that submits it. */
const keepRecordUseCases = ({ store, ids, clock }: UseCasePorts): Readonly<Record<RecordCallName, KeepRecordUseCase>> =>
  Object.fromEntries(RECORD_FORM_IDS.map((id) => [FORMS[id].call, keepRecord(FORMS[id])({ records: store.records, ids, clock })])) as Record<
    RecordCallName,
    KeepRecordUseCase
  >;

/** The appointment use cases (issue 14) over the store's claims and the directory's availability. */
const composeAppointmentUseCases = (ports: UseCasePorts) => {
  const { store, clock, ids, therapists, manageTokens: tokens, careTeamPhone, slotPolicy } = ports;
  const appointments = store.appointments;
  const slots = { therapists, appointments, ...(slotPolicy ? { slotPolicy } : {}) };
  return {
    holdSlot: holdSlot({ ...slots, ids, clock, phoneChannels: ports.phoneChannels ?? [] }),
    releaseHold: releaseHold({ appointments }),
    confirmAppointment: confirmAppointmentOf(ports),
    showAppointment: showAppointment({ appointments, tokens }),
    cancelAppointment: cancelAppointment({ appointments, tokens, clock, careTeamPhone }),
    rescheduleAppointment: rescheduleAppointment({ ...slots, tokens, clock, careTeamPhone }),
    listMyAppointments: listMyAppointments({ appointments, clock }),
    ...staffAppointmentUseCases({ ...slots, clock, opener: ports.cipher }),
    cancelAppointmentsInBulk: cancelAppointmentsInBulk({ appointments, clock }),
    requestManageLinks: requestManageLinks({ store: store.manageLinks, clock, ids, phoneChannels: ports.phoneChannels ?? [] }),
    enterRoom: enterRoom({ appointments, tokens, clock, records: store.roomRecords, therapists: roomTherapistsOf(store.therapists), invites: store.roomInvites }),
    recordRoomConsent: recordRoomConsent({ records: store.roomRecords, clock }),
    recordRoomPresence: recordRoomPresence({ records: store.roomRecords, clock, invites: store.roomInvites }),
    showRoomInvite: showRoomInvite({ appointments, invites: store.roomInvites, people: store.staffPeople, clock, ids }),
    inviteToRoom: inviteToRoom({ appointments, invites: store.roomInvites, people: store.staffPeople, clock, ids }),
    // A withdrawn invite also ends the coordinator's place in the room now, on whichever instance holds their socket.
    withdrawRoomInvite: (call: RoomInviteCall) =>
      withdrawRoomInvite({ appointments, invites: store.roomInvites, people: store.staffPeople, clock, ids })(call).andThen((view) =>
        ResultAsync.fromPromise(store.roomRelay.publish({ reference: view.reference, to: 'coordinator', from: 'server', sender: 'therapist', kind: 'withdrawn' }), () => STORE_UNAVAILABLE).map(() => view),
      ),
    myInvitedSessions: myInvitedSessions({ appointments, invites: store.roomInvites, clock }),
    ...composeNewsletterUseCases(ports),
    listTherapists: listTherapists({ directory: store.therapists }),
    getTherapist: getTherapist({ directory: store.therapists }),
    // One cache per app: each date's entry is checked against the store's calendar version on every read.
    therapistSlots: therapistSlots({ ...slots, directory: store.therapists, clock, slotCache: createFreeSlotCache() }),
    ...therapistStaffUseCases({ editor: store.therapists, clock, photos: ports.photos }),
    ...composeAccountAppointmentUseCases(ports),
  };
};

/** The newsletter's double opt-in, its way out, and the letters staff send. */
const composeNewsletterUseCases = ({ store, clock, ids, newsletterTokens: tokens }: UseCasePorts) => {
  const deps = { store: store.newsletter, tokens, clock, ids };
  return {
    subscribeToNewsletter: subscribeToNewsletter(deps),
    confirmNewsletterSubscription: confirmNewsletterSubscription(deps),
    unsubscribeFromNewsletter: unsubscribeFromNewsletter(deps),
    unsubscribeInOneClick: unsubscribeInOneClick(deps),
    newsletterSummary: newsletterSummary(deps),
    sendNewsletterLetter: sendNewsletterLetter(deps),
  };
};

const UNAUTHORIZED: Unauthorized = { kind: 'unauthorized' };

/**
 * The calls that read an access token from the Authorization header: confirm links a signed-in person's booking to
 * the account (a token that is no longer valid is refused rather than silently ignored), the manage calls open the
 * account's own appointments, the person's list, logout.
 */
const composeAccountAppointmentUseCases = (ports: UseCasePorts) => {
  const { store, clock, userTokens } = ports;
  const signedIn = (authorization: string | undefined): ResultAsync<string | null, Unauthorized> =>
    ResultAsync.fromSafePromise(userTokens.authenticate(authorization)).andThen((user) =>
      user.kind === 'invalid' ? errAsync(UNAUTHORIZED) : okAsync(user.kind === 'user' ? user.userId : null),
    );
  const mine = listMyAppointments({ appointments: store.appointments, clock });
  return {
    confirmAppointmentAs: (input: Omit<ConfirmAppointmentInput, 'userId'> & { readonly authorization: string | undefined }) =>
      signedIn(input.authorization).andThen((userId) => confirmAppointmentOf(ports)({ payload: input.payload, idempotencyKey: input.idempotencyKey, userId, client: input.client, locale: input.locale })),
    /**
     * The account a valid access token in the header names, else null: a manage call (show, cancel, reschedule) opens
     * an appointment linked to that account without its manage token, so the profile page offers the same actions.
     */
    accountOf: (authorization: string | undefined): ResultAsync<string | null, never> =>
      ResultAsync.fromSafePromise(userTokens.authenticate(authorization)).map((user) => (user.kind === 'user' ? user.userId : null)),
    myAppointmentsOf: (authorization: string | undefined) =>
      signedIn(authorization).andThen((userId) => (userId === null ? errAsync<MyAppointments, Unauthorized>(UNAUTHORIZED) : mine(userId))),
    logOut: (authorization: string | undefined): ResultAsync<void, Unauthorized> =>
      bearerToken(authorization) === undefined
        ? errAsync(UNAUTHORIZED)
        : // Logging out twice, or with a token that already expired, is still logged out.
          ResultAsync.fromSafePromise(userTokens.revoke(authorization)).map(() => undefined),
  };
};

const confirmAppointmentOf = (ports: UseCasePorts) => {
  const { store, clock, ids, fingerprint, cipher, manageTokens: tokens, randomBytes } = ports;
  return confirmAppointment({ appointments: store.appointments, tokens, cipher, fingerprint, ids, randomBytes, clock, phoneChannels: ports.phoneChannels ?? [] });
};

export type UseCases = ReturnType<typeof composeUseCases>;

/** What route modules may use: use cases, ports and configuration, never a concrete database or disk. */
export interface RouteContext {
  readonly config: ServerConfig;
  readonly store: Store;
  readonly clock: Clock;
  readonly files: FileStorage;
  readonly useCases: UseCases;
  /** Access tokens as routes read them: signed, unexpired, not logged out. */
  readonly userTokens: UserTokens;
  /** A new random id for a stored row. */
  readonly newId: () => string;
  /** The clock's now as stored: ISO-8601 UTC. */
  readonly timestamp: () => string;
  /** How the per-address rate limits are counted right now (health reports it). */
  readonly limiter: LimiterStatus;
  /** Appends the audit row of a staff request: every staff route that reads or changes personal data calls it. */
  readonly audit: AuditRecorder;
  /**
   * What runs before a staff route: the staff guard (who is it: session or personal access token), then the role
   * table (may they: any one of `allow`); with `ownEntry`, a therapist reaches only their own directory entry; with
   * `stepUp`, only a sign-in less than five minutes old opens it (requireStepUp).
   */
  readonly staffAccess: (allow: readonly StaffPermission[], options?: { readonly ownEntry?: boolean; readonly stepUp?: boolean; readonly sessionOnly?: boolean }) => preHandlerAsyncHookHandler[];
}
