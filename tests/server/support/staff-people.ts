import { randomUUID } from 'node:crypto';
import { ACCESS_TOKEN_PREFIX, type StaffRole } from '@manobal/core';
import { createStaffSecrets, staffSecretHash } from '../../../server/src/staff-auth/staff-secrets';
import type { Store } from '../../../server/src/store/store.port';

/** The admin every test server has: its personal access token is this known value (its hash is what is stored). */
export const TEST_STAFF_TOKEN = `${ACCESS_TOKEN_PREFIX}test-staff-token-0123456789abcdef`;
export const TEST_ADMIN_EMAIL = 'test-admin@manobal.test';
/** The test admin's person id, as audit rows name them. */
export const TEST_ADMIN_ID = 'test-admin';
export const TEST_ADMIN_NAME = 'Test Admin';

export interface StaffPersonOptions {
  readonly roles: readonly StaffRole[];
  readonly therapistId?: string | null;
  readonly email?: string;
  readonly name?: string;
  /** The token's secret; a new random one when absent. */
  readonly token?: string;
  readonly id?: string;
}

/**
 * A staff person straight in the store, with one personal access token, as `npm run admin` makes them. The token
 * never expires within a test, whatever the test's clock says (suites run with clocks years ahead).
 */
export const addStaffPerson = async (store: Store, options: StaffPersonOptions): Promise<{ readonly personId: string; readonly token: string; readonly email: string }> => {
  const now = new Date();
  const email = options.email ?? `staff-${randomUUID()}@manobal.test`;
  const existing = (await store.staffPeople.byEmail(email))._unsafeUnwrap();
  const personId = existing?.id ?? options.id ?? randomUUID();
  if (!existing) {
    const added = await store.staffPeople.add({
      id: personId,
      email,
      name: options.name ?? `Test ${options.roles.join(' and ')}`,
      roles: options.roles,
      therapistId: options.therapistId ?? null,
      active: true,
      createdAt: now,
    });
    if (added.isErr()) throw new Error('could not add a staff person');
  }
  const token = options.token ?? createStaffSecrets().issue(ACCESS_TOKEN_PREFIX).secret;
  const known = (await store.staffTokens.bySecretHash(staffSecretHash(token)))._unsafeUnwrap();
  if (!known) {
    const token_ = { id: randomUUID(), personId, name: 'tests', createdAt: now, expiresAt: new Date('9999-12-31T00:00:00Z'), lastUsedAt: null, revokedAt: null };
    (await store.staffTokens.add(token_, staffSecretHash(token)))._unsafeUnwrap();
  }
  return { personId, token, email };
};

/** The test admin behind TEST_STAFF_TOKEN (kept when the store has it already). */
export const addTestAdmin = (store: Store) => addStaffPerson(store, { roles: ['admin'], email: TEST_ADMIN_EMAIL, name: TEST_ADMIN_NAME, token: TEST_STAFF_TOKEN, id: TEST_ADMIN_ID });
