import { createHttpApi, createStaffApi, type FetchLike, type ManobalApi, type StaffApi } from '@manobal/core';
import { nodeUploadTransport } from './node-upload-transport';

/** Where `submit` sends payloads when neither --api nor MANOBAL_API_URL says otherwise. */
export const DEFAULT_API_URL = 'http://127.0.0.1:3000';
export const API_URL_ENV = 'MANOBAL_API_URL';

/**
 * How long a request may wait for its whole answer (an upload: for any progress) unless --timeout says
 * otherwise. Long enough for a slow mobile link, short enough that a stuck server is noticed.
 */
export const DEFAULT_TIMEOUT_SECONDS = 30;
export const TIMEOUT_LIMITS = { min: 1, max: 600 } as const;

export interface NodeApiOptions {
  readonly timeoutMs: number;
  /** The CLI's language, sent with every call so the server's words come back in it. */
  readonly language?: string;
}

/** Node's fetch, aborted by the time limit core asks for; the abort rejects with a TimeoutError. */
const nodeFetch: FetchLike = (url, { timeoutMs, ...init }) =>
  fetch(url, timeoutMs === undefined ? init : { ...init, signal: AbortSignal.timeout(timeoutMs) });

/** The API port over Node's fetch and the streaming upload transport. */
export const createNodeApi = (baseUrl: string, { timeoutMs, language }: NodeApiOptions, fetchFn: FetchLike = nodeFetch): ManobalApi =>
  createHttpApi({ baseUrl, fetchFn, uploadTransport: nodeUploadTransport, timeoutMs, ...(language ? { language: () => language } : {}) });

/** The staff API (`manobal staff …`) over the same transports, sending the staff token with every call. */
export const createNodeStaffApi = (baseUrl: string, { timeoutMs }: NodeApiOptions, staffToken: string, fetchFn: FetchLike = nodeFetch): StaffApi =>
  createStaffApi({ baseUrl, fetchFn, uploadTransport: nodeUploadTransport, timeoutMs, staffToken });
