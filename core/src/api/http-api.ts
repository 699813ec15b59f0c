import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { CALL_MESSAGES, type ApiError, type NetworkFailureReason } from './api-error';
import { envelopeSchema, loginDataSchema, uploadDataSchema, type Envelope } from './contract';
import { ENDPOINTS, IDEMPOTENCY_HEADER, type CallName } from './endpoints';
import type { ApiOk, FetchLike, HttpResponseLike, ManobalApi, TransportOptions, UploadTransport } from './ports';

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

/** The one HTTP implementation of the API port, used by the website and the CLI alike. */
export const createHttpApi = ({ baseUrl, fetchFn, uploadTransport, timeoutMs }: HttpApiOptions): ManobalApi => {
  const transportOptions: TransportOptions = timeoutMs === undefined ? {} : { timeoutMs };
  const post = (call: CallName, payload: unknown, headers: Record<string, string> = {}) => {
    const url = joinUrl(baseUrl, ENDPOINTS[call].path);
    return interpret(
      call,
      url,
      Promise.resolve().then(() =>
        fetchFn(url, {
          method: ENDPOINTS[call].method,
          headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers },
          body: JSON.stringify(payload),
          ...transportOptions,
        }),
      ),
    );
  };

  return {
    referPerson: (payload) => post('referPerson', payload),
    contactUs: (payload) => post('contactUs', payload),
    volunteer: (payload) => post('volunteer', payload),
    bookSession: (payload, options) =>
      post('bookSession', payload, options?.idempotencyKey ? { [IDEMPOTENCY_HEADER]: options.idempotencyKey } : {}),
    apply: (payload) => post('careersApply', payload),
    signup: (payload) => post('signup', payload),
    login: (payload) =>
      post('login', payload).andThen((answer) => {
        const data = loginDataSchema.safeParse(answer.data);
        return data.success ? okAsync({ msg: answer.msg, data: data.data }) : errAsync(unexpected('login'));
      }),
    uploadDocument: (file, onProgress = () => {}) => {
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
    },
  };
};
