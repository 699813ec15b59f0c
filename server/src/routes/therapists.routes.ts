import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ResultAsync } from 'neverthrow';
import { ENDPOINTS, FILE_KINDS, LIMITS, STAFF_CONTRACT, STAFF_MESSAGES, STAFF_PAGE_LIMITS, withinReach, type DomainError, type FileKind, type FreeSlotCalendar, type PublicTherapist, type StaffCallName } from '@manobal/core';
import { therapistPhotoPath } from '../files/therapist-photos';
import { receiveCheckedUpload } from '../http/checked-upload';
import { sendDomainError, sendOutcome, type Success } from '../http/domain-outcome';
import { sendFail } from '../http/envelope';
import { SERVER_MESSAGES } from '../http/server.messages';
import { reachFor } from '../http/staff-reach';
import { route, routePath } from './call-route';
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

/** What staff are told when a photo is not an image the directory keeps. */
export const STAFF_PHOTO_MESSAGES = { photoKinds: 'A photo must be a JPG, JPEG or PNG image.' } as const;

/** The kinds a therapist's photo may be, by content. */
const PHOTO_KINDS: readonly FileKind[] = ['jpeg', 'png'];


const pathId = (request: FastifyRequest): string => (request.params as { id: string }).id;

const said =
  (msg: string, status: 200 | 201 = 200) =>
  (data: unknown): Success => ({ status, msg, data });

const NO_THERAPIST = { '404': 'No therapist with this id (active or not)' };
const OTHER_THERAPIST = { '403': "Another therapist's entry, for a therapist (kind forbidden)" };

const pathDate = (request: FastifyRequest): string => (request.params as { date: string }).date;

/** A change to one therapist's entry, run only when the caller's reach covers the therapist the path names. */
const within = <T>(request: FastifyRequest, call: StaffCallName, run: () => ResultAsync<T, DomainError>): ResultAsync<T, DomainError> =>
  withinReach(reachFor(request, call), pathId(request)).asyncAndThen(run);

/**
 * The staff changes to the directory (STAFF_CONTRACT), registered behind the staff guard (staff.routes.ts); a
 * therapist reaches only their own entry. See server/README.md, "Therapists".
 */
export const THERAPIST_STAFF_CALL_ROUTES = {
  staffTherapists: route((uc, input) => uc.listStaffTherapists(input), said(STAFF_MESSAGES.listed), {
    status: 200,
    summary: 'Staff: the therapists, active first then by name, with weekly rules, time off, date overrides and buffer',
    description: `?view=all|active|retired (all by default); ?page=&limit= (limit at most ${STAFF_PAGE_LIMITS.maxLimit}, ${STAFF_PAGE_LIMITS.defaultLimit} by default).`,
  }),
  staffTherapist: route((uc, input, request) => within(request, 'staffTherapist', () => uc.showStaffTherapist(input)), said(STAFF_MESSAGES.listed), {
    status: 200,
    summary: "Staff: one therapist, active or not, with their availability (a therapist reads their own entry only)",
    refusals: { ...NO_THERAPIST, ...OTHER_THERAPIST },
  }),
  staffAddTherapist: route((uc, input) => uc.addTherapist(input), said(STAFF_MESSAGES.added, 201), {
    status: 201,
    summary: 'Staff: add a therapist (no weekly hours yet: nobody can book them until rules are set); an id in use is 400 on id',
  }),
  staffSetTherapistActive: route((uc, body, request) => uc.setTherapistActive({ id: pathId(request), body }), said(STAFF_MESSAGES.saved), {
    status: 200,
    summary: 'Staff (admin): activate or retire a therapist: retired, they are not listed to visitors and offer no free times; appointments already booked stand',
    description: 'Activating a real therapist needs a verified registration (400 on registration otherwise).',
    refusals: NO_THERAPIST,
  }),
  staffLinkTherapist: route((uc, body, request) => uc.linkTherapist({ ...(body as object), id: pathId(request) }), said(STAFF_MESSAGES.saved), {
    status: 200,
    summary: 'Staff (admin): which staff person this therapist is (person_id, or null to unlink): that person then reaches this entry\'s appointments, hours and profile; whoever was linked before is unlinked',
    refusals: { '404': 'No therapist with this id (kind therapist-not-found), or no staff person with person_id (kind staff-person-not-found)' },
  }),
  // The id travels in the path; core refuses a body that names another therapist.
  staffUpdateTherapist: route((uc, body, request) => uc.updateTherapistWithin(reachFor(request, 'staffUpdateTherapist'), { id: pathId(request), body }), said(STAFF_MESSAGES.saved), {
    status: 200,
    summary: "Staff: replace a therapist's profile (active: false hides them); their rules and time off stay",
    description: 'A therapist may change only their own bio and languages: a body that changes anything else of the profile is 403 (kind forbidden), and nothing changes.',
    refusals: { ...NO_THERAPIST, ...OTHER_THERAPIST },
  }),
  staffSetWeeklyRules: route((uc, body, request) => within(request, 'staffSetWeeklyRules', () => uc.setWeeklyRules({ id: pathId(request), body })), said(STAFF_MESSAGES.saved), {
    status: 200,
    summary: 'Staff: replace the weekly rules (IST wall-clock times on the half hour; 24:00 ends a day), and the buffer after each session when given',
    refusals: { ...NO_THERAPIST, ...OTHER_THERAPIST },
  }),
  staffAddTimeOff: route((uc, body, request) => within(request, 'staffAddTimeOff', () => uc.addTimeOff({ id: pathId(request), body })), said(STAFF_MESSAGES.saved), {
    status: 200,
    summary: 'Staff: add whole IST days off, both ends included (the same period twice is kept once)',
    refusals: { ...NO_THERAPIST, ...OTHER_THERAPIST },
  }),
  staffRemoveTimeOff: route((uc, body, request) => within(request, 'staffRemoveTimeOff', () => uc.removeTimeOff({ id: pathId(request), body })), said(STAFF_MESSAGES.saved), {
    status: 200,
    summary: 'Staff: take back a period of leave exactly as it was added (from and to); none such is nothing to do',
    refusals: { ...NO_THERAPIST, ...OTHER_THERAPIST },
  }),
  staffSetDateOverride: route(
    (uc, body, request) => within(request, 'staffSetDateOverride', () => uc.setDateOverride({ id: pathId(request), body: { ...(body as object), date: pathDate(request) } })),
    said(STAFF_MESSAGES.saved),
    {
      status: 200,
      summary: "Staff: give one IST date hours of its own (hours: [] closes it), replacing that weekday's rules on that date only; leave still wins",
      refusals: { ...NO_THERAPIST, ...OTHER_THERAPIST },
    },
  ),
  staffRemoveDateOverride: route((uc, input, request) => within(request, 'staffRemoveDateOverride', () => uc.removeDateOverride({ id: pathId(request), body: { date: pathDate(request) } })), said(STAFF_MESSAGES.saved), {
    status: 200,
    summary: "Staff: a date goes back to its weekday's rules",
    refusals: { ...NO_THERAPIST, ...OTHER_THERAPIST },
  }),
  staffRemoveTherapistPhoto: route((uc, input, request) => within(request, 'staffRemoveTherapistPhoto', () => uc.setTherapistPhoto({ ...(input as object), photo_url: null })), said(STAFF_MESSAGES.saved), {
    status: 200,
    summary: "Staff: remove a therapist's photo (the site then draws an illustrated avatar)",
    refusals: { ...NO_THERAPIST, ...OTHER_THERAPIST },
  }),
};

/** What the OpenAPI document says of the photo upload, the one staff call with a transport of its own. */
export const STAFF_PHOTO_DOC = {
  summary: `Staff: a new photo (JPEG or PNG by content, at most ${LIMITS.uploadMaxBytes / 1_048_576} MB, the same content checks as a careers upload)`,
  contentTypes: 'image/jpeg, image/png',
} as const;

/**
 * The therapist directory's routes outside the contract tables' JSON and query calls: a therapist's photo (public,
 * for an active therapist's current photo only) and the staff photo upload.
 */
export const registerTherapistRoutes = (app: FastifyInstance, ctx: RouteContext): void => {
  const { useCases, config, store, files, clock } = ctx;

  app.get<{ Params: { id: string; file: string } }>(`${routePath(ENDPOINTS.getTherapist.path)}/photo/:file`, async (request, reply) => {
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

  app.post(
    routePath(STAFF_CONTRACT.staffSetTherapistPhoto.path),
    { preHandler: ctx.staffAccess(STAFF_CONTRACT.staffSetTherapistPhoto.allow, { ownEntry: true }), config: { rateLimit: { max: config.rateLimits.uploadPerMinute, timeWindow: '1 minute' } } },
    async (request, reply) => {
      const id = pathId(request);
      const reached = withinReach(reachFor(request, 'staffSetTherapistPhoto'), id);
      if (reached.isErr()) return sendDomainError(request, reply, reached.error);
      // An unknown therapist is refused before any of the file is kept.
      const known = await store.therapists.find(id);
      if (known.isErr()) return sendDomainError(request, reply, known.error);
      if (known.value === null) return sendDomainError(request, reply, { kind: 'therapist-not-found' });
      const kept = await receiveCheckedUpload(request, reply, { files, store, clock }, { kinds: PHOTO_KINDS, wrongKind: STAFF_PHOTO_MESSAGES.photoKinds, limits: UPLOAD_LIMITS });
      if (kept === null) return reply;
      const changed = useCases
        .setTherapistPhoto({ id, photo_url: therapistPhotoPath(id, kept.id) })
        .andThen((view) => ctx.audit.record(request, { ...STAFF_CONTRACT.staffSetTherapistPhoto.audit, subjectId: id }).map(() => view));
      return sendOutcome(request, reply, await changed, said(STAFF_MESSAGES.saved));
    },
  );
};
