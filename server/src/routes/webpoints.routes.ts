import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  bookingPayloadSchema,
  CALL_MESSAGES,
  contactPayloadSchema,
  createBookingSubmitSchema,
  ENDPOINTS,
  IDEMPOTENCY_HEADER,
  referPayloadSchema,
  volunteerPayloadSchema,
} from '@manobal/core';
import { canonicalJson, sha256Hex } from '../http/canonical-json';
import { sendFail, sendOk, sendRefusal } from '../http/envelope';
import { readJsonForm } from '../http/json-form';
import { SERVER_MESSAGES } from '../http/server.messages';
import type { SessionBookingRow } from '../store/store.port';
import type { RouteContext } from './route-context';

const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{1,200}$/;

/** The first answer to a booking, given again to every retry that carries the same Idempotency-Key. */
const sendBooked = (reply: FastifyReply, booking: SessionBookingRow, replayed: boolean) => {
  if (replayed) reply.header('idempotent-replayed', 'true');
  return sendOk(reply, 201, CALL_MESSAGES.bookSession.success, { id: booking.id });
};

/** The four public forms of spec section 7: refer a person, contact us, volunteer, book a session. */
export const registerWebpointsRoutes = (app: FastifyInstance, ctx: RouteContext): void => {
  const { store, newId, timestamp } = ctx;

  app.post(ENDPOINTS.referPerson.path, async (request, reply) => {
    const form = readJsonForm(request, referPayloadSchema);
    if (form.isErr()) return sendRefusal(reply, form.error);
    const { name, email, mobile, age } = form.value;
    const row = { id: newId(), name, email, mobile, age, created_at: timestamp() };
    await store.referrals.add(row);
    return sendOk(reply, 201, CALL_MESSAGES.referPerson.success, { id: row.id });
  });

  app.post(ENDPOINTS.contactUs.path, async (request, reply) => {
    const form = readJsonForm(request, contactPayloadSchema);
    if (form.isErr()) return sendRefusal(reply, form.error);
    const { name, email, message } = form.value;
    const row = { id: newId(), name, email, message, created_at: timestamp() };
    await store.contactMessages.add(row);
    return sendOk(reply, 201, CALL_MESSAGES.contactUs.success, { id: row.id });
  });

  app.post(ENDPOINTS.volunteer.path, async (request, reply) => {
    const form = readJsonForm(request, volunteerPayloadSchema);
    if (form.isErr()) return sendRefusal(reply, form.error);
    const { name, email, phone, age, gender, questions_and_answers } = form.value;
    const row = {
      id: newId(),
      name,
      email,
      phone: phone ?? null,
      age: age ?? null,
      gender: gender ?? null,
      questions_and_answers: JSON.stringify(questions_and_answers),
      created_at: timestamp(),
    };
    await store.volunteerSubmissions.add(row);
    return sendOk(reply, 201, CALL_MESSAGES.volunteer.success, { id: row.id });
  });

  const bookingSchema = createBookingSubmitSchema(ctx.clock);
  app.post(ENDPOINTS.bookSession.path, async (request, reply) => {
    const header = request.headers[IDEMPOTENCY_HEADER.toLowerCase()];
    const key = typeof header === 'string' ? header : undefined;
    if (header !== undefined && (key === undefined || !IDEMPOTENCY_KEY_PATTERN.test(key))) {
      return sendFail(reply, 400, SERVER_MESSAGES.invalidIdempotencyKey);
    }
    // A retry is recognised before the today-or-later rule: tomorrow the same booking would fail it, yet its
    // retry must still get the first answer. Only a body of the right clock-free shape (a flat object of known
    // fields) is fingerprinted: canonicalJson recurses, and a deeply nested body would overflow the stack.
    // The body as sent is fingerprinted, so fingerprints already stored keep matching their retries.
    const fingerprint =
      key !== undefined && readJsonForm(request, bookingPayloadSchema).isOk() ? sha256Hex(canonicalJson(request.body)) : null;
    if (key !== undefined && fingerprint !== null) {
      const earlier = await store.sessionBookings.findByIdempotencyKey(key);
      if (earlier) {
        return earlier.payload_sha256 === fingerprint ? sendBooked(reply, earlier, true) : sendFail(reply, 409, SERVER_MESSAGES.idempotencyKeyReused);
      }
    }
    const form = readJsonForm(request, bookingSchema);
    if (form.isErr()) return sendRefusal(reply, form.error);
    const { name, email, phone, age, gender, problem, date, time } = form.value;
    const row: SessionBookingRow = {
      id: newId(),
      name,
      email,
      phone,
      age,
      gender,
      problem,
      date,
      time,
      idempotency_key: key ?? null,
      payload_sha256: fingerprint,
      created_at: timestamp(),
    };
    const added = await store.sessionBookings.addOnce(row);
    if (added.isOk()) return sendBooked(reply, added.value, false);
    // Two copies of one retry raced; the one that lost answers like a retry.
    const { existing } = added.error;
    return existing.payload_sha256 === fingerprint ? sendBooked(reply, existing, true) : sendFail(reply, 409, SERVER_MESSAGES.idempotencyKeyReused);
  });
};
