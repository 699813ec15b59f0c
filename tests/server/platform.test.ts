import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { CONFIRM_CAPS, ENDPOINTS, envelopeSchema, FORMS, HEALTH_PATH, HOLD_CAPS, OPENAPI_PATH, VITALS_PATH } from '@manobal/core';
import { SERVER_MESSAGES } from '../../server/src/http/server.messages';
import { VITAL_MESSAGES } from '@manobal/core';
import { createTestDatabase, describeEachEngine, type TestDatabase } from './support/test-databases';
import { startTestServer, type TestServer } from './support/test-server';

const aBeacon = (overrides: Record<string, unknown> = {}) => ({ name: 'LCP', value: 1800, id: 'v4-1', route: '/anxiety', rating: 'good', ...overrides });

describeEachEngine('health, OpenAPI and web vitals', (engine) => {
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

  it('reports health with the store engine', async () => {
    const response = await server.get(HEALTH_PATH);
    expect(response.status).toBe(200);
    const noneRefused = (caps: readonly string[]) => Object.fromEntries(caps.map((cap) => [cap, 0]));
    expect(response.json).toEqual({
      success: true,
      msg: SERVER_MESSAGES.healthy,
      data: {
        store: engine,
        limiter: expect.any(String),
        booking_caps: { holds_refused: noneRefused(HOLD_CAPS), bookings_refused: noneRefused(CONFIRM_CAPS) },
        outbox: { oldest_due_seconds: 0 },
      },
    });
  });

  describe('OpenAPI', () => {
    it('documents every call, each JSON call with a request schema (agreement with the server: openapi-agreement.test.ts)', async () => {
      const response = await server.get(OPENAPI_PATH);
      expect(response.status).toBe(200);
      expect(response.json.openapi).toBe('3.1.0');
      // signup/ and login/ are documented without the trailing slash; the server answers both spellings.
      const documentedPath = (path: string) => path.replace(/\/$/, '');
      for (const endpoint of Object.values(ENDPOINTS)) expect(response.json.paths).toHaveProperty([documentedPath(endpoint.path)]);
      for (const form of Object.values(FORMS)) {
        const { $ref } = response.json.paths[documentedPath(ENDPOINTS[form.call].path)].post.requestBody.content['application/json'].schema;
        const documented = response.json.components.schemas[String($ref).split('/').pop()!];
        expect(documented.type).toBe('object');
        const generated = z.toJSONSchema(form.shape, { target: 'draft-2020-12', io: 'input', unrepresentable: 'any' }) as { properties: object };
        expect(Object.keys(documented.properties).sort()).toEqual(Object.keys(generated.properties).sort());
      }
    });
  });

  describe('web vitals', () => {
    it('accepts a beacon sent as text/plain JSON, as navigator.sendBeacon sends it', async () => {
      const response = await server.postRaw(VITALS_PATH, JSON.stringify(aBeacon()), { 'content-type': 'text/plain;charset=UTF-8' });
      expect(response.status).toBe(201);
      expect(envelopeSchema.parse(response.json).success).toBe(true);
    });

    it('accepts a beacon sent as application/json', async () => {
      expect((await server.post(VITALS_PATH, aBeacon({ rating: undefined }))).status).toBe(201);
    });

    it.each([
      ['name', { name: 'FID' }, VITAL_MESSAGES.name],
      ['value', { value: -1 }, VITAL_MESSAGES.value],
      ['value', { value: '12' }, VITAL_MESSAGES.value],
      ['route', { route: 'anxiety' }, VITAL_MESSAGES.route],
      ['route', { route: `/${'a'.repeat(200)}` }, VITAL_MESSAGES.route],
      ['route', { route: '/anxiety?email=someone@example.in' }, VITAL_MESSAGES.route],
      ['rating', { rating: 'great' }, VITAL_MESSAGES.rating],
      ['id', { id: '' }, VITAL_MESSAGES.id],
    ])('refuses a bad %s (%j)', async (field, override, message) => {
      const response = await server.post(VITALS_PATH, aBeacon(override));
      expect(response.status).toBe(400);
      expect(response.json.errors[field]).toBe(message);
    });

    it('refuses a beacon over 2 KB with 413', async () => {
      const response = await server.postRaw(VITALS_PATH, JSON.stringify(aBeacon({ id: 'x'.repeat(2100) })), { 'content-type': 'text/plain' });
      expect(response.status).toBe(413);
    });

    it('refuses broken text/plain JSON with 400', async () => {
      const response = await server.postRaw(VITALS_PATH, '{"name":', { 'content-type': 'text/plain' });
      expect(response.status).toBe(400);
    });

    it('gives staff the 75th percentile of each metric per route', async () => {
      for (const value of [100, 200, 300, 400]) await server.post(VITALS_PATH, aBeacon({ route: '/p75-check', value }));
      await server.post(VITALS_PATH, aBeacon({ route: '/p75-check', name: 'CLS', value: 0.2 }));
      const response = await server.staffGet('/api/v1/staff/vitals');
      expect(response.status).toBe(200);
      const route = response.json.data.routes.find((entry: { route: string }) => entry.route === '/p75-check');
      expect(route.metrics).toEqual({ LCP: { p75: 300, samples: 4 }, CLS: { p75: 0.2, samples: 1 } });
    });
  });
});

describe('CORS', () => {
  let db: TestDatabase;
  let open: TestServer;
  let closed: TestServer;

  beforeAll(async () => {
    db = await createTestDatabase('sqlite');
    open = await startTestServer(db, { env: { CORS_ORIGINS: 'https://partner.example, https://app.example' } });
    closed = await startTestServer(db);
  });
  afterAll(async () => {
    await open?.close();
    await closed?.close();
    await db?.drop();
  });

  const preflight = (server: TestServer, origin: string) =>
    fetch(`${server.baseUrl}${ENDPOINTS.contactUs.path}`, {
      method: 'OPTIONS',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    });

  it('allows only the configured origins', async () => {
    expect((await preflight(open, 'https://partner.example')).headers.get('access-control-allow-origin')).toBe('https://partner.example');
    expect((await preflight(open, 'https://evil.example')).headers.get('access-control-allow-origin')).toBeNull();
  });

  it('allows no other origin by default', async () => {
    expect((await preflight(closed, 'https://partner.example')).headers.get('access-control-allow-origin')).toBeNull();
  });
});
