// The staff side of the API as one table, beside API_CONTRACT: what the care team's tools call (the CLI's
// `manobal staff …`, integration scripts), never the website. It lives apart so the site's bundles never carry
// it; it drives the staff client (staff-api.ts), the server's staff routes and the OpenAPI document.
import { z } from '../schema/zod';
import { staffAppointmentFilterSchema, staffAppointmentSchema } from '../booking/appointment.schema';
import { bulkCancelDataSchema, bulkCancelRequestSchema } from '../booking/cancel-appointments-in-bulk.use-case';
import { callbackIdRequestSchema, callbackOutcomeRequestSchema, callbackQueueRequestSchema, staffCallbackSchema } from '../callbacks/callback-queue.use-cases';
import { pageOf, pageRequestSchema } from '../application/page-request';
import { staffAvailabilityViewSchema, staffTherapistsRequestSchema, staffTherapistViewSchema, THERAPIST_STAFF_REQUESTS } from '../booking/therapist-staff.use-cases';
import {
  staffAgendaRequestSchema,
  staffAppointmentRequestSchema,
  staffAttendanceRequestSchema,
  staffCancelRequestSchema,
  staffIntakeRequestSchema,
  staffIntakeSchema,
  staffMoveRequestSchema,
  therapistAgendaSchema,
} from '../booking/staff-appointments.use-cases';
import { anyListedRecordSchema, staffRecordsRequestSchema } from '../records/list-records.use-case';
import { markRecordRequestSchema } from '../records/mark-record.use-case';
import { markBookingRequestSchema } from '../free-call/free-call-staff.use-cases';
import { successEnvelopeOf, uploadRequestSchema } from './envelope-schemas';
import { staffAccountSchema, staffApplicationSchema, staffBookingSchema, staffVolunteerSchema } from './staff-listings.schema';
import type { CallMessages } from './api-error';
import { STAFF_PATH, type Endpoint } from './endpoints';
import { markApplicationRequestSchema } from '../submissions/mark-application.use-case';
import { applicationRequestSchema, revealAadhaarRequestSchema, revealedAadhaarSchema } from '../submissions/application-staff.use-cases';
import type { StaffPermission } from '../staff/staff-roles';
import { staffWhoamiSchema } from '../staff/staff-actor';
import type { AuditAction, AuditSubject } from '../staff/audit-chain';
import { auditChainViewSchema, auditEntryViewSchema, auditLogFilterSchema, visitorExportRequestSchema, visitorExportSchema } from '../staff/audit-log.use-cases';
import {
  changeStaffPersonRequestSchema,
  createAccessTokenRequestSchema,
  createdAccessTokenSchema,
  enrolmentLinkSchema,
  idRequestSchema,
  inviteStaffPersonRequestSchema,
  staffAccessTokenViewSchema,
  staffPersonViewSchema,
} from '../staff/staff-people.schema';
import { STAFF_PEOPLE_MESSAGES, STAFF_SIGN_IN_MESSAGES } from '../staff/staff-sign-in.catalog';
import { signedOutSchema, stepUpPasskeySchema, stepUpRequestSchema } from '../staff/staff-sign-in.schema';
import { linkTherapistRequestSchema, therapistLinkSchema } from '../staff/therapist-link.use-case';
import { deliveryIdRequestSchema, failedDeliverySchema, sentMessageSchema } from '../notifications/delivery-staff.use-cases';
import { invitedSessionsSchema, inviteToRoomRequestSchema, roomInvitesRequestSchema, roomInviteViewSchema } from '../room/room-invite.use-cases';
import { letterRequestSchema, letterSentSchema, newsletterSummarySchema } from '../newsletter/newsletter.schema';

/** What staff are told: a change done, a listing read, a refusal without words of the server's own, no answer. */
export const STAFF_MESSAGES = {
  listed: 'ok',
  added: 'Therapist added. Set their weekly hours so people can book them.',
  saved: 'Saved.',
  cancelled: 'The appointment is cancelled and its time is free again.',
  moved: 'The appointment is moved; its old time is free again.',
  bulkCancelled: 'The appointments are cancelled and their times are free again.',
  failure: 'The server refused the request.',
  network: 'We could not reach the Manobal server. Please check the address and try again.',
} as const;

/**
 * One staff call. Every one carries the person's console session (cookie) or a personal access token as
 * `Authorization: Bearer mnb_pat_…`. As in API_CONTRACT,
 * `{id}` in the path is filled from the request's key of the same name, and a 'query' call sends the rest of
 * its request as the query string; the 'multipart' call sends one image as the upload's `file` part.
 */
export interface StaffCallContract extends Pick<Endpoint, 'method' | 'path' | 'encoding'> {
  readonly auth: 'staff';
  /** What the server checks, with this very schema, before anything changes. */
  readonly request: z.ZodType;
  /** The success answer's `data`, and the envelope around it. */
  readonly data: z.ZodType;
  readonly response: z.ZodType;
  readonly messages: CallMessages;
  /** The permissions that open this call (any one of them); the server refuses everyone else with 403. */
  readonly allow: readonly StaffPermission[];
  /** The audit row every use of this call appends: what was done, to what kind of subject. */
  readonly audit: { readonly action: AuditAction; readonly subject: AuditSubject };
  /** Opens sensitive data (an Aadhaar number): only within five minutes of signing in (403, kind step-up-required). */
  readonly stepUp?: true;
  /** Only a console session makes it (a step-up, signing this session out): a token is refused (403, kind session-required). */
  readonly sessionOnly?: true;
}

/** Who may make a call and how it is recorded in the audit log. */
interface StaffAccess {
  readonly allow: readonly StaffPermission[];
  readonly audit: { readonly action: AuditAction; readonly subject: AuditSubject };
  readonly stepUp?: true;
  readonly sessionOnly?: true;
}
const access = (allow: readonly StaffPermission[], action: AuditAction, subject: AuditSubject, options: { readonly stepUp?: true; readonly sessionOnly?: true } = {}): StaffAccess => ({
  allow,
  audit: { action, subject },
  ...options,
});

const staffCall = <const Method extends Endpoint['method'], const Encoding extends Endpoint['encoding'], Request extends z.ZodType, Data extends z.ZodType>(
  method: Method,
  path: string,
  encoding: Encoding,
  request: Request,
  data: Data,
  success: string,
  { allow, audit, stepUp, sessionOnly }: StaffAccess,
) =>
  ({
    method,
    path: `${STAFF_PATH}${path}`,
    encoding,
    auth: 'staff',
    request,
    data,
    response: successEnvelopeOf(data),
    messages: { failure: STAFF_MESSAGES.failure, network: STAFF_MESSAGES.network, preferServerMsg: true, success },
    allow,
    audit,
    ...(stepUp ? { stepUp } : {}),
    ...(sessionOnly ? { sessionOnly } : {}),
  }) as const;

const THERAPIST = '/therapists/{id}';
const APPOINTMENT = '/appointments/{reference}';
const { listed, added, saved, cancelled, moved } = STAFF_MESSAGES;
/** A therapist's own things: the directory's managers reach everyone's, a therapist their own entry only. */
const OWN_AVAILABILITY = ['directory.manage', 'availability.own'] as const satisfies readonly StaffPermission[];
const APPOINTMENTS = ['appointments.all', 'appointments.own'] as const satisfies readonly StaffPermission[];

/** The staff calls, by name (each name is also the call's OpenAPI operationId). */
export const STAFF_CONTRACT = {
  // Who the credential belongs to and what their roles allow: the console's first call, the CLI's `staff whoami`.
  staffWhoami: staffCall('GET', '/me', 'query', z.object({}), staffWhoamiSchema, listed, access(['self'], 'read', 'staff-person')),
  staffTherapists: staffCall('GET', '/therapists', 'query', staffTherapistsRequestSchema, pageOf(staffTherapistViewSchema), listed, access(['directory.manage', 'appointments.all'], 'list', 'therapist')),
  staffAddTherapist: staffCall('POST', '/therapists', 'json', THERAPIST_STAFF_REQUESTS.therapist, staffTherapistViewSchema, added, access(['directory.manage'], 'change', 'therapist')),
  // Activate or retire a therapist (retired: not listed to visitors, no free times; booked appointments stand).
  staffSetTherapistActive: staffCall('PUT', `${THERAPIST}/active`, 'json', THERAPIST_STAFF_REQUESTS.active, staffTherapistViewSchema, saved, access(['directory.manage'], 'change', 'therapist')),
  // Which staff person the entry is (null: nobody): what lets a therapist reach their own things.
  staffLinkTherapist: staffCall('PUT', `${THERAPIST}/person`, 'json', linkTherapistRequestSchema, therapistLinkSchema, saved, access(['directory.manage'], 'people-change', 'therapist')),
  staffUpdateTherapist: staffCall('PUT', THERAPIST, 'json', THERAPIST_STAFF_REQUESTS.therapist, staffTherapistViewSchema, saved, access(['directory.manage', 'availability.own'], 'change', 'therapist')),
  staffSetWeeklyRules: staffCall('PUT', `${THERAPIST}/rules`, 'json', THERAPIST_STAFF_REQUESTS.rules, staffAvailabilityViewSchema, saved, access(['directory.manage', 'availability.own'], 'change', 'therapist')),
  staffAddTimeOff: staffCall('POST', `${THERAPIST}/time-off`, 'json', THERAPIST_STAFF_REQUESTS.timeOff, staffAvailabilityViewSchema, saved, access(['directory.manage', 'availability.own'], 'change', 'therapist')),
  staffTherapist: staffCall('GET', THERAPIST, 'query', THERAPIST_STAFF_REQUESTS.id, staffTherapistViewSchema, listed, access(['directory.manage', 'appointments.all', 'availability.own'], 'read', 'therapist')),
  staffSetDateOverride: staffCall('PUT', `${THERAPIST}/overrides/{date}`, 'json', THERAPIST_STAFF_REQUESTS.dateOverride, staffAvailabilityViewSchema, saved, access(OWN_AVAILABILITY, 'change', 'therapist')),
  staffRemoveDateOverride: staffCall('DELETE', `${THERAPIST}/overrides/{date}`, 'query', THERAPIST_STAFF_REQUESTS.date, staffAvailabilityViewSchema, saved, access(OWN_AVAILABILITY, 'change', 'therapist')),
  staffRemoveTimeOff: staffCall('POST', `${THERAPIST}/time-off/remove`, 'json', THERAPIST_STAFF_REQUESTS.timeOff, staffAvailabilityViewSchema, saved, access(OWN_AVAILABILITY, 'change', 'therapist')),
  staffSetTherapistPhoto: staffCall('POST', `${THERAPIST}/photo`, 'multipart', uploadRequestSchema.extend(THERAPIST_STAFF_REQUESTS.id.shape), staffTherapistViewSchema, saved, access(['directory.manage', 'availability.own'], 'change', 'therapist')),
  staffRemoveTherapistPhoto: staffCall('DELETE', `${THERAPIST}/photo`, 'query', THERAPIST_STAFF_REQUESTS.id, staffTherapistViewSchema, saved, access(['directory.manage', 'availability.own'], 'change', 'therapist')),
  // The outbox: what the local mailbox kept (no SMTP_URL), and deliveries that failed for good.
  staffSentMessages: staffCall('GET', '/messages/sent', 'query', pageRequestSchema, pageOf(sentMessageSchema), listed, access(['messages.manage'], 'list', 'message')),
  staffFailedDeliveries: staffCall('GET', '/messages/failed', 'query', pageRequestSchema, pageOf(failedDeliverySchema), listed, access(['messages.manage'], 'list', 'message')),
  staffRetryDelivery: staffCall('POST', '/messages/failed/{id}/retry', 'json', deliveryIdRequestSchema, deliveryIdRequestSchema, saved, access(['messages.manage'], 'change', 'message')),
  // The newsletter (admins): how many confirmed addresses a letter reaches, and a letter to all of them through the outbox.
  staffLetters: staffCall('GET', '/letters', 'query', z.object({}), newsletterSummarySchema, listed, access(['newsletter.send'], 'read', 'newsletter')),
  staffSendLetter: staffCall('POST', '/letters', 'json', letterRequestSchema, letterSentSchema, saved, access(['newsletter.send'], 'change', 'newsletter')),
  staffDropDelivery: staffCall('POST', '/messages/failed/{id}/drop', 'json', deliveryIdRequestSchema, deliveryIdRequestSchema, saved, access(['messages.manage'], 'change', 'message')),
  staffAppointments: staffCall('GET', '/appointments', 'query', staffAppointmentFilterSchema, pageOf(staffAppointmentSchema), listed, access(APPOINTMENTS, 'list', 'appointment')),
  staffAppointment: staffCall('GET', APPOINTMENT, 'query', staffAppointmentRequestSchema, staffAppointmentSchema, listed, access(APPOINTMENTS, 'read', 'appointment')),
  // The answers a visitor shared: a sensitive read of its own, logged with its reason.
  staffAppointmentIntake: staffCall('GET', `${APPOINTMENT}/intake`, 'query', staffIntakeRequestSchema, staffIntakeSchema, listed, access(['intake.own', 'intake.with-reason'], 'read-sensitive', 'appointment')),
  staffCancelAppointment: staffCall('POST', `${APPOINTMENT}/cancel`, 'json', staffCancelRequestSchema, staffAppointmentSchema, cancelled, access(APPOINTMENTS, 'change', 'appointment')),
  staffMoveAppointment: staffCall('POST', `${APPOINTMENT}/move`, 'json', staffMoveRequestSchema, staffAppointmentSchema, moved, access(APPOINTMENTS, 'change', 'appointment')),
  staffMarkAttendance: staffCall('PUT', `${APPOINTMENT}/attendance`, 'json', staffAttendanceRequestSchema, staffAppointmentSchema, saved, access(APPOINTMENTS, 'change', 'appointment')),
  // The appointment's therapist (only they: 'appointments.own' on their own appointment) invites one coordinator into
  // its video room, or withdraws the invite; the coordinator's console lists the sessions they are invited into.
  staffRoomInvite: staffCall('GET', `${APPOINTMENT}/room/invite`, 'query', roomInvitesRequestSchema, roomInviteViewSchema, listed, access(['appointments.own'], 'read', 'appointment')),
  staffInviteToRoom: staffCall('PUT', `${APPOINTMENT}/room/invite`, 'json', inviteToRoomRequestSchema, roomInviteViewSchema, saved, access(['appointments.own'], 'change', 'appointment')),
  staffWithdrawRoomInvite: staffCall('DELETE', `${APPOINTMENT}/room/invite`, 'query', roomInvitesRequestSchema, roomInviteViewSchema, saved, access(['appointments.own'], 'change', 'appointment')),
  staffMyRoomInvites: staffCall('GET', '/me/room-invites', 'query', z.object({}), invitedSessionsSchema, listed, access(['self'], 'list', 'appointment')),
  staffAgenda: staffCall('GET', `${THERAPIST}/agenda`, 'query', staffAgendaRequestSchema, therapistAgendaSchema, listed, access(APPOINTMENTS, 'list', 'appointment')),
  // A hoarder's bookings, or anything else staff must undo at once, with the reason kept on each appointment.
  staffCancelAppointments: staffCall('POST', '/appointments/cancel', 'json', bulkCancelRequestSchema, bulkCancelDataSchema, STAFF_MESSAGES.bulkCancelled, access(['appointments.all'], 'change', 'appointment')),
  // The urgent queue: call-backs in core's order (open first, a crisis first, then the oldest), claimed by one person
  // ('I'm calling'; the database decides a race and the loser is told who has it), then closed with an outcome.
  staffCallbacks: staffCall('GET', '/callbacks', 'query', callbackQueueRequestSchema, pageOf(staffCallbackSchema), listed, access(['callbacks.work'], 'list', 'callback')),
  staffClaimCallback: staffCall('POST', '/callbacks/{id}/claim', 'json', callbackIdRequestSchema, staffCallbackSchema, saved, access(['callbacks.work'], 'change', 'callback')),
  staffCallbackOutcome: staffCall('POST', '/callbacks/{id}/outcome', 'json', callbackOutcomeRequestSchema, staffCallbackSchema, saved, access(['callbacks.work'], 'change', 'callback')),
  staffReleaseCallback: staffCall('POST', '/callbacks/{id}/release', 'json', callbackIdRequestSchema, staffCallbackSchema, saved, access(['callbacks.work'], 'change', 'callback')),
  // What visitors sent, newest first, a page at a time: every record form's collection (referrals, contacts,
  // newsletter, leads, …) through one call, and the submissions that are more than a record.
  staffRecords: staffCall('GET', '/{collection}', 'query', staffRecordsRequestSchema, pageOf(anyListedRecordSchema), listed, access(['records.work'], 'list', 'record')),
  // The ones staff act on (referrals, contacts, leads) are marked done, or waiting again, as call-backs are.
  staffMarkRecord: staffCall('PUT', '/{collection}/{id}', 'json', markRecordRequestSchema, anyListedRecordSchema, saved, access(['records.work'], 'change', 'record')),
  staffBookings: staffCall('GET', '/bookings', 'query', pageRequestSchema, pageOf(staffBookingSchema), listed, access(['records.work'], 'list', 'free-call')),
  // The free introductory calls: the care team marks one called, done, or waiting again.
  staffMarkBooking: staffCall('PUT', '/bookings/{id}', 'json', markBookingRequestSchema, staffBookingSchema, saved, access(['records.work'], 'change', 'free-call')),
  staffVolunteers: staffCall('GET', '/volunteers', 'query', pageRequestSchema, pageOf(staffVolunteerSchema), listed, access(['records.work'], 'list', 'volunteer-feedback')),
  staffApplications: staffCall('GET', '/applications', 'query', pageRequestSchema, pageOf(staffApplicationSchema), listed, access(['applications.work'], 'list', 'application')),
  // One application as the listing shows it (identity numbers masked), for the console's details and a link to them.
  staffApplication: staffCall('GET', '/applications/{id}', 'query', applicationRequestSchema, staffApplicationSchema, listed, access(['applications.work'], 'read', 'application')),
  // The applicant's Aadhaar number in full, for one person with a reason and a fresh sign-in: the audit row keeps both.
  staffRevealAadhaar: staffCall('POST', '/applications/{id}/aadhaar', 'json', revealAadhaarRequestSchema, revealedAadhaarSchema, listed, access(['applications.work'], 'read-sensitive', 'application', { stepUp: true })),
  // Applications are answered as referrals are: staff mark each done, or waiting again.
  staffMarkApplication: staffCall('PUT', '/applications/{id}', 'json', markApplicationRequestSchema, staffApplicationSchema, saved, access(['applications.work'], 'change', 'application')),
  // The audit log (admins): a page of it, every access to one visitor's data, and a walk of its chain; each audited too.
  staffAuditLog: staffCall('GET', '/audit', 'query', auditLogFilterSchema, pageOf(auditEntryViewSchema), listed, access(['audit.read'], 'list', 'audit-log')),
  staffAuditVisitorExport: staffCall('POST', '/audit/visitor-export', 'json', visitorExportRequestSchema, visitorExportSchema, listed, access(['audit.read'], 'export', 'audit-log', { stepUp: true })),
  staffAuditVerify: staffCall('GET', '/audit/verify', 'query', z.object({}), auditChainViewSchema, listed, access(['audit.read'], 'read', 'audit-log')),
  staffUsers: staffCall('GET', '/users', 'query', pageRequestSchema, pageOf(staffAccountSchema), listed, access(['accounts.read'], 'list', 'account')),
  // One's own personal access tokens (for the CLI and scripts): listed, created (the secret shown once), revoked.
  staffMyTokens: staffCall('GET', '/me/tokens', 'query', z.object({}), z.object({ items: z.array(staffAccessTokenViewSchema) }), listed, access(['self'], 'list', 'access-token')),
  staffCreateToken: staffCall('POST', '/me/tokens', 'json', createAccessTokenRequestSchema, createdAccessTokenSchema, STAFF_PEOPLE_MESSAGES.tokenCreated, access(['self'], 'change', 'access-token')),
  staffRevokeToken: staffCall('DELETE', '/me/tokens/{id}', 'query', idRequestSchema, staffAccessTokenViewSchema, STAFF_PEOPLE_MESSAGES.tokenRevoked, access(['self'], 'change', 'access-token')),
  // The console session itself: proving the second factor again (step-up), signing out here, or everywhere.
  staffStepUp: staffCall('POST', '/me/step-up', 'json', stepUpRequestSchema, staffWhoamiSchema, STAFF_SIGN_IN_MESSAGES.steppedUp, access(['self'], 'sign-in', 'staff-person', { sessionOnly: true })),
  // A step-up by passkey first asks for a challenge allowing only this person's passkeys.
  staffStepUpPasskey: staffCall('POST', '/me/step-up/passkey', 'json', z.object({}), stepUpPasskeySchema, STAFF_SIGN_IN_MESSAGES.passkeyChallenge, access(['self'], 'read', 'staff-person', { sessionOnly: true })),
  staffSignOut: staffCall('POST', '/me/sign-out', 'json', z.object({}), signedOutSchema, STAFF_SIGN_IN_MESSAGES.signedOut, access(['self'], 'sign-out', 'staff-person', { sessionOnly: true })),
  staffSignOutEverywhere: staffCall('POST', '/me/sign-out-everywhere', 'json', z.object({}), signedOutSchema, STAFF_SIGN_IN_MESSAGES.signedOutEverywhere, access(['self'], 'sign-out', 'staff-person')),
  // The care team's people (admins): invite, change roles or the therapist entry, deactivate, reset a second factor.
  staffPeople: staffCall('GET', '/people', 'query', pageRequestSchema, pageOf(staffPersonViewSchema), listed, access(['people.manage'], 'list', 'staff-person')),
  staffInvitePerson: staffCall('POST', '/people/invitations', 'json', inviteStaffPersonRequestSchema, enrolmentLinkSchema, STAFF_PEOPLE_MESSAGES.invited, access(['people.manage'], 'people-change', 'staff-person')),
  staffChangePerson: staffCall('PUT', '/people/{id}', 'json', changeStaffPersonRequestSchema, staffPersonViewSchema, STAFF_PEOPLE_MESSAGES.personChanged, access(['people.manage'], 'people-change', 'staff-person')),
  staffDeactivatePerson: staffCall('POST', '/people/{id}/deactivate', 'json', idRequestSchema, staffPersonViewSchema, STAFF_PEOPLE_MESSAGES.deactivated, access(['people.manage'], 'people-change', 'staff-person')),
  staffResetSecondFactor: staffCall('POST', '/people/{id}/reset-second-factor', 'json', idRequestSchema, enrolmentLinkSchema, STAFF_PEOPLE_MESSAGES.secondFactorReset, access(['people.manage'], 'people-change', 'staff-person')),
} as const satisfies Record<string, StaffCallContract>;

export type StaffCallName = keyof typeof STAFF_CONTRACT;
/** The staff calls whose request the client sends itself (all but the photo upload). */
export type StaffPayloadCallName = { [C in StaffCallName]: (typeof STAFF_CONTRACT)[C]['encoding'] extends 'multipart' ? never : C }[StaffCallName];
