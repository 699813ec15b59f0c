// Paths, port names and header names only, free of zod: a page that needs a path, or the website's lazy API
// port that needs a method name, does not download the schemas. api-contract.ts adds the schemas to each entry.
/** The provider API's calls (spec section 7, plus issue 13's newsletter and leads, issues 14-15's booking and call-backs). */
export const API_PREFIX = '/api/v1';

/** What a call's success answer carries in `data`; api/contract.ts holds each kind's schema (CALL_DATA). */
export type CallDataKind =
  | 'created'
  | 'callbackRequested'
  | 'freeCall'
  | 'none'
  | 'login'
  | 'upload'
  | 'heldSlot'
  | 'confirmedAppointment'
  | 'appointment'
  | 'myAppointments'
  | 'therapists'
  | 'therapist'
  | 'slotCalendar';

/**
 * One call of the contract, without its schemas.
 * - `path` may hold path parameters in braces (`/api/v1/therapists/{id}`): the client fills each from the
 *   payload key of the same name and the server reads it from the route's params.
 * - `encoding`: 'json' sends the payload as a JSON body; 'query' sends what is left of it (after the path
 *   parameters) as the query string, with no body (GET); 'multipart' is the upload's own transport.
 * - `port`: the method's name on the client port (ManobalApi), derived from this table.
 * - `idempotent`: the client may send an Idempotency-Key (the port method's `options.idempotencyKey`).
 * - `auth: 'bearer'`: the call needs `options.accessToken`, sent as `Authorization: Bearer …`.
 */
export interface Endpoint {
  readonly method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  readonly path: string;
  readonly encoding: 'json' | 'query' | 'multipart';
  readonly port: string;
  readonly data: CallDataKind;
  readonly idempotent?: boolean;
  readonly auth?: 'bearer';
}

/** A call whose payload travels in the path and query string (no body), with the method it uses. */
const query = <const Method extends Endpoint['method'], const Port extends string, const Data extends CallDataKind>(method: Method, path: string, port: Port, data: Data) =>
  ({ method, path: `${API_PREFIX}${path}`, encoding: 'query', port, data }) as const;

const post = <const Port extends string, const Data extends CallDataKind>(path: string, port: Port, data: Data) =>
  ({ method: 'POST', path: `${API_PREFIX}${path}`, encoding: 'json', port, data }) as const;

/**
 * The calls, by name. Adding a call: an entry here, its schemas in api-contract.ts, its messages in
 * CALL_MESSAGES, a use case and a server route in server/src/routes/call.routes.ts; the client port, the
 * fetch client, the OpenAPI paths and the CLI dispatch follow from the table. A GET with a path parameter:
 * `{ method: 'GET', path: `${API_PREFIX}/therapists/{id}`, encoding: 'query', port: 'therapist', data: … }`.
 */
export const ENDPOINTS = {
  referPerson: post('/webpoints/refer_person', 'referPerson', 'created'),
  contactUs: post('/webpoints/contact-us', 'contactUs', 'created'),
  volunteer: post('/webpoints/volunteer', 'volunteer', 'created'),
  // The free introductory call with the care team: a reference and the status the care team follows.
  bookSession: { ...post('/webpoints/book_session', 'bookSession', 'freeCall'), idempotent: true },
  careersUpload: { ...post('/careers/upload', 'uploadDocument', 'upload'), encoding: 'multipart' },
  careersApply: post('/careers/apply', 'apply', 'created'),
  signup: post('/signup/', 'signup', 'none'),
  login: post('/login/', 'login', 'login'),
  subscribeNewsletter: post('/webpoints/newsletter', 'subscribeNewsletter', 'none'),
  // The newsletter's double opt-in and its way out: the tokens come from the links in its e-mails.
  confirmNewsletter: post('/newsletter/confirm', 'confirmNewsletter', 'none'),
  unsubscribeNewsletter: post('/newsletter/unsubscribe', 'unsubscribeNewsletter', 'none'),
  unsubscribeOneClick: query('POST', '/newsletter/one-click', 'unsubscribeOneClick', 'none'),
  submitLead: post('/webpoints/leads', 'submitLead', 'created'),
  // A consented request to be phoned by the care team (urgent when the reason is a crisis); the answer says when
  // the team works, so the screen can say when to expect the call.
  requestCallback: post('/callbacks', 'requestCallback', 'callbackRequested'),
  // Appointments (issue 14). The manage calls' bearer is the manage token printed at confirmation, not a login's.
  holdSlot: post('/appointments/holds', 'holdSlot', 'heldSlot'),
  releaseHold: post('/appointments/holds/release', 'releaseHold', 'none'),
  confirmAppointment: { ...post('/appointments', 'confirmAppointment', 'confirmedAppointment'), idempotent: true },
  showAppointment: { ...query('GET', '/appointments/{reference}', 'appointment', 'appointment'), auth: 'bearer' },
  cancelAppointment: { ...query('POST', '/appointments/{reference}/cancel', 'cancelAppointment', 'appointment'), auth: 'bearer' },
  rescheduleAppointment: { ...post('/appointments/{reference}/reschedule', 'rescheduleAppointment', 'appointment'), auth: 'bearer' },
  // A lost manage link asked for again by the e-mail or phone booked with: the same answer whether or not any booking exists.
  requestManageLinks: post('/appointments/lost-link', 'requestManageLinks', 'none'),
  myAppointments: { ...query('GET', '/me/appointments', 'myAppointments', 'myAppointments'), auth: 'bearer' },
  logout: { ...query('POST', '/logout/', 'logout', 'none'), auth: 'bearer' },
  // The therapist directory (issue 14): public reads.
  listTherapists: query('GET', '/therapists', 'listTherapists', 'therapists'),
  getTherapist: query('GET', '/therapists/{id}', 'getTherapist', 'therapist'),
  therapistSlots: query('GET', '/therapists/{id}/slots', 'therapistSlots', 'slotCalendar'),
} as const satisfies Record<string, Endpoint>;

export type CallName = keyof typeof ENDPOINTS;
/** The calls whose payload the fetch client sends itself (every call but the upload, which has a transport). */
export type PayloadCallName = { [C in CallName]: (typeof ENDPOINTS)[C]['encoding'] extends 'multipart' ? never : C }[CallName];

/** Every call's name, in the table's order. */
export const CALL_NAMES = Object.keys(ENDPOINTS) as CallName[];

/** Where uploaded documents are served from; `data.file_url` of an upload is `${CAREERS_FILES_PATH}/<id>`. */
export const CAREERS_FILES_PATH = `${API_PREFIX}/careers/files`;
export const HEALTH_PATH = `${API_PREFIX}/health`;
export const OPENAPI_PATH = `${API_PREFIX}/openapi.json`;
export const VITALS_PATH = `${API_PREFIX}/vitals`;
export const STAFF_PATH = `${API_PREFIX}/staff`;
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** The multipart field the upload call carries its one file in. */
export const UPLOAD_FIELD = 'file';
