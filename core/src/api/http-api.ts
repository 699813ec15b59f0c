import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { CALL_MESSAGES, type ApiError, type NetworkFailureReason } from './api-error';
import { CALL_DATA, envelopeSchema, uploadDataSchema, type Envelope } from './contract';
import { CALL_NAMES, ENDPOINTS, IDEMPOTENCY_HEADER, type CallName, type PayloadCallName } from './endpoints';
import type { ApiOk, CallOptions, FetchLike, HttpResponseLike, ManobalApi, TransportOptions, UploadTransport } from './ports';

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
}

const joinUrl = (base: string, path: string): string => `${base.replace(/\/+$/, '')}${path}`;

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
const interpret = (call: CallName, url: string, sent: Promise<HttpResponseLike>): ResultAsync<ApiOk, ApiError> => {
  const messages = CALL_MESSAGES[call];
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
        });
      }),
  );
};

const unexpected = (call: CallName): ApiError => ({ kind: 'unexpected', message: CALL_MESSAGES[call].failure });

/** Spec section 8: a success whose data the client reads but cannot (a login without its token) is a failure. */
const checkData = (call: CallName, answer: ApiOk): ResultAsync<ApiOk, ApiError> => {
  const data = CALL_DATA[ENDPOINTS[call].data].safeParse(answer.data);
  return data.success ? okAsync({ msg: answer.msg, data: data.data }) : errAsync(unexpected(call));
};

interface Exchange {
  readonly path: string;
  readonly body?: string;
}

/** Path parameters from the payload's keys of the same name; the rest is the JSON body or the query string. */
const exchangeOf = (call: PayloadCallName, payload: unknown): Exchange => {
  const { path, encoding } = ENDPOINTS[call];
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

const headersOf = (body: string | undefined, options: CallOptions): Record<string, string> => ({
  ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
  Accept: 'application/json',
  ...(options.idempotencyKey ? { [IDEMPOTENCY_HEADER]: options.idempotencyKey } : {}),
  ...(options.accessToken ? { Authorization: `Bearer ${options.accessToken}` } : {}),
});

const isPayloadCall = (call: CallName): call is PayloadCallName => ENDPOINTS[call].encoding !== 'multipart';

/** The one HTTP implementation of the API port, used by the website and the CLI alike: it walks ENDPOINTS. */
export const createHttpApi = ({ baseUrl, fetchFn, uploadTransport, timeoutMs }: HttpApiOptions): ManobalApi => {
  const transportOptions: TransportOptions = timeoutMs === undefined ? {} : { timeoutMs };
  const send = (call: PayloadCallName, payload: unknown, options: CallOptions = {}): ResultAsync<ApiOk, ApiError> => {
    const { path, body } = exchangeOf(call, payload);
    const url = joinUrl(baseUrl, path);
    const init = { method: ENDPOINTS[call].method, headers: headersOf(body, options), ...(body === undefined ? {} : { body }), ...transportOptions };
    return interpret(call, url, Promise.resolve().then(() => fetchFn(url, init))).andThen((answer) => checkData(call, answer));
  };

  const uploadDocument: ManobalApi['uploadDocument'] = (file, onProgress = () => {}) => {
    if (!uploadTransport) return errAsync(unexpected('careersUpload'));
    const url = joinUrl(baseUrl, ENDPOINTS.careersUpload.path);
    return interpret(
      'careersUpload',
      url,
      Promise.resolve().then(() => uploadTransport(url, file, onProgress, transportOptions)),
    ).andThen((answer) => {
      // Spec section 8: 'Upload failed' when success is false or file_url is missing.
      const data = uploadDataSchema.safeParse(answer.data);
      return data.success ? okAsync({ msg: answer.msg, data: { fileUrl: data.data.file_url } }) : errAsync(unexpected('careersUpload'));
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
