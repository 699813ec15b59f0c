import { expect, it } from 'vitest';
import { APPOINTMENT_PATHS, ENDPOINTS, HEALTH_PATH, STAFF_PATH, appointmentPath } from '@manobal/core';
import { at } from '../../fixtures/booking/availability';
import { aValidLogin, aValidSignup } from '../../fixtures/forms';
import { aBookableTherapist, aConfirmRequest, aHoldRequest, createInMemoryAvailabilityReader } from '../../fixtures/in-memory/in-memory-appointments';
import { aMovableClock } from '../../fixtures/in-memory/in-memory-services';
import { describeEachEngine } from './support/test-databases';
import { useTestServer, type TestResponse } from './support/test-server';

/** Monday 30 November 2026, 09:00 IST: the fixtures' week is bookable from the next day. */
const NOW = at('2026-11-30', '09:00').toISOString();
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describeEachEngine('answers carrying personal data or a token are never stored by a cache', (engine) => {
  const running = useTestServer(engine, { clock: aMovableClock(NOW), therapists: createInMemoryAvailabilityReader([aBookableTherapist()]) });

  const noStore = (answer: TestResponse, what: string) => {
    expect(answer.status, `${what}: ${answer.text}`).toBeLessThan(500);
    expect(answer.headers.get('cache-control'), what).toBe('no-store');
  };

  const signedIn = async (email: string): Promise<string> => {
    const credentials = { email, password: 'cache-control-pass' };
    noStore(await running().post(ENDPOINTS.signup.path, aValidSignup(credentials)), 'signup');
    const login = await running().post(ENDPOINTS.login.path, aValidLogin(credentials));
    noStore(login, 'login');
    return login.json.data.access_token as string;
  };

  it('says no-store on signup, login, /me, logout and their refusals', async () => {
    const token = await signedIn('cache@example.in');
    noStore(await running().post(ENDPOINTS.login.path, aValidLogin({ email: 'cache@example.in', password: 'not-the-password' })), 'refused login');
    noStore(await running().get(ENDPOINTS.myAppointments.path, bearer(token)), '/me/appointments');
    noStore(await running().get(ENDPOINTS.myAppointments.path), '/me/appointments without a token');
    noStore(await running().postRaw(ENDPOINTS.logout.path, '', bearer(token)), 'logout');
  });

  it('says no-store on a hold, the confirmation (it carries the manage token) and the manage calls', async () => {
    const token = await signedIn('cache-booking@example.in');
    const held = await running().post(APPOINTMENT_PATHS.holds, aHoldRequest(at('2026-12-01', '18:00')));
    noStore(held, 'hold');
    const confirmed = await running().post(APPOINTMENT_PATHS.appointments, aConfirmRequest(held.json.data.hold_id), bearer(token));
    expect(confirmed.status, confirmed.text).toBe(201);
    noStore(confirmed, 'confirm');
    const { reference, manage_token } = confirmed.json.data as { reference: string; manage_token: string };
    noStore(await running().get(appointmentPath(APPOINTMENT_PATHS.appointment, reference), bearer(manage_token)), 'manage: show');
    noStore(await running().get(appointmentPath(APPOINTMENT_PATHS.appointment, reference), bearer('not-a-token')), 'manage: wrong token');
    noStore(await running().get(ENDPOINTS.myAppointments.path, bearer(token)), '/me/appointments with one');
  });

  it('says no-store on staff listings, the staff appointment list and refusals of the staff guard', async () => {
    for (const path of [`${STAFF_PATH}/users`, `${STAFF_PATH}/appointments`, `${STAFF_PATH}/callbacks`, `${STAFF_PATH}/therapists`]) {
      noStore(await running().staffGet(path), path);
      noStore(await running().get(path), `${path} without the staff token`);
    }
  });

  it('says no-store on every other API answer too, health and unknown paths included', async () => {
    for (const path of [HEALTH_PATH, ENDPOINTS.listTherapists.path, '/api/v1/no-such-call']) noStore(await running().get(path), path);
  });
});
