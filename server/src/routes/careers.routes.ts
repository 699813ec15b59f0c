import type { FastifyInstance } from 'fastify';
import {
  CALL_MESSAGES,
  CAREERS_DOCUMENT_MESSAGES,
  CAREERS_FILES_PATH,
  detectFileKind,
  ENDPOINTS,
  FILE_KINDS,
  LIMITS,
  UPLOAD_FIELD,
  UPLOADABLE_FILE_KINDS,
} from '@manobal/core';
import { inspectUpload } from '../files/upload-inspection';
import { sendDomainError, sendOutcome } from '../http/domain-outcome';
import { sendFail } from '../http/envelope';
import { readOneUpload } from '../http/multipart-upload';
import { SERVER_MESSAGES } from '../http/server.messages';
import { createStaffGuard } from '../http/staff-guard';
import type { RouteContext } from './route-context';

/** Room for multipart boundaries and part headers around the file itself. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

export const UPLOAD_LIMITS = {
  fileSize: LIMITS.uploadMaxBytes,
  files: 1,
  fields: 4,
  fieldSize: 1024,
  fieldNameSize: 100,
  parts: 6,
  headerPairs: 20,
} as const;

/**
 * Document upload (spec section 7: multipart, so not one of call.routes.ts' JSON calls; the application is),
 * plus staff access to the documents.
 */
export const registerCareersRoutes = (app: FastifyInstance, ctx: RouteContext): void => {
  const { store, files, clock, config } = ctx;
  const tooLarge = CAREERS_DOCUMENT_MESSAGES.tooLarge('File');

  app.post(
    ENDPOINTS.careersUpload.path,
    { config: { rateLimit: { max: config.rateLimits.uploadPerMinute, timeWindow: '1 minute' } } },
    async (request, reply) => {
      if (!request.isMultipart()) return sendFail(reply, 415, SERVER_MESSAGES.multipartOnly);
      // Refuse an announced oversize body before reading any of it.
      const announced = Number(request.headers['content-length']);
      if (Number.isFinite(announced) && announced > LIMITS.uploadMaxBytes + MULTIPART_OVERHEAD_BYTES) {
        reply.header('connection', 'close');
        return sendFail(reply, 413, tooLarge, { [UPLOAD_FIELD]: tooLarge });
      }
      const reading = await readOneUpload(request, files, UPLOAD_LIMITS);
      switch (reading.kind) {
        case 'no-file':
          return sendFail(reply, 400, SERVER_MESSAGES.noFile, { [UPLOAD_FIELD]: SERVER_MESSAGES.noFile });
        case 'too-many-parts':
          // The rest of the body is never read: answer and close the connection.
          reply.header('connection', 'close');
          return sendFail(reply, 413, SERVER_MESSAGES.oneFileOnly, { [UPLOAD_FIELD]: SERVER_MESSAGES.oneFileOnly });
        case 'too-large':
          reply.header('connection', 'close');
          return sendFail(reply, 413, tooLarge, { [UPLOAD_FIELD]: tooLarge });
        case 'unreadable':
          request.log.info({ reason: reading.reason }, 'unreadable multipart request; partial file removed');
          return sendFail(reply, 400, SERVER_MESSAGES.multipartUnreadable);
        case 'interrupted':
          request.log.info('upload abandoned by the client; partial file removed');
          return sendFail(reply, 400, SERVER_MESSAGES.uploadInterrupted);
        case 'received':
          break;
      }
      const { file } = reading;
      if (file.size === 0) {
        await files.discard(file.id);
        return sendFail(reply, 400, SERVER_MESSAGES.emptyFile, { [UPLOAD_FIELD]: SERVER_MESSAGES.emptyFile });
      }
      // The content decides what a file is, never its name or the type the client claims.
      const kind = detectFileKind(file.head);
      if (kind === null || !UPLOADABLE_FILE_KINDS.includes(kind)) {
        await files.discard(file.id);
        return sendFail(reply, 415, SERVER_MESSAGES.fileTypeNotAllowed, { [UPLOAD_FIELD]: SERVER_MESSAGES.fileTypeNotAllowed });
      }
      // The first bytes only name a format; what else the file carries is read before it is kept.
      const inspected = await inspectUpload(files, { id: file.id, size: file.size, kind }).catch(async (error: unknown) => {
        await files.discard(file.id);
        throw error;
      });
      if (inspected.isErr()) {
        await files.discard(file.id);
        const refused = CAREERS_DOCUMENT_MESSAGES.contentRefused[inspected.error.reason];
        request.log.info({ kind, reason: inspected.error.reason }, 'upload refused for its content');
        return sendFail(reply, 415, refused, { [UPLOAD_FIELD]: refused });
      }
      await files.keep(file.id);
      const recorded = await store.uploads.add({ id: file.id, kind, size: file.size, sha256: file.sha256, receivedAt: clock.now() });
      return sendOutcome(request, reply, recorded, () => ({
        status: 201,
        msg: CALL_MESSAGES.careersUpload.success,
        data: { file_url: `${CAREERS_FILES_PATH}/${file.id}` },
      }));
    },
  );

  // Identity papers: only staff may fetch them, and only when a staff token is configured.
  if (config.staffToken) {
    app.get<{ Params: { id: string } }>(
      `${CAREERS_FILES_PATH}/:id`,
      { preHandler: createStaffGuard(config.staffToken) },
      async (request, reply) => {
        const found = await store.uploads.find(request.params.id);
        if (found.isErr()) return sendDomainError(request, reply, found.error);
        const upload = found.value;
        const opened = upload?.kind ? await files.open(upload.id) : null;
        if (!upload?.kind || !opened) return sendFail(reply, 404, SERVER_MESSAGES.notFound);
        const kind = FILE_KINDS[upload.kind];
        return reply
          .header('content-type', kind.mimeTypes[0])
          .header('content-disposition', `attachment; filename="${upload.id}.${kind.extensions[0]}"`)
          .header('cache-control', 'private, no-store')
          .send(opened.stream);
      },
    );
  }
};
