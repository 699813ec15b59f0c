import { UPLOAD_FIELD, type HttpResponseLike, type UploadTransport } from '@manobal/core';

/**
 * Sends one file as multipart field `file` with XMLHttpRequest, because fetch cannot report upload
 * progress. Rejects only when the server could not be reached; HTTP errors resolve with ok = false.
 */
export const xhrUploadTransport: UploadTransport = (url, file, onProgress, options = {}) =>
  new Promise<HttpResponseLike>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('Accept', 'application/json');
    for (const [name, value] of Object.entries(options.headers ?? {})) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    };
    xhr.onload = () => {
      const text = xhr.responseText;
      resolve({ ok: xhr.status >= 200 && xhr.status < 300, status: xhr.status, text: () => Promise.resolve(text) });
    };
    xhr.onerror = () => reject(new Error('Upload could not reach the server'));
    xhr.onabort = () => reject(new Error('Upload aborted'));
    xhr.ontimeout = () => reject(new Error('Upload timed out'));
    const form = new FormData();
    const body = file.body instanceof Blob ? file.body : new Blob([]);
    form.append(UPLOAD_FIELD, body, file.name);
    onProgress(0);
    xhr.send(form);
  });
