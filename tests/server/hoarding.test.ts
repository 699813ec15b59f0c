import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  APPOINTMENT_PATHS,
  BOOKING_CAP_MESSAGES,
  BOOKING_POLICY,
  ENDPOINTS,
  HEALTH_PATH,
  SAMPLE_THERAPISTS,
  type BookableTherapist,
  type DirectoryEntry,
  type WeeklyRule,
} from '@manobal/core';
import { at } from '../../fixtures/booking/availability';
import { aConfirmRequest } from '../../fixtures/in-memory/in-memory-appointments';
import { aMovableClock } from '../../fixtures/in-memory/in-memory-services';
import { createTestDatabase, describeEachEngine, type TestDatabase } from './support/test-databases';
import { startTestServer, TEST_STAFF_TOKEN, type TestResponse, type TestServer } from './support/test-server';

/** Monday 30 November 2026, 09:00 IST. The hoarder goes for the whole of the next week. */
const NOW = at('2026-11-30', '09:00');
const NEXT_WEEK = '2026-12-07';
const MINUTE = 60_000;

/** Every address below reaches the server through the test's own proxy (127.0.0.1), as a balancer would pass it. */
const PROXY_ENV = { TRUST_PROXY: '127.0.0.1' };
const HOARDER = '203.0.113.66';
const SCHOOL = '203.0.113.120';

const bookable = ({ therapist, availability }: (typeof SAMPLE_THERAPISTS)[number]): BookableTherapist => ({
  id: therapist.id,
  feeInr: therapist.fee_inr,
  active: true,
  availability: { rules: availability.rules, timeOff: availability.timeOff, dateOverrides: availability.dateOverrides, bufferMinutes: availability.bufferMinutes },
});

const slotsPath = (therapistId: string, from: string, days: number) => `${ENDPOINTS.therapistSlots.path.replace('{id}', therapistId)}?from=${from}&days=${days}`;

interface Slot {
  readonly start: string;
  readonly end: string;
  readonly modes: readonly string[];
}
const slotsOf = (answer: TestResponse): Slot[] => {
  expect(answer.status, answer.text).toBe(200);
  return (answer.json.data.days as { slots: Slot[] }[]).flatMap((day) => day.slots);
};

/** Free time as a person can book it: the minutes covered by free sessions, overlapping starts counted once. */
const freeMinutes = (slots: readonly Slot[]): number => {
  let total = 0;
  let reached = -Infinity;
  for (const slot of [...slots].sort((a, b) => Date.parse(a.start) - Date.parse(b.start))) {
    const start = Math.max(Date.parse(slot.start), reached);
    const end = Date.parse(slot.end);
    if (end > start) total += (end - start) / MINUTE;
    reached = Math.max(reached, end);
  }
  return total;
};

const hold = (server: TestServer, therapistId: string, start: string, headers: Record<string, string>) =>
  server.post(APPOINTMENT_PATHS.holds, { therapist_id: therapistId, start, mode: 'video' }, headers);
const from = (address: string, cookie?: string): Record<string, string> => ({ 'x-forwarded-for': address, ...(cookie ? { cookie } : {}) });
const deviceCookieOf = (answer: TestResponse): string | undefined => answer.headers.get('set-cookie')?.split(';')[0];

describeEachEngine('hoarding the calendar', (engine) => {
  let db: TestDatabase;
  let server: TestServer;
  const clock = aMovableClock(NOW.toISOString());
  const therapists = SAMPLE_THERAPISTS.map(bookable);

  beforeAll(async () => {
    db = await createTestDatabase(engine);
    server = await startTestServer(db, { clock, env: PROXY_ENV });
    await server.store.therapists.seed(SAMPLE_THERAPISTS, NOW);
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  const weekOf = async (therapistId: string) => slotsOf(await server.get(slotsPath(therapistId, NEXT_WEEK, 7)));
  const holdAt = (therapistId: string, start: string, headers: Record<string, string>) => hold(server, therapistId, start, headers);
  const confirm = (holdId: string, headers: Record<string, string>, overrides: Record<string, unknown> = {}) =>
    server.post(APPOINTMENT_PATHS.appointments, aConfirmRequest(holdId, { name: 'Made Up Name', ...overrides }), headers);
  const videoSlots = (slots: readonly Slot[]) => slots.filter((slot) => slot.modes.includes('video'));

  it('leaves four fifths of every therapist\'s week free after one address tries to hold and confirm all of it with rotating cookies, and another address still books', async () => {
    const before = new Map<string, number>();
    for (const therapist of therapists) before.set(therapist.id, freeMinutes(await weekOf(therapist.id)));

    const kinds = new Map<string, number>();
    let confirmed = 0;
    for (const therapist of therapists) {
      for (const slot of videoSlots(await weekOf(therapist.id))) {
        // No cookie sent back: every request is a new device, with a made-up name, phone and e-mail.
        const held = await holdAt(therapist.id, slot.start, from(HOARDER));
        if (held.status === 201) {
          const booked = await confirm(held.json.data.hold_id, from(HOARDER));
          if (booked.status === 201) confirmed += 1;
          else kinds.set(booked.json.kind, (kinds.get(booked.json.kind) ?? 0) + 1);
        } else if (held.status === 429) {
          expect(held.json.msg).toBe(BOOKING_CAP_MESSAGES[held.json.kind as keyof typeof BOOKING_CAP_MESSAGES]);
          kinds.set(held.json.kind, (kinds.get(held.json.kind) ?? 0) + 1);
        } else {
          expect(held.status, held.text).toBe(409);
        }
      }
    }

    expect(confirmed).toBeGreaterThan(0);
    expect(kinds.get('address-therapist-week')).toBeGreaterThan(0);
    for (const therapist of therapists) {
      const after = freeMinutes(await weekOf(therapist.id));
      expect(after / (before.get(therapist.id) ?? 1), therapist.id).toBeGreaterThanOrEqual(0.8);
    }

    // Someone at another address books one of the times left.
    const [free] = videoSlots(await weekOf(therapists[0]!.id));
    const held = await holdAt(therapists[0]!.id, free!.start, from('198.51.100.20'));
    expect(held.status, held.text).toBe(201);
    expect((await confirm(held.json.data.hold_id, from('198.51.100.20'))).status).toBe(201);

    // Health shows the attempt to an operator, with counts only.
    await expect
      .poll(async () => (await server.get(HEALTH_PATH)).json.data.booking_caps.holds_refused['address-therapist-week'], { timeout: 5000 })
      .toBe(kinds.get('address-therapist-week'));
    const health = (await server.get(HEALTH_PATH)).text;
    expect(health).not.toContain(HOARDER);
    expect(health).not.toContain('Made Up Name');
  });

  it('keeps the share when the holds run out and the same address tries again', async () => {
    clock.set(new Date(NOW.getTime() + (BOOKING_POLICY.holdMinutes + 1) * MINUTE).toISOString());
    const target = therapists[0]!;
    const again = await holdAt(target.id, videoSlots(await weekOf(target.id))[0]!.start, from(HOARDER));
    expect([again.status, again.json.kind]).toEqual([429, 'address-therapist-week']);
    clock.set(NOW.toISOString());
  });

  it("lets staff list the hoarder's bookings a page at a time and cancel all made from that address, with the reason kept", async () => {
    const staff = { authorization: `Bearer ${TEST_STAFF_TOKEN}` };
    const page = await server.staffGet(`${APPOINTMENT_PATHS.staff}?from=${NEXT_WEEK}&to=2026-12-13&limit=5&page=1`);
    expect(page.json.data).toMatchObject({ page: 1, limit: 5, total: expect.any(Number) });
    expect(page.json.data.items).toHaveLength(5);
    const madeFrom = page.json.data.items.map((item: { made_from: { address: string } }) => item.made_from.address);
    expect(madeFrom).toContain(HOARDER);
    const total = page.json.data.total as number;

    const window = { from: new Date(NOW.getTime() - 60 * MINUTE).toISOString(), to: new Date(NOW.getTime() + 60 * MINUTE).toISOString() };
    const reason = 'Booked by one script holding every free time of the week.';
    const cancelled = await server.post(`${APPOINTMENT_PATHS.staff}/cancel`, { address: HOARDER, ...window, reason }, staff);
    expect(cancelled.status, cancelled.text).toBe(200);
    // Everything but the one booking from the other address.
    expect(cancelled.json.data.cancelled).toBe(total - 1);
    const after = await server.staffGet(`${APPOINTMENT_PATHS.staff}?from=${NEXT_WEEK}&to=2026-12-13&status=cancelled&limit=100`);
    expect(after.json.data.total).toBe(total - 1);
    expect(after.json.data.items.every((item: { cancel_reason: string }) => item.cancel_reason === reason)).toBe(true);
    // The times are free again: only the other address's booking is left in the week.
    const stillConfirmed = await server.staffGet(`${APPOINTMENT_PATHS.staff}?from=${NEXT_WEEK}&to=2026-12-13&status=confirmed`);
    expect(stillConfirmed.json.data.items.map((item: { made_from: { address: string } }) => item.made_from.address)).toEqual(['198.51.100.20']);
    // A pattern without its window is refused, naming what to send.
    const vague = await server.post(`${APPOINTMENT_PATHS.staff}/cancel`, { address: HOARDER, reason }, staff);
    expect(vague.status).toBe(400);
  });

  it('lets one device hold two times at once and one per therapist, and not take back at once a time its hold let go of', async () => {
    const address = '198.51.100.30';
    const [first, second, third] = [therapists[1]!, therapists[2]!, therapists[3]!];
    const firstStart = videoSlots(await weekOf(first.id))[0]!.start;
    const one = await holdAt(first.id, firstStart, from(address));
    expect(one.status, one.text).toBe(201);
    expect(one.headers.get('set-cookie')).toMatch(/^manobal_device=[\w-]{22}; Path=\/api\/v1\/appointments; Max-Age=\d+; HttpOnly; SameSite=Lax$/);
    const cookie = deviceCookieOf(one);

    const sameTherapist = await holdAt(first.id, videoSlots(await weekOf(first.id)).at(-1)!.start, from(address, cookie));
    expect([sameTherapist.status, sameTherapist.json]).toEqual([429, { success: false, msg: BOOKING_CAP_MESSAGES['device-therapist-holds'], kind: 'device-therapist-holds' }]);
    const two = await holdAt(second.id, videoSlots(await weekOf(second.id)).at(-1)!.start, from(address, cookie));
    expect(two.status, two.text).toBe(201);
    expect(two.headers.get('set-cookie')).toBeNull();
    const three = await holdAt(third.id, videoSlots(await weekOf(third.id)).at(-1)!.start, from(address, cookie));
    expect([three.status, three.json.kind, three.json.msg]).toEqual([429, 'device-holds', BOOKING_CAP_MESSAGES['device-holds']]);
    expect(BOOKING_CAP_MESSAGES['device-holds']).toContain('You are already holding two times');

    // The first hold runs out: the same device cannot take that time back at once; another device can.
    clock.set(new Date(NOW.getTime() + (BOOKING_POLICY.holdMinutes + 1) * MINUTE).toISOString());
    const back = await holdAt(first.id, firstStart, from(address, cookie));
    expect([back.status, back.json.kind]).toEqual([429, 'recently-released']);
    const someoneElse = await holdAt(first.id, firstStart, from(address));
    expect(someoneElse.status, someoneElse.text).toBe(201);
    clock.set(NOW.toISOString());
  });

  it("does not give a device back at once a time it released ('Choose another time'); another device may hold it", async () => {
    const address = '198.51.100.50';
    const therapist = therapists[4]!;
    const start = videoSlots(await weekOf(therapist.id))[1]!.start;
    const held = await holdAt(therapist.id, start, from(address));
    expect(held.status, held.text).toBe(201);
    const cookie = deviceCookieOf(held);
    const released = await server.post(APPOINTMENT_PATHS.releaseHold, { hold_id: held.json.data.hold_id }, from(address, cookie));
    expect(released.status, released.text).toBe(200);
    const again = await holdAt(therapist.id, start, from(address, cookie));
    expect([again.status, again.json]).toEqual([429, { success: false, msg: BOOKING_CAP_MESSAGES['recently-released'], kind: 'recently-released' }]);
    expect((await holdAt(therapist.id, start, from(address))).status).toBe(201);
  });

  it('refuses a fourth booking in a day for one phone number, saying what to do', async () => {
    const phone = '9123456780';
    const answers: TestResponse[] = [];
    for (const [n, therapist] of therapists.slice(0, 4).entries()) {
      const slot = videoSlots(await weekOf(therapist.id)).at(-2)!;
      const held = await holdAt(therapist.id, slot.start, from(`198.51.100.${40 + n}`));
      expect(held.status, held.text).toBe(201);
      answers.push(await confirm(held.json.data.hold_id, from(`198.51.100.${40 + n}`), { phone, email: `person${n}@example.in` }));
    }
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 429]);
    expect(answers[3]!.json).toEqual({ success: false, msg: BOOKING_CAP_MESSAGES['contact-bookings'], kind: 'contact-bookings' });
  });
});

/** Five therapists who each give a full week (Monday to Saturday, 09:00 to 18:00 IST): room for a school. */
const FULL_WEEK: WeeklyRule[] = (['mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const).map((weekday) => ({ weekday, start: '09:00', end: '18:00', modes: ['video'] }));
const FULL_TIME_ENTRIES = SAMPLE_THERAPISTS.map(({ therapist, availability }, n): DirectoryEntry => ({
  therapist: { ...therapist, id: `full-time-${n + 1}` },
  availability: { ...availability, rules: FULL_WEEK, bufferMinutes: 0 },
}));
const FULL_TIME = FULL_TIME_ENTRIES.map(bookable);

/** A small deterministic generator, so a run is repeatable and its visitors still choose unlike each other. */
const seeded = (seed: number) => () => {
  seed = (seed * 1103515245 + 12345) % 2 ** 31;
  return seed / 2 ** 31;
};

describeEachEngine('a school lab behind one address', (engine) => {
  let db: TestDatabase;
  let server: TestServer;
  const clock = aMovableClock(NOW.toISOString());

  beforeAll(async () => {
    db = await createTestDatabase(engine);
    server = await startTestServer(db, { clock, env: PROXY_ENV });
    await server.store.therapists.seed(FULL_TIME_ENTRIES, NOW);
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  it('lets 120 people behind one address, each on their own device, book over an hour', async () => {
    const random = seeded(120);
    const VISITORS = 120;
    // Visitor n opens the calendar at n × 30 s and confirms 3 minutes after holding: several hold at once.
    type Visitor = { readonly n: number; cookie?: string; holdId?: string; chosenAgain: number; booked: boolean };
    const visitors: Visitor[] = Array.from({ length: VISITORS }, (_, n) => ({ n, chosenAgain: 0, booked: false }));
    const events = visitors.flatMap((visitor) => [
      { at: visitor.n * 30_000, visitor, step: 'hold' as const },
      { at: visitor.n * 30_000 + 3 * MINUTE, visitor, step: 'confirm' as const },
    ]);
    events.sort((a, b) => a.at - b.at);
    const refusals: string[] = [];

    const choose = async (visitor: Visitor, skipWeeks: number) => {
      const therapist = FULL_TIME[visitor.n % FULL_TIME.length]!;
      const today = NOW.toISOString().slice(0, 10);
      const slots = slotsOf(await server.get(slotsPath(therapist.id, today, 31), from(SCHOOL, visitor.cookie)));
      const later = slots.filter((slot) => Date.parse(slot.start) >= Date.parse(slots[0]!.start) + skipWeeks * 7 * 86_400_000);
      const pool = later.length > 0 ? later : slots;
      return { therapist, slot: pool[Math.floor(random() * pool.length)]! };
    };

    for (const { at: offset, visitor, step } of events) {
      clock.set(new Date(NOW.getTime() + offset).toISOString());
      if (step === 'hold') {
        // A refusal's words say to choose another week or therapist: the visitor does, as a person would.
        for (let attempt = 0; attempt < 4 && visitor.holdId === undefined; attempt += 1) {
          const { therapist, slot } = await choose(visitor, attempt);
          const held = await hold(server, therapist.id, slot.start, from(SCHOOL, visitor.cookie));
          visitor.cookie ??= deviceCookieOf(held);
          if (held.status === 201) visitor.holdId = held.json.data.hold_id;
          else {
            refusals.push(`${held.status} ${held.json.kind ?? held.json.msg}`);
            visitor.chosenAgain += 1;
          }
        }
      } else if (visitor.holdId !== undefined) {
        const booked = await server.post(
          APPOINTMENT_PATHS.appointments,
          aConfirmRequest(visitor.holdId, { name: `Student ${visitor.n}`, email: `student${visitor.n}@school.example.in`, phone: `9${String(100_000_000 + visitor.n)}` }),
          from(SCHOOL, visitor.cookie),
        );
        expect(booked.status, booked.text).toBe(201);
        visitor.booked = true;
      }
    }

    expect(visitors.filter((visitor) => !visitor.booked).map((visitor) => visitor.n)).toEqual([]);
    // Nobody hit a rate limit or a cap on live holds; at most a few were asked to pick another week (a fifth of a therapist's week each).
    expect(refusals.filter((refusal) => !refusal.endsWith('address-therapist-week') && !refusal.startsWith('409'))).toEqual([]);
    expect(visitors.filter((visitor) => visitor.chosenAgain > 0).length).toBeLessThanOrEqual(VISITORS / 10);
  });
});
