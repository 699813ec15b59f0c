import type { ResultAsync } from 'neverthrow';
import type {
  BookingPayload,
  CareersApplicationPayload,
  ContactPayload,
  LoginPayload,
  ReferPayload,
  SignupPayload,
  VolunteerPayload,
} from '../forms/index';
import type { ApiError } from './api-error';
import type { LoginData } from './contract';

/** A successful answer: the server's msg (or the spec's success text) and any data. */
export interface ApiOk<T = unknown> {
  readonly msg: string;
  readonly data: T;
}

/** The provider API as the product needs it (spec section 7). One port, shaped by the use cases. */
export interface WebpointsApi {
  referPerson(payload: ReferPayload): ResultAsync<ApiOk, ApiError>;
  contactUs(payload: ContactPayload): ResultAsync<ApiOk, ApiError>;
  volunteer(payload: VolunteerPayload): ResultAsync<ApiOk, ApiError>;
  bookSession(payload: BookingPayload, options?: { idempotencyKey?: string }): ResultAsync<ApiOk, ApiError>;
}

export interface UploadableFile {
  readonly name: string;
  readonly size: number;
  /** The MIME type the platform reports (may be empty); the server decides by content. */
  readonly type: string;
  /** Platform handle (a browser File, a Node Blob): only the upload transport looks inside. */
  readonly body: unknown;
}

export interface CareersApi {
  uploadDocument(file: UploadableFile, onProgress?: (percent: number) => void): ResultAsync<ApiOk<{ fileUrl: string }>, ApiError>;
  apply(payload: CareersApplicationPayload): ResultAsync<ApiOk, ApiError>;
}

export interface AuthApi {
  signup(payload: SignupPayload): ResultAsync<ApiOk, ApiError>;
  login(payload: LoginPayload): ResultAsync<ApiOk<LoginData>, ApiError>;
}

export type ManobalApi = WebpointsApi & CareersApi & AuthApi;

/** The smallest slice of a fetch Response the client reads. */
export interface HttpResponseLike {
  readonly ok: boolean;
  readonly status: number;
  text(): Promise<string>;
}

/**
 * A time limit the client asks the transport to enforce. When it passes, the transport rejects with an
 * Error named 'TimeoutError' (what `AbortSignal.timeout` gives), so the client can say the server was slow
 * rather than absent. Absent means the platform's own limits apply.
 */
export interface TransportOptions {
  readonly timeoutMs?: number;
}

/** `fetch`, injected: the browser's, Node's, or a test double at the port boundary. */
export type FetchLike = (
  url: string,
  init: { method: string; headers: Record<string, string>; body: string } & TransportOptions,
) => Promise<HttpResponseLike>;

/** Sends one file as multipart field `file`, reporting 0–100. Web: XMLHttpRequest; CLI: Node streams. */
export type UploadTransport = (
  url: string,
  file: UploadableFile,
  onProgress: (percent: number) => void,
  options?: TransportOptions,
) => Promise<HttpResponseLike>;
