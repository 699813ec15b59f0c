import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, envelopeSchema, SHARED_MESSAGES, VITALS_PATH } from '@manobal/core';
import { aValidBooking, aValidCareersApplication, aValidContactMessage, aValidLogin, aValidReferral, aValidSignup, aValidVolunteerSubmission } from '../../fixtures/forms';
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
      expect(response.json).toEqual({ success: false, msg: SERVER_MESSAGES.invalidJson });
    });

    it('answers an empty JSON body with 400', async () => {
      const response = await server.postRaw(path, '', { 'content-type': 'application/json' });
      expect(response.status).toBe(400);
      expect(response.json.success).toBe(false);
    });

    it.each(['text/plain', 'application/x-www-form-urlencoded', 'application/xml'])('answers content type %s with 415', async (type) => {
      const response = await server.postRaw(path, JSON.stringify(valid()), { 'content-type': type });
      expect(response.status).toBe(415);
      expect(response.json).toEqual({ success: false, msg: SERVER_MESSAGES.jsonOnly });
    });

    it('names an unknown field', async () => {
      const response = await server.post(path, { ...valid(), favourite_colour: 'blue' });
      expect(response.status).toBe(400);
      expect(response.json.msg).toBe(SHARED_MESSAGES.unknownFields(['favourite_colour']));
    });

    it.each([[[]], ['a string'], [42], [null]])('refuses %j as a body with 400', async (body) => {
      const response = await server.post(path, body);
      expect(response.status).toBe(400);
      expect(response.json.msg).toBe(SHARED_MESSAGES.notAnObject);
    });

    it('refuses a body over 100 KB with 413', async () => {
      const response = await server.post(path, { ...valid(), name: 'x'.repeat(110 * 1024) });
      expect(response.status).toBe(413);
      expect(response.json).toEqual({ success: false, msg: SERVER_MESSAGES.bodyTooLarge });
    });

    it('refuses a prototype-poisoning body with 400', async () => {
      const response = await server.postRaw(path, '{"__proto__": {"admin": true}}', { 'content-type': 'application/json' });
      expect(response.status).toBe(400);
    });
  });

  it('answers unknown API paths with a 404 envelope', async () => {
    for (const response of [await server.get('/api/v1/no-such-thing'), await server.post('/api/v1/no-such-thing', {}), await server.get('/api/v2/')]) {
      expect(response.status).toBe(404);
      expect(envelopeSchema.parse(response.json)).toEqual({ success: false, msg: SERVER_MESSAGES.notFound });
    }
  });

  it('never answers random JSON bodies with a server error', async () => {
    const bodies = fc.oneof(
      fc.jsonValue({ maxDepth: 3 }),
      fc.dictionary(fc.constantFrom('name', 'email', 'age', 'phone', 'date', 'time', 'password', 'value', 'route', 'has_rci', 'questions_and_answers', '__proto__', 'constructor'), fc.jsonValue({ maxDepth: 2 })),
    );
    for (const path of ALL_POST_ROUTES) {
      await fc.assert(
        fc.asyncProperty(bodies, async (body) => {
          const response = await server.post(path, body);
          expect(response.status, `${path} ${JSON.stringify(body)} -> ${response.text}`).toBeLessThan(500);
          expect(envelopeSchema.safeParse(response.json).success).toBe(true);
        }),
        { numRuns: 50 },
      );
    }
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
