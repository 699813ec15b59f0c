import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CAREERS_DOCUMENT_MESSAGES, detectFileKind, LIMITS, UPLOAD_FIELD, UPLOAD_RETENTION_POLICY, type Clock, type FileKind } from '@manobal/core';
import type { FileStorage } from '../files/file-storage.port';
import { rebuildDocument } from '../files/document-rebuilder';
import type { Store } from '../store/store.port';
import { sendDomainError } from './domain-outcome';
import { sendFail } from './envelope';
import { readOneUpload, type UploadPartLimits } from './multipart-upload';
import { SERVER_MESSAGES } from './server.messages';

/** Room for multipart boundaries and part headers around the file itself. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;
/** A rebuilt file is page images: a few hundred KB a page, bounded by the page limit, never this much. */
const REBUILT_MAX_BYTES = 4 * LIMITS.uploadMaxBytes;

export interface UploadRules {
  /** The kinds this upload takes, decided by content, never by name or claimed type. */
  readonly kinds: readonly FileKind[];
  /** What the person is told when the content is of another kind. */
  readonly wrongKind: string;
  readonly limits: UploadPartLimits & { readonly fileSize: number };
}

/** A file that passed every check, kept in storage and recorded in the store's uploads. */
export interface KeptUpload {
  readonly id: string;
  readonly kind: FileKind;
}

/**
 * Receives one multipart file and applies every check an upload gets (careers documents, therapist photos):
 * the announced size, one file part, not empty, a kind this upload takes by its content; then a new file is
 * made from it (document-rebuilder.ts) and only that one is kept. A refusal is answered here (null returned)
 * and leaves no file behind.
 */
export const receiveCheckedUpload = async (
  request: FastifyRequest,
  reply: FastifyReply,
  deps: { readonly files: FileStorage; readonly store: Store; readonly clock: Clock },
  rules: UploadRules,
): Promise<KeptUpload | null> => {
  const { files, store, clock } = deps;
  const tooLarge = CAREERS_DOCUMENT_MESSAGES.tooLarge('File');
  const refuse = (status: number, message: string, extra?: { readonly close?: boolean; readonly field?: boolean; readonly kind?: string }) => {
    if (extra?.close) reply.header('connection', 'close');
    sendFail(reply, status, message, extra?.field === false ? undefined : { [UPLOAD_FIELD]: message }, extra?.kind);
    return null;
  };
  if (!request.isMultipart()) {
    sendFail(reply, 415, SERVER_MESSAGES.multipartOnly);
    return null;
  }
  // Refuse an announced oversize body before reading any of it.
  const announced = Number(request.headers['content-length']);
  if (Number.isFinite(announced) && announced > LIMITS.uploadMaxBytes + MULTIPART_OVERHEAD_BYTES) return refuse(413, tooLarge, { close: true });
  // Bytes are limited per address and hour besides the count of uploads, and counted from the store, so that
  // one address cannot fill the disk through any number of instances. The body is not read past a refusal.
  const hourAgo = new Date(clock.now().getTime() - 60 * 60 * 1000);
  const sentThisHour = await store.uploads.bytesFromAddressSince(request.ip, hourAgo);
  if (sentThisHour.isErr()) {
    sendDomainError(request, reply, sentThisHour.error);
    return null;
  }
  const coming = Number.isFinite(announced) ? Math.max(0, announced - MULTIPART_OVERHEAD_BYTES) : 0;
  if (sentThisHour.value + coming > UPLOAD_RETENTION_POLICY.bytesPerAddressPerHour) {
    reply.header('retry-after', String(60 * 60));
    return refuse(429, CAREERS_DOCUMENT_MESSAGES.tooMuchThisHour, { close: true, kind: 'upload-bytes-limited' });
  }
  const reading = await readOneUpload(request, files, rules.limits);
  switch (reading.kind) {
    case 'no-file':
      return refuse(400, SERVER_MESSAGES.noFile);
    case 'too-many-parts':
      // The rest of the body is never read: answer and close the connection.
      return refuse(413, SERVER_MESSAGES.oneFileOnly, { close: true });
    case 'too-large':
      return refuse(413, tooLarge, { close: true });
    case 'unreadable':
      request.log.info({ reason: reading.reason }, 'unreadable multipart request; partial file removed');
      return refuse(400, SERVER_MESSAGES.multipartUnreadable, { field: false });
    case 'interrupted':
      request.log.info('upload abandoned by the client; partial file removed');
      return refuse(400, SERVER_MESSAGES.uploadInterrupted, { field: false });
    case 'received':
      break;
  }
  const { file } = reading;
  if (file.size === 0) {
    await files.discard(file.id);
    return refuse(400, SERVER_MESSAGES.emptyFile);
  }
  // The content decides what a file is, never its name or the type the client claims.
  const kind = detectFileKind(file.head);
  if (kind === null || !rules.kinds.includes(kind)) {
    await files.discard(file.id);
    return refuse(415, rules.wrongKind);
  }
  // The upload itself is never kept: a new file is made from its pixels, and the original, quarantined as a
  // pending file that nothing serves, is removed whatever the outcome.
  const rebuilt = await rebuildDocument(files.readPending(file.id), kind).finally(() => files.discard(file.id));
  if (rebuilt.isErr()) {
    request.log.info({ kind, reason: rebuilt.error.reason }, 'upload refused: it could not be rebuilt');
    return refuse(415, CAREERS_DOCUMENT_MESSAGES.contentRefused[rebuilt.error.reason]);
  }
  const stored = await files.receive(Readable.from([rebuilt.value.bytes]), REBUILT_MAX_BYTES);
  if (stored.isErr()) return refuse(415, CAREERS_DOCUMENT_MESSAGES.contentRefused.unreadable);
  const made = stored.value;
  await files.keep(made.id);
  const recorded = await store.uploads.add({
    id: made.id,
    kind,
    size: made.size,
    sha256: made.sha256,
    receivedAt: clock.now(),
    from: { address: request.ip, receivedBytes: file.size },
  });
  if (recorded.isErr()) {
    sendDomainError(request, reply, recorded.error);
    return null;
  }
  return { id: made.id, kind };
};
