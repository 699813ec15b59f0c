import type { FastifyInstance } from 'fastify';
import { ENDPOINTS, FILE_KINDS, STAFF_PATH, type FileKind, type FreeSlotCalendar, type PublicTherapist } from '@manobal/core';
import { receiveCheckedUpload } from '../http/checked-upload';
import { sendDomainError, sendOutcome, type Success } from '../http/domain-outcome';
import { sendFail } from '../http/envelope';
import { SERVER_MESSAGES } from '../http/server.messages';
import { createStaffGuard } from '../http/staff-guard';
import { route } from './call-route';
import { UPLOAD_LIMITS } from './careers.routes';
import type { RouteContext } from './route-context';

const NOT_FOUND = { '404': 'No active therapist with this id' };

const read =
  <T>() =>
  (data: T): Success => ({ status: 200, msg: 'ok', data });

/** The therapist directory's public reads (issue 14): see server/README.md, "Therapists". */
export const THERAPIST_CALL_ROUTES = {
  listTherapists: route((uc, input) => uc.listTherapists(input), read<{ readonly items: readonly PublicTherapist[] }>(), {
    status: 200,
    description: 'Active therapists matching every filter given: a language id they speak, a concern (a specialisation id, or a wizard concern or main-reason id) they work with, a mode they offer.',
  }),
  getTherapist: route((uc, input) => uc.getTherapist(input), read<PublicTherapist>(), { status: 200, refusals: NOT_FOUND }),
  therapistSlots: route((uc, input) => uc.therapistSlots(input), read<FreeSlotCalendar>(), {
    status: 200,
    description: "Free 60-minute slots over `days` IST dates (1 to 31, default 14) from `from` (today in IST when absent), optionally in one mode; every asked-for day is listed, even with no slot. Times are ISO 8601 with IST's offset.",
    refusals: NOT_FOUND,
  }),
};

/** What staff are told when a change to the directory is done. */
export const STAFF_THERAPIST_MESSAGES = {
  added: 'Therapist added. Set their weekly hours so people can book them.',
  saved: 'Saved.',
  photoKinds: 'A photo must be a JPG, JPEG or PNG image.',
} as const;

/** The kinds a therapist's photo may be, by content. */
const PHOTO_KINDS: readonly FileKind[] = ['jpeg', 'png'];

export const THERAPIST_STAFF_PATHS = {
  therapists: `${STAFF_PATH}/therapists`,
  therapist: `${STAFF_PATH}/therapists/:id`,
  rules: `${STAFF_PATH}/therapists/:id/rules`,
  timeOff: `${STAFF_PATH}/therapists/:id/time-off`,
  photo: `${STAFF_PATH}/therapists/:id/photo`,
} as const;

/** Where a therapist's photo is served: the file id changes with each new photo, so the answer never goes stale. */
export const therapistPhotoPath = (therapistId: string, fileId: string): string => `${ENDPOINTS.getTherapist.path.replace('{id}', therapistId)}/photo/${fileId}`;

type IdParams = { Params: { id: string } };

/** The JSON body with the path's id beside it (a body that is not an object is left for the schema to refuse). */
const withPathId = (body: unknown, id: string): unknown => (typeof body === 'object' && body !== null && !Array.isArray(body) ? { ...body, id } : body);

/**
 * The therapist directory's routes outside the contract table: a therapist's photo (public, for an active
 * therapist's current photo only) and the staff changes, registered only when STAFF_TOKEN is set. See
 * server/README.md, "Therapists".
 */
export const registerTherapistRoutes = (app: FastifyInstance, ctx: RouteContext): void => {
  const { useCases, config, store, files, clock } = ctx;
  const reads = { config: { rateLimit: { max: config.rateLimits.apiReadPerMinute, timeWindow: '1 minute' } } };

  app.get<{ Params: { id: string; file: string } }>(`${ENDPOINTS.getTherapist.path.replace('{id}', ':id')}/photo/:file`, reads, async (request, reply) => {
    const { id, file } = request.params;
    const shown = await useCases.getTherapist({ id });
    if (shown.isErr()) return sendDomainError(request, reply, shown.error);
    if (shown.value.photo_url !== therapistPhotoPath(id, file)) return sendFail(reply, 404, SERVER_MESSAGES.notFound);
    const upload = await store.uploads.find(file);
    if (upload.isErr()) return sendDomainError(request, reply, upload.error);
    const opened = upload.value?.kind ? await files.open(file) : null;
    if (!upload.value?.kind || !opened) return sendFail(reply, 404, SERVER_MESSAGES.notFound);
    return reply.header('content-type', FILE_KINDS[upload.value.kind].mimeTypes[0]).header('cache-control', 'public, max-age=31536000, immutable').send(opened.stream);
  });

  if (!config.staffToken) return;
  const staff = { preHandler: createStaffGuard(config.staffToken) };
  const saved = (msg: string, status: 200 | 201 = 200) => (data: unknown): Success => ({ status, msg, data });

  app.get(THERAPIST_STAFF_PATHS.therapists, staff, async (request, reply) =>
    sendOutcome(request, reply, await useCases.listStaffTherapists(), saved(SERVER_MESSAGES.listed)),
  );
  app.post(THERAPIST_STAFF_PATHS.therapists, staff, async (request, reply) =>
    sendOutcome(request, reply, await useCases.addTherapist(request.body), saved(STAFF_THERAPIST_MESSAGES.added, 201)),
  );
  app.put<IdParams>(THERAPIST_STAFF_PATHS.therapist, staff, async (request, reply) =>
    sendOutcome(request, reply, await useCases.updateTherapist({ id: request.params.id, body: request.body }), saved(STAFF_THERAPIST_MESSAGES.saved)),
  );
  app.put<IdParams>(THERAPIST_STAFF_PATHS.rules, staff, async (request, reply) =>
    sendOutcome(request, reply, await useCases.setWeeklyRules(withPathId(request.body, request.params.id)), saved(STAFF_THERAPIST_MESSAGES.saved)),
  );
  app.post<IdParams>(THERAPIST_STAFF_PATHS.timeOff, staff, async (request, reply) =>
    sendOutcome(request, reply, await useCases.addTimeOff(withPathId(request.body, request.params.id)), saved(STAFF_THERAPIST_MESSAGES.saved)),
  );
  app.post<IdParams>(
    THERAPIST_STAFF_PATHS.photo,
    { ...staff, config: { rateLimit: { max: config.rateLimits.uploadPerMinute, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const { id } = request.params;
      // An unknown therapist is refused before any of the file is kept.
      const known = await store.therapists.find(id);
      if (known.isErr()) return sendDomainError(request, reply, known.error);
      if (known.value === null) return sendDomainError(request, reply, { kind: 'therapist-not-found' });
      const kept = await receiveCheckedUpload(request, reply, { files, store, clock }, { kinds: PHOTO_KINDS, wrongKind: STAFF_THERAPIST_MESSAGES.photoKinds, limits: UPLOAD_LIMITS });
      if (kept === null) return reply;
      return sendOutcome(request, reply, await useCases.setTherapistPhoto({ id, photo_url: therapistPhotoPath(id, kept.id) }), saved(STAFF_THERAPIST_MESSAGES.saved));
    },
  );
  app.delete<IdParams>(THERAPIST_STAFF_PATHS.photo, staff, async (request, reply) =>
    sendOutcome(request, reply, await useCases.setTherapistPhoto({ id: request.params.id, photo_url: null }), saved(STAFF_THERAPIST_MESSAGES.saved)),
  );
};
