import { CAREERS_DOCUMENTS, callbackConfirmation, freeCallBookedMessage, optInOf, type CallbackRequestedData } from '@manobal/core';
import { API_CONTRACT, CALL_MESSAGES, ENDPOINTS, FORMS, SAMPLE_THERAPISTS, STAFF_CONTRACT, STAFF_SIGN_IN_CONTRACT, toPublicTherapist, type CallContract, type Clock, type PayloadCallName, type StaffCallName, type StaffSignInCallName } from '@manobal/core';
// The document's examples are the test suite's Object Mothers, so an example the server would refuse fails the
// tests (tests/server/openapi-examples.test.ts sends every one of them) instead of misleading a client.
import { anUploadedFileUrl, aValidBooking, aValidLogin, aValidSignup, VALID_PAYLOADS } from '../../../fixtures/forms';
import { anAppointmentView } from '../../../fixtures/in-memory/in-memory-appointments';
import { A_NEW_THERAPIST } from '../../../fixtures/in-memory/in-memory-therapists';
import { aCompleteWizardAnswers } from '../../../fixtures/wizard';

type JsonCall = PayloadCallName;

/** An id as the server issues them (randomUUID). */
const EXAMPLE_ID = '3f0c9a52-7d1e-4b8a-9c3e-5a6b7c8d9e0f';

export interface CallExample {
  readonly request: unknown;
  readonly response: unknown;
}

const created = (call: JsonCall): unknown => ({ success: true, msg: CALL_MESSAGES[call].success, data: { id: EXAMPLE_ID } });

const LOGIN_EXAMPLE_DATA = {
  access_token: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIzZjBjOWE1MiJ9.c2lnbmF0dXJl',
  user: { id: EXAMPLE_ID, name: aValidSignup().name, email: aValidSignup().email },
};

/** A crisis call-back asked for at 23:00 IST, when the care team (09:00–21:00 IST) is not working. */
const A_CALLBACK_REQUESTED: CallbackRequestedData = {
  id: EXAMPLE_ID,
  reason: 'crisis',
  care_team: { state: 'closed', opens_at: '2026-12-01T03:30:00.000Z' },
  hours: { opens: '09:00', closes: '21:00' },
  acknowledgement: 'sms',
};

/** The server's answer to a valid request, by the kind of data the contract names for the call. */
/** A free introductory call booked for 11:00 AM on Tuesday 1 December 2026, as the server answers it. */
const FREE_CALL_EXAMPLE_DATA = { id: EXAMPLE_ID, reference: 'CALL-7K2Q9D', status: 'waiting', date: '2026-12-01', time: '11:00 AM' } as const;

const answerOf = (call: JsonCall): unknown => {
  const { success } = CALL_MESSAGES[call];
  switch (ENDPOINTS[call].data) {
    case 'created':
      return created(call);
    case 'login':
      return { success: true, msg: success, data: LOGIN_EXAMPLE_DATA };
    case 'freeCall':
      return { success: true, msg: freeCallBookedMessage({ ...FREE_CALL_EXAMPLE_DATA, phone: '9876543210', guardianCheck: false, replayed: false }), data: FREE_CALL_EXAMPLE_DATA };
    case 'callbackRequested':
      return { success: true, msg: callbackConfirmation(A_CALLBACK_REQUESTED).join(' '), data: A_CALLBACK_REQUESTED };
    default:
      return { success: true, msg: success };
  }
};

/** Issue 14's appointment calls: a hold, its confirmation and the manage calls on the appointment it made. */
const AN_APPOINTMENT = anAppointmentView();
const A_THERAPIST = toPublicTherapist(SAMPLE_THERAPISTS[0]!.therapist);
const said = (call: JsonCall, data?: unknown) => ({ success: true, msg: CALL_MESSAGES[call].success, ...(data === undefined ? {} : { data }) });
const APPOINTMENT_EXAMPLES: Partial<Record<JsonCall, CallExample>> = {
  holdSlot: {
    request: { therapist_id: 'ananya-rao', start: '2026-12-01T18:00:00+05:30', mode: 'video' },
    response: said('holdSlot', { hold_id: EXAMPLE_ID, expires_at: '2026-11-30T09:05:00+05:30', phone_channels: ['sms'] }),
  },
  releaseHold: { request: { hold_id: EXAMPLE_ID }, response: said('releaseHold') },
  confirmAppointment: {
    request: {
      hold_id: EXAMPLE_ID,
      name: 'Asha Verma',
      email: 'asha@example.com',
      phone: '9876543210',
      age: '29',
      notes: 'Trouble sleeping since May',
      message_opt_ins: [optInOf('sms')],
    },
    response: said('confirmAppointment', { ...AN_APPOINTMENT, manage_token: 'q3JzV1x0b2tlbi1zaG93bi1vbmNl' }),
  },
  showAppointment: { request: { reference: AN_APPOINTMENT.reference }, response: said('showAppointment', AN_APPOINTMENT) },
  cancelAppointment: { request: { reference: AN_APPOINTMENT.reference }, response: said('cancelAppointment', { ...AN_APPOINTMENT, status: 'cancelled' }) },
  rescheduleAppointment: {
    request: { start: '2026-12-02T18:00:00+05:30' },
    response: said('rescheduleAppointment', { ...AN_APPOINTMENT, start: '2026-12-02T18:00:00+05:30', end: '2026-12-02T19:00:00+05:30' }),
  },
  myAppointments: { request: {}, response: said('myAppointments', { upcoming: [AN_APPOINTMENT], past: [] }) },
  logout: { request: {}, response: said('logout') },
  // The therapist directory (issue 14), shown with the first sample therapist.
  listTherapists: { request: { language: 'english', mode: 'video' }, response: said('listTherapists', { items: [A_THERAPIST] }) },
  getTherapist: { request: { id: A_THERAPIST.id }, response: said('getTherapist', A_THERAPIST) },
  therapistSlots: {
    request: { id: A_THERAPIST.id, from: '2026-12-01', days: 1, mode: 'video' },
    response: said('therapistSlots', {
      timezone: 'Asia/Kolkata',
      days: [{ date: '2026-12-01', slots: [{ start: '2026-12-01T17:00:00+05:30', end: '2026-12-01T18:00:00+05:30', modes: ['video'] }] }],
    }),
  },
};

/**
 * One valid request of a call (its form's Object Mother) and the server's answer to it. The booking is for
 * tomorrow as `clock` sees it; the login is the signup example's account; the careers links name files
 * uploaded before (the fixture's ids), which the server checks exist.
 */
export const callExample = (call: JsonCall, clock: Clock): CallExample => {
  const appointment = APPOINTMENT_EXAMPLES[call];
  if (appointment) return appointment;
  const signup = aValidSignup();
  const { form } = API_CONTRACT[call] as CallContract;
  const request =
    call === 'bookSession' ? aValidBooking({}, clock)
    : call === 'login' ? aValidLogin({ email: signup.email, password: signup.password })
    : form ? VALID_PAYLOADS[form]()
    : undefined;
  if (call === 'bookSession') {
    // The call is booked for tomorrow as `clock` sees it, and the words say so.
    const { date, time } = request as { date: string; time: string };
    const data = { ...FREE_CALL_EXAMPLE_DATA, date, time };
    return { request, response: { success: true, msg: freeCallBookedMessage({ ...data, phone: '9876543210', guardianCheck: false, replayed: false }), data } };
  }
  return { request, response: answerOf(call) };
};

export const uploadExampleResponse = { success: true, msg: CALL_MESSAGES.careersUpload.success, data: { file_url: anUploadedFileUrl(EXAMPLE_ID) } };
export const EXAMPLE_FILE_ID = EXAMPLE_ID;

/** The staff calls (STAFF_CONTRACT), in the order a care team would make them: a new video-only therapist, their hours, a week away, a photo. */
const staffSaid = (call: StaffCallName, data: unknown) => ({ success: true, msg: STAFF_CONTRACT[call].messages.success, data });
const KAVYA_HOURS = {
  rules: [
    { weekday: 'tue', start: '18:00', end: '21:00', modes: ['video'] },
    { weekday: 'sat', start: '10:00', end: '13:00', modes: ['video'] },
  ],
  time_off: [{ from: '2026-12-21', to: '2026-12-27' }],
  date_overrides: [
    { date: '2026-12-15', hours: [{ start: '10:00', end: '12:00', modes: ['video'] }] },
    { date: '2026-12-19', hours: [] },
  ],
  buffer_minutes: 15,
};
/** Kavya as staff read her back: a real therapist (not a seeded sample), active with a verified registration. */
const KAVYA = { ...A_NEW_THERAPIST, sample: false };
const KAVYA_VIEW = { therapist: KAVYA, availability: KAVYA_HOURS };
/** One staff appointment whose visitor shared their therapy-match answers (issue 15). */
const A_STAFF_APPOINTMENT = {
  ...AN_APPOINTMENT,
  name: 'Asha Verma',
  email: 'asha@example.com',
  phone: '9876543210',
  age: 29,
  linked_to_account: false,
  intake_shared: true,
  guardian_check: false,
  guardian: null,
  created_at: '2026-11-30T03:35:00.000Z',
  made_from: { device: 'q3Vt0m2XbZb8c1kY0aW9sA', address: '203.0.113.7' },
  cancel_reason: null,
  phase: 'upcoming',
  attendance: null,
  in_room: null,
  can: { cancel: true, move: true, mark_attendance: false },
};
/** The same appointment once its session has ended and the therapist marked it. */
const A_PAST_STAFF_APPOINTMENT = { ...A_STAFF_APPOINTMENT, phase: 'past', attendance: 'attended', can: { cancel: false, move: false, mark_attendance: true } };

const A_FIRST_PAGE = { page: 1, limit: 50 };
const AN_EMPTY_PAGE = { items: [], page: 1, limit: 50, total: 0 };
/** The lead example as staff list it: what core's schema keeps of it, a new id and the time it arrived. */
const A_LISTED_LEAD = {
  id: EXAMPLE_ID,
  ...(FORMS.lead.schema.parse(VALID_PAYLOADS.lead()) as object),
  created_at: '2026-11-30T03:35:00.000Z',
  status: 'waiting',
  marked_at: null,
  due_at: '2026-12-02T18:30:00.000Z',
  overdue: false,
};
/** A crisis call-back from the wizard, asked for at 09:05 IST while the care team works: due within the hour. */
const A_STAFF_CALLBACK = {
  id: EXAMPLE_ID,
  name: 'Asha Verma',
  phone: '9876543210',
  reason: 'crisis',
  urgency: 'urgent',
  risk: 'yes',
  language: 'marathi',
  created_at: '2026-11-30T03:35:00.000Z',
  due_at: '2026-11-30T04:35:00.000Z',
  state: 'waiting',
  claimed_by: null,
  claimed_at: null,
  closed_by: null,
  closed_at: null,
  outcome: null,
  attempts: 0,
  overdue: true,
  past_due: false,
};
/** A coordinator who works the urgent queue. */
const A_COORDINATOR = { person_id: 'b1c2d3e4-f5a6-4b7c-8d9e-0f1a2b3c4d5e', name: 'Anita Rao' };
/** A careers application as staff list it: identity numbers masked, answered by the care team. */
const A_LISTED_APPLICATION = {
  id: EXAMPLE_ID,
  full_name: 'Meera Pillai',
  age: 34,
  gender: 'female',
  experience: 8,
  bio: 'Counselling psychologist working with young adults.',
  address: '12 MG Road, Kochi',
  phone_number: '9876543210',
  email: 'meera.pillai@example.in',
  language1: 'malayalam',
  language2: 'english',
  aadhar_number: 'XXXX-XXXX-9012',
  pan_card_number: 'XXXXXX234L',
  education: 'M.Phil. Clinical Psychology, 2016',
  has_rci: true,
  has_iso_certification: false,
  ...Object.fromEntries(CAREERS_DOCUMENTS.map((document) => [document.linkField, document.required ? `/api/v1/careers/files/${EXAMPLE_ID}` : null])),
  created_at: '2026-11-30T03:35:00.000Z',
  status: 'done',
  marked_at: '2026-12-01T05:00:00.000Z',
  due_at: '2026-12-02T18:30:00.000Z',
  overdue: false,
};

/** A coordinator's listing of call-backs, as the audit log keeps it. */
const AN_AUDIT_ENTRY = {
  seq: 1042,
  at: '2026-12-01T05:00:00.000Z',
  person_id: EXAMPLE_ID,
  person_name: 'Meera Iyer',
  roles: ['coordinator'],
  action: 'list',
  subject: 'callback',
  subject_id: null,
  request_id: '5b1f3c2e-8f4a-4d7b-9c1e-2a6d8e0f4b3a',
  reason: null,
  visitors: 3,
  hash: '9f2c4e7a1b3d5f6a8c0e2b4d6f8a1c3e5b7d9f0a2c4e6b8d0f1a3c5e7b9d2f4a',
};
const A_TOKEN = {
  id: EXAMPLE_ID,
  name: 'Reports laptop',
  state: 'active',
  created_at: '2026-11-30T03:35:00.000Z',
  expires_at: '2027-02-28T03:35:00.000Z',
  last_used_at: '2026-11-30T04:00:00.000Z',
  revoked_at: null,
};
const A_STAFF_PERSON = {
  id: EXAMPLE_ID,
  email: 'meera.iyer@manobal.example',
  name: 'Meera Iyer',
  roles: ['coordinator'],
  therapist_id: null,
  active: true,
  created_at: '2026-11-30T03:35:00.000Z',
};
const AN_ENROLMENT_LINK = { link: 'https://manobal.example/staff/enrol#mnb_enr_EXAMPLEonlyNOTaREALcodeXXXXXXXXXXXXXXXXXXXXXX', expires_at: '2026-12-03T03:35:00.000Z' };

/** A coordinator signed in to the console. */
const MEERA_WHOAMI = {
  person_id: EXAMPLE_ID,
  name: 'Meera Iyer',
  roles: ['coordinator'],
  therapist_id: null,
  credential: 'session',
  verified_at: '2026-11-30T03:35:00.000Z',
  permissions: ['callbacks.work', 'appointments.all', 'intake.with-reason', 'records.work', 'self'],
};

export const STAFF_EXAMPLES: Readonly<Record<StaffCallName, CallExample>> = {
  staffWhoami: { request: {}, response: staffSaid('staffWhoami', MEERA_WHOAMI) },
  staffTherapists: { request: { view: 'active', page: 1, limit: 50 }, response: staffSaid('staffTherapists', { items: [KAVYA_VIEW], page: 1, limit: 50, total: 1 }) },
  staffAddTherapist: {
    request: A_NEW_THERAPIST,
    response: staffSaid('staffAddTherapist', { therapist: KAVYA, availability: { rules: [], time_off: [], date_overrides: [], buffer_minutes: 0 } }),
  },
  staffUpdateTherapist: {
    request: { ...A_NEW_THERAPIST, fee_inr: 1000 },
    response: staffSaid('staffUpdateTherapist', { ...KAVYA_VIEW, therapist: { ...KAVYA, fee_inr: 1000 } }),
  },
  staffSetTherapistActive: {
    request: { id: A_NEW_THERAPIST.id, active: false },
    response: staffSaid('staffSetTherapistActive', { ...KAVYA_VIEW, therapist: { ...KAVYA, active: false } }),
  },
  staffLinkTherapist: {
    request: { id: A_NEW_THERAPIST.id, person_id: EXAMPLE_ID },
    response: staffSaid('staffLinkTherapist', { therapist_id: A_NEW_THERAPIST.id, person: { ...A_STAFF_PERSON, roles: ['therapist'], therapist_id: A_NEW_THERAPIST.id } }),
  },
  staffSetWeeklyRules: { request: { id: A_NEW_THERAPIST.id, rules: KAVYA_HOURS.rules, buffer_minutes: 15 }, response: staffSaid('staffSetWeeklyRules', KAVYA_HOURS) },
  staffTherapist: { request: { id: A_NEW_THERAPIST.id }, response: staffSaid('staffTherapist', KAVYA_VIEW) },
  staffSetDateOverride: {
    request: { id: A_NEW_THERAPIST.id, date: '2026-12-15', hours: [{ start: '10:00', end: '12:00', modes: ['video'] }] },
    response: staffSaid('staffSetDateOverride', KAVYA_HOURS),
  },
  staffRemoveDateOverride: {
    request: { id: A_NEW_THERAPIST.id, date: '2026-12-08' },
    response: staffSaid('staffRemoveDateOverride', KAVYA_HOURS),
  },
  staffRemoveTimeOff: {
    request: { id: A_NEW_THERAPIST.id, from: '2026-12-28', to: '2026-12-28' },
    response: staffSaid('staffRemoveTimeOff', KAVYA_HOURS),
  },
  staffAddTimeOff: { request: { id: A_NEW_THERAPIST.id, from: '2026-12-21', to: '2026-12-27' }, response: staffSaid('staffAddTimeOff', KAVYA_HOURS) },
  staffSetTherapistPhoto: {
    request: { id: A_NEW_THERAPIST.id },
    response: staffSaid('staffSetTherapistPhoto', { ...KAVYA_VIEW, therapist: { ...KAVYA, photo_url: `${ENDPOINTS.getTherapist.path.replace('{id}', A_NEW_THERAPIST.id)}/photo/${EXAMPLE_ID}` } }),
  },
  staffRemoveTherapistPhoto: { request: { id: A_NEW_THERAPIST.id }, response: staffSaid('staffRemoveTherapistPhoto', KAVYA_VIEW) },
  staffSentMessages: {
    request: { page: 1, limit: 50 },
    response: staffSaid('staffSentMessages', {
      items: [{ message_id: '<0b9f6c1e@manobal.outbox>', email: 'asha@example.in', subject: 'Booked: your session on Tue 1 Dec', kept_at: '2026-11-30T03:35:00.000Z', text: 'Hello Asha,\n\nYour session is booked.\n' }],
      page: 1,
      limit: 50,
      total: 1,
    }),
  },
  staffFailedDeliveries: {
    request: { page: 1, limit: 50 },
    response: staffSaid('staffFailedDeliveries', {
      items: [{ id: EXAMPLE_ID, channel: 'email', email: 'asha@example.in', phone: null, template_id: 'booking-confirmed', attempts: 1, reason: '550 5.1.1 No such user', last_due_at: '2026-11-30T03:35:00.000Z' }],
      page: 1,
      limit: 50,
      total: 1,
    }),
  },
  staffRetryDelivery: { request: { id: EXAMPLE_ID }, response: staffSaid('staffRetryDelivery', { id: EXAMPLE_ID }) },
  staffLetters: { request: {}, response: staffSaid('staffLetters', { confirmed: 412, pending: 37 }) },
  staffSendLetter: {
    request: { id: EXAMPLE_ID, subject: 'Sleep, and what helps', body: 'A few small habits that help with sleep.\n\nAnd when to ask for help.' },
    response: staffSaid('staffSendLetter', { id: EXAMPLE_ID, recipients: 412 }),
  },
  staffDropDelivery: { request: { id: EXAMPLE_ID }, response: staffSaid('staffDropDelivery', { id: EXAMPLE_ID }) },
  staffCallbacks: {
    request: { page: 1, limit: 50, state: 'open' },
    response: staffSaid('staffCallbacks', { items: [A_STAFF_CALLBACK], page: 1, limit: 50, total: 1 }),
  },
  staffClaimCallback: {
    request: { id: EXAMPLE_ID },
    response: staffSaid('staffClaimCallback', { ...A_STAFF_CALLBACK, state: 'claimed', claimed_by: A_COORDINATOR, claimed_at: '2026-11-30T03:52:00.000Z', overdue: false }),
  },
  staffCallbackOutcome: {
    request: { id: EXAMPLE_ID, outcome: 'reached' },
    response: staffSaid('staffCallbackOutcome', {
      ...A_STAFF_CALLBACK,
      state: 'closed',
      closed_by: A_COORDINATOR,
      closed_at: '2026-11-30T04:05:00.000Z',
      outcome: 'reached',
      overdue: false,
    }),
  },
  staffReleaseCallback: {
    request: { id: EXAMPLE_ID },
    response: staffSaid('staffReleaseCallback', { ...A_STAFF_CALLBACK, overdue: false }),
  },
  staffAppointments: {
    request: { when: 'upcoming', therapist: AN_APPOINTMENT.therapist_id, from: '2026-12-01', to: '2026-12-31', status: 'confirmed', page: 1, limit: 50 },
    response: staffSaid('staffAppointments', { items: [A_STAFF_APPOINTMENT], page: 1, limit: 50, total: 1 }),
  },
  staffAppointment: { request: { reference: AN_APPOINTMENT.reference }, response: staffSaid('staffAppointment', A_STAFF_APPOINTMENT) },
  staffAppointmentIntake: {
    request: { reference: AN_APPOINTMENT.reference, reason: 'client-care' },
    response: staffSaid('staffAppointmentIntake', { reference: AN_APPOINTMENT.reference, email: 'asha@example.com', phone: '9876543210', shared: true, intake: aCompleteWizardAnswers(), reason: 'client-care' }),
  },
  staffCancelAppointment: {
    request: { reference: AN_APPOINTMENT.reference, reason: 'The therapist is unwell; the care team has phoned Asha to rebook.' },
    response: staffSaid('staffCancelAppointment', {
      ...A_STAFF_APPOINTMENT,
      status: 'cancelled',
      sequence: 1,
      phase: 'cancelled',
      cancel_reason: 'The therapist is unwell; the care team has phoned Asha to rebook.',
      can: { cancel: false, move: false, mark_attendance: false },
    }),
  },
  staffMoveAppointment: {
    request: { reference: AN_APPOINTMENT.reference, start: '2026-12-01T19:00:00+05:30' },
    response: staffSaid('staffMoveAppointment', { ...A_STAFF_APPOINTMENT, start: '2026-12-01T19:00:00+05:30', end: '2026-12-01T20:00:00+05:30', sequence: 1 }),
  },
  staffMarkAttendance: { request: { reference: AN_APPOINTMENT.reference, attendance: 'attended' }, response: staffSaid('staffMarkAttendance', A_PAST_STAFF_APPOINTMENT) },
  staffAgenda: {
    request: { id: AN_APPOINTMENT.therapist_id },
    response: staffSaid('staffAgenda', {
      therapist_id: AN_APPOINTMENT.therapist_id,
      today: '2026-11-30',
      week: ['2026-11-30', '2026-12-01', '2026-12-02', '2026-12-03', '2026-12-04', '2026-12-05', '2026-12-06'].map((date) => ({
        date,
        appointments: date === '2026-12-01' ? [A_STAFF_APPOINTMENT] : [],
      })),
    }),
  },
  staffRoomInvite: {
    request: { reference: AN_APPOINTMENT.reference },
    response: staffSaid('staffRoomInvite', { reference: AN_APPOINTMENT.reference, invited: null, coordinators: [A_COORDINATOR] }),
  },
  staffInviteToRoom: {
    request: { reference: AN_APPOINTMENT.reference, person_id: A_COORDINATOR.person_id },
    response: staffSaid('staffInviteToRoom', {
      reference: AN_APPOINTMENT.reference,
      invited: { ...A_COORDINATOR, invited_at: '2026-12-01T17:45:00+05:30' },
      coordinators: [A_COORDINATOR],
    }),
  },
  staffWithdrawRoomInvite: {
    request: { reference: AN_APPOINTMENT.reference },
    response: staffSaid('staffWithdrawRoomInvite', { reference: AN_APPOINTMENT.reference, invited: null, coordinators: [A_COORDINATOR] }),
  },
  staffMyRoomInvites: {
    request: {},
    response: staffSaid('staffMyRoomInvites', {
      items: [
        {
          reference: AN_APPOINTMENT.reference,
          start: '2026-12-01T18:00:00+05:30',
          end: '2026-12-01T19:00:00+05:30',
          therapist_id: AN_APPOINTMENT.therapist_id,
          room: { path: `/session/${AN_APPOINTMENT.reference}`, opens_at: '2026-12-01T17:50:00+05:30', closes_at: '2026-12-01T19:30:00+05:30' },
        },
      ],
    }),
  },
  staffCancelAppointments: {
    request: { references: [AN_APPOINTMENT.reference], reason: 'Booked by one script holding every free time of the week.' },
    response: staffSaid('staffCancelAppointments', {
      cancelled: 1,
      appointments: [{ reference: AN_APPOINTMENT.reference, therapist_id: AN_APPOINTMENT.therapist_id, start: AN_APPOINTMENT.start, status: 'cancelled' }],
    }),
  },
  staffRecords: { request: { collection: FORMS.lead.record.collection, page: 1, limit: 50 }, response: staffSaid('staffRecords', { items: [A_LISTED_LEAD], page: 1, limit: 50, total: 1 }) },
  staffMarkRecord: {
    request: { collection: FORMS.lead.record.collection, id: EXAMPLE_ID, status: 'done' },
    response: staffSaid('staffMarkRecord', { ...A_LISTED_LEAD, status: 'done', marked_at: '2026-11-30T03:50:00.000Z' }),
  },
  staffBookings: { request: A_FIRST_PAGE, response: staffSaid('staffBookings', AN_EMPTY_PAGE) },
  staffMarkBooking: {
    request: { id: EXAMPLE_ID, status: 'called' },
    response: staffSaid('staffMarkBooking', {
      id: EXAMPLE_ID,
      reference: 'CALL-7K2Q9D',
      name: 'Sneha Iyer',
      email: 'sneha@example.in',
      phone: '9876543210',
      age: '17',
      gender: 'female',
      problem: 'anxiety',
      date: '2026-12-01',
      time: '11:00 AM',
      status: 'called',
      marked_at: '2026-12-01T05:40:00.000Z',
      guardian_check: true,
      guardian: { name: 'Lakshmi Iyer', relationship: 'mother', phone: '9123456780' },
      created_at: '2026-11-30T03:50:00.000Z',
    }),
  },
  staffVolunteers: { request: A_FIRST_PAGE, response: staffSaid('staffVolunteers', AN_EMPTY_PAGE) },
  staffApplications: { request: A_FIRST_PAGE, response: staffSaid('staffApplications', AN_EMPTY_PAGE) },
  staffMarkApplication: { request: { id: EXAMPLE_ID, status: 'done' }, response: staffSaid('staffMarkApplication', A_LISTED_APPLICATION) },
  staffApplication: { request: { id: EXAMPLE_ID }, response: staffSaid('staffApplication', A_LISTED_APPLICATION) },
  staffRevealAadhaar: { request: { id: EXAMPLE_ID, reason: 'recruitment' }, response: staffSaid('staffRevealAadhaar', { aadhar_number: '2345 6789 9012', reason: 'recruitment' }) },
  staffUsers: { request: A_FIRST_PAGE, response: staffSaid('staffUsers', AN_EMPTY_PAGE) },
  staffAuditLog: {
    request: { ...A_FIRST_PAGE, subject: 'callback', from: '2026-12-01', to: '2026-12-01' },
    response: staffSaid('staffAuditLog', { items: [AN_AUDIT_ENTRY], page: 1, limit: 50, total: 1 }),
  },
  staffAuditVisitorExport: {
    request: { contact: '98765 43210' },
    response: staffSaid('staffAuditVisitorExport', { email: null, phone: '9876543210', entries: [AN_AUDIT_ENTRY] }),
  },
  staffAuditVerify: { request: {}, response: staffSaid('staffAuditVerify', { state: 'intact', entries: 1042 }) },
  staffMyTokens: { request: {}, response: staffSaid('staffMyTokens', { items: [A_TOKEN] }) },
  staffCreateToken: {
    request: { name: 'Reports laptop', days: 90 },
    response: staffSaid('staffCreateToken', { ...A_TOKEN, last_used_at: null, token: 'mnb_pat_3q2-7wEXAMPLEonlyNOTaREALtokenXXXXXXXXXXXXXXXXX' }),
  },
  staffRevokeToken: { request: { id: EXAMPLE_ID }, response: staffSaid('staffRevokeToken', { ...A_TOKEN, state: 'revoked', revoked_at: '2026-12-01T05:00:00.000Z' }) },
  staffPeople: { request: { page: 1, limit: 50 }, response: staffSaid('staffPeople', { items: [A_STAFF_PERSON], page: 1, limit: 50, total: 1 }) },
  staffInvitePerson: {
    request: { email: 'meera.iyer@manobal.example', name: 'Meera Iyer', roles: ['coordinator'] },
    response: staffSaid('staffInvitePerson', AN_ENROLMENT_LINK),
  },
  staffChangePerson: { request: { id: EXAMPLE_ID, roles: ['coordinator', 'recruiter'] }, response: staffSaid('staffChangePerson', { ...A_STAFF_PERSON, roles: ['coordinator', 'recruiter'] }) },
  staffDeactivatePerson: { request: { id: EXAMPLE_ID }, response: staffSaid('staffDeactivatePerson', { ...A_STAFF_PERSON, active: false }) },
  staffResetSecondFactor: { request: { id: EXAMPLE_ID }, response: staffSaid('staffResetSecondFactor', AN_ENROLMENT_LINK) },
  staffStepUp: { request: { method: 'totp', code: '123456' }, response: staffSaid('staffStepUp', MEERA_WHOAMI) },
  staffStepUpPasskey: {
    request: {},
    response: staffSaid('staffStepUpPasskey', {
      step_token: 'mnb_stp_EXAMPLEonlyNOTaREALtokenXXXXXXXXXXXXXXXXXXXXX',
      options: { challenge: 'EXAMPLEonlyNOTaREALchallengeXXXXXXXXXXXXXX', rpId: 'manobal.example', allowCredentials: [{ id: 'EXAMPLEcredentialIdXXXXXXXXXX', type: 'public-key', transports: ['internal'] }], userVerification: 'preferred' },
    }),
  },
  staffSignOut: { request: {}, response: staffSaid('staffSignOut', { everywhere: false }) },
  staffSignOutEverywhere: { request: {}, response: staffSaid('staffSignOutEverywhere', { everywhere: true }) },
};

const signInSaid = (call: StaffSignInCallName, data: unknown) => ({ success: true, msg: STAFF_SIGN_IN_CONTRACT[call].messages.success, data });
const AN_ENROLMENT_CODE = 'mnb_enr_EXAMPLEonlyNOTaREALcodeXXXXXXXXXXXXXXXXXXXXXX';
const A_SETUP_TOKEN = 'mnb_stp_EXAMPLEonlyNOTaREALtokenXXXXXXXXXXXXXXXXXXXXX';
/** An invented TOTP secret (base32): never a real person's. */
const AN_EXAMPLE_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** The sign-in calls (STAFF_SIGN_IN_CONTRACT): an invited coordinator enrols with a TOTP app, later signs in. */
export const STAFF_SIGN_IN_EXAMPLES: Readonly<Record<StaffSignInCallName, CallExample>> = {
  staffOpenEnrolment: {
    request: { code: AN_ENROLMENT_CODE },
    response: signInSaid('staffOpenEnrolment', {
      kind: 'invitation',
      email: 'meera.iyer@manobal.example',
      name: 'Meera Iyer',
      roles: ['coordinator'],
      expires_at: '2026-12-03T03:35:00.000Z',
      proves_password: false,
      totp: {
        setup_token: A_SETUP_TOKEN,
        secret: AN_EXAMPLE_SECRET,
        otpauth_uri: `otpauth://totp/Manobal%20care%20console:meera.iyer%40manobal.example?issuer=Manobal%20care%20console&secret=${AN_EXAMPLE_SECRET}&algorithm=SHA1&digits=6&period=30`,
        qr_code: 'data:image/svg+xml;base64,PHN2Zy8+',
      },
      passkey: {
        setup_token: 'mnb_stp_EXAMPLEonlyNOTaREALtokenYYYYYYYYYYYYYYYYYYYYY',
        options: {
          challenge: 'EXAMPLEonlyNOTaREALchallengeXXXXXXXXXXXXXX',
          rp: { name: 'Manobal care console', id: 'manobal.example' },
          user: { id: 'EXAMPLEuserHandleXXXXXXXXXX', name: 'meera.iyer@manobal.example', displayName: '' },
          pubKeyCredParams: [{ alg: -8, type: 'public-key' }, { alg: -7, type: 'public-key' }, { alg: -257, type: 'public-key' }],
          timeout: 60000,
          attestation: 'none',
          excludeCredentials: [],
          authenticatorSelection: { residentKey: 'preferred', userVerification: 'preferred', requireResidentKey: false },
        },
      },
    }),
  },
  staffCompleteEnrolment: {
    request: { code: AN_ENROLMENT_CODE, setup_token: A_SETUP_TOKEN, password: 'a long walk by the river', totp_code: '123456' },
    response: signInSaid('staffCompleteEnrolment', {
      recovery_codes: ['7kq2m-x9d4h', 'p3c8v-2nw6r', 'h5t9e-4mz7b', 'w2r6k-8fq3n', 'd9v4x-6jc2p', 'm8b3t-5qh7w', 'c4n7r-9xk2e', 'f6w2p-3tm8v', 'q9h5c-7rd4x', 'x3e8n-2bv6k'],
      me: MEERA_WHOAMI,
    }),
  },
  staffSignIn: {
    request: { email: 'meera.iyer@manobal.example', password: 'a long walk by the river' },
    response: signInSaid('staffSignIn', { sign_in_token: A_SETUP_TOKEN, factors: ['totp', 'recovery-code'], passkey_options: null }),
  },
  staffSignInFactor: {
    request: { sign_in_token: A_SETUP_TOKEN, method: 'totp', code: '123456' },
    response: signInSaid('staffSignInFactor', MEERA_WHOAMI),
  },
};
