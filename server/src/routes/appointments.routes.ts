import type { FastifyRequest } from 'fastify';
import type { ResultAsync } from 'neverthrow';
import {
  CALL_MESSAGES,
  IDEMPOTENCY_HEADER,
  STAFF_MESSAGES,
  toAppointmentView,
  toKolkataIsoString,
  type AppointmentView,
  type ManageRequest,
  type PayloadCallName,
} from '@manobal/core';
import { bearerToken } from '../auth/user-tokens';
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
const CHANGE_REFUSALS = { ...MANAGE_REFUSALS, '409': 'Within 12 hours of the start: call the care team (the message gives the number); or, for a reschedule, the new time was just taken' };

/** Appointments (issue 14): see server/README.md, "Appointments". */
export const APPOINTMENT_CALL_ROUTES = {
  holdSlot: route(
    (uc, input) => uc.holdSlot(input),
    ({ holdId, expiresAt }) => ({ status: 201, msg: CALL_MESSAGES.holdSlot.success, data: { hold_id: holdId, expires_at: toKolkataIsoString(expiresAt) } }),
    {
      status: 201,
      description: 'Holds a free slot for 5 minutes. start is an ISO 8601 instant with its offset; a time that is not one of the therapist\'s free slots is 400.',
      refusals: { '409': 'This time was just taken. Please choose another slot.' },
    },
  ),
  confirmAppointment: route(
    (uc, payload, request) =>
      uc.confirmAppointmentAs({ payload, idempotencyKey: request.headers[IDEMPOTENCY_HEADER.toLowerCase()], authorization: request.headers.authorization }),
    ({ appointment, manageToken, replayed }) => ({
      status: 201,
      msg: CALL_MESSAGES.confirmAppointment.success,
      data: { ...toAppointmentView(appointment), manage_token: manageToken },
      ...(replayed ? { headers: { 'idempotent-replayed': 'true' } } : {}),
    }),
    {
      status: 201,
      description:
        'Confirms a live hold. The manage token is shown this once (a retry with the same Idempotency-Key gets the same answer). With a valid access token (Authorization: Bearer) the appointment is linked to that account; a token that is no longer valid is 401.',
      refusals: {
        '401': 'The access token sent is no longer valid',
        '409': 'Idempotency-Key reused for a different booking',
        '410': 'Your hold on this time has expired. Please choose a slot again.',
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
    description: `${BY_MANAGER} Frees the time. Cancelling again answers the same.`,
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

/** The staff listing of appointments (STAFF_CONTRACT), registered with the staff guard by staff.routes.ts. */
export const APPOINTMENT_STAFF_CALL_ROUTES = {
  staffAppointments: route((uc, input) => uc.listStaffAppointments(input), (items) => ({ status: 200, msg: STAFF_MESSAGES.listed, data: { items } }), {
    status: 200,
    summary: 'Staff: appointments by start, with the contact details and any therapy-match answers the visitor shared',
    description:
      'Dates are IST dates, both ends included. Notes stay sealed. intake is the wizard answers (ids) the visitor chose to share with their therapist when booking, null when not shared; the manage link never shows it.',
  }),
};
