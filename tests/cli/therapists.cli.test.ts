import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CALLBACK_OUTCOME_LABELS, ENDPOINTS, SAMPLE_THERAPISTS, STAFF_APPOINTMENT_TEXT, STAFF_CREDENTIAL_REFUSALS, URGENT_QUEUE_TEXT } from '@manobal/core';
import { at } from '../../fixtures/booking/availability';
import { aMovableClock } from '../../fixtures/in-memory/in-memory-services';
import { A_NEW_THERAPIST } from '../../fixtures/in-memory/in-memory-therapists';
import { aValidCallbackRequest, aValidCareersApplication, aValidLead, aValidReferral, fixtureFile } from '../../fixtures/forms';
import { arrangeLinkedUploads } from '../server/support/linked-uploads';
import { createNodeApi } from '../../cli/src/api-client';
import { runCli } from '../../cli/src/program';
import { createTestDatabase, type TestDatabase } from '../server/support/test-databases';
import { startTestServer, TEST_STAFF_TOKEN, type TestServer } from '../server/support/test-server';
import { TEST_ADMIN_NAME } from '../server/support/staff-people';
import { aTestContext } from './cli-test-context';

/** Monday 30 November 2026, 09:00 IST, against a server whose directory holds the five sample therapists. */
describe('manobal therapists and manobal slots --therapist', () => {
  let db: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    db = await createTestDatabase('sqlite');
    const store = await db.open();
    await store.therapists.seed(SAMPLE_THERAPISTS, new Date());
    await store.close();
    server = await startTestServer(db, { clock: aMovableClock(at('2026-11-30', '09:00').toISOString()) });
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  const run = async (args: readonly string[], env: Readonly<Record<string, string>> = {}) => {
    const { ctx, output } = aTestContext({ interactive: false, env, createApi: (base, apiOptions) => createNodeApi(base, apiOptions) });
    const code = await runCli([...args, '--api', server.baseUrl], ctx);
    return { code, stdout: output.stdout(), stderr: output.stderr() };
  };

  it('lists the directory, filtered, with names of languages and the fee', async () => {
    const listed = await run(['therapists', '--language', 'marathi']);
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stdout).toContain('Dr. Meera Nair (meera-nair) — Child and Adolescent Psychologist');
    expect(listed.stdout).toContain('Malayalam, English, Marathi');
    expect(listed.stdout).toContain('₹1,200 per session');
    expect(listed.stdout).not.toContain('Ananya');
    const json = await run(['therapists', '--concern', 'adhd', '--json']);
    expect((JSON.parse(json.stdout).data.items as { id: string }[]).map((t) => t.id)).toEqual(['vikram-mehta']);
  });

  it('refuses a language given as a name, before asking the server', async () => {
    const refused = await run(['therapists', '--language', 'Marathi']);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toContain('Use a language id');
  });

  it("prints a therapist's free slots by IST date, and says when a therapist is unknown", async () => {
    const slots = await run(['slots', '--therapist', 'vikram-mehta', '--from', '2026-11-30', '--days', '2']);
    expect(slots.code, slots.stderr).toBe(0);
    expect(slots.stdout).toContain('2026-11-30  6:00 pm IST [video], 6:30 pm IST [video]');
    const json = await run(['slots', '--therapist', 'vikram-mehta', '--days', '1', '--json']);
    expect(JSON.parse(json.stdout).data.days[0].date).toBe('2026-11-30');
    const unknown = await run(['slots', '--therapist', 'nobody-here']);
    expect(unknown.code).not.toBe(0);
    expect(unknown.stderr).toContain('We could not find this therapist');
  });

  it('changes the directory as staff with MANOBAL_STAFF_TOKEN: add, weekly hours, time off, and the list staff see', async () => {
    const staff = { MANOBAL_STAFF_TOKEN: TEST_STAFF_TOKEN };
    const dir = await mkdtemp(join(tmpdir(), 'manobal-staff-'));
    try {
      const file = join(dir, 'kavya.json');
      await writeFile(file, JSON.stringify(A_NEW_THERAPIST));
      const added = await run(['staff', 'add-therapist', '--file', file], staff);
      expect(added.code, added.stderr).toBe(0);
      const again = await run(['staff', 'add-therapist', '--file', file], staff);
      expect(again.code).toBe(1);
      expect(again.stderr).toContain('id: A therapist with this id already exists');

      const rules = await run(['staff', 'rules', 'kavya-menon', '--rule', 'tue 19:00-21:00 video', '--buffer', '30'], staff);
      expect(rules.code, rules.stderr).toBe(0);
      const offGrid = await run(['staff', 'rules', 'kavya-menon', '--rule', 'tue 19:15-21:00 video'], staff);
      expect(offGrid.code).toBe(1);
      expect(offGrid.stderr).toContain('on the hour or the half hour');
      expect((await run(['staff', 'rules', 'kavya-menon', '--rule', 'tuesday evenings'], staff)).code).toBe(2);
      expect((await run(['staff', 'time-off', 'kavya-menon', '--from', '2026-12-08', '--to', '2026-12-08'], staff)).code).toBe(0);

      const slots = await run(['slots', '--therapist', 'kavya-menon', '--from', '2026-12-01', '--days', '8']);
      expect(slots.stdout).toContain('2026-12-01  7:00 pm IST [video], 7:30 pm IST [video], 8:00 pm IST [video]');
      expect(slots.stdout).toContain('2026-12-08  no free slot');

      const photo = await run(['staff', 'photo', 'kavya-menon', '--file', fixtureFile('sample.jpg'), '--json'], staff);
      expect(photo.code, photo.stderr).toBe(0);
      expect(JSON.parse(photo.stdout).data.therapist.photo_url).toMatch(/^\/api\/v1\/therapists\/kavya-menon\/photo\//);
      const notAnImage = await run(['staff', 'photo', 'kavya-menon', '--file', fixtureFile('sample.pdf')], staff);
      expect(notAnImage.code).toBe(1);
      expect(notAnImage.stderr).toContain('A photo must be a JPG, JPEG or PNG image.');

      const removed = await run(['staff', 'photo', 'kavya-menon', '--remove', '--json'], staff);
      expect(removed.code, removed.stderr).toBe(0);
      expect(JSON.parse(removed.stdout).data.therapist.photo_url).toBeNull();
      expect((await run(['staff', 'photo', 'kavya-menon'], staff)).stderr).toContain('Give --file with the new photo, or --remove.');

      // A profile file for another therapist is refused before anything is sent: an id never changes.
      const other = join(dir, 'other.json');
      await writeFile(other, JSON.stringify({ ...A_NEW_THERAPIST, id: 'asha-kumar' }));
      const moved = await run(['staff', 'update-therapist', 'kavya-menon', '--file', other], staff);
      expect(moved.code).toBe(2);
      expect(moved.stderr).toContain('The file is for therapist "asha-kumar", not "kavya-menon"');
      await writeFile(other, JSON.stringify({ ...A_NEW_THERAPIST, fee_inr: 1100 }));
      const updated = await run(['staff', 'update-therapist', 'kavya-menon', '--file', other, '--json'], staff);
      expect(updated.code, updated.stderr).toBe(0);
      expect(JSON.parse(updated.stdout).data.therapist.fee_inr).toBe(1100);

      const listed = await run(['staff', 'therapists'], staff);
      expect(listed.code, listed.stderr).toBe(0);
      expect(listed.stdout).toContain('Weekly (IST): tue 19:00-21:00 video · 30 min buffer');
      expect(listed.stdout).toContain('Time off: 2026-12-08');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('marks the sample therapists in both listings, and refuses to add an active therapist without a verified registration', async () => {
    const staff = { MANOBAL_STAFF_TOKEN: TEST_STAFF_TOKEN };
    const listed = await run(['therapists', '--language', 'marathi']);
    expect(listed.stdout).toContain('Dr. Meera Nair (meera-nair) — Child and Adolescent Psychologist · Sample profile — not a real clinician');
    const dir = await mkdtemp(join(tmpdir(), 'manobal-staff-'));
    try {
      const file = join(dir, 'asha.json');
      await writeFile(file, JSON.stringify({ ...A_NEW_THERAPIST, id: 'asha-kumar', name: 'Asha Kumar', registration: null }));
      const refused = await run(['staff', 'add-therapist', '--file', file], staff);
      expect(refused.code).toBe(1);
      expect(refused.stderr).toContain('An active therapist needs a verified registration');
      await writeFile(file, JSON.stringify({ ...A_NEW_THERAPIST, id: 'asha-kumar', name: 'Asha Kumar' }));
      expect((await run(['staff', 'add-therapist', '--file', file], staff)).code).toBe(0);

      const staffList = await run(['staff', 'therapists'], staff);
      expect(staffList.stdout).toContain('Dr. Meera Nair (meera-nair) — Child and Adolescent Psychologist · ₹1,200 · Sample profile — not a real clinician');
      expect(staffList.stdout).toContain('Registration no. A12345, Rehabilitation Council of India (RCI) · verified by Leela Menon, care team on');
      const publicList = await run(['therapists', '--language', 'bengali']);
      expect(publicList.stdout).toContain('Asha Kumar (asha-kumar) — Counselling Psychologist\n');
      expect(publicList.stdout).toContain('Registration no. A12345, Rehabilitation Council of India (RCI)');
      expect(publicList.stdout).not.toContain('Leela Menon');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('lists appointments for staff, filtered, with the contact details a booking left', async () => {
    const staff = { MANOBAL_STAFF_TOKEN: TEST_STAFF_TOKEN };
    const api = createNodeApi(server.baseUrl, { timeoutMs: 5000 });
    const held = (await api.holdSlot({ therapist_id: 'vikram-mehta', start: new Date('2026-12-01T18:00:00+05:30'), mode: 'video' }))._unsafeUnwrap();
    const booked = (await api.confirmAppointment({ hold_id: held.data.hold_id, name: 'Asha Verma', email: 'asha@example.com', phone: '9876543210', age: '29' }))._unsafeUnwrap();
    const listed = await run(['staff', 'appointments', '--therapist', 'vikram-mehta', '--from', '2026-12-01', '--to', '2026-12-01'], staff);
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stdout).toContain(`${booked.data.reference}  Tue 1 Dec, 6:00 pm IST · vikram-mehta · video · ${STAFF_APPOINTMENT_TEXT.phases.upcoming}`);
    expect(listed.stdout).toContain('Asha Verma, 29 · asha@example.com · 9876543210');
    const none = await run(['staff', 'appointments', '--therapist', 'vikram-mehta', '--from', '2026-12-02', '--json'], staff);
    expect(JSON.parse(none.stdout).data.items).toEqual([]);
    const badStatus = await run(['staff', 'appointments', '--status', 'booked'], staff);
    expect(badStatus.code).toBe(2);
    expect(badStatus.stderr).toContain('Use a status: confirmed, cancelled, attended, no-show.');
    const badDate = await run(['staff', 'appointments', '--from', '1/12/2026'], staff);
    expect(badDate.code).toBe(1);
  });

  it("lists the urgent queue, claims a call-back ('I'm calling') and records what the call came to, and refuses an unknown one", async () => {
    const staff = { MANOBAL_STAFF_TOKEN: TEST_STAFF_TOKEN };
    const requested = await server.post(ENDPOINTS.requestCallback.path, aValidCallbackRequest({ risk: 'yes', language: 'marathi' }));
    const id = requested.json.data.id as string;
    const waiting = await run(['staff', 'callbacks', '--limit', '100'], staff);
    // Asked at 09:00 IST while the care team works: a crisis is due within the hour; the care team sees the context.
    expect(waiting.stdout).toMatch(/URGENT · Waiting · Asha Verma · 9876543210 · crisis · asked Mon 30 Nov, 9:00 am IST \(/);
    expect(waiting.stdout).toContain(`  risk answer: yes · language: Marathi · due Mon 30 Nov, 10:00 am IST · id ${id}`);
    const claimed = await run(['staff', 'callbacks', 'claim', id], staff);
    expect(claimed.code, claimed.stderr).toBe(0);
    expect(claimed.stdout).toContain(`Saved. Asha Verma · 9876543210: ${URGENT_QUEUE_TEXT.callingNow(TEST_ADMIN_NAME)}.`);
    const closed = await run(['staff', 'callbacks', 'outcome', id, 'referred-tele-manas', '--json'], staff);
    expect(closed.code, closed.stderr).toBe(0);
    expect(JSON.parse(closed.stdout).data).toMatchObject({ state: 'closed', outcome: 'referred-tele-manas', urgency: 'urgent' });
    const listed = await run(['staff', 'callbacks', '--state', 'closed'], staff);
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stdout).toContain(`URGENT · ${URGENT_QUEUE_TEXT.closedBy(TEST_ADMIN_NAME, CALLBACK_OUTCOME_LABELS['referred-tele-manas'])} · Asha Verma`);
    expect((await run(['staff', 'callbacks', '--limit', '500'], staff)).stderr).toContain('limit must be a whole number from 1 to 100');
    const again = await run(['staff', 'callbacks', 'claim', id], staff);
    expect([again.code, again.stderr.includes(URGENT_QUEUE_TEXT.closedAlready)]).toEqual([1, true]);
    const unknown = await run(['staff', 'callbacks', 'claim', 'no-such-request'], staff);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No call-back request has this id.');
    const wrong = await run(['staff', 'callbacks', 'outcome', id, 'sorted'], staff);
    expect([wrong.code, wrong.stderr.includes('Name an outcome: reached, no-answer')]).toEqual([2, true]);
  });

  it('marks a careers application done for the care team, listed with when an answer is due, and refuses an unknown one', async () => {
    const staff = { MANOBAL_STAFF_TOKEN: TEST_STAFF_TOKEN };
    const application = aValidCareersApplication({ email: 'cli.applicant@example.in' });
    await arrangeLinkedUploads(server.store, application);
    const applied = await server.post(ENDPOINTS.careersApply.path, application);
    expect(applied.status, applied.text).toBe(201);
    const id = applied.json.data.id as string;
    const listed = await run(['staff', 'list', 'applications'], staff);
    expect(listed.code, listed.stderr).toBe(0);
    expect(listed.stdout).toContain('status: waiting');
    expect(listed.stdout).toContain('due_at: Thu 3 Dec, 12:00 am IST');
    const done = await run(['staff', 'application', id, '--done', '--json'], staff);
    expect(done.code, done.stderr).toBe(0);
    expect(JSON.parse(done.stdout).data).toMatchObject({ id, status: 'done', overdue: false });
    const unknown = await run(['staff', 'application', 'no-such-application', '--done'], staff);
    expect(unknown.code).toBe(1);
    expect((await run(['staff', 'application', id], staff)).code).toBe(2);
  });

  it('marks a referral done for the care team, shown in its listing, and refuses a collection nobody follows up or an unknown id', async () => {
    const staff = { MANOBAL_STAFF_TOKEN: TEST_STAFF_TOKEN };
    const referred = await server.post(ENDPOINTS.referPerson.path, aValidReferral({ name: 'Marked Person' }));
    const id = referred.json.data.id as string;
    const done = await run(['staff', 'mark', 'referrals', id, '--done'], staff);
    expect(done.code, done.stderr).toBe(0);
    expect(done.stdout).toContain('Saved.');
    const listed = await run(['staff', 'list', 'referrals', '--json', '--limit', '100'], staff);
    expect(JSON.parse(listed.stdout).data.items).toContainEqual(expect.objectContaining({ id, name: 'Marked Person', status: 'done', marked_at: expect.any(String) }));
    // For people: waiting ones first, so the done one is last here; its time in IST like the time it arrived.
    const shownList = (await run(['staff', 'list', 'referrals', '--limit', '100'], staff)).stdout;
    expect(shownList).toMatch(/name: Marked Person · .* · status: done · marked_at: \w{3} \d{1,2} \w{3}, \d{1,2}:\d{2} [ap]m IST/);
    const newsletter = await run(['staff', 'mark', 'newsletter', id, '--done'], staff);
    expect(newsletter.code).toBe(1);
    expect(newsletter.stderr).toContain('Only these are marked: referrals, contacts, leads.');
    const unknown = await run(['staff', 'mark', 'leads', 'no-such-lead', '--waiting'], staff);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr).toContain('No record in this collection has this id.');
    expect((await run(['staff', 'mark', 'referrals', id], staff)).code).toBe(2);
  });

  it('lists what visitors sent for the care team, newest first, with every field as kept; --json gives the page as the server answered it', async () => {
    const staff = { MANOBAL_STAFF_TOKEN: TEST_STAFF_TOKEN };
    const referred = await server.post(ENDPOINTS.referPerson.path, aValidReferral({ name: 'Listed Person', mobile: '+91 98765 43210' }));
    const lead = await server.post(ENDPOINTS.submitLead.path, aValidLead({ organisation: 'Listed School', kind: 'school-contact', size: '' }));
    const referrals = await run(['staff', 'list', 'referrals', '--limit', '100'], staff);
    expect(referrals.code, referrals.stderr).toBe(0);
    expect(referrals.stdout).toContain(`id ${referred.json.data.id as string}`);
    expect(referrals.stdout).toContain(`name: Listed Person · email: ${aValidReferral().email} · mobile: 9876543210 · age: ${aValidReferral().age}`);
    expect(referrals.stdout).toMatch(/Page 1 \(\d+ of \d+, 100 per page\)\./);
    const leads = await run(['staff', 'list', 'leads', '--json'], staff);
    expect(JSON.parse(leads.stdout).data.items).toContainEqual(expect.objectContaining({ id: lead.json.data.id, organisation: 'Listed School', kind: 'school-contact', size: null }));
    const users = await run(['staff', 'list', 'users'], staff);
    expect(users.code, users.stderr).toBe(0);
    expect(users.stdout).not.toMatch(/password/i);
    const unknown = await run(['staff', 'list', 'passwords'], staff);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain('Name a listing: applications, appointments, bookings, callbacks, contacts, failed, leads, newsletter, referrals, sent, users, volunteers.');
  });

  it('refuses staff commands without MANOBAL_STAFF_TOKEN, and says when the token is wrong', async () => {
    const none = await run(['staff', 'therapists']);
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('Set MANOBAL_STAFF_TOKEN');
    const wrong = await run(['staff', 'time-off', 'vikram-mehta', '--from', '2026-12-01', '--to', '2026-12-31'], { MANOBAL_STAFF_TOKEN: 'not-the-staff-token-at-all' });
    expect(wrong.code).toBe(1);
    expect(wrong.stderr).toContain(STAFF_CREDENTIAL_REFUSALS.unknown);
  });

  it('keeps the plain slots command working without a server', async () => {
    const { ctx, output } = aTestContext({ interactive: false });
    expect(await runCli(['slots', '--json'], ctx)).toBe(0);
    expect(JSON.parse(output.stdout())).toHaveProperty('calendarSlots');
  });
});
