import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Result } from 'neverthrow';
import { APPOINTMENT_MESSAGES, BOOKING_CAP_MESSAGES, FREE_CALL_MESSAGES, MESSAGES_SCREEN_TEXT, NEWSLETTER_TEXT, STAFF_APPOINTMENT_TEXT, STAFF_CREDENTIAL_REFUSALS, STAFF_PEOPLE_MESSAGES, STAFF_SIGN_IN_MESSAGES, queueRefusalText, ROOM_INVITE_REFUSAL_TEXT, type DomainError } from '@manobal/core';
import { sendFail, sendOk } from './envelope';
import { SERVER_MESSAGES } from './server.messages';

/** Seconds a client should wait before sending again after a 503. */
export const STORE_RETRY_AFTER_SECONDS = 5;

/**
 * 503 with Retry-After, so scripts and load balancers retry. An upload refused by a full disk may still be
 * arriving: answer, then close rather than read the rest.
 */
export const sendStoreUnavailable = (request: FastifyRequest, reply: FastifyReply, cause?: unknown): FastifyReply => {
  request.log.warn({ code: (cause as { code?: unknown } | null | undefined)?.code }, 'store unavailable during request');
  reply.header('retry-after', String(STORE_RETRY_AFTER_SECONDS));
  if (!request.raw.complete) reply.header('connection', 'close');
  return sendFail(reply, 503, SERVER_MESSAGES.storeUnavailable, undefined, 'store-unavailable');
};

/** Every domain error's status and envelope, in one place for all routes. */
export const sendDomainError = (request: FastifyRequest, reply: FastifyReply, error: DomainError): FastifyReply => {
  switch (error.kind) {
    case 'validation':
    case 'document-not-uploaded':
    case 'document-wrong-type':
      return sendFail(reply, 400, error.msg, error.fieldErrors, error.kind);
    case 'idempotency-key-invalid':
      return sendFail(reply, 400, SERVER_MESSAGES.invalidIdempotencyKey, undefined, error.kind);
    case 'idempotency-key-reused':
      return sendFail(reply, 409, SERVER_MESSAGES.idempotencyKeyReused, undefined, error.kind);
    case 'invalid-login':
      return sendFail(reply, 401, SERVER_MESSAGES.invalidLogin, undefined, error.kind);
    case 'store-unavailable':
      return sendStoreUnavailable(request, reply);
    case 'slot-taken':
      return sendFail(reply, 409, APPOINTMENT_MESSAGES.slotTaken, undefined, error.kind);
    case 'slot-not-offered':
      return sendFail(reply, 400, APPOINTMENT_MESSAGES.slotNotOffered, undefined, error.kind);
    case 'hold-expired':
      return sendFail(reply, 410, APPOINTMENT_MESSAGES.holdExpired, undefined, error.kind);
    case 'too-late-to-change':
      return sendFail(reply, 409, APPOINTMENT_MESSAGES.changeTooLate(error.careTeamPhone), undefined, error.kind);
    case 'not-found':
      return sendFail(reply, 404, SERVER_MESSAGES.appointmentNotFound, undefined, error.kind);
    case 'therapist-not-found':
      return sendFail(reply, 404, SERVER_MESSAGES.therapistNotFound, undefined, error.kind);
    case 'callback-not-found':
      return sendFail(reply, 404, SERVER_MESSAGES.callbackNotFound, undefined, error.kind);
    case 'record-not-found':
      return sendFail(reply, 404, SERVER_MESSAGES.recordNotFound, undefined, error.kind);
    case 'delivery-not-found':
      return sendFail(reply, 404, MESSAGES_SCREEN_TEXT.notFound, undefined, error.kind);
    case 'booking-capped':
      // Not a rate limit: waiting does not always help, so no Retry-After; the words say what does.
      return sendFail(reply, 429, BOOKING_CAP_MESSAGES[error.cap], undefined, error.cap);
    case 'free-call-hour-full': {
      // The words offer the next hour with a place; they sit under the time the visitor chose.
      const msg = FREE_CALL_MESSAGES.hourFull(error.next);
      return sendFail(reply, 409, msg, { time: msg }, error.kind);
    }
    case 'forbidden':
      return sendFail(reply, 403, SERVER_MESSAGES.staffForbidden, undefined, error.kind);
    case 'appointment-not-changeable':
      return sendFail(reply, 409, STAFF_APPOINTMENT_TEXT.refusals[error.why], undefined, error.kind);
    case 'claimed-by-other':
    case 'callback-not-claimed':
    case 'callback-closed':
      // Who has a claimed call-back is named in the words, so the second person does not call too.
      return sendFail(reply, 409, queueRefusalText(error), undefined, error.kind);
    case 'unauthorized':
      reply.header('www-authenticate', 'Bearer');
      return sendFail(reply, 401, SERVER_MESSAGES.credentialsRequired, undefined, error.kind);
    case 'signed-out':
      reply.header('www-authenticate', 'Bearer');
      return sendFail(reply, 401, STAFF_CREDENTIAL_REFUSALS[error.reason], undefined, error.kind);
    case 'staff-person-not-found':
      return sendFail(reply, 404, STAFF_PEOPLE_MESSAGES.personNotFound, undefined, error.kind);
    case 'access-token-not-found':
      return sendFail(reply, 404, STAFF_PEOPLE_MESSAGES.tokenNotFound, undefined, error.kind);
    case 'staff-email-taken':
      return sendFail(reply, 409, STAFF_PEOPLE_MESSAGES.emailTaken, { email: STAFF_PEOPLE_MESSAGES.emailTaken }, error.kind);
    // Sign-in refusals say nothing of whether an e-mail is staff, nor which check failed: the reason is for the log.
    case 'sign-in-refused':
      return sendFail(reply, 401, STAFF_SIGN_IN_MESSAGES.signInRefused, undefined, error.kind);
    case 'second-factor-refused':
      return sendFail(reply, 401, error.why === 'passkey' ? STAFF_SIGN_IN_MESSAGES.passkeyRefused : STAFF_SIGN_IN_MESSAGES.secondFactorRefused, undefined, error.kind);
    case 'sign-in-expired':
      return sendFail(reply, 410, STAFF_SIGN_IN_MESSAGES.signInExpired, undefined, error.kind);
    case 'enrolment-gone':
      return sendFail(reply, 410, STAFF_SIGN_IN_MESSAGES.enrolmentGone, undefined, error.kind);
    case 'session-required':
      return sendFail(reply, 403, STAFF_SIGN_IN_MESSAGES.sessionRequired, undefined, error.kind);
    case 'not-a-coordinator':
    case 'self-invite':
    case 'already-invited':
    case 'no-room':
      return sendFail(reply, 409, ROOM_INVITE_REFUSAL_TEXT[error.kind], undefined, error.kind);
    case 'newsletter-link-gone':
      return sendFail(reply, 410, error.link === 'confirm' ? NEWSLETTER_TEXT.confirmGone : NEWSLETTER_TEXT.unsubscribeGone, undefined, error.kind);
  }
};

/** What a route answers on success: status, message, data and any headers of its own. */
export interface Success {
  readonly status: 200 | 201;
  readonly msg: string;
  readonly data?: unknown;
  readonly headers?: Readonly<Record<string, string | readonly string[]>>;
}

/** A use case's Result turned into the HTTP answer, once. */
export const sendOutcome = <T>(
  request: FastifyRequest,
  reply: FastifyReply,
  outcome: Result<T, DomainError>,
  success: (value: T) => Success,
): FastifyReply =>
  outcome.match(
    (value) => {
      const { status, msg, data, headers } = success(value);
      for (const [name, text] of Object.entries(headers ?? {})) reply.header(name, text);
      return sendOk(reply, status, msg, data);
    },
    (error) => sendDomainError(request, reply, error),
  );
