import { createReadStream } from 'node:fs';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { randomUUID } from 'node:crypto';
import { UPLOAD_FIELD, type HttpResponseLike, type UploadTransport, type UploadableFile } from '@manobal/core';

/** What the CLI puts in UploadableFile.body: the file on disk, streamed rather than read into memory. */
export interface DiskFileBody {
  readonly path: string;
}

const isDiskFileBody = (body: unknown): body is DiskFileBody =>
  typeof body === 'object' && body !== null && typeof (body as DiskFileBody).path === 'string';

/** Quotes a file name for a Content-Disposition header without letting it break the header. */
const headerSafeName = (name: string): string => name.replace(/["\r\n\\]/g, '_');

const readResponse = (response: IncomingMessage): Promise<HttpResponseLike> =>
  new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    response.on('data', (chunk: Buffer) => chunks.push(chunk));
    response.on('error', reject);
    response.on('end', () => {
      const text = Buffer.concat(chunks).toString('utf8');
      const status = response.statusCode ?? 0;
      resolve({ ok: status >= 200 && status < 300, status, text: () => Promise.resolve(text) });
    });
  });

const timeoutError = (timeoutMs: number): Error =>
  Object.assign(new Error(`No progress for ${timeoutMs} ms`), { name: 'TimeoutError' });

/**
 * Sends one file as multipart field `file`, streaming it from disk with a known Content-Length and
 * reporting progress (0-100) as bytes leave. Rejects only when no answer arrives (core maps that to the
 * call's network message). The time limit is one of inactivity (Node's socket timeout, which also covers
 * connecting): a large file on a slow link may take longer than the limit in all, as long as it moves.
 */
export const nodeUploadTransport: UploadTransport = (url: string, file: UploadableFile, onProgress, options = {}) =>
  new Promise<HttpResponseLike>((resolve, reject) => {
    if (!isDiskFileBody(file.body)) {
      reject(new Error('The CLI uploads files from disk only.'));
      return;
    }
    const boundary = `----manobal-${randomUUID()}`;
    const head = Buffer.from(
      `--${boundary}\r\n` +
        `Content-Disposition: form-data; name="${UPLOAD_FIELD}"; filename="${headerSafeName(file.name)}"\r\n` +
        `Content-Type: ${file.type || 'application/octet-stream'}\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const target = new URL(url);
    const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
    let answered = false;
    const { timeoutMs, headers = {} } = options;

    const req = send(
      target,
      {
        method: 'POST',
        headers: {
          'Content-Type': `multipart/form-data; boundary=${boundary}`,
          'Content-Length': String(head.length + file.size + tail.length),
          Accept: 'application/json',
          ...headers,
        },
        ...(timeoutMs === undefined ? {} : { timeout: timeoutMs }),
      },
      (response) => {
        answered = true;
        readResponse(response).then(resolve, reject);
      },
    );
    // A server may answer (e.g. 413) and close before the body is sent; the answer wins over the broken pipe.
    req.on('error', (error) => {
      if (!answered) reject(error);
    });
    // Node only reports the idle socket; ending the request (and the answer, if one is streaming in) is ours.
    if (timeoutMs !== undefined) req.on('timeout', () => req.destroy(timeoutError(timeoutMs)));

    onProgress(0);
    req.write(head);
    let sent = 0;
    const stream = createReadStream(file.body.path);
    stream.on('data', (chunk) => {
      sent += chunk.length;
      if (file.size > 0) onProgress(Math.min(100, (sent / file.size) * 100));
    });
    stream.on('error', (error) => {
      req.destroy(error);
      if (!answered) reject(error);
    });
    stream.on('end', () => {
      req.end(tail);
      onProgress(100);
    });
    stream.pipe(req, { end: false });
    // A request ended early (refused, timed out) must not leave the file open.
    req.on('close', () => stream.destroy());
  });
