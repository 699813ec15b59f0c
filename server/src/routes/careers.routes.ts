import type { FastifyInstance } from 'fastify';
import {
  CALL_MESSAGES,
  CAREERS_DOCUMENT_MESSAGES,
  CAREERS_DOCUMENTS,
  CAREERS_FILES_PATH,
  careersApplicationSchema,
  careersFileIdFromUrl,
  DOCUMENT_ACCEPT_SETS,
  detectFileKind,
  ENDPOINTS,
  FILE_KINDS,
  LIMITS,
  UPLOAD_FIELD,
  UPLOADABLE_FILE_KINDS,
  type FieldErrors,
  type FileKind,
} from '@manobal/core';
import { inspectUpload } from '../files/upload-inspection';
import { sendFail, sendOk, sendRefusal } from '../http/envelope';
import { readOneUpload } from '../http/multipart-upload';
import { readJsonForm } from '../http/json-form';
import { SERVER_MESSAGES } from '../http/server.messages';
import { createStaffGuard } from '../http/staff-guard';
import { maskPan } from '../privacy/identity-masks';
import type { CareerApplicationRow } from '../store/store.port';
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

const isFileKind = (kind: string): kind is FileKind => Object.hasOwn(FILE_KINDS, kind);

/** Document upload and the careers application (spec section 7), plus staff access to the documents. */
export const registerCareersRoutes = (app: FastifyInstance, ctx: RouteContext): void => {
  const { store, files, newId, timestamp, config, cipher } = ctx;
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
      await store.uploads.add({ id: file.id, kind, size: file.size, sha256: file.sha256, created_at: timestamp() });
      return sendOk(reply, 201, CALL_MESSAGES.careersUpload.success, { file_url: `${CAREERS_FILES_PATH}/${file.id}` });
    },
  );

  app.post(ENDPOINTS.careersApply.path, async (request, reply) => {
    const form = readJsonForm(request, careersApplicationSchema);
    if (form.isErr()) return sendRefusal(reply, form.error);
    const application = form.value;
    const links: Record<string, string | null> = {};
    const errors: FieldErrors = {};
    // Every link must name a file this server received, of a kind that document takes.
    for (const document of CAREERS_DOCUMENTS) {
      const url = (application as Record<string, unknown>)[document.linkField];
      if (typeof url !== 'string' || url === '') {
        links[document.linkField] = null;
        continue;
      }
      const id = careersFileIdFromUrl(url);
      const upload = id === null ? null : await store.uploads.find(id);
      if (!upload) errors[document.linkField] = CAREERS_DOCUMENT_MESSAGES.notAnUploadedFile(document.label);
      else if (!isFileKind(upload.kind) || !DOCUMENT_ACCEPT_SETS[document.accepts].includes(upload.kind)) {
        errors[document.linkField] = CAREERS_DOCUMENT_MESSAGES.wrongType[document.accepts](document.label);
      } else links[document.linkField] = `${CAREERS_FILES_PATH}/${upload.id}`;
    }
    const firstError = Object.values(errors)[0];
    if (firstError !== undefined) return sendFail(reply, 400, firstError, errors);

    const aadhaar = application.aadhar_number;
    const pan = application.pan_card_number;
    const row: CareerApplicationRow = {
      id: newId(),
      full_name: application.full_name,
      age: application.age,
      gender: application.gender,
      experience: application.experience,
      bio: application.bio,
      address: application.address,
      phone_number: application.phone_number,
      email: application.email,
      language1: application.language1,
      language2: application.language2,
      aadhaar_encrypted: cipher.encrypt(aadhaar),
      aadhaar_last4: aadhaar.slice(-4),
      pan_encrypted: cipher.encrypt(pan),
      pan_masked: maskPan(pan),
      education: application.education,
      has_rci: application.has_rci ? 1 : 0,
      has_iso_certification: application.has_iso_certification ? 1 : 0,
      photograph_link: links.photograph_link ?? '',
      aadhar_document_link: links.aadhar_document_link ?? '',
      aadhar_back_document_link: links.aadhar_back_document_link ?? '',
      pan_card_document_link: links.pan_card_document_link ?? '',
      certification_document_link: links.certification_document_link ?? '',
      rci_document_link: links.rci_document_link ?? null,
      iso_certification_document_link: links.iso_certification_document_link ?? null,
      created_at: timestamp(),
    };
    await store.careerApplications.add(row);
    return sendOk(reply, 201, CALL_MESSAGES.careersApply.success, { id: row.id });
  });

  // Identity papers: only staff may fetch them, and only when a staff token is configured.
  if (config.staffToken) {
    app.get<{ Params: { id: string } }>(
      `${CAREERS_FILES_PATH}/:id`,
      { preHandler: createStaffGuard(config.staffToken) },
      async (request, reply) => {
        const upload = await store.uploads.find(request.params.id);
        const opened = upload ? await files.open(upload.id) : null;
        if (!upload || !opened || !isFileKind(upload.kind)) return sendFail(reply, 404, SERVER_MESSAGES.notFound);
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
