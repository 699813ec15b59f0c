import { readdir, readFile } from 'node:fs/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ENDPOINTS, OPENAPI_PATH, SAMPLE_THERAPISTS, THERAPIST_STAFF_MESSAGES } from '@manobal/core';
import { at } from '../../fixtures/booking/availability';
import { fixtureFile } from '../../fixtures/forms';
import { aPngWithScript } from '../../fixtures/files/upload-samples';
import { aMovableClock } from '../../fixtures/in-memory/in-memory-services';
import { A_NEW_THERAPIST } from '../../fixtures/in-memory/in-memory-therapists';
import { openApiValidator } from './support/openapi-validator';
import { createTestDatabase, describeEachEngine, type TestDatabase } from './support/test-databases';
import { startTestServer, TEST_STAFF_TOKEN, type TestResponse, type TestServer } from './support/test-server';

/** Monday 30 November 2026, 09:00 IST. */
const NOW = at('2026-11-30', '09:00');
const STAFF = '/api/v1/staff/therapists';

const KAVYA = A_NEW_THERAPIST;

describeEachEngine('staff changing the therapist directory', (engine) => {
  let db: TestDatabase;
  let server: TestServer;

  /** A staff request (the staff token unless told otherwise): a form through the network, JSON through Fastify's inject. */
  const send = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, body?: unknown, token: string | null = TEST_STAFF_TOKEN): Promise<Pick<TestResponse, 'status' | 'json' | 'text'>> => {
    const headers: Record<string, string> = token === null ? {} : { authorization: `Bearer ${token}` };
    if (body instanceof FormData) return server.postRaw(path, body, headers);
    const response = await server.app.inject({ method, url: path, headers, ...(body === undefined ? {} : { payload: body as object }) });
    return { status: response.statusCode, text: response.body, json: response.json() };
  };
  const publicIds = async (query = '') => ((await server.get(`${ENDPOINTS.listTherapists.path}${query}`)).json.data.items as { id: string }[]).map((t) => t.id).sort();
  const starts = async (id: string, query: string) => {
    const answered = await server.get(`${ENDPOINTS.therapistSlots.path.replace('{id}', id)}${query}`);
    expect(answered.status, answered.text).toBe(200);
    return (answered.json.data.days as { slots: { start: string }[] }[]).flatMap((day) => day.slots.map((slot) => slot.start));
  };
  const photoForm = (content: Buffer, name = 'photo.png') => {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(content)]), name);
    return form;
  };

  beforeAll(async () => {
    db = await createTestDatabase(engine);
    server = await startTestServer(db, { clock: aMovableClock(NOW.toISOString()) });
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  it('starts empty when nothing was seeded, and the seed (as the server runs it on start) adds the five samples', async () => {
    expect(await publicIds()).toEqual([]);
    expect(await server.store.therapists.seed(SAMPLE_THERAPISTS, NOW)).toBe(5);
    expect(await publicIds()).toHaveLength(5);
  });

  it('refuses every staff change without the staff token, and changes nothing', async () => {
    for (const token of [null, 'not-the-staff-token-at-all']) {
      expect((await send('GET', STAFF, undefined, token)).status).toBe(401);
      expect((await send('POST', STAFF, KAVYA, token)).status).toBe(401);
      expect((await send('PUT', `${STAFF}/vikram-mehta`, { ...SAMPLE_THERAPISTS[1]!.therapist, active: false }, token)).status).toBe(401);
      expect((await send('PUT', `${STAFF}/vikram-mehta/rules`, { rules: [] }, token)).status).toBe(401);
      expect((await send('POST', `${STAFF}/vikram-mehta/time-off`, { from: '2026-12-01', to: '2026-12-31' }, token)).status).toBe(401);
      expect((await send('POST', `${STAFF}/vikram-mehta/photo`, photoForm(await readFile(fixtureFile('sample.png'))), token)).status).toBe(401);
    }
    expect(await publicIds()).toHaveLength(5);
    expect(await starts('vikram-mehta', '?from=2026-12-01&days=1')).not.toEqual([]);
  });

  it('adds a therapist, bookable only once their weekly hours are set; refuses a taken id and invalid fields by name', async () => {
    const added = await send('POST', STAFF, KAVYA);
    expect(added.status, added.text).toBe(201);
    expect(await publicIds('?language=bengali')).toEqual(['kavya-menon']);
    expect(await starts('kavya-menon', '?from=2026-12-01&days=7')).toEqual([]);

    const taken = await send('POST', STAFF, { ...KAVYA, name: 'Someone Else' });
    expect(taken.status).toBe(400);
    expect(taken.json.errors).toHaveProperty('id');
    const invalid = await send('POST', STAFF, { ...KAVYA, id: 'new-person', languages: ['Bengali'], fee_inr: 1.5 });
    expect(invalid.status).toBe(400);
    expect(Object.keys(invalid.json.errors).sort()).toEqual(['fee_inr', 'languages.0']);
    // Each field says what to send, in words staff can act on.
    expect(invalid.json.errors['fee_inr']).toBe('Give the fee per 60-minute session in whole rupees, from 0 to 100000.');
    expect(invalid.json.errors['languages.0']).toMatch(/^List at least one language id: .*\bbengali\b/);
    const { name: _name, ...nameless } = KAVYA;
    expect((await send('POST', STAFF, { ...nameless, id: 'new-person', active: 'yes' })).json.errors).toEqual({
      name: 'Give the name, 1 to 120 characters.',
      active: 'Say true or false: false hides the therapist from the directory and from booking.',
    });
    const nowhere = await send('POST', STAFF, { ...KAVYA, id: 'new-person', modes: ['in-person'] });
    expect(Object.keys(nowhere.json.errors)).toEqual(['centre_address']);
    expect(await publicIds()).not.toContain('new-person');

    const rules = await send('PUT', `${STAFF}/kavya-menon/rules`, { rules: [{ weekday: 'tue', start: '19:00', end: '21:00', modes: ['video'] }] });
    expect(rules.status, rules.text).toBe(200);
    expect(await starts('kavya-menon', '?from=2026-12-01&days=7')).toEqual(['2026-12-01T19:00:00+05:30', '2026-12-01T19:30:00+05:30', '2026-12-01T20:00:00+05:30']);
    const offGrid = await send('PUT', `${STAFF}/kavya-menon/rules`, { rules: [{ weekday: 'tue', start: '19:15', end: '21:00', modes: ['video'] }] });
    expect(offGrid.status).toBe(400);
    expect(offGrid.json.errors).toHaveProperty(['rules.0.start']);
    expect(await starts('kavya-menon', '?from=2026-12-01&days=7')).toHaveLength(3);
    expect((await send('PUT', `${STAFF}/nobody-here/rules`, { rules: [] })).status).toBe(404);
  });

  it('offers nothing inside the 2-hour notice or past the 30-day horizon, and at most 31 days per query', async () => {
    const everyDay = (['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const).map((weekday) => ({ weekday, start: '09:00', end: '13:00', modes: ['video'] }));
    expect((await send('PUT', `${STAFF}/kavya-menon/rules`, { rules: everyDay })).status).toBe(200);
    // Monday 09:00 IST now: 11:00 is the first start the notice allows.
    expect((await starts('kavya-menon', '?from=2026-11-30&days=1'))[0]).toBe('2026-11-30T11:00:00+05:30');
    // The horizon's last day is 30 days after today in IST: 30 December.
    const late = await server.get(`${ENDPOINTS.therapistSlots.path.replace('{id}', 'kavya-menon')}?from=2026-12-29&days=3`);
    const byDate = Object.fromEntries((late.json.data.days as { date: string; slots: { start: string }[] }[]).map((day) => [day.date, day.slots.map((slot) => slot.start)]));
    expect(byDate['2026-12-29']).toHaveLength(7);
    expect(byDate['2026-12-30']).toHaveLength(7);
    expect(byDate['2026-12-31']).toEqual([]);
    expect((await server.get(`${ENDPOINTS.therapistSlots.path.replace('{id}', 'kavya-menon')}?days=31`)).status).toBe(200);
    const tooMany = await server.get(`${ENDPOINTS.therapistSlots.path.replace('{id}', 'kavya-menon')}?days=32`);
    expect(tooMany.status).toBe(400);
    expect(tooMany.json.errors).toHaveProperty('days');
  });

  it('takes time off out of the slots, and refuses a period that ends before it starts', async () => {
    const off = await send('POST', `${STAFF}/vikram-mehta/time-off`, { from: '2026-12-01', to: '2026-12-02' });
    expect(off.status, off.text).toBe(200);
    expect(off.json.data.time_off).toContainEqual({ from: '2026-12-01', to: '2026-12-02' });
    expect(await starts('vikram-mehta', '?from=2026-12-01&days=2')).toEqual([]);
    expect(await starts('vikram-mehta', '?from=2026-12-03&days=1')).not.toEqual([]);
    const backwards = await send('POST', `${STAFF}/vikram-mehta/time-off`, { from: '2026-12-05', to: '2026-12-04' });
    expect(backwards.status).toBe(400);
    expect(backwards.json.errors).toHaveProperty('to');
  });

  it('refuses a change whose body names another therapist than its address, and changes neither', async () => {
    const before = (await send('GET', STAFF)).json.data.items as { therapist: { id: string } }[];
    const changes = [
      ['PUT', `${STAFF}/meera-nair/rules`, { id: 'farah-siddiqui', rules: [] }],
      ['POST', `${STAFF}/meera-nair/time-off`, { id: 'farah-siddiqui', from: '2027-03-01', to: '2027-03-02' }],
      ['PUT', `${STAFF}/meera-nair`, { ...SAMPLE_THERAPISTS.find((entry) => entry.therapist.id === 'farah-siddiqui')!.therapist, fee_inr: 1 }],
    ] as const;
    for (const [method, path, body] of changes) {
      const refused = await send(method, path, body);
      expect([refused.status, refused.json.errors?.id], `${method} ${path}`).toEqual([400, THERAPIST_STAFF_MESSAGES.idMismatch]);
    }
    expect((await send('GET', STAFF)).json.data.items).toEqual(before);
    // The same body without an id, or with the address's own, is the change staff meant.
    expect((await send('POST', `${STAFF}/meera-nair/time-off`, { id: 'meera-nair', from: '2027-03-01', to: '2027-03-02' })).status).toBe(200);
  });

  it('keeps every period of time off when several are added at once', async () => {
    const periods = ['2027-01-04', '2027-01-11', '2027-01-18', '2027-01-25', '2027-02-01', '2027-02-08'].map((date) => ({ from: date, to: date }));
    const answers = await Promise.all(periods.map((period) => send('POST', `${STAFF}/rohan-iyer/time-off`, period)));
    expect(answers.map((answer) => answer.status)).toEqual(periods.map(() => 200));
    const listed = await send('GET', STAFF);
    const kept = (listed.json.data.items as { therapist: { id: string }; availability: { time_off: unknown[] } }[]).find((item) => item.therapist.id === 'rohan-iyer');
    expect(kept?.availability.time_off).toEqual(expect.arrayContaining(periods));
  });

  it('edits a profile (the public directory shows it at once) and a restart never seeds over the edit', async () => {
    const ananya = SAMPLE_THERAPISTS[0]!.therapist;
    const edited = await send('PUT', `${STAFF}/${ananya.id}`, { ...ananya, fee_inr: 1500 });
    expect(edited.status, edited.text).toBe(200);
    expect(edited.json.data.availability.rules).toEqual(SAMPLE_THERAPISTS[0]!.availability.rules);
    expect((await server.get(ENDPOINTS.getTherapist.path.replace('{id}', ananya.id))).json.data.fee_inr).toBe(1500);

    expect(await server.store.therapists.seed(SAMPLE_THERAPISTS, NOW)).toBe(0);
    expect((await server.get(ENDPOINTS.getTherapist.path.replace('{id}', ananya.id))).json.data.fee_inr).toBe(1500);
    expect(await publicIds()).toHaveLength(6);

    const moved = await send('PUT', `${STAFF}/${ananya.id}`, { ...ananya, id: 'vikram-mehta' });
    expect(moved.status).toBe(400);
    expect(moved.json.errors).toHaveProperty('id');
    expect((await send('PUT', `${STAFF}/nobody-here`, { ...KAVYA, id: 'nobody-here' })).status).toBe(404);
  });

  it('hides a therapist made inactive from the directory and its slots, while staff still see them', async () => {
    const vikram = SAMPLE_THERAPISTS[1]!.therapist;
    expect((await send('PUT', `${STAFF}/${vikram.id}`, { ...vikram, active: false })).status).toBe(200);
    expect(await publicIds()).not.toContain(vikram.id);
    expect((await server.get(ENDPOINTS.therapistSlots.path.replace('{id}', vikram.id))).status).toBe(404);
    const listed = await send('GET', STAFF);
    expect(listed.status).toBe(200);
    expect((listed.json.data.items as { therapist: { id: string; active: boolean } }[]).find((item) => item.therapist.id === vikram.id)?.therapist.active).toBe(false);
  });

  it('agrees with the OpenAPI document on which staff bodies are valid', async () => {
    const doc = openApiValidator((await server.get(OPENAPI_PATH)).json as Record<string, unknown>);
    const cases = [
      { call: 'staffAddTherapist', path: STAFF, body: { ...KAVYA, id: 'asha-kumar' }, accepted: true },
      { call: 'staffAddTherapist', path: STAFF, body: { ...KAVYA, id: 'Asha Kumar' }, accepted: false },
      { call: 'staffAddTherapist', path: STAFF, body: { ...KAVYA, id: 'asha-k', languages: [] }, accepted: false },
      { call: 'staffAddTherapist', path: STAFF, body: { ...KAVYA, id: 'asha-k', styles: ['calm'] }, accepted: false },
      { call: 'staffAddTimeOff', path: `${STAFF}/asha-kumar/time-off`, body: { from: '2026-12-24', to: '2026-12-26' }, accepted: true },
      { call: 'staffAddTimeOff', path: `${STAFF}/asha-kumar/time-off`, body: { from: '24/12/2026', to: '2026-12-26' }, accepted: false },
    ];
    for (const { call, path, body, accepted } of cases) {
      const answer = await send('POST', path, body);
      expect({ document: doc.accepts(call, body).ok, server: answer.status !== 400 }, `${call} ${JSON.stringify(body)}: ${answer.text}`).toEqual({ document: accepted, server: accepted });
    }
  });

  it("keeps an image checked by content as a therapist's photo, serves the current one publicly, and refuses anything else", async () => {
    const png = await readFile(fixtureFile('sample.png'));
    const first = await send('POST', `${STAFF}/meera-nair/photo`, photoForm(png));
    expect(first.status, first.text).toBe(200);
    const firstUrl = first.json.data.therapist.photo_url as string;
    expect(firstUrl).toMatch(/^\/api\/v1\/therapists\/meera-nair\/photo\/[\w-]+$/);
    const served = await server.get(firstUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect((await server.get(ENDPOINTS.getTherapist.path.replace('{id}', 'meera-nair'))).json.data.photo_url).toBe(firstUrl);

    const pdf = await send('POST', `${STAFF}/meera-nair/photo`, photoForm(await readFile(fixtureFile('sample.pdf')), 'photo.png'));
    expect(pdf.status).toBe(415);
    expect(pdf.json.errors).toHaveProperty('file');
    // A photo is rebuilt from its pixels, not scanned: one with a script in a text chunk is taken, and what is
    // served is the picture alone.
    const scripted = await send('POST', `${STAFF}/meera-nair/photo`, photoForm(aPngWithScript()));
    expect(scripted.status, scripted.text).toBe(200);
    const servedScripted = await fetch(`${server.baseUrl}${scripted.json.data.therapist.photo_url as string}`);
    expect(Buffer.from(await servedScripted.arrayBuffer()).toString('latin1')).not.toMatch(/<script/i);
    expect((await send('POST', `${STAFF}/nobody-here/photo`, photoForm(png))).status).toBe(404);

    const second = await send('POST', `${STAFF}/meera-nair/photo`, photoForm(await readFile(fixtureFile('sample.jpg')), 'me.jpg'));
    expect(second.status, second.text).toBe(200);
    expect((await server.get(second.json.data.therapist.photo_url)).headers.get('content-type')).toBe('image/jpeg');
    expect((await server.get(firstUrl)).status).toBe(404);
    // The replaced photo is deleted, record and file: nothing of it is left on the server.
    const stored = async (url: string) => {
      const fileId = url.split('/').pop()!;
      const onDisk = (await readdir(db.dataDir, { recursive: true })).some((name) => name.endsWith(fileId));
      return { record: (await server.store.uploads.find(fileId))._unsafeUnwrap() !== null, onDisk };
    };
    expect(await stored(firstUrl)).toEqual({ record: false, onDisk: false });
    const secondUrl = second.json.data.therapist.photo_url as string;
    expect(await stored(secondUrl)).toEqual({ record: true, onDisk: true });

    expect((await send('DELETE', `${STAFF}/meera-nair/photo`)).status).toBe(200);
    expect((await server.get(ENDPOINTS.getTherapist.path.replace('{id}', 'meera-nair'))).json.data.photo_url).toBeNull();
    expect(await stored(secondUrl)).toEqual({ record: false, onDisk: false });
  });
});
