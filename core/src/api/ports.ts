import type { ResultAsync } from 'neverthrow';
import type { z } from '../schema/zod';
import type { API_CONTRACT } from './api-contract';
import type { ApiError } from './api-error';
import type { CALL_DATA } from './contract';
import type { CallName, ENDPOINTS, PayloadCallName } from './endpoints';

/** A successful answer: the server's msg (or the spec's success text) and any data. */
export interface ApiOk<T = unknown> {
  readonly msg: string;
  readonly data: T;
}

/** Transport details a call may need beside its payload; each is sent only when given. */
export interface CallOptions {
  /** Sent as the Idempotency-Key header (calls marked `idempotent`). */
  readonly idempotencyKey?: string;
  /** Sent as `Authorization: Bearer …` (calls marked `auth: 'bearer'`). */
  readonly accessToken?: string;
}

/** What a call sends: its request schema's output, i.e. a payload core has already checked. */
export type CallPayload<C extends CallName> = z.output<(typeof API_CONTRACT)[C]['request']>;

type DataKindOf<C extends CallName> = (typeof ENDPOINTS)[C]['data'];
/** What a client reads of a success: a stored record's id or nothing is not read (unknown); the rest is typed. */
export type CallData<C extends CallName> = DataKindOf<C> extends 'created' | 'none' ? unknown : z.output<(typeof CALL_DATA)[DataKindOf<C>]>;

export type CallMethod<C extends PayloadCallName> = (payload: CallPayload<C>, options?: CallOptions) => ResultAsync<ApiOk<CallData<C>>, ApiError>;

export interface UploadableFile {
  readonly name: string;
  readonly size: number;
  /** The MIME type the platform reports (may be empty); the server decides by content. */
  readonly type: string;
  /** Platform handle (a browser File, a Node Blob): only the upload transport looks inside. */
  readonly body: unknown;
}

/** The upload has a transport of its own (progress), so its method is the one written by hand. */
export type UploadApi = {
  readonly uploadDocument: (file: UploadableFile, onProgress?: (percent: number) => void) => ResultAsync<ApiOk<{ fileUrl: string }>, ApiError>;
};

/**
 * The provider API as the product needs it: one method per contract call, named by its `port`, generated
 * from the contract table. `api.referPerson(payload)`, `api.bookSession(payload, { idempotencyKey })`, …
 */
export type ManobalApi = { readonly [C in PayloadCallName as (typeof ENDPOINTS)[C]['port']]: CallMethod<C> } & UploadApi;

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

/** `fetch`, injected: the browser's, Node's, or a test double at the port boundary. A GET has no body. */
export type FetchLike = (
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string } & TransportOptions,
) => Promise<HttpResponseLike>;

/** An upload's time limit, and the headers it carries besides its own (a staff upload's Authorization). */
export interface UploadOptions extends TransportOptions {
  readonly headers?: Readonly<Record<string, string>>;
}

/** Sends one file as multipart field `file`, reporting 0–100. Web: XMLHttpRequest; CLI: Node streams. */
export type UploadTransport = (
  url: string,
  file: UploadableFile,
  onProgress: (percent: number) => void,
  options?: UploadOptions,
) => Promise<HttpResponseLike>;
