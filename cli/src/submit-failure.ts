import { CAREERS_DOCUMENT_MESSAGES, type ApiError, type CareersDocument, type FormId, type Locale } from '@manobal/core';
import { API_URL_ENV } from './api-client';
import { CLI_MESSAGES } from './cli.messages';
import { failureError, usageError, type CliExitError } from './exit-error';
import { fieldErrorLines } from './form-validation';

export interface FailureContext {
  readonly form: FormId;
  /** The origin the CLI was pointed at, named when the error does not carry the exact address. */
  readonly api: string;
  readonly timeoutSeconds: number;
  readonly json: boolean;
  readonly locale: Locale;
  /** Careers: documents the server kept before the failure (link field -> file URL). */
  readonly uploaded?: Readonly<Record<string, string>>;
  /** Careers: set when the failure is this document's upload. */
  readonly document?: CareersDocument;
}

interface Failure {
  readonly exit: 'usage' | 'failure';
  readonly message: string;
  readonly details: readonly string[];
  readonly json: Record<string, unknown>;
}

/** No answer: name the address tried, and tell a slow server from an absent one. */
const networkFailure = (error: Extract<ApiError, { kind: 'network' }>, context: FailureContext): Failure => {
  const url = error.url ?? context.api;
  const timedOut = error.reason === 'timeout';
  const message = timedOut ? CLI_MESSAGES.serverTimedOut(url, context.timeoutSeconds) : CLI_MESSAGES.serverUnreachable(url);
  const details = timedOut
    ? [CLI_MESSAGES.serverTimedOutHint, ...(context.form === 'book-session' ? [CLI_MESSAGES.bookingRerunIsSafe] : [])]
    : [CLI_MESSAGES.serverUnreachableHint(API_URL_ENV)];
  return { exit: 'failure', message, details, json: { success: false, kind: 'network', reason: error.reason ?? 'unreachable', msg: message, url } };
};

/** A refused upload says the server's reason (e.g. a 415 for the file's content), not 'Please try again'. */
const uploadFailure = (error: ApiError, document: CareersDocument): Failure => {
  const reason = error.kind === 'http' ? error.serverMsg : undefined;
  const message = reason ? CLI_MESSAGES.uploadRefused(document.label, reason) : CAREERS_DOCUMENT_MESSAGES.uploadFailedToast(document.label);
  const fieldMessage = reason ?? CAREERS_DOCUMENT_MESSAGES.uploadFailedField;
  return {
    exit: 'failure',
    message,
    details: [`${document.linkField}: ${fieldMessage}`],
    json: { success: false, msg: message, errors: { [document.linkField]: fieldMessage } },
  };
};

/** The server answered no: its message and field errors, in the envelope's own shape. */
const refusal = (error: Exclude<ApiError, { kind: 'network' }>, locale: Locale): Failure => {
  const fieldErrors = 'fieldErrors' in error && error.fieldErrors ? error.fieldErrors : {};
  return {
    exit: error.kind === 'validation' ? 'usage' : 'failure',
    message: error.message,
    details: fieldErrorLines(locale, fieldErrors),
    json: { success: false, msg: error.message, ...(Object.keys(fieldErrors).length > 0 ? { errors: fieldErrors } : {}) },
  };
};

/**
 * Turns a failed call into the CLI's exit: the message, the lines under it and, with --json, the object
 * printed on stdout. Documents already uploaded are always listed, so none is left behind unnoticed.
 * Request bodies never appear here: only the server's words, the address and the file URLs.
 */
export const submitFailure = (error: ApiError, context: FailureContext): CliExitError => {
  const failure =
    error.kind === 'network' ? networkFailure(error, context) : context.document ? uploadFailure(error, context.document) : refusal(error, context.locale);
  const uploaded = Object.entries(context.uploaded ?? {});
  const details =
    uploaded.length === 0
      ? failure.details
      : [
          ...failure.details,
          CLI_MESSAGES.uploadedKept(uploaded.length),
          ...uploaded.map(([linkField, url]) => `  ${CLI_MESSAGES.reuseUploadLine(linkField, url)}`),
        ];
  const json = context.json ? { ...failure.json, ...(uploaded.length > 0 ? { uploaded: Object.fromEntries(uploaded) } : {}) } : undefined;
  return (failure.exit === 'usage' ? usageError : failureError)(failure.message, details, json);
};
