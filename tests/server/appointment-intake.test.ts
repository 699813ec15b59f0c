import { afterAll, beforeAll, expect, it } from 'vitest';
import { APPOINTMENT_PATHS, OPENAPI_PATH, appointmentPath } from '@manobal/core';
import { at } from '../../fixtures/booking/availability';
import { aBookableTherapist, aConfirmRequest, aHoldRequest, createInMemoryAvailabilityReader } from '../../fixtures/in-memory/in-memory-appointments';
import { aMovableClock } from '../../fixtures/in-memory/in-memory-services';
import { aCompleteWizardAnswers } from '../../fixtures/wizard';
import { openApiValidator } from './support/openapi-validator';
import { capturedLogs } from './support/captured-logs';
import { createTestDatabase, describeEachEngine, type TestDatabase } from './support/test-databases';
import { startTestServer, type TestServer } from './support/test-server';

/** Monday 30 November 2026, 09:00 IST: the fixtures' week is bookable from the next day. */
const NOW = at('2026-11-30', '09:00').toISOString();
/** Answers with words that appear nowhere else in a request or a log line, so a leak is easy to see. */
const ANSWERS = aCompleteWizardAnswers({
  languages: ['marathi'],
  otherConcern: 'Sleepless since the flood',
  additionalNotes: 'Prefers evenings after work',
  risk: 'no',
});

interface StaffItem {
  readonly reference: string;
  readonly intake_shared: boolean;
}

describeEachEngine('the therapy-match answers shared when booking', (engine) => {
  let db: TestDatabase;
  let server: TestServer;
  const logs = capturedLogs();

  beforeAll(async () => {
    db = await createTestDatabase(engine);
    server = await startTestServer(db, {
      clock: aMovableClock(NOW),
      therapists: createInMemoryAvailabilityReader([aBookableTherapist()]),
      logger: logs.logger,
    });
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  const book = async (start: Date, overrides: Record<string, unknown>): Promise<{ reference: string; manage_token: string }> => {
    const held = await server.post(APPOINTMENT_PATHS.holds, aHoldRequest(start));
    expect(held.status, held.text).toBe(201);
    const confirmed = await server.post(APPOINTMENT_PATHS.appointments, aConfirmRequest(held.json.data.hold_id, overrides));
    expect(confirmed.status, confirmed.text).toBe(201);
    return confirmed.json.data;
  };
  const staffItems = async (): Promise<StaffItem[]> => {
    const listed = await server.staffGet(APPOINTMENT_PATHS.staff);
    expect(listed.status, listed.text).toBe(200);
    return listed.json.data.items;
  };
  const intakeOf = async (reference: string): Promise<unknown> => {
    const read = await server.staffGet(`${APPOINTMENT_PATHS.staff}/${reference}/intake?reason=client-care`);
    expect(read.status, read.text).toBe(200);
    return read.json.data.intake;
  };

  it('keeps shared answers sealed in the store and gives them back, as ids, only through the staff intake read', async () => {
    const { reference, manage_token } = await book(at('2026-12-01', '18:00'), { intake: ANSWERS });

    const stored = (await server.store.appointments.findByReference(reference))._unsafeUnwrap();
    expect(stored?.person.intakeSealed).toEqual(expect.any(String));
    expect(stored?.person.intakeSealed).not.toContain('marathi');
    expect(stored?.person.intakeSealed).not.toContain('flood');

    expect((await staffItems()).find((item) => item.reference === reference)?.intake_shared).toBe(true);
    expect(await intakeOf(reference)).toEqual(ANSWERS);

    const shown = await server.get(appointmentPath(APPOINTMENT_PATHS.appointment, reference), { authorization: `Bearer ${manage_token}` });
    expect(shown.status, shown.text).toBe(200);
    expect(shown.json.data).not.toHaveProperty('intake');
    expect(shown.text).not.toContain('marathi');
  });

  it('keeps no intake when the visitor did not share it (left out or null), and staff see none', async () => {
    const without = await book(at('2026-12-01', '19:00'), {});
    const withNull = await book(at('2026-12-01', '20:00'), { intake: null });
    const items = await staffItems();
    for (const { reference } of [without, withNull]) {
      expect(items.find((item) => item.reference === reference)).toHaveProperty('intake_shared', false);
      expect(await intakeOf(reference)).toBeNull();
    }
  });

  it('refuses answers that are not the wizard ids with 400, naming the field, and keeps the hold', async () => {
    const held = await server.post(APPOINTMENT_PATHS.holds, aHoldRequest(at('2026-12-02', '18:00')));
    const refused = await server.post(APPOINTMENT_PATHS.appointments, aConfirmRequest(held.json.data.hold_id, { intake: { ...ANSWERS, languages: ['Marathi'] } }));
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.json.errors)).toEqual(['intake.languages.0']);
    const confirmed = await server.post(APPOINTMENT_PATHS.appointments, aConfirmRequest(held.json.data.hold_id, { intake: ANSWERS }));
    expect(confirmed.status, confirmed.text).toBe(201);
  });

  it('answers the staff listing, shared and not, as the OpenAPI document describes it, without the answers', async () => {
    const doc = openApiValidator((await server.get(OPENAPI_PATH)).json);
    const listed = await server.staffGet(APPOINTMENT_PATHS.staff);
    expect(listed.json.data.items.some((item: StaffItem) => item.intake_shared)).toBe(true);
    expect(listed.json.data.items.some((item: StaffItem) => !item.intake_shared)).toBe(true);
    expect(listed.text).not.toContain('marathi');
    expect(doc.answerMatches('staffAppointments', 200, listed.json)).toEqual({ ok: true, errors: '' });
  });

  it('never writes the shared answers to the logs', () => {
    const log = logs.text();
    expect(log.length).toBeGreaterThan(0);
    for (const secret of ['Sleepless since the flood', 'Prefers evenings after work', 'marathi']) expect(log).not.toContain(secret);
  });
});
