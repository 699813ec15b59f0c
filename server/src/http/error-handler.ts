import type { FastifyError, FastifyInstance } from 'fastify';
import { CAREERS_DOCUMENT_MESSAGES, ENDPOINTS, SERVER_ERROR_MSG } from '@manobal/core';
import { StoreUnavailableError } from '../store/store-faults';
import { sendStoreUnavailable } from './domain-outcome';
import { sendFail } from './envelope';
import { SERVER_MESSAGES } from './server.messages';
import { INVALID_UTF8_BODY } from './strict-json-parser';

/** Framework and plugin error codes, mapped to a status and a message a person can act on. */
const KNOWN_ERRORS: Readonly<Record<string, { status: number; msg: string }>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, msg: SERVER_MESSAGES.invalidJson },
  [INVALID_UTF8_BODY]: { status: 400, msg: SERVER_MESSAGES.invalidUtf8 },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, msg: SERVER_MESSAGES.emptyBody },
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, msg: SERVER_MESSAGES.bodyTooLarge },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { status: 400, msg: SERVER_MESSAGES.badRequest },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, msg: SERVER_MESSAGES.jsonOnly },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, msg: SERVER_MESSAGES.multipartOnly },
  FST_REQ_FILE_TOO_LARGE: { status: 413, msg: CAREERS_DOCUMENT_MESSAGES.tooLarge('File') },
  FST_FILES_LIMIT: { status: 413, msg: SERVER_MESSAGES.oneFileOnly },
  FST_PARTS_LIMIT: { status: 413, msg: SERVER_MESSAGES.oneFileOnly },
  FST_FIELDS_LIMIT: { status: 413, msg: SERVER_MESSAGES.oneFileOnly },
  FST_PROTO_VIOLATION: { status: 400, msg: SERVER_MESSAGES.badRequest },
  FST_INVALID_JSON_FIELD_ERROR: { status: 400, msg: SERVER_MESSAGES.badRequest },
  FST_ERR_BAD_URL: { status: 400, msg: SERVER_MESSAGES.badRequest },
};

const messageForStatus = (status: number): string => {
  if (status === 404) return SERVER_MESSAGES.notFound;
  if (status === 405) return SERVER_MESSAGES.methodNotAllowed;
  if (status === 413) return SERVER_MESSAGES.bodyTooLarge;
  if (status === 415) return SERVER_MESSAGES.jsonOnly;
  if (status === 429) return SERVER_MESSAGES.rateLimited;
  return SERVER_MESSAGES.badRequest;
};

/**
 * The store's own faults arrive as StoreUnavailableError (see store-faults.ts). A full disk under the upload
 * directory says ENOSPC or EDQUOT: a socket never reports those, so a visitor's own reset cannot be mistaken
 * for one. Resets and broken pipes are only judged inside the database driver for the same reason.
 */
const DISK_FULL_CODES = new Set(['ENOSPC', 'EDQUOT']);

/**
 * True when the database went away under the request (a restart, a failover, a dropped link) or the disk is
 * full, rather than the request being wrong: worth a 503 and a retry, not a 500.
 */
const isStoreUnavailable = (error: { code?: unknown }): boolean =>
  error instanceof StoreUnavailableError || (typeof error.code === 'string' && DISK_FULL_CODES.has(error.code));

export { STORE_RETRY_AFTER_SECONDS } from './domain-outcome';

/**
 * Every thrown error ends here as an envelope. Client mistakes keep their 4xx with a plain message; anything
 * else is logged and answered with core's generic message: never a stack trace, SQL or a file path. A
 * database that went away mid-request, or a full disk, is a 503 with Retry-After, so scripts and load
 * balancers retry.
 */
export const installErrorHandler = (app: FastifyInstance): void => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = error.code ? KNOWN_ERRORS[error.code] : undefined;
    if (known) {
      if (known.status === 413) reply.header('connection', 'close');
      const uploading = request.url.split('?')[0]?.replace(/\/+$/, '') === ENDPOINTS.careersUpload.path;
      return sendFail(reply, known.status, known.status === 415 && uploading ? SERVER_MESSAGES.multipartOnly : known.msg);
    }
    const status = typeof error.statusCode === 'number' ? error.statusCode : 500;
    if (status >= 400 && status < 500) {
      if (status === 429) return sendFail(reply, 429, SERVER_MESSAGES.rateLimited);
      request.log.info({ code: error.code, status }, 'client error');
      return sendFail(reply, status, messageForStatus(status));
    }
    if (isStoreUnavailable(error)) {
      return sendStoreUnavailable(request, reply, error instanceof StoreUnavailableError ? error.cause : error);
    }
    request.log.error({ err: error }, 'request failed');
    return sendFail(reply, 500, SERVER_ERROR_MSG);
  });
};
