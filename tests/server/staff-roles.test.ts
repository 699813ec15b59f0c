import { beforeAll, expect, it } from 'vitest';
import { CAREERS_FILES_PATH, reachOf, type StaffCallContract, rolesAllow, SAMPLE_THERAPISTS, STAFF_CONTRACT, STAFF_PATH, STAFF_ROLES, type StaffPermission, type StaffRole } from '@manobal/core';
import { CAREERS_DOCUMENT_ACCESS } from '../../server/src/routes/careers.routes';
import { isTherapistEntryPath } from '../../server/src/routes/staff.routes';
import { describeEachEngine } from './support/test-databases';
import { useTestServer, type TestResponse } from './support/test-server';

// The role table as the server enforces it: every staff call (read from the contract, so a new call is covered the
// day it is added) and the staff routes outside it, tried by a person of each role alone.

interface StaffRoute {
  readonly name: string;
  readonly method: string;
  readonly path: string;
  readonly allow: readonly StaffPermission[];
  /** Opens only in a sign-in less than five minutes old: a token reaches the step-up check, never the data. */
  readonly stepUp: boolean;
  /** Only a console session makes it: a token reaches the session check, never the call. */
  readonly sessionOnly?: boolean;
}

const ROUTES: readonly StaffRoute[] = [
  ...Object.entries(STAFF_CONTRACT).map(([name, call]) => ({
    name,
    method: call.method,
    path: call.path,
    allow: call.allow,
    stepUp: (call as StaffCallContract).stepUp === true,
    sessionOnly: (call as StaffCallContract).sessionOnly === true,
  })),
  { name: 'staffVitals', method: 'GET', path: `${STAFF_PATH}/vitals`, allow: ['self'], stepUp: false },
  { name: 'staffDocument', method: 'GET', path: `${CAREERS_FILES_PATH}/{id}`, allow: CAREERS_DOCUMENT_ACCESS, stepUp: true },
];

const OWN_ENTRY = SAMPLE_THERAPISTS[0]!.therapist.id;
const OTHER_ENTRY = SAMPLE_THERAPISTS[1]!.therapist.id;

/** The route's path with its parameters filled: a therapist entry's id, a record collection, or an id nobody has. */
const filled = (path: string, entry: string) =>
  path
    .replace('/therapists/{id}', `/therapists/${entry}`)
    .replace('{collection}', 'contacts')
    .replace('{id}', 'no-such-id');

describeEachEngine('the role table, enforced by the server on every staff route', (engine) => {
  const server = useTestServer(engine);
  const tokens = new Map<string, string>();
  beforeAll(async () => {
    for (const role of STAFF_ROLES) tokens.set(role, (await server().staffPerson({ roles: [role], therapistId: role === 'therapist' ? OWN_ENTRY : null })).token);
    tokens.set('unlinked-therapist', (await server().staffPerson({ roles: ['therapist'], therapistId: null })).token);
  });

  const call = async (route: StaffRoute, token: string, entry: string): Promise<TestResponse> => {
    const url = filled(route.path, entry);
    const headers = { authorization: `Bearer ${token}` };
    if (route.method === 'GET' || route.method === 'DELETE') {
      const response = await server().app.inject({ method: route.method, url, headers });
      return { status: response.statusCode, headers: new Headers(), text: response.body, json: response.json() };
    }
    // An empty body: a permitted call refuses it for its content (400, 404, 415), a forbidden one never reads it.
    const response = await server().app.inject({ method: route.method as 'POST' | 'PUT', url, headers: { ...headers, 'content-type': 'application/json' }, payload: '{}' });
    return { status: response.statusCode, headers: new Headers(), text: response.body, json: response.json() };
  };

  it.each(STAFF_ROLES)('lets a %s make exactly the calls the table gives the role, and answers 403 forbidden to every other', async (role: StaffRole) => {
    const actor = { roles: [role], therapistId: role === 'therapist' ? OWN_ENTRY : null };
    const seen: string[] = [];
    for (const route of ROUTES) {
      const allowed = rolesAllow(actor.roles, route.allow) && reachOf(actor, route.allow).kind !== 'none';
      const response = await call(route, tokens.get(role)!, OWN_ENTRY);
      if (allowed && route.stepUp) expect({ status: response.status, kind: response.json?.kind }, `${role} ${route.name}`).toEqual({ status: 403, kind: 'step-up-required' });
      else if (allowed && route.sessionOnly) expect({ status: response.status, kind: response.json?.kind }, `${role} ${route.name}`).toEqual({ status: 403, kind: 'session-required' });
      else if (allowed) expect([401, 403], `${role} ${route.name}: ${response.text}`).not.toContain(response.status);
      else expect({ status: response.status, kind: response.json?.kind }, `${role} ${route.name}`).toEqual({ status: 403, kind: 'forbidden' });
      seen.push(route.name);
    }
    expect(seen.length).toBe(ROUTES.length);
  });

  it("keeps a therapist to their own directory entry: another therapist's is 403 on every call that names one", async () => {
    // The entry calls a therapist makes at all (retiring an entry or linking it to a person is the directory's alone).
    const entryRoutes = ROUTES.filter((route) => isTherapistEntryPath(route.path) && rolesAllow(['therapist'], route.allow));
    expect(entryRoutes.length).toBeGreaterThan(0);
    for (const route of entryRoutes) {
      const other = await call(route, tokens.get('therapist')!, OTHER_ENTRY);
      expect({ status: other.status, kind: other.json?.kind }, route.name).toEqual({ status: 403, kind: 'forbidden' });
      const own = await call(route, tokens.get('therapist')!, OWN_ENTRY);
      expect([401, 403], `${route.name} on their own entry: ${own.text}`).not.toContain(own.status);
      // An admin reaches every entry.
      const admin = await call(route, tokens.get('admin')!, OTHER_ENTRY);
      expect(admin.json?.kind, `admin ${route.name}`).not.toBe('forbidden');
    }
  });

  it('gives a therapist with no linked directory entry nothing of their own to reach: 403 on every .own call', async () => {
    const ownOnly = ROUTES.filter((route) => route.allow.some((permission) => permission.endsWith('.own')) && rolesAllow(['therapist'], route.allow));
    expect(ownOnly.length).toBeGreaterThan(0);
    for (const route of ownOnly) {
      const response = await call(route, tokens.get('unlinked-therapist')!, OWN_ENTRY);
      expect({ status: response.status, kind: response.json?.kind }, route.name).toEqual({ status: 403, kind: 'forbidden' });
    }
    const whoami = await call(ROUTES.find((route) => route.name === 'staffWhoami')!, tokens.get('unlinked-therapist')!, OWN_ENTRY);
    expect(whoami.status).toBe(200);
  });
});
