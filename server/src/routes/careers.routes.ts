import type { FastifyInstance } from 'fastify';
import {
  CALL_MESSAGES,
  CAREERS_FILES_PATH,
  ENDPOINTS,
  FILE_KINDS,
  LIMITS,
  UPLOADABLE_FILE_KINDS,
} from '@manobal/core';
import { receiveCheckedUpload } from '../http/checked-upload';
import { sendDomainError } from '../http/domain-outcome';
import { sendFail, sendOk } from '../http/envelope';
import { SERVER_MESSAGES } from '../http/server.messages';
import type { RouteContext } from './route-context';

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
/** Who may open a careers document (identity papers): the people who work on applications. */
export const CAREERS_DOCUMENT_ACCESS = ['applications.work'] as const;

export const registerCareersRoutes = (app: FastifyInstance, ctx: RouteContext): void => {
  const { store, files, clock, config } = ctx;

  app.post(
    ENDPOINTS.careersUpload.path,
    { config: { rateLimit: { max: config.rateLimits.uploadPerMinute, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const kept = await receiveCheckedUpload(request, reply, { files, store, clock }, { kinds: UPLOADABLE_FILE_KINDS, wrongKind: SERVER_MESSAGES.fileTypeNotAllowed, limits: UPLOAD_LIMITS });
      if (kept === null) return reply;
      return sendOk(reply, 201, CALL_MESSAGES.careersUpload.success, { file_url: `${CAREERS_FILES_PATH}/${kept.id}` });
    },
  );

  // Identity papers: only a recruiter or an administrator, signed in within the last five minutes (step-up), each
  // opening recorded in the audit log before a byte is sent.
  app.get<{ Params: { id: string } }>(
    `${CAREERS_FILES_PATH}/:id`,
    { preHandler: ctx.staffAccess(CAREERS_DOCUMENT_ACCESS, { stepUp: true }) },
    async (request, reply) => {
      const found = await store.uploads.find(request.params.id);
      if (found.isErr()) return sendDomainError(request, reply, found.error);
      const upload = found.value;
      const opened = upload?.kind ? await files.open(upload.id) : null;
      if (!upload?.kind || !opened) return sendFail(reply, 404, SERVER_MESSAGES.notFound);
      // Only the applications permission opens a document, and recruitment is the one reason it is given for.
      // The row names the applicant (by the keys of their e-mail and phone), so their 'who has seen my data' finds it.
      const recorded = await store.uploads
        .applicantOf(upload.id)
        .andThen((applicant) => ctx.audit.record(request, { action: 'read-sensitive', subject: 'document', subjectId: upload.id, reason: 'recruitment', shown: applicant }));
      if (recorded.isErr()) {
        opened.stream.destroy();
        return sendDomainError(request, reply, recorded.error);
      }
      const kind = FILE_KINDS[upload.kind];
      return reply
        .header('content-type', kind.mimeTypes[0])
        .header('content-disposition', `attachment; filename="${upload.id}.${kind.extensions[0]}"`)
        .header('cache-control', 'private, no-store')
        .send(opened.stream);
    },
  );
};
