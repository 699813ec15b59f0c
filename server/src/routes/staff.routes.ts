import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { maskAadhaar, STAFF_PATH, validateWith } from '@manobal/core';
import { sendOk, sendRefusal } from '../http/envelope';
import { SERVER_MESSAGES } from '../http/server.messages';
import { createStaffGuard } from '../http/staff-guard';
import type { CareerApplicationRow, PageOf, PageRequest, SessionBookingRow, VolunteerSubmissionRow } from '../store/store.port';
import type { RouteContext } from './route-context';

export const STAFF_PAGE_LIMITS = { defaultLimit: 50, maxLimit: 100 } as const;

const PAGE_MESSAGES = {
  page: 'page must be a whole number from 1',
  limit: `limit must be a whole number from 1 to ${STAFF_PAGE_LIMITS.maxLimit}`,
} as const;

const wholeNumber = (message: string, max: number, fallback: number) =>
  z
    .string({ error: message })
    .regex(/^\d{1,9}$/, message)
    .transform(Number)
    .pipe(z.number().min(1, message).max(max, message))
    .default(fallback);

export const pageQuerySchema = z.object({
  page: wholeNumber(PAGE_MESSAGES.page, 1_000_000_000, 1),
  limit: wholeNumber(PAGE_MESSAGES.limit, STAFF_PAGE_LIMITS.maxLimit, STAFF_PAGE_LIMITS.defaultLimit),
});

const withoutIdempotency = ({ idempotency_key: _key, payload_sha256: _hash, ...booking }: SessionBookingRow) => booking;

const withAnswers = (row: VolunteerSubmissionRow) => ({ ...row, questions_and_answers: JSON.parse(row.questions_and_answers) as unknown });

/** Identity numbers leave the server only masked; the encrypted values never do. */
const maskedApplication = ({ aadhaar_encrypted: _a, aadhaar_last4, pan_encrypted: _p, pan_masked, has_rci, has_iso_certification, ...rest }: CareerApplicationRow) => ({
  ...rest,
  aadhar_number: maskAadhaar(aadhaar_last4),
  pan_card_number: pan_masked,
  has_rci: has_rci === 1,
  has_iso_certification: has_iso_certification === 1,
});

interface Collection {
  readonly list: (page: PageRequest) => Promise<PageOf<unknown>>;
}

/** Read-only staff listings, newest first (accounts without their password hashes). Registered only when STAFF_TOKEN is set. */
export const registerStaffRoutes = (app: FastifyInstance, ctx: RouteContext): void => {
  const { config, store } = ctx;
  if (!config.staffToken) return;
  const guard = createStaffGuard(config.staffToken);

  const mapped = <Row, Out>(list: (page: PageRequest) => Promise<PageOf<Row>>, map: (row: Row) => Out): Collection => ({
    list: async (page) => {
      const result = await list(page);
      return { ...result, items: result.items.map(map) };
    },
  });

  const collections: Readonly<Record<string, Collection>> = {
    bookings: mapped(store.sessionBookings.list, withoutIdempotency),
    referrals: mapped(store.referrals.list, (row) => row),
    contacts: mapped(store.contactMessages.list, (row) => row),
    volunteers: mapped(store.volunteerSubmissions.list, withAnswers),
    applications: mapped(store.careerApplications.list, maskedApplication),
    users: { list: store.users.list },
  };

  for (const [name, collection] of Object.entries(collections)) {
    app.get(`${STAFF_PATH}/${name}`, { preHandler: guard }, async (request, reply) => {
      const query = validateWith(pageQuerySchema, request.query ?? {});
      if (query.isErr()) return sendRefusal(reply, { status: 400, msg: query.error.message, errors: query.error.fieldErrors });
      return sendOk(reply, 200, SERVER_MESSAGES.listed, await collection.list(query.value));
    });
  }
};
