import { createStaffApi, type StaffApi } from '@manobal/core';
import { xhrUploadTransport } from '../../app/xhr-upload-transport';

/**
 * Composition root of the console's staff client: the browser's fetch against the same origin, carrying the
 * session cookie (HttpOnly, so no script reads it) and never a bearer token.
 */
export const createBrowserStaffApi = (): StaffApi =>
  createStaffApi({
    baseUrl: import.meta.env.VITE_API_BASE_URL ?? '',
    fetchFn: (url, init) => fetch(url, { ...init, credentials: 'same-origin' }),
    uploadTransport: xhrUploadTransport,
  });
