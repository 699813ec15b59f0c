import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { CALL_MESSAGES, type ApiError } from './api-error';
import { envelopeSchema, loginDataSchema, uploadDataSchema, type Envelope } from './contract';
import { ENDPOINTS, IDEMPOTENCY_HEADER, type CallName } from './endpoints';
import type { ApiOk, FetchLike, HttpResponseLike, ManobalApi, UploadTransport } from './ports';

export interface HttpApiOptions {
  /** Origin of the provider API, e.g. 'http://127.0.0.1:3000' or '' for same-origin. */
  readonly baseUrl: string;
  readonly fetchFn: FetchLike;
  /** Needed only for uploads. */
  readonly uploadTransport?: UploadTransport;
}

const joinUrl = (base: string, path: string): string => `${base.replace(/\/+$/, '')}${path}`;

const readEnvelope = (response: HttpResponseLike): Promise<Envelope | null> =>
  response.text().then(
    (text) => {
      try {
        const parsed = envelopeSchema.safeParse(JSON.parse(text));
        return parsed.success ? parsed.data : null;
      } catch {
        return null;
      }
    },
    () => null,
  );

/** Turns one HTTP exchange into the product's Result, applying the call's messages of spec section 8. */
const interpret = (call: CallName, sent: Promise<HttpResponseLike>): ResultAsync<ApiOk, ApiError> => {
  const messages = CALL_MESSAGES[call];
  return ResultAsync.fromPromise(sent, (): ApiError => ({ kind: 'network', message: messages.network })).andThen(
    (response) =>
      ResultAsync.fromSafePromise(readEnvelope(response)).andThen((envelope): ResultAsync<ApiOk, ApiError> => {
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
export const createHttpApi = ({ baseUrl, fetchFn, uploadTransport }: HttpApiOptions): ManobalApi => {
  const post = (call: CallName, payload: unknown, headers: Record<string, string> = {}) =>
    interpret(
      call,
      Promise.resolve().then(() =>
        fetchFn(joinUrl(baseUrl, ENDPOINTS[call].path), {
          method: ENDPOINTS[call].method,
          headers: { 'Content-Type': 'application/json', Accept: 'application/json', ...headers },
          body: JSON.stringify(payload),
        }),
      ),
    );

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
      return interpret(
        'careersUpload',
        Promise.resolve().then(() => uploadTransport(joinUrl(baseUrl, ENDPOINTS.careersUpload.path), file, onProgress)),
      ).andThen((answer) => {
        // Spec section 8: 'Upload failed' when success is false or file_url is missing.
        const data = uploadDataSchema.safeParse(answer.data);
        return data.success ? okAsync({ msg: answer.msg, data: { fileUrl: data.data.file_url } }) : errAsync(unexpected('careersUpload'));
      });
    },
  };
};
