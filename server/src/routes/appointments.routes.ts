import type { FastifyRequest } from 'fastify';
import type { ResultAsync } from 'neverthrow';
import {
  CALL_MESSAGES,
  CONFIRM_CAPS,
  HOLD_CAPS,
  IDEMPOTENCY_HEADER,
  MANAGE_LINK_SENT,
  STAFF_APPOINTMENT_TEXT,
  STAFF_MESSAGES,
  ROOM_INVITE_REFUSAL_TEXT,
  toAppointmentView,
  toKolkataIsoString,
  type AppointmentView,
  type ManageRequest,
  type PayloadCallName,
} from '@manobal/core';
import { bearerToken } from '../auth/user-tokens';
import { bookingClientOf } from '../http/device-cookie';
import { reachFor } from '../http/staff-reach';
import { actorOf } from '../http/staff-actor';
import { requestLocale } from '../http/request-locale';
import type { Success } from '../http/domain-outcome';
import { route, type CallRoute } from './call-route';
import type { UseCases } from './route-context';

/** The manage calls: the reference from the path, the manage token from the Authorization header (never the URL). */
const manageRequest = (input: unknown, request: FastifyRequest): ManageRequest => ({
  reference: (request.params as { reference?: unknown }).reference ?? (input as { reference?: unknown } | null)?.reference,
  token: bearerToken(request.headers.authorization),
});

/** A manage call as the signed-in owner may also make it: the bearer token is then their access token. */
const asManager = <T, E>(uc: UseCases, input: unknown, request: FastifyRequest, run: (manage: ManageRequest) => ResultAsync<T, E>) =>
  uc.accountOf(request.headers.authorization).andThen((userId) => run({ ...manageRequest(input, request), userId }));

const shown =
  (msg: string) =>
  (appointment: AppointmentView): Success => ({ status: 200, msg, data: appointment });

const BY_MANAGER = 'Authorization: Bearer <manage token>, or the access token of the account the appointment is linked to.';
const MANAGE_REFUSALS = {
  '401': 'No token in the Authorization header',
  '404': "No appointment with this reference and token (an unknown reference, a wrong token and another account's appointment get the same answer)",
};
const CHANGE_REFUSALS = {
  ...MANAGE_REFUSALS,
  '409': 'A reschedule within 12 hours of the start, or a cancel once the session has started (kind too-late-to-change; the message gives the care team number); or, for a reschedule, the new time was just taken (slot-taken)',
};

/** Appointments (issue 14): see server/README.md, "Appointments". */
export const APPOINTMENT_CALL_ROUTES = {
  holdSlot: route(
    (uc, input, request) => {
      const { client, setCookie } = bookingClientOf(request);
      return uc.holdSlot(input, client).map((held) => ({ held, setCookie }));
    },
    ({ held: { holdId, expiresAt, phoneChannels }, setCookie }) => ({
      status: 201,
      msg: CALL_MESSAGES.holdSlot.success,
      data: { hold_id: holdId, expires_at: toKolkataIsoString(expiresAt), phone_channels: [...phoneChannels] },
      ...(setCookie === undefined ? {} : { headers: { 'set-cookie': setCookie } }),
    }),
    {
      status: 201,
      description:
        "Holds a free slot for 5 minutes. start is an ISO 8601 instant with its offset; a time that is not one of the therapist's free slots is 400. The first hold from a browser sets the device cookie the booking caps count by (manobal_device: HttpOnly, SameSite=Lax).",
      refusals: {
        '409': 'This time was just taken. Please choose another slot.',
        '429': `A booking cap (kind ${HOLD_CAPS.join(', ')}): too many live holds from this device or address, a fifth of this therapist's week already taken from this address, or a time this device let go of a moment ago; the message says what to do`,
      },
    },
  ),
  releaseHold: route((uc, input) => uc.releaseHold(input), () => ({ status: 200, msg: CALL_MESSAGES.releaseHold.success }), {
    status: 200,
    description:
      "'Choose another time': ends the hold at once, so its time is free for everyone. The hold id (from the hold's answer) is its only key and travels in the body. Releasing again, or an unknown or expired hold, answers the same.",
  }),
  confirmAppointment: route(
    (uc, payload, request) =>
      uc.confirmAppointmentAs({
        payload,
        idempotencyKey: request.headers[IDEMPOTENCY_HEADER.toLowerCase()],
        authorization: request.headers.authorization,
        client: bookingClientOf(request).client,
        locale: requestLocale(request),
      }),
    ({ appointment, manageToken, replayed }) => ({
      status: 201,
      msg: CALL_MESSAGES.confirmAppointment.success,
      data: { ...toAppointmentView(appointment), manage_token: manageToken },
      ...(replayed ? { headers: { 'idempotent-replayed': 'true' } } : {}),
    }),
    {
      status: 201,
      description:
        "Confirms a live hold. The manage token is shown this once (a retry with the same Idempotency-Key gets the same answer). With a valid access token (Authorization: Bearer) the appointment is linked to that account; a token that is no longer valid is 401. The request's language (X-Manobal-Lang, else the manobal_lang cookie, else Accept-Language; en or hi, else English) is kept with the appointment: every message to the visitor about it (the confirmation, changes, cancellations by them or by staff, reminders, a missed session, lost links), by e-mail, SMS or WhatsApp, is written in it; the therapist's stay English.",
      refusals: {
        '401': 'The access token sent is no longer valid',
        '409': 'Idempotency-Key reused for a different booking',
        '410': 'Your hold on this time has expired. Please choose a slot again.',
        '429': `A booking cap (kind ${CONFIRM_CAPS.join(', ')}): this phone or e-mail, or this address, has booked as many sessions as a day allows without a verified contact; the message says what to do`,
      },
    },
  ),
  showAppointment: route((uc, input, request) => asManager(uc, input, request, uc.showAppointment), shown(CALL_MESSAGES.showAppointment.success), {
    status: 200,
    description: BY_MANAGER,
    refusals: MANAGE_REFUSALS,
  }),
  cancelAppointment: route((uc, input, request) => asManager(uc, input, request, uc.cancelAppointment), shown(CALL_MESSAGES.cancelAppointment.success), {
    status: 200,
    description: `${BY_MANAGER} Frees the time, until the session starts; within 12 hours of the start the cancel is stored as late (cancelled_late). Cancelling again answers the same.`,
    refusals: CHANGE_REFUSALS,
  }),
  rescheduleAppointment: route(
    (uc, input, request) => asManager(uc, input, request, (manage) => uc.rescheduleAppointment({ ...manage, payload: input })),
    shown(CALL_MESSAGES.rescheduleAppointment.success),
    {
      status: 200,
      description: `${BY_MANAGER} Moves to another free start in the same mode; the old time is freed only if the new one is won.`,
      refusals: CHANGE_REFUSALS,
    },
  ),
  requestManageLinks: route(
    (uc, input, request) => uc.requestManageLinks(input).map((delivery) => ({ delivery, locale: requestLocale(request) })),
    ({ delivery, locale }) => ({ status: 200, msg: MANAGE_LINK_SENT[locale][delivery] }),
    {
      status: 200,
      limit: 'auth',
      description:
        "A visitor who lost the manage link gives the e-mail address or phone number they booked with. The answer is the same whether or not anything is booked under it, and costs the same work; its words say only where links go. Asked with an e-mail address, the links of that person's upcoming confirmed sessions go through the outbox to the e-mail address each booking was made with; asked with a phone number, by SMS to that phone, one text per session, when SMS is configured (otherwise to the bookings' e-mail addresses). At most 3 messages an hour to one address or phone (further requests are answered alike and send nothing). The manage token in each link is the one the confirmation gave (kept only as a hash). The answer is in the request's language; each message in the language its booking was made in (a message listing several bookings, the latest made).",
    },
  ),
  myAppointments: route(
    (uc, _input, request) => uc.myAppointmentsOf(request.headers.authorization),
    (mine) => ({ status: 200, msg: CALL_MESSAGES.myAppointments.success, data: mine }),
    { status: 200, description: 'Authorization: Bearer <access token>. Upcoming (soonest first) and past appointments.', refusals: { '401': 'No valid access token' } },
  ),
  logout: route((uc, _input, request) => uc.logOut(request.headers.authorization), () => ({ status: 200, msg: CALL_MESSAGES.logout.success }), {
    status: 200,
    limit: 'auth',
    description: 'Authorization: Bearer <access token>. Ends the token on the server for every instance; logging out again is still 200.',
    refusals: { '401': 'No token in the Authorization header' },
  }),
} satisfies Partial<Record<PayloadCallName, CallRoute>>;

/** A staff appointment call's input: what the transport carried, the path's parameters over the body's keys. */
const withPath = (input: unknown, request: FastifyRequest): unknown => ({ ...(typeof input === 'object' && input !== null ? input : {}), ...(request.params as object) });

const staffSaid =
  (msg: string) =>
  (data: unknown): Success => ({ status: 200, msg, data });

const NO_APPOINTMENT = { '403': "Another therapist's appointment, for a therapist (kind forbidden)", '404': 'No appointment with this reference' };
const NOT_CHANGEABLE = `The appointment's state does not allow it (kind appointment-not-changeable): ${Object.values(STAFF_APPOINTMENT_TEXT.refusals).join(' ')}`;

/** The staff side of appointments (STAFF_CONTRACT), registered with the staff guard by staff.routes.ts. */
export const APPOINTMENT_STAFF_CALL_ROUTES = {
  staffAppointments: route(
    (uc, input, request) => uc.listStaffAppointments({ reach: reachFor(request, 'staffAppointments'), input }),
    staffSaid(STAFF_MESSAGES.listed),
    {
      status: 200,
      summary: 'Staff: appointments by tab (upcoming, past, cancelled) and filters, with contact details; a therapist sees only their own',
      description:
        "Dates are IST dates, both ends included; ?page=&limit= as every staff listing (limit at most 100, default 50). when=upcoming lists what has not ended, soonest first; past what has ended, latest first; cancelled latest first. status narrows to confirmed, cancelled, attended or no-show. A therapist's credential lists only their own appointments, whatever therapist= says. Notes stay sealed; intake_shared says whether the visitor shared their therapy-match answers, which are read only through staffAppointmentIntake. made_from is the device and address it was booked from, as a bulk cancel names them.",
    },
  ),
  staffAppointment: route((uc, input, request) => uc.showStaffAppointment({ reach: reachFor(request, 'staffAppointment'), input: withPath(input, request) }), staffSaid(STAFF_MESSAGES.listed), {
    status: 200,
    summary: 'Staff: one appointment, what may be done with it now (can), never the intake answers',
    refusals: NO_APPOINTMENT,
  }),
  staffAppointmentIntake: route(
    (uc, input, request) => uc.readStaffIntake({ reach: reachFor(request, 'staffAppointmentIntake'), input: withPath(input, request) }),
    staffSaid(STAFF_MESSAGES.listed),
    {
      status: 200,
      summary: "Staff: the therapy-match answers a visitor shared with their therapist (a sensitive read, logged with its reason)",
      description:
        "The appointment's own therapist reads them without a reason; everyone else who may (intake.with-reason) must give ?reason= (client-care, safety-concern, visitor-request, complaint-or-legal), else 400 on reason. shared: false and intake: null when the visitor did not share them.",
      refusals: NO_APPOINTMENT,
    },
  ),
  staffCancelAppointment: route(
    (uc, input, request) => uc.cancelStaffAppointment({ reach: reachFor(request, 'staffCancelAppointment'), input: withPath(input, request) }),
    staffSaid(STAFF_MESSAGES.cancelled),
    {
      status: 200,
      summary: 'Staff: cancel one appointment with a reason (kept as cancel_reason); its time is free at once',
      description: "Only before the session ends; the 12-hour cut-off visitors have does not apply to staff. The visitor is told, with the reason, by e-mail and the phone channels they opted in to, in the language they booked in; the therapist in English.",
      refusals: { ...NO_APPOINTMENT, '409': NOT_CHANGEABLE },
    },
  ),
  staffMoveAppointment: route(
    (uc, input, request) => uc.moveStaffAppointment({ reach: reachFor(request, 'staffMoveAppointment'), input: withPath(input, request) }),
    staffSaid(STAFF_MESSAGES.moved),
    {
      status: 200,
      summary: "Staff: move one appointment to another of the same therapist's free slots, in the same mode",
      description:
        'The slots engine decides what is free (notice, horizon, weekly hours, date overrides, leave, buffer), the appointment\'s own time left out; the database decides a contested time as it does for a booking: the old time is freed only if the new one is won. A start that is not a free slot is 400.',
      refusals: { ...NO_APPOINTMENT, '409': `The new time was just taken (kind slot-taken), or: ${NOT_CHANGEABLE}` },
    },
  ),
  staffMarkAttendance: route(
    (uc, input, request) => uc.markStaffAttendance({ reach: reachFor(request, 'staffMarkAttendance'), input: withPath(input, request) }),
    staffSaid(STAFF_MESSAGES.saved),
    {
      status: 200,
      summary: 'Staff: mark a session attended or no-show, once it has ended (never a cancelled appointment); a mark may be changed',
      refusals: { ...NO_APPOINTMENT, '409': NOT_CHANGEABLE },
    },
  ),
  staffAgenda: route((uc, input, request) => uc.therapistAgenda({ reach: reachFor(request, 'staffAgenda'), input: withPath(input, request) }), staffSaid(STAFF_MESSAGES.listed), {
    status: 200,
    summary: "Staff: a therapist's agenda, today and this week (Monday to Sunday) in IST, confirmed appointments by start",
    refusals: { '403': "Another therapist's agenda, for a therapist (kind forbidden)" },
  }),
  staffRoomInvite: route((uc, input, request) => uc.showRoomInvite({ actor: actorOf(request), input: withPath(input, request) }), staffSaid(STAFF_MESSAGES.listed), {
    status: 200,
    summary: "Staff: who is invited into the video room of the therapist's own appointment, and the active coordinators they may invite",
    refusals: { '403': "Not this appointment's therapist (kind forbidden)", '404': 'No appointment with this reference' },
  }),
  staffInviteToRoom: route((uc, input, request) => uc.inviteToRoom({ actor: actorOf(request), input: withPath(input, request) }), staffSaid(STAFF_MESSAGES.saved), {
    status: 200,
    summary: "Staff: the appointment's therapist invites one coordinator (person_id) into its video room",
    description:
      'The coordinator may then enter the room from their console session within its window (10 minutes before the start to 30 minutes after the end), as the therapist does; nobody else is let in by it. One coordinator at a time; inviting the one already invited changes nothing. Audited as a change of the appointment.',
    refusals: {
      '403': "Not this appointment's therapist (kind forbidden): only they invite, a coordinator never invites themself",
      '404': 'No appointment with this reference',
      '409': `Refused by kind: ${Object.entries(ROOM_INVITE_REFUSAL_TEXT)
        .map(([kind, words]) => `${kind} (${words})`)
        .join('; ')}`,
    },
  }),
  staffWithdrawRoomInvite: route((uc, input, request) => uc.withdrawRoomInvite({ actor: actorOf(request), input: withPath(input, request) }), staffSaid(STAFF_MESSAGES.saved), {
    status: 200,
    summary: "Staff: the appointment's therapist withdraws the room's invite; a coordinator in the room is sent out at once",
    refusals: { '403': "Not this appointment's therapist (kind forbidden)", '404': 'No appointment with this reference' },
  }),
  staffMyRoomInvites: route((uc, _input, request) => uc.myInvitedSessions({ actor: actorOf(request) }), staffSaid(STAFF_MESSAGES.listed), {
    status: 200,
    summary: 'Staff: the video sessions the calling coordinator is invited into whose rooms have not closed, by start',
  }),
  staffCancelAppointments: route(
    (uc, input) => uc.cancelAppointmentsInBulk(input),
    (done) => ({ status: 200, msg: STAFF_MESSAGES.bulkCancelled, data: done }),
    {
      status: 200,
      summary: 'Staff: cancel appointments by pattern (a list of references, or what one device or address booked in a window), with a reason',
      description:
        'reason is kept with each appointment (cancel_reason in the listing). Either references, or device and/or address (as made_from shows them) with from and to (ISO instants: when they were booked). Only confirmed appointments change; their times are free at once; the 12-hour cut-off does not apply to staff. Each visitor is told, with the reason, in the language they booked in.',
    },
  ),
};
