import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import type { z } from '../schema/zod';
import { CALL_MESSAGES, refusalOfStatus, type ApiError, type CallMessages, type NetworkFailureReason } from './api-error';
import { CALL_DATA, envelopeSchema, uploadDataSchema, type Envelope } from './contract';
import { CALL_NAMES, ENDPOINTS, IDEMPOTENCY_HEADER, type Endpoint, type PayloadCallName } from './endpoints';
import type { ApiOk, CallOptions, FetchLike, HttpResponseLike, ManobalApi, TransportOptions, UploadableFile, UploadOptions, UploadTransport } from './ports';
import { LANGUAGE_HEADER } from '../i18n/locales';

export interface HttpApiOptions {
  /** Origin of the provider API, e.g. 'http://127.0.0.1:3000' or '' for same-origin. */
  readonly baseUrl: string;
  readonly fetchFn: FetchLike;
  /** Needed only for uploads. */
  readonly uploadTransport?: UploadTransport;
  /**
   * How long a call may wait for its complete answer (uploads: for progress), enforced by the transports.
   * Unset, the platform's own limits apply (the browser's); the CLI always sets one.
   */
  readonly timeoutMs?: number;
  /**
   * The language the person reads (the web page's, the CLI's), sent with every call as LANGUAGE_HEADER so the
   * server's words come back in it. Read at each call: a page may change language without a new client.
   */
  readonly language?: () => string | undefined;
}

/** The header that carries the site's or the CLI's choice of language; the server prefers it to Accept-Language. */

export const joinUrl = (base: string, path: string): string => `${base.replace(/\/+$/, '')}${path}`;

/** The address as it may be shown: credentials in a base URL (user:secret@host) never reach a message. */
const displayUrl = (url: string): string => url.replace(/^([a-z][a-z0-9+.-]*:\/\/)[^/?#@]*@/i, '$1');

const reasonOf = (error: unknown): NetworkFailureReason =>
  error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError') ? 'timeout' : 'unreachable';

const parseEnvelope = (text: string): Envelope | null => {
  try {
    const parsed = envelopeSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

/**
 * Turns one HTTP exchange into the product's Result, applying the call's messages of spec section 8.
 * No answer, or an answer cut off (a timeout while its body streams in), is a network failure naming the
 * address tried; the request body never appears in an error.
 */
export const interpret = (messages: CallMessages, url: string, sent: Promise<HttpResponseLike>): ResultAsync<ApiOk, ApiError> => {
  const networkError = (error: unknown): ApiError => ({ kind: 'network', message: messages.network, url: displayUrl(url), reason: reasonOf(error) });
  return ResultAsync.fromPromise(sent, networkError).andThen((response) =>
    ResultAsync.fromPromise(response.text(), networkError)
      .map(parseEnvelope)
      .andThen((envelope): ResultAsync<ApiOk, ApiError> => {
        const serverMsg = envelope?.msg && envelope.msg.length > 0 ? envelope.msg : undefined;
        if (response.ok && envelope?.success !== false) {
          const msg = messages.preferServerMsg && serverMsg ? serverMsg : messages.success;
          return okAsync({ msg, data: envelope?.data });
        }
        const message = messages.preferServerMsg && serverMsg ? serverMsg : messages.failure;
        return errAsync({
          kind: 'http',
          status: response.status,
          message,
          ...(serverMsg ? { serverMsg } : {}),
          ...(envelope?.errors ? { fieldErrors: envelope.errors } : {}),
          refusal: envelope?.kind ?? refusalOfStatus(response.status),
        });
      }),
  );
};

const unexpected = (messages: CallMessages): ApiError => ({ kind: 'unexpected', message: messages.failure });

/** Spec section 8: a success whose data the client reads but cannot (a login without its token) is a failure. */
export const checkData = (messages: CallMessages, schema: z.ZodType, answer: ApiOk): ResultAsync<ApiOk, ApiError> => {
  const data = schema.safeParse(answer.data);
  return data.success ? okAsync({ msg: answer.msg, data: data.data }) : errAsync(unexpected(messages));
};

interface Exchange {
  readonly path: string;
  readonly body?: string;
}

/** Path parameters from the payload's keys of the same name; the rest is the JSON body or the query string. */
const exchangeOf = ({ path, encoding }: Pick<Endpoint, 'path' | 'encoding'>, payload: unknown): Exchange => {
  const rest: Record<string, unknown> = typeof payload === 'object' && payload !== null ? { ...payload } : {};
  const filled = path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = rest[name];
    delete rest[name];
    return encodeURIComponent(String(value));
  });
  if (encoding === 'json') return { path: filled, body: JSON.stringify(filled === path ? payload : rest) };
  // Built by hand: core has no DOM or Node globals (URLSearchParams is neither language nor zod).
  const search = Object.entries(rest)
    .flatMap(([key, value]) => (value === undefined || value === null ? [] : [`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`]))
    .join('&');
  return { path: search === '' ? filled : `${filled}?${search}` };
};

/** The path of a call with its path parameters (`{id}`) filled from the payload's keys of the same name. */
export const filledPath = (path: string, payload: unknown): string => exchangeOf({ path, encoding: 'json' }, payload).path;

const headersOf = (body: string | undefined, options: CallOptions, language: string | undefined): Record<string, string> => ({
  ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
  Accept: 'application/json',
  ...(language ? { [LANGUAGE_HEADER]: language } : {}),
  ...(options.idempotencyKey ? { [IDEMPOTENCY_HEADER]: options.idempotencyKey } : {}),
  ...(options.accessToken ? { Authorization: `Bearer ${options.accessToken}` } : {}),
});

/** Where and how a client sends: the server's origin, the transport, and its time limit. */
export interface Sender {
  readonly baseUrl: string;
  readonly fetchFn: FetchLike;
  readonly transportOptions: TransportOptions;
  readonly language?: () => string | undefined;
}

/** What a client must know of one call to send it: how it travels, its words, the shape of its success data. */
export interface SendableCall extends Pick<Endpoint, 'method' | 'path' | 'encoding'> {
  readonly messages: CallMessages;
  readonly data: z.ZodType;
}

/** Sends one call of any contract table and reads its answer: the one exchange both the public and the staff client make. */
export const sendOne = ({ baseUrl, fetchFn, transportOptions, language }: Sender, call: SendableCall, payload: unknown, options: CallOptions = {}): ResultAsync<ApiOk, ApiError> => {
  const { path, body } = exchangeOf(call, payload);
  const url = joinUrl(baseUrl, path);
  const init = { method: call.method, headers: headersOf(body, options, language?.()), ...(body === undefined ? {} : { body }), ...transportOptions };
  return interpret(call.messages, url, Promise.resolve().then(() => fetchFn(url, init))).andThen((answer) => checkData(call.messages, call.data, answer));
};

/**
 * Sends one file through the upload transport and reads the answer (its data still to be checked by the caller):
 * the one upload exchange of the careers document and the staff photo alike.
 */
export const uploadOne = (
  transport: UploadTransport | undefined,
  messages: CallMessages,
  url: string,
  file: UploadableFile,
  onProgress: (percent: number) => void,
  options: UploadOptions,
): ResultAsync<ApiOk, ApiError> =>
  transport ? interpret(messages, url, Promise.resolve().then(() => transport(url, file, onProgress, options))) : errAsync(unexpected(messages));

const isPayloadCall = (call: (typeof CALL_NAMES)[number]): call is PayloadCallName => ENDPOINTS[call].encoding !== 'multipart';

/** The one HTTP implementation of the API port, used by the website and the CLI alike: it walks ENDPOINTS. */
export const createHttpApi = ({ baseUrl, fetchFn, uploadTransport, timeoutMs, language }: HttpApiOptions): ManobalApi => {
  const transportOptions: TransportOptions = timeoutMs === undefined ? {} : { timeoutMs };
  const sender: Sender = { baseUrl, fetchFn, transportOptions, ...(language ? { language } : {}) };
  const send = (call: PayloadCallName, payload: unknown, options?: CallOptions): ResultAsync<ApiOk, ApiError> =>
    sendOne(sender, { ...ENDPOINTS[call], messages: CALL_MESSAGES[call], data: CALL_DATA[ENDPOINTS[call].data] }, payload, options);

  const uploadDocument: ManobalApi['uploadDocument'] = (file, onProgress = () => {}) => {
    const messages = CALL_MESSAGES.careersUpload;
    return uploadOne(uploadTransport, messages, joinUrl(baseUrl, ENDPOINTS.careersUpload.path), file, onProgress, transportOptions).andThen((answer) => {
      // Spec section 8: 'Upload failed' when success is false or file_url is missing.
      const data = uploadDataSchema.safeParse(answer.data);
      return data.success ? okAsync({ msg: answer.msg, data: { fileUrl: data.data.file_url } }) : errAsync(unexpected(messages));
    });
  };

  const methods = Object.fromEntries(
    CALL_NAMES.filter(isPayloadCall).map((call) => [ENDPOINTS[call].port, (payload: unknown, options?: CallOptions) => send(call, payload, options)]),
  );
  // One method per table entry, each sending its own call: the entries' types are ManobalApi's by construction
  // (ports.ts maps the same table), which Object.fromEntries cannot carry.
  return { ...(methods as Omit<ManobalApi, 'uploadDocument'>), uploadDocument };
};

/**
 * Sends a payload for a call chosen at run time (the CLI's `submit <form>`), after core has checked it with
 * the call's form schema.
 */
export const sendCall = (api: ManobalApi, call: PayloadCallName, payload: unknown, options?: CallOptions): ResultAsync<ApiOk, ApiError> => {
  // The port's methods differ only in their payload type; this payload has passed that call's schema.
  const method = api[ENDPOINTS[call].port] as (payload: unknown, options?: CallOptions) => ResultAsync<ApiOk, ApiError>;
  return method(payload, options);
};
