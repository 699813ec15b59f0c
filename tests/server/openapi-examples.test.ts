import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { careersFileIdFromUrl, ENDPOINTS, OPENAPI_PATH, STAFF_SIGN_IN_CONTRACT } from '@manobal/core';
import { aValidLogin, aValidSignup, fixtureFile } from '../../fixtures/forms';
import { createTestDatabase, describeEachEngine, type TestDatabase } from './support/test-databases';
import { arrangeLinkedUploads } from './support/linked-uploads';
import { exampleValue, openApiValidator } from './support/openapi-validator';
import { startTestServer, TEST_STAFF_TOKEN, type TestServer } from './support/test-server';

type Json = Record<string, unknown>;

/** The order a client would take: an account before logging in, documents before applying. */
const JSON_CALLS = ['referPerson', 'contactUs', 'volunteer', 'bookSession', 'signup', 'login', 'careersApply', 'subscribeNewsletter', 'submitLead', 'reportVital'] as const;

/** The documented success: a first subscription's 201 where a repeat's 200 is documented beside it. */
const successStatusOf = (operation: Json): string => {
  const statuses = Object.keys(operation.responses as Json).filter((code) => code.startsWith('2'));
  const status = statuses.includes('201') ? '201' : statuses[0];
  if (!status) throw new Error(`${String(operation.operationId)} documents no success`);
  return status;
};

describeEachEngine('the OpenAPI document against the server', (engine) => {
  let db: TestDatabase;
  let server: TestServer;
  let document: Json;
  let doc: ReturnType<typeof openApiValidator>;

  beforeAll(async () => {
    db = await createTestDatabase(engine);
    server = await startTestServer(db);
    const served = await server.get(OPENAPI_PATH);
    expect(served.status).toBe(200);
    document = served.json as Json;
    doc = openApiValidator(document);
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });

  it('says which operations are public, which need the staff token and which a bearer token', () => {
    expect(doc.operations.length).toBeGreaterThan(10);
    for (const { path, operation } of doc.operations) {
      const signingIn = String(operation.operationId) in STAFF_SIGN_IN_CONTRACT;
      const staffOnly = !signingIn && (path.includes('/staff/') || path.includes('/careers/files/'));
      const bearer = (ENDPOINTS as Readonly<Record<string, { auth?: string }>>)[String(operation.operationId)]?.auth === 'bearer';
      expect(operation.security, `${path}`).toEqual(staffOnly ? [{ staffToken: [] }, { staffSession: [] }] : bearer ? [{ accessToken: [] }] : []);
    }
    expect((document.components as Json).securitySchemes).toEqual({
      staffToken: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
      staffSession: expect.objectContaining({ type: 'apiKey', in: 'cookie', name: 'manobal_staff' }),
      accessToken: expect.objectContaining({ type: 'http', scheme: 'bearer' }),
    });
  });

  it('puts the login answer, token and user included, on the login operation', () => {
    expect(doc.answerMatches('login', 200, { success: true, msg: 'Login successful', data: { access_token: 't', user: { id: '1', name: 'N', email: 'n@example.in' } } }).ok).toBe(true);
    expect(doc.answerMatches('login', 200, { success: true, msg: 'Login successful' }).ok).toBe(false);
  });

  it('gives every operation an example answer the document itself accepts', () => {
    for (const { operation } of doc.operations) {
      const id = String(operation.operationId);
      const content = doc.responseOf(id, successStatusOf(operation)).content ?? {};
      const json = content['application/json'];
      if (!json) continue; // the staff document download answers with the file itself
      expect(doc.answerMatches(id, Number(successStatusOf(operation)), exampleValue(json)), id).toEqual({ ok: true, errors: '' });
    }
  });

  it('accepts each documented example request at the documented status, with the documented answer', async () => {
    // The careers example links to documents uploaded before; arrange those uploads under the example's ids.
    await arrangeLinkedUploads(server.store, exampleValue(doc.mediaOf('careersApply')) as Record<string, unknown>);
    for (const id of JSON_CALLS) {
      const { path, operation } = doc.operation(id);
      const example = exampleValue(doc.mediaOf(id));
      expect(doc.accepts(id, example), id).toEqual({ ok: true, errors: '' });
      const answer = await server.post(path, example);
      expect(answer.status, `${id}: ${answer.text}`).toBe(Number(successStatusOf(operation)));
      expect(doc.answerMatches(id, answer.status, answer.json), id).toEqual({ ok: true, errors: '' });
      const documented = exampleValue(doc.responseOf(id, successStatusOf(operation)).content?.['application/json']) as Json;
      // A free call's reference is drawn at random: the words around it are what is documented.
      const drawn = (msg: unknown) => String(msg).replace(/CALL-[0-9A-Z]{6}/g, 'CALL-……');
      expect(drawn((answer.json as Json).msg), id).toBe(drawn(documented.msg));
    }
  });

  it('accepts the beacon example as text/plain, as sendBeacon sends it', async () => {
    const { path } = doc.operation('reportVital');
    const answer = await server.postRaw(path, exampleValue(doc.mediaOf('reportVital', 'text/plain')) as string, { 'content-type': 'text/plain;charset=UTF-8' });
    expect(answer.status).toBe(201);
  });

  it('stores an uploaded document at the documented status, and refuses it at the documented path without a fresh sign-in', async () => {
    const body = new FormData();
    body.append('file', new Blob([await readFile(fixtureFile('sample.pdf'))], { type: 'application/pdf' }), 'sample.pdf');
    const upload = await server.postRaw(doc.operation('careersUpload').path, body);
    expect(upload.status).toBe(201);
    expect(doc.answerMatches('careersUpload', 201, upload.json)).toEqual({ ok: true, errors: '' });
    const id = careersFileIdFromUrl((upload.json as { data: { file_url: string } }).data.file_url);
    const file = await fetch(`${server.baseUrl}${doc.operation('staffDocument').path.replace('{id}', id!)}`, { headers: { authorization: `Bearer ${TEST_STAFF_TOKEN}` } });
    // The staff token is no console session signed in within five minutes: documents open only after a step-up.
    expect(file.status).toBe(403);
    expect(doc.answerMatches('staffDocument', 403, await file.json())).toEqual({ ok: true, errors: '' });
    expect((await fetch(`${server.baseUrl}${doc.operation('staffDocument').path.replace('{id}', id!)}`)).status).toBe(401);
  });

  it('answers every documented GET as documented, with and without the staff token', async () => {
    for (const { method, path, operation } of doc.operations) {
      if (method !== 'get' || path.includes('{')) continue;
      const id = String(operation.operationId);
      const security = operation.security as Record<string, unknown>[];
      // A call that needs an access token (a signed-in person's appointments) refuses the request without one.
      if (security.some((scheme) => 'accessToken' in scheme)) {
        expect((await server.get(path)).status, id).toBe(401);
        continue;
      }
      const staffOnly = security.length > 0;
      const answer = staffOnly ? await server.staffGet(path) : await server.get(path);
      expect(answer.status, id).toBe(Number(successStatusOf(operation)));
      if (id !== 'openapi') expect(doc.answerMatches(id, answer.status, answer.json), id).toEqual({ ok: true, errors: '' });
      if (staffOnly) {
        const refused = await server.get(path);
        expect(refused.status, id).toBe(401);
        expect(doc.answerMatches(id, 401, refused.json), id).toEqual({ ok: true, errors: '' });
      }
    }
  });

  it('serves signup and login at the contract spelling with the trailing slash as well', async () => {
    expect(doc.operation('signup').path).toBe(ENDPOINTS.signup.path.replace(/\/$/, ''));
    const signup = aValidSignup({ email: 'slash.spelling@example.in' });
    expect((await server.post(ENDPOINTS.signup.path, signup)).status).toBe(201);
    expect((await server.post(ENDPOINTS.login.path, aValidLogin({ email: signup.email, password: signup.password }))).status).toBe(200);
  });
});

