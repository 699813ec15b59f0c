import { createHttpApi, type FetchLike, type ManobalApi } from '@manobal/core';
import { nodeUploadTransport } from './node-upload-transport';

/** Where `submit` sends payloads when neither --api nor MANOBAL_API_URL says otherwise. */
export const DEFAULT_API_URL = 'http://127.0.0.1:3000';
export const API_URL_ENV = 'MANOBAL_API_URL';

/** The API port over Node's fetch and the streaming upload transport. */
export const createNodeApi = (baseUrl: string, fetchFn: FetchLike = (url, init) => fetch(url, init)): ManobalApi =>
  createHttpApi({ baseUrl, fetchFn, uploadTransport: nodeUploadTransport });
