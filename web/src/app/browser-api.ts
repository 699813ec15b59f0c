import { createHttpApi, type ManobalApi } from '@manobal/core';
import { xhrUploadTransport } from './xhr-upload-transport';

/** Composition root of the website's API: the browser's fetch and XHR against the configured origin. */
export const createBrowserApi = (): ManobalApi =>
  createHttpApi({
    // Same origin by default: the Manobal server serves both the site and the API.
    baseUrl: import.meta.env.VITE_API_BASE_URL ?? '',
    fetchFn: (url, init) => fetch(url, init),
    uploadTransport: xhrUploadTransport,
    // The web root sets <html lang> from the address (/hi/… is Hindi): the server answers in the page's language.
    language: () => document.documentElement.lang || undefined,
  });
