import { describe, expect, it } from 'vitest';
import { STAFF_CREDENTIAL_REFUSALS, STAFF_PEOPLE_MESSAGES, type Clock } from '@manobal/core';
import { runAdminCommand } from '../../server/src/admin/admin-commands';
import { createAuditRecorder } from '../../server/src/audit/audit-recorder';
import { createVisitorKeys } from '../../server/src/audit/visitor-keys';
import { composeStaffPeopleUseCases } from '../../server/src/staff-auth/staff-people.use-cases';
import { createStaffSecrets } from '../../server/src/staff-auth/staff-secrets';
import { createTestDatabase, describeEachEngine } from './support/test-databases';
import { startTestServer, TEST_STAFF_TOKEN, useTestServer } from './support/test-server';

/** A clock the test moves by hand. */
const movableClock = (start: string) => {
  let now = Date.parse(start);
  const clock: Clock = { now: () => new Date(now) };
  return { clock, advance: (ms: number) => (now += ms) };
};
const DAY = 86_400_000;

describeEachEngine('staff people and personal access tokens', (engine) => {
  const time = movableClock('2026-12-01T04:00:00Z');
  const server = useTestServer(engine, { clock: time.clock });
  const as = (token: string) => ({ authorization: `Bearer ${token}` });
  const send = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: unknown) => {
    const response = await server().app.inject({ method, url, headers: { ...as(token), ...(payload === undefined ? {} : { 'content-type': 'application/json' }) }, ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }) });
    return { status: response.statusCode, json: response.json() };
  };

  it('says who is behind a token: the person, their roles and what those allow', async () => {
    const { token } = await server().staffPerson({ roles: ['recruiter'], name: 'Ravi Menon' });
    const me = await send('GET', '/api/v1/staff/me', token);
    expect(me.status).toBe(200);
    expect(me.json.data).toMatchObject({ name: 'Ravi Menon', roles: ['recruiter'], credential: 'access-token', verified_at: null, permissions: ['applications.work', 'self'] });
  });

  it('creates a token shown once, lists it without its secret, and refuses it from the moment it is revoked', async () => {
    const { token: first } = await server().staffPerson({ roles: ['coordinator'] });
    const created = await send('POST', '/api/v1/staff/me/tokens', first, { name: 'Reports laptop', days: 30 });
    expect(created.status).toBe(201);
    expect(created.json.msg).toBe(STAFF_PEOPLE_MESSAGES.tokenCreated);
    const secret = created.json.data.token as string;
    expect(secret).toMatch(/^mnb_pat_[A-Za-z0-9_-]{43}$/);
    expect(created.json.data).toMatchObject({ name: 'Reports laptop', state: 'active', expires_at: new Date(time.clock.now().getTime() + 30 * DAY).toISOString() });

    expect((await send('GET', '/api/v1/staff/callbacks', secret)).status).toBe(200);
    const listed = await send('GET', '/api/v1/staff/me/tokens', secret);
    expect(listed.json.data.items.map((item: { name: string }) => item.name)).toContain('Reports laptop');
    expect(JSON.stringify(listed.json)).not.toContain(secret);

    const revoked = await send('DELETE', `/api/v1/staff/me/tokens/${created.json.data.id as string}`, first);
    expect(revoked.json.data.state).toBe('revoked');
    const after = await send('GET', '/api/v1/staff/callbacks', secret);
    expect(after).toEqual({ status: 401, json: { success: false, msg: STAFF_CREDENTIAL_REFUSALS.revoked, kind: 'signed-out' } });
  });

  it("cannot revoke another person's token (it is not theirs to see), and refuses a token longer than the policy allows", async () => {
    const { token: mine } = await server().staffPerson({ roles: ['recruiter'] });
    const { token: theirs } = await server().staffPerson({ roles: ['recruiter'] });
    const created = await send('POST', '/api/v1/staff/me/tokens', theirs, { name: 'Theirs' });
    const refused = await send('DELETE', `/api/v1/staff/me/tokens/${created.json.data.id as string}`, mine);
    expect(refused.status).toBe(404);
    expect(refused.json.kind).toBe('access-token-not-found');
    expect((await send('GET', '/api/v1/staff/me', created.json.data.token as string)).status).toBe(200);
    const tooLong = await send('POST', '/api/v1/staff/me/tokens', mine, { name: 'Forever', days: 4000 });
    expect(tooLong.status).toBe(400);
    expect(tooLong.json.errors).toHaveProperty('days');
  });

  it('refuses a token once it has expired', async () => {
    const { token } = await server().staffPerson({ roles: ['recruiter'] });
    const short = (await send('POST', '/api/v1/staff/me/tokens', token, { name: 'One day', days: 1 })).json.data.token as string;
    expect((await send('GET', '/api/v1/staff/me', short)).status).toBe(200);
    time.advance(DAY);
    const expired = await send('GET', '/api/v1/staff/me', short);
    expect(expired.status).toBe(401);
    expect(expired.json.msg).toBe(STAFF_CREDENTIAL_REFUSALS.expired);
  });

  it("lets an admin change a person's roles, effective on their next request", async () => {
    const { token, personId } = await server().staffPerson({ roles: ['recruiter'] });
    expect((await send('GET', '/api/v1/staff/callbacks', token)).status).toBe(403);
    const changed = await send('PUT', `/api/v1/staff/people/${personId}`, TEST_STAFF_TOKEN, { roles: ['coordinator'] });
    expect(changed.json.data.roles).toEqual(['coordinator']);
    expect((await send('GET', '/api/v1/staff/callbacks', token)).status).toBe(200);
    expect((await send('GET', '/api/v1/staff/applications', token)).status).toBe(403);
  });

  it("deactivates a person: every token of theirs is refused at once, and they are listed as inactive", async () => {
    const { token, personId } = await server().staffPerson({ roles: ['coordinator'] });
    const second = (await send('POST', '/api/v1/staff/me/tokens', token, { name: 'Second' })).json.data.token as string;
    const done = await send('POST', `/api/v1/staff/people/${personId}/deactivate`, TEST_STAFF_TOKEN, {});
    expect(done.json.data).toMatchObject({ id: personId, active: false });
    for (const each of [token, second]) {
      const refused = await send('GET', '/api/v1/staff/me', each);
      expect(refused.status).toBe(401);
      expect(refused.json.msg).toBe(STAFF_CREDENTIAL_REFUSALS.deactivated);
    }
    const people = await send('GET', '/api/v1/staff/people', TEST_STAFF_TOKEN);
    expect(people.json.data.items.find((person: { id: string }) => person.id === personId)).toMatchObject({ active: false });
  });

  it('invites a person with a one-time link valid 72 hours, and refuses to invite an e-mail that is staff already', async () => {
    const invited = await send('POST', '/api/v1/staff/people/invitations', TEST_STAFF_TOKEN, { email: 'Meera.Iyer@Example.in', name: 'Meera Iyer', roles: ['coordinator'] });
    expect(invited.status).toBe(201);
    expect(invited.json.data.link).toMatch(/^http:\/\/(localhost|127\.0\.0\.1)(:\d+)?\/staff\/enrol#mnb_enr_[A-Za-z0-9_-]{43}$/);
    expect(invited.json.data.expires_at).toBe(new Date(time.clock.now().getTime() + 72 * 3_600_000).toISOString());
    const { email } = await server().staffPerson({ roles: ['recruiter'] });
    const again = await send('POST', '/api/v1/staff/people/invitations', TEST_STAFF_TOKEN, { email, name: 'Someone', roles: ['recruiter'] });
    expect(again.status).toBe(409);
    expect(again.json.kind).toBe('staff-email-taken');
  });

  it("resets a person's second factor: a new one-time link for them", async () => {
    const { personId } = await server().staffPerson({ roles: ['therapist'], therapistId: 'ananya-rao' });
    const reset = await send('POST', `/api/v1/staff/people/${personId}/reset-second-factor`, TEST_STAFF_TOKEN, {});
    expect(reset.status).toBe(200);
    expect(reset.json.data.link).toContain('/staff/enrol#mnb_enr_');
    expect((await send('POST', '/api/v1/staff/people/nobody/reset-second-factor', TEST_STAFF_TOKEN, {})).json.kind).toBe('staff-person-not-found');
  });

  it('provisions from the server operator\'s script: a person, more roles for them later, and a token printed last that works', async () => {
    const audit = createAuditRecorder({ log: server().store.auditLog, clock: time.clock, visitorKeyOf: createVisitorKeys(Buffer.alloc(32, 7)) });
    const deps = { store: server().store, clock: time.clock, config: { publicOrigin: undefined, host: '127.0.0.1', port: 3000 }, audit };
    const created = await runAdminCommand(['create-person', '--email', 'Asha@Example.in', '--name', 'Asha Rao', '--roles', 'recruiter', '--token', 'ci'], deps);
    expect(created.exitCode).toBe(0);
    const token = created.lines.at(-1)!;
    expect((await send('GET', '/api/v1/staff/applications', token)).status).toBe(200);
    const more = await runAdminCommand(['create-person', '--email', 'asha@example.in', '--name', 'Asha Rao', '--roles', 'coordinator'], deps);
    expect(more.lines[0]).toContain('(coordinator, recruiter)');
    expect((await send('GET', '/api/v1/staff/callbacks', token)).status).toBe(200);
    const wrong = await runAdminCommand(['create-person', '--email', 'x@example.in', '--name', 'X', '--roles', 'boss'], deps);
    expect(wrong.exitCode).toBe(2);
    const off = await runAdminCommand(['deactivate', '--email', 'asha@example.in'], deps);
    expect(off.exitCode).toBe(0);
    // Each change is in the audit log, done by the server operator.
    const rows = (await server().store.auditLog.page({ personId: 'operator' }, { page: 1, limit: 10 }))._unsafeUnwrap().items;
    expect(rows.map((row) => `${row.action} ${row.subject}`)).toEqual(['people-change staff-person', 'people-change staff-person', 'change access-token', 'people-change staff-person']);
    expect((await send('GET', '/api/v1/staff/me', token)).status).toBe(401);
    const help = await runAdminCommand(['help'], deps);
    for (const command of ['create-person', 'deactivate', 'reset-second-factor', 'enrolment-link']) expect(help.lines.join('\n')).toContain(command);
  });
});

describe('the first administrator of an empty store', () => {
  it('gets a one-time enrolment link (24 hours) while the store has no staff person, and nobody does once it has one', async () => {
    const db = await createTestDatabase('sqlite');
    const server = await startTestServer(db, { staffAdmin: false });
    try {
      const staff = composeStaffPeopleUseCases({ store: server.store, clock: { now: () => new Date('2026-12-01T04:00:00Z') }, ids: { next: () => crypto.randomUUID() }, secrets: createStaffSecrets() });
      const first = (await staff.firstAdminEnrolment())._unsafeUnwrap();
      expect(first?.code).toMatch(/^mnb_enr_/);
      expect(first?.expiresAt.toISOString()).toBe('2026-12-02T04:00:00.000Z');
      await server.staffPerson({ roles: ['admin'] });
      expect((await staff.firstAdminEnrolment())._unsafeUnwrap()).toBeNull();
    } finally {
      await server.close();
      await db.drop();
    }
  });
});

