import type { MultipartFile, MultipartValue } from '@fastify/multipart';
import { PassThrough, type Readable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { UPLOAD_FIELD } from '@manobal/core';
import type { FileStorage, ReceivedFile } from '../files/file-storage.port';
import { hasLoneSurrogate, invalidUtf8Error } from './strict-json-parser';

/** What may travel with the one file: the web form and the CLI send none, a hand-made form a few. */
export interface UploadPartLimits {
  readonly fields: number;
  readonly parts: number;
}

/** The outcome of reading an upload's parts; every refusal leaves no pending file behind. */
export type UploadReading =
  | { readonly kind: 'received'; readonly file: ReceivedFile }
  | { readonly kind: 'no-file' }
  | { readonly kind: 'too-many-parts' }
  | { readonly kind: 'too-large' }
  | { readonly kind: 'unreadable'; readonly reason: string }
  | { readonly kind: 'interrupted' };

type Part = MultipartFile | MultipartValue;
type NextPart = { readonly part: Part | null } | { readonly error: unknown };

/** @fastify/multipart's limit errors: the body holds more parts than the limits allow. */
const LIMIT_CODES = new Set(['FST_PARTS_LIMIT', 'FST_FIELDS_LIMIT', 'FST_FILES_LIMIT']);

const codeOf = (error: unknown): unknown => (typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined);

/**
 * busboy reports a multipart request it cannot read (no boundary, a boundary over 256 characters, a part cut
 * short) with plain Errors, while Fastify's limit errors and system errors (disk, socket) carry a code.
 * A TypeError or any other subclass is a fault of ours and stays a 500.
 */
export const isUnreadableMultipart = (error: unknown): error is Error =>
  error instanceof Error && Object.getPrototypeOf(error) === Error.prototype && !('code' in error);

/** A multipart failure that is the client's doing, or null for one of ours (rethrown, a 500). */
const refusalFor = (error: unknown): UploadReading | null => {
  if (LIMIT_CODES.has(String(codeOf(error)))) return { kind: 'too-many-parts' };
  if (codeOf(error) === 'FST_REQ_FILE_TOO_LARGE') return { kind: 'too-large' };
  if (isUnreadableMultipart(error)) return { kind: 'unreadable', reason: error.message };
  return null;
};

/**
 * busboy decodes a text field's bytes with replacement, so bytes that are not UTF-8 arrive as U+FFFD (nobody types
 * it), and a part declaring UTF-16 can carry a lone surrogate: either is refused with the error a JSON body with
 * them gets (the error handler's 400), after the pending file is removed.
 */
const isUtf8Text = (text: unknown): boolean => typeof text !== 'string' || (!text.includes('\uFFFD') && !hasLoneSurrogate(text));

/** The multipart reader stopped feeding a file part before its end. */
class PartAbandonedError extends Error {}

/**
 * The file part as a stream that always ends or fails. A Readable that has received its last chunk but is
 * destroyed before it is read (as @fastify/multipart does to the current file when a limit trips) never
 * settles a pipeline reading it, which would keep the pending file open for good; failing with an error does.
 * busboy's size-limit signal is passed on, since storage listens for it.
 */
const guardedPartStream = (file: Readable & { truncated?: boolean }): PassThrough => {
  const through = new PassThrough();
  const abandon = () => {
    if (!file.readableEnded) through.destroy(new PartAbandonedError('the file part closed before its end'));
  };
  if (file.destroyed) abandon();
  else {
    file.once('close', abandon);
    file.on('limit', () => through.emit('limit'));
    file.pipe(through);
  }
  return through;
};

/**
 * Reads an upload's parts in order, counting the text fields itself and streaming the one `file` part to
 * storage. @fastify/multipart stops reading the body when busboy trips a limit but still hands out a file
 * part busboy announced in the same chunk; that stream then never ends (a hung request holding an open,
 * empty pending file). So the next part is awaited while the file is being received: a limit error there
 * ends the file at once. Every path removes the pending file unless the file is returned.
 */
export const readOneUpload = async (
  request: FastifyRequest,
  files: FileStorage,
  limits: UploadPartLimits & { readonly fileSize: number },
): Promise<UploadReading> => {
  const iterator = request.parts()[Symbol.asyncIterator]();
  // Never rejects, so a pending look-ahead cannot become an unhandled rejection.
  const nextPart = (): Promise<NextPart> =>
    iterator.next().then(
      (step) => ({ part: step.done ? null : step.value }),
      (error: unknown) => ({ error }),
    );
  let fields = 0;
  let parts = 0;
  let received: ReceivedFile | null = null;

  const refuse = async (reading: UploadReading): Promise<UploadReading> => {
    if (received) await files.discard(received.id);
    return reading;
  };
  /** A part beyond the limits (counted here, before busboy's own limits can trip). */
  const overLimits = () => ++parts > limits.parts || fields > limits.fields;

  let next = await nextPart();
  for (;;) {
    if ('error' in next) {
      const refusal = refusalFor(next.error);
      if (refusal === null) {
        if (received) await files.discard(received.id);
        throw next.error;
      }
      return refuse(refusal);
    }
    const { part } = next;
    if (part === null) return received ? { kind: 'received', file: received } : { kind: 'no-file' };
    if (part.type === 'field') {
      fields += 1;
      if (overLimits()) return refuse({ kind: 'too-many-parts' });
      if (!isUtf8Text(part.value) || !isUtf8Text(part.fieldname)) {
        if (received) await files.discard(received.id);
        throw invalidUtf8Error();
      }
      next = await nextPart();
      continue;
    }
    if (received || overLimits()) {
      part.file.resume();
      return refuse({ kind: 'too-many-parts' });
    }
    if (part.fieldname !== UPLOAD_FIELD) {
      part.file.resume();
      return { kind: 'no-file' };
    }
    const following = nextPart();
    const source = guardedPartStream(part.file);
    const receiving = files.receive(source, limits.fileSize).then(
      (result) => ({ result }),
      (error: unknown) => ({ failure: error }),
    );
    const first = await Promise.race([receiving, following.then((step) => ({ step }))]);
    if ('step' in first && ('error' in first.step || first.step.part?.type === 'file')) {
      // The reader gave up (a limit, a broken body) or a second file follows: stop this file here.
      source.destroy(new PartAbandonedError('stopped reading the file part'));
      part.file.destroy();
      const late = await receiving;
      if ('result' in late && late.result.isOk()) await files.discard(late.result.value.id);
      next = first.step;
      if ('part' in next && next.part) {
        if (next.part.type === 'file') next.part.file.resume();
        return { kind: 'too-many-parts' };
      }
      continue;
    }
    const outcome = await receiving;
    if ('failure' in outcome) {
      // The part stream fails when the reader gives up mid-file; its reason is already queued by then.
      const settled = await Promise.race([following, Promise.resolve(null)]);
      if (settled && 'error' in settled) {
        next = settled;
        continue;
      }
      if (!request.raw.complete && (request.raw.destroyed || request.raw.socket?.destroyed)) return { kind: 'interrupted' };
      if (outcome.failure instanceof PartAbandonedError) return { kind: 'unreadable', reason: outcome.failure.message };
      const refusal = refusalFor(outcome.failure);
      if (refusal === null) throw outcome.failure;
      return refusal;
    }
    if (outcome.result.isErr()) return { kind: 'too-large' };
    received = outcome.result.value;
    next = await following;
  }
};
