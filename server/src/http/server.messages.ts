/**
 * The server's own user-facing messages (form and call messages come from @manobal/core). One place, so a
 * second language is a second catalogue.
 */
const MULTIPART_ONLY = 'Send the document as multipart/form-data with one field named "file".';

export const SERVER_MESSAGES = {
  invalidJson: 'The request body is not valid JSON.',
  invalidUtf8: 'The request body is not valid UTF-8 text.',
  emptyBody: 'The request body is empty.',
  bodyTooLarge: 'The request body is too large.',
  jsonOnly: 'Send the request body as JSON (Content-Type: application/json).',
  multipartOnly: MULTIPART_ONLY,
  multipartUnreadable: `The upload could not be read. ${MULTIPART_ONLY}`,
  badRequest: 'The request could not be understood.',
  badUrl: 'This address is not valid.',
  requestTimeout: 'The request took too long to arrive. Please try again.',
  headersTooLarge: 'The request address or headers are too long.',
  rateLimited: 'Too many requests. Please wait a minute and try again.',
  notFound: 'Not found.',
  methodNotAllowed: 'This method is not allowed here.',
  staffForbidden: 'Your role does not allow this.',
  stepUpRequired: 'Please confirm it is you (sign in again) to open this: sensitive data needs a sign-in less than five minutes old.',
  invalidLogin: 'Invalid email or password',
  noFile: 'Please choose a file to upload.',
  oneFileOnly: 'Upload one file at a time.',
  emptyFile: 'The file is empty.',
  uploadInterrupted: 'The upload was interrupted. Please try again.',
  fileTypeNotAllowed: 'Only JPG, JPEG, PNG or PDF files can be uploaded.',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different booking.',
  invalidIdempotencyKey: 'The Idempotency-Key header must be 1 to 200 visible characters.',
  vitalsRecorded: 'Recorded',
  healthy: 'ok',
  storeUnavailable: 'We cannot store anything right now. Please try again in a few seconds.',
  listed: 'ok',
  appointmentNotFound: 'No booking matches this reference and manage token.',
  therapistNotFound: 'We could not find this therapist. They may no longer take bookings.',
  callbackNotFound: 'No call-back request has this id.',
  recordNotFound: 'No record in this collection has this id.',
  credentialsRequired: 'Please send a valid token in the Authorization header (Bearer …).',
  siteNotBuilt: 'The Manobal website has not been built yet. Run `npm run build` (or `npm start`) at the repository root, then reload. The API is available under /api/v1.',
} as const;
