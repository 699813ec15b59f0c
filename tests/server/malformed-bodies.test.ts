import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, envelopeSchema, FORMS, SHARED_MESSAGES, STAFF_PATH, VITALS_PATH, formMessageText } from '@manobal/core';
import { aValidBooking, aValidCareersApplication, aValidContactMessage, aValidLogin, aValidReferral, aValidSignup, aValidVolunteerSubmission } from '../../fixtures/forms';
import { CONTROL_CHARACTERS, TEXT_FIELD_CASES, withTextInField } from '../../fixtures/text-fields';
import { SERVER_MESSAGES } from '../../server/src/http/server.messages';
import { createTestDatabase, describeEachEngine, type TestDatabase } from './support/test-databases';
import { startTestServer, type TestServer } from './support/test-server';

const JSON_ROUTES: ReadonlyArray<readonly [string, () => object]> = [
  [ENDPOINTS.referPerson.path, () => aValidReferral()],
  [ENDPOINTS.contactUs.path, () => aValidContactMessage()],
  [ENDPOINTS.volunteer.path, () => aValidVolunteerSubmission()],
  [ENDPOINTS.bookSession.path, () => aValidBooking()],
  [ENDPOINTS.careersApply.path, () => aValidCareersApplication()],
  [ENDPOINTS.signup.path, () => aValidSignup()],
  [ENDPOINTS.login.path, () => aValidLogin()],
];

const ALL_POST_ROUTES = [...JSON_ROUTES.map(([path]) => path), ENDPOINTS.careersUpload.path, VITALS_PATH];

/** `{"<key>": [[[…]]]}` or `{"<key>": {"a":{"a":…1}}}` as raw JSON text: parses fine, but deeper than any call stack. */
const deeplyNested = (key: string, shape: 'arrays' | 'objects', depth: number): string =>
  shape === 'arrays'
    ? `{${JSON.stringify(key)}:${'['.repeat(depth)}${']'.repeat(depth)}}`
    : `{${JSON.stringify(key)}:${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}}`;

const UPLOAD_BOUNDARY = 'fuzz-boundary';
/** A well-formed one-file upload, for the fuzz to cut short or corrupt. */
const ONE_FILE_UPLOAD =
  `--${UPLOAD_BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="cv.pdf"\r\nContent-Type: application/pdf\r\n\r\n` +
  `%PDF-1.7\n1 0 obj << >> endobj\n%%EOF\n\r\n--${UPLOAD_BOUNDARY}--\r\n`;
/** Visible ASCII: what an HTTP header value may hold, so fetch sends whatever the fuzz makes. */
const headerText = (minLength: number, maxLength: number) =>
  fc.string({ unit: fc.integer({ min: 0x21, max: 0x7e }).map((code) => String.fromCharCode(code)), minLength, maxLength });

describeEachEngine('malformed requests', (engine) => {
  let db: TestDatabase;
  let server: TestServer;

  beforeAll(async () => {
    db = await createTestDatabase(engine);
    server = await startTestServer(db);
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  describe.each(JSON_ROUTES)('%s', (path, valid) => {
    it('answers broken JSON with 400', async () => {
      const response = await server.postRaw(path, '{"name": "unterminated', { 'content-type': 'application/json' });
      expect(response.status).toBe(400);
      expect(response.json).toEqual({ success: false, kind: 'invalid-request', msg: SERVER_MESSAGES.invalidJson });
    });

    it('refuses a body that is not valid UTF-8 with 400, instead of keeping U+FFFD where the bytes were', async () => {
      const text = JSON.stringify(valid());
      // The first string value's first character replaced by a lone continuation byte and an invalid lead byte.
      const at = text.indexOf(':"') + 2;
      const bytes = Buffer.concat([Buffer.from(text.slice(0, at)), Buffer.from([0x80, 0xff]), Buffer.from(text.slice(at + 1))]);
      const response = await server.postRaw(path, bytes, { 'content-type': 'application/json' });
      expect(response.status).toBe(400);
      expect(response.json).toEqual({ success: false, kind: 'invalid-request', msg: SERVER_MESSAGES.invalidUtf8 });
    });

    it.each(['\\ud800', '\\udfff', '\\ude00\\ud83d'])('refuses a lone surrogate written as %s like invalid UTF-8', async (escape) => {
      const text = JSON.stringify(valid());
      const at = text.indexOf(':"') + 2;
      const response = await server.postRaw(path, `${text.slice(0, at)}${escape}${text.slice(at)}`, { 'content-type': 'application/json' });
      expect(response.status).toBe(400);
      expect(response.json).toEqual({ success: false, kind: 'invalid-request', msg: SERVER_MESSAGES.invalidUtf8 });
    });

    it('answers an empty JSON body with 400', async () => {
      const response = await server.postRaw(path, '', { 'content-type': 'application/json' });
      expect(response.status).toBe(400);
      expect(response.json.success).toBe(false);
    });

    it.each(['text/plain', 'application/x-www-form-urlencoded', 'application/xml'])('answers content type %s with 415', async (type) => {
      const response = await server.postRaw(path, JSON.stringify(valid()), { 'content-type': type });
      expect(response.status).toBe(415);
      expect(response.json).toEqual({ success: false, kind: 'unsupported-media-type', msg: SERVER_MESSAGES.jsonOnly });
    });

    it('names an unknown field', async () => {
      const response = await server.post(path, { ...valid(), favourite_colour: 'blue' });
      expect(response.status).toBe(400);
      expect(response.json.msg).toBe('Unknown field: favourite_colour');
      expect(response.json.error_ids).toEqual({ favourite_colour: SHARED_MESSAGES.unknownField });
    });

    it.each([[[]], ['a string'], [42], [null]])('refuses %j as a body with 400', async (body) => {
      const response = await server.post(path, body);
      expect(response.status).toBe(400);
      expect(response.json.msg).toBe(formMessageText('en', SHARED_MESSAGES.notAnObject));
    });

    it('refuses a body over 100 KB with 413', async () => {
      const response = await server.post(path, { ...valid(), name: 'x'.repeat(110 * 1024) });
      expect(response.status).toBe(413);
      expect(response.json).toEqual({ success: false, kind: 'too-large', msg: SERVER_MESSAGES.bodyTooLarge });
    });

    it.each(['arrays', 'objects'] as const)('refuses a body nested 15000 %s deep (under 100 KB) with a 400 envelope', async (shape) => {
      const body = deeplyNested('name', shape, 15_000);
      expect(body.length).toBeLessThan(100 * 1024);
      const response = await server.postRaw(path, body, { 'content-type': 'application/json' });
      expect(response.status, response.text).toBe(400);
      expect(envelopeSchema.parse(response.json).success).toBe(false);
    });

    it('refuses a prototype-poisoning body with 400', async () => {
      const response = await server.postRaw(path, '{"__proto__": {"admin": true}}', { 'content-type': 'application/json' });
      expect(response.status).toBe(400);
    });
  });

  describe('text is text: a control character in any text field of any call is refused with that field\'s message', () => {
    it.each(TEXT_FIELD_CASES.flatMap((textField) => CONTROL_CHARACTERS.slice(0, 3).map((character) => ({ ...textField, character, label: JSON.stringify(character) }))))(
      '$form $field with $label',
      async ({ form, field, message, character }) => {
        const response = await server.post(ENDPOINTS[FORMS[form].call].path, withTextInField(form, field, character));
        expect(response.status, response.text).toBe(400);
        expect(envelopeSchema.parse(response.json).errors?.[field]).toBe(formMessageText('en', message, field));
      },
    );

    it('keeps text in Indian scripts exactly as sent, charset parameter and all', async () => {
      const response = await server.postRaw(ENDPOINTS.contactUs.path, Buffer.from(JSON.stringify(aValidContactMessage({ name: 'आशा वर्मा', message: 'মন ভালো নেই, কথা বলতে চাই' }))), {
        'content-type': 'application/json; charset=utf-8',
      });
      expect(response.status).toBe(201);
      const rows = (await server.staffGet(`${STAFF_PATH}/contacts`)).json as { data: { items: { name: string; message: string }[] } };
      expect(rows.data.items.some((row) => row.name === 'आशा वर्मा' && row.message === 'মন ভালো নেই, কথা বলতে চাই')).toBe(true);
    });

    it('keeps no account whose name has a lone surrogate, in a value or a key, and keeps a surrogate pair as sent', async () => {
      const signup = (name: string, email: string) => JSON.stringify(aValidSignup({ name: '@@', email })).replace('@@', name);
      const refused = await server.postRaw(ENDPOINTS.signup.path, signup('Asha \\ud800', 'lone-surrogate@example.in'), { 'content-type': 'application/json' });
      expect(refused.json).toEqual({ success: false, kind: 'invalid-request', msg: SERVER_MESSAGES.invalidUtf8 });
      const inKey = `{"na\\udc00me":"x",${signup('Asha', 'lone-surrogate-key@example.in').slice(1)}`;
      expect((await server.postRaw(ENDPOINTS.signup.path, inKey, { 'content-type': 'application/json' })).status).toBe(400);
      const paired = await server.postRaw(ENDPOINTS.signup.path, signup('Asha \\ud83d\\ude00', 'surrogate-pair@example.in'), { 'content-type': 'application/json' });
      expect(paired.status).toBe(201);
      const accounts = await server.store.users.list({ page: 1, limit: 100 });
      expect(accounts.items.filter((account) => account.email.startsWith('lone-surrogate'))).toEqual([]);
      expect(accounts.items.find((account) => account.email === 'surrogate-pair@example.in')?.name).toBe('Asha \u{1F600}');
    });

    it('refuses an upload whose text field is not UTF-8 or holds a lone surrogate, like such a JSON body', async () => {
      const upload = (fieldHeaders: string, fieldBytes: Buffer) =>
        Buffer.concat([
          Buffer.from(`--${UPLOAD_BOUNDARY}\r\nContent-Disposition: form-data; name="note"\r\n${fieldHeaders}\r\n`),
          fieldBytes,
          Buffer.from(`\r\n${ONE_FILE_UPLOAD}`),
        ]);
      const headers = { 'content-type': `multipart/form-data; boundary=${UPLOAD_BOUNDARY}` };
      const notUtf8 = await server.postRaw(ENDPOINTS.careersUpload.path, upload('', Buffer.from([0x61, 0xed, 0xa0, 0x80, 0x62])), headers);
      expect(notUtf8.status).toBe(400);
      expect(notUtf8.json).toEqual({ success: false, kind: 'invalid-request', msg: SERVER_MESSAGES.invalidUtf8 });
      const utf16 = await server.postRaw(ENDPOINTS.careersUpload.path, upload('Content-Type: text/plain; charset=utf-16le\r\n', Buffer.from([0x61, 0x00, 0x00, 0xd8, 0x62, 0x00])), headers);
      expect(utf16.status).toBe(400);
      expect(utf16.json).toEqual({ success: false, kind: 'invalid-request', msg: SERVER_MESSAGES.invalidUtf8 });
      const readable = await server.postRaw(ENDPOINTS.careersUpload.path, upload('', Buffer.from('नमस्ते')), headers);
      expect(readable.json.msg).not.toBe(SERVER_MESSAGES.invalidUtf8);
    });

    it('stores a message with CRLF line breaks and tabs as sent', async () => {
      const response = await server.post(ENDPOINTS.contactUs.path, withTextInField('contact', 'message', '\r\nsecond line\r\n\tindented'));
      expect(response.status, response.text).toBe(201);
    });

    it('never answers a NUL in a web-vitals beacon with a server error', async () => {
      const beacon = { name: 'LCP', value: 1200, id: 'v1-\u0000-1', route: '/a\u0000b', rating: 'good' };
      const response = await server.postRaw(VITALS_PATH, JSON.stringify(beacon), { 'content-type': 'text/plain' });
      expect(response.status, response.text).toBeLessThan(500);
    });

    it('refuses a web-vitals beacon sent as text/plain that is not valid UTF-8, and keeps nothing of it', async () => {
      const route = '/bad-bytes-route';
      const text = JSON.stringify({ name: 'LCP', value: 1200, id: 'v1-1-1', route, rating: 'good' });
      const at = text.indexOf(route) + '/bad-bytes-'.length;
      // 'route' ends in a byte pair that is no UTF-8 character (a two-byte lead followed by '(').
      const bytes = Buffer.concat([Buffer.from(text.slice(0, at)), Buffer.from([0xc3, 0x28]), Buffer.from(text.slice(text.indexOf(route) + route.length))]);
      const response = await server.postRaw(VITALS_PATH, bytes, { 'content-type': 'text/plain;charset=UTF-8' });
      expect(response.status).toBe(400);
      expect(response.json).toEqual({ success: false, kind: 'invalid-request', msg: SERVER_MESSAGES.invalidUtf8 });
      const routes = (await server.staffGet(`${STAFF_PATH}/vitals`)).json.data.routes as { route: string }[];
      expect(routes.some((summary) => summary.route.startsWith('/bad-bytes-'))).toBe(false);
    });
  });

  it('answers unknown API paths with a 404 envelope', async () => {
    for (const response of [await server.get('/api/v1/no-such-thing'), await server.post('/api/v1/no-such-thing', {}), await server.get('/api/v2/')]) {
      expect(response.status).toBe(404);
      expect(envelopeSchema.parse(response.json)).toEqual({ success: false, kind: 'not-found', msg: SERVER_MESSAGES.notFound });
    }
  });

  it('never answers random JSON bodies with a server error', async () => {
    const fieldNames = fc.constantFrom('name', 'email', 'age', 'phone', 'date', 'time', 'password', 'value', 'route', 'has_rci', 'questions_and_answers', '__proto__', 'constructor');
    const bodies = fc.oneof(
      fc.jsonValue({ maxDepth: 3 }).map((value) => JSON.stringify(value)),
      fc.dictionary(fieldNames, fc.jsonValue({ maxDepth: 2 })).map((value) => JSON.stringify(value)),
      // Deep enough to overflow any recursion over the body, yet under the 100 KB limit.
      fc.tuple(fieldNames, fc.constantFrom('arrays', 'objects'), fc.integer({ min: 5_000, max: 15_000 })).map(([key, shape, depth]) => deeplyNested(key, shape, depth)),
    );
    for (const path of ALL_POST_ROUTES) {
      await fc.assert(
        fc.asyncProperty(bodies, async (body) => {
          const response = await server.postRaw(path, body, { 'content-type': 'application/json' });
          expect(response.status, `${path} ${body.slice(0, 200)} -> ${response.text}`).toBeLessThan(500);
          expect(envelopeSchema.safeParse(response.json).success).toBe(true);
        }),
        { numRuns: 50 },
      );
    }
  });

  it('never answers random multipart headers or bodies on the upload route with a server error', async () => {
    const contentTypes = fc.oneof(
      fc.constant('multipart/form-data'),
      fc.constant(`multipart/form-data; boundary=${UPLOAD_BOUNDARY}`),
      headerText(0, 80).map((boundary) => `multipart/form-data; boundary=${boundary}`),
      headerText(240, 400).map((boundary) => `multipart/form-data; boundary=${boundary}`),
      headerText(0, 60).map((params) => `multipart/form-data;${params}`),
    );
    const bodies = fc.oneof(
      fc.string({ maxLength: 300 }),
      // A real upload cut short anywhere: in the part headers, in the file, before the closing boundary.
      fc.nat({ max: ONE_FILE_UPLOAD.length }).map((end) => ONE_FILE_UPLOAD.slice(0, end)),
      fc.tuple(fc.nat({ max: ONE_FILE_UPLOAD.length }), fc.string({ maxLength: 40 })).map(([at, junk]) => ONE_FILE_UPLOAD.slice(0, at) + junk + ONE_FILE_UPLOAD.slice(at)),
    );
    await fc.assert(
      fc.asyncProperty(contentTypes, bodies, async (type, body) => {
        const response = await server.postRaw(ENDPOINTS.careersUpload.path, body, { 'content-type': type });
        expect(response.status, `${type} ${JSON.stringify(body)} -> ${response.text}`).toBeLessThan(500);
        expect(envelopeSchema.safeParse(response.json).success).toBe(true);
      }),
      { numRuns: 60 },
    );
  });

  it('never answers random text bodies with a server error', async () => {
    for (const path of ALL_POST_ROUTES) {
      await fc.assert(
        fc.asyncProperty(fc.string({ maxLength: 200 }), fc.constantFrom('application/json', 'text/plain', 'multipart/form-data; boundary=x'), async (text, type) => {
          const response = await server.postRaw(path, text, { 'content-type': type });
          expect(response.status, `${path} ${type} ${JSON.stringify(text)} -> ${response.text}`).toBeLessThan(500);
        }),
        { numRuns: 15 },
      );
    }
  });
});
