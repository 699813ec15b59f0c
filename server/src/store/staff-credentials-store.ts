import { sql, type Kysely, type Selectable } from 'kysely';
import type { SignInStep, SignInStepPurpose, SignInSteps, StaffCredentials, StaffSession, StaffSessions } from '@manobal/core';
import type { Database, StaffSessionsTable, StaffSignInStepsTable } from './database.schema';
import { JOINED_PERSON_COLUMNS, joinedPersonOf } from './staff-people-store';
import { fromStore } from './store-faults';

// Console sessions, passwords, second factors and sign-ins in progress over the tables of migrations 0020 and 0021.
// Secrets (a TOTP secret, a step's secret) arrive here sealed by the server; tokens and codes only as hashes.

const sessionOf = (row: Selectable<StaffSessionsTable>): StaffSession => ({
  id: row.id,
  personId: row.person_id,
  signedInAt: new Date(row.signed_in_at),
  lastSeenAt: new Date(row.last_seen_at),
  verifiedAt: new Date(row.verified_at),
  endedAt: row.ended_at === null ? null : new Date(row.ended_at),
});

export const createStaffSessionStore = (db: Kysely<Database>): StaffSessions => ({
  start: (session, tokenHash) =>
    fromStore(async () => {
      await db
        .insertInto('staff_sessions')
        .values({
          id: session.id,
          token_hash: tokenHash,
          person_id: session.personId,
          signed_in_at: session.signedInAt.toISOString(),
          last_seen_at: session.lastSeenAt.toISOString(),
          verified_at: session.verifiedAt.toISOString(),
          ended_at: null,
        })
        .execute();
    }),
  byTokenHash: (tokenHash) =>
    fromStore(async () => {
      const row = await db
        .selectFrom('staff_sessions as s')
        .innerJoin('staff_people as p', 'p.id', 's.person_id')
        .select(['s.id', 's.token_hash', 's.person_id', 's.signed_in_at', 's.last_seen_at', 's.verified_at', 's.ended_at', ...JOINED_PERSON_COLUMNS])
        .where('s.token_hash', '=', tokenHash)
        .executeTakeFirst();
      return row ? { session: sessionOf(row), person: joinedPersonOf(row) } : null;
    }),
  touch: (tokenHash, at) =>
    fromStore(async () => {
      await db.updateTable('staff_sessions').set({ last_seen_at: at.toISOString() }).where('token_hash', '=', tokenHash).where('ended_at', 'is', null).execute();
    }),
  verified: (tokenHash, at) =>
    fromStore(async () => {
      await db.updateTable('staff_sessions').set({ verified_at: at.toISOString(), last_seen_at: at.toISOString() }).where('token_hash', '=', tokenHash).where('ended_at', 'is', null).execute();
    }),
  end: (tokenHash, at) =>
    fromStore(async () => {
      await db.updateTable('staff_sessions').set({ ended_at: at.toISOString() }).where('token_hash', '=', tokenHash).where('ended_at', 'is', null).execute();
    }),
});

export const createStaffCredentialStore = (db: Kysely<Database>): StaffCredentials => ({
  passwordHashOf: (personId) => fromStore(async () => (await db.selectFrom('staff_people').select('password_hash').where('id', '=', personId).executeTakeFirst())?.password_hash ?? null),
  setPassword: (personId, passwordHash) =>
    fromStore(async () => {
      await db.updateTable('staff_people').set({ password_hash: passwordHash }).where('id', '=', personId).execute();
    }),
  totpOf: (personId) =>
    fromStore(async () => {
      const row = await db.selectFrom('staff_totp').select(['secret_sealed', 'last_step']).where('person_id', '=', personId).where('confirmed_at', 'is not', null).executeTakeFirst();
      return row ? { secret: row.secret_sealed, lastStep: row.last_step === null ? null : Number(row.last_step) } : null;
    }),
  saveTotp: (personId, secret, step, at) =>
    fromStore(() =>
      db.transaction().execute(async (trx) => {
        await trx.deleteFrom('staff_totp').where('person_id', '=', personId).execute();
        await trx.insertInto('staff_totp').values({ person_id: personId, secret_sealed: secret, confirmed_at: at.toISOString(), last_step: step, created_at: at.toISOString() }).execute();
      }),
    ),
  // One conditional update: of two requests racing with the same code, the database lets exactly one move the step on.
  useTotpStep: (personId, step) =>
    fromStore(async () => {
      const result = await db
        .updateTable('staff_totp')
        .set({ last_step: step })
        .where('person_id', '=', personId)
        .where((eb) => eb.or([eb('last_step', 'is', null), eb('last_step', '<', step)]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    }),
  replaceRecoveryCodes: (personId, codeHashes, at) =>
    fromStore(() =>
      db.transaction().execute(async (trx) => {
        await trx.deleteFrom('staff_recovery_codes').where('person_id', '=', personId).execute();
        if (codeHashes.length > 0)
          await trx
            .insertInto('staff_recovery_codes')
            .values(codeHashes.map((code_hash) => ({ code_hash, person_id: personId, created_at: at.toISOString(), used_at: null })))
            .execute();
      }),
    ),
  useRecoveryCode: (personId, codeHash, at) =>
    fromStore(async () => {
      const result = await db
        .updateTable('staff_recovery_codes')
        .set({ used_at: at.toISOString() })
        .where('code_hash', '=', codeHash)
        .where('person_id', '=', personId)
        .where('used_at', 'is', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    }),
  factorsOf: (personId) =>
    fromStore(async () => {
      const totp = await db.selectFrom('staff_totp').select('person_id').where('person_id', '=', personId).where('confirmed_at', 'is not', null).executeTakeFirst();
      const passkeys = await db.selectFrom('staff_passkeys').select(sql<number>`count(*)`.as('n')).where('person_id', '=', personId).executeTakeFirstOrThrow();
      const codes = await db.selectFrom('staff_recovery_codes').select(sql<number>`count(*)`.as('n')).where('person_id', '=', personId).where('used_at', 'is', null).executeTakeFirstOrThrow();
      return { totp: totp !== undefined, passkeys: Number(passkeys.n), recoveryCodesLeft: Number(codes.n) };
    }),
  passkeysOf: (personId) =>
    fromStore(async () => {
      const rows = await db.selectFrom('staff_passkeys').select(['id', 'public_key', 'counter', 'transports']).where('person_id', '=', personId).orderBy('created_at').execute();
      return rows.map((row) => ({ id: row.id, publicKey: row.public_key, counter: Number(row.counter), transports: row.transports === null ? [] : (JSON.parse(row.transports) as string[]) }));
    }),
  addPasskey: (personId, passkey, at) =>
    fromStore(async () => {
      await db
        .insertInto('staff_passkeys')
        .values({
          id: passkey.id,
          person_id: personId,
          public_key: passkey.publicKey,
          counter: passkey.counter,
          transports: JSON.stringify(passkey.transports),
          created_at: at.toISOString(),
          last_used_at: null,
        })
        .execute();
    }),
  // One conditional update: the counter must move on (or stay 0 for an authenticator that keeps none), so a cloned
  // authenticator, or the same signed answer twice, is refused, and of two racing uses only one moves it.
  usePasskey: (personId, passkeyId, counter, at) =>
    fromStore(async () => {
      const result = await db
        .updateTable('staff_passkeys')
        .set({ counter, last_used_at: at.toISOString() })
        .where('id', '=', passkeyId)
        .where('person_id', '=', personId)
        .where((eb) => eb.or([eb('counter', '<', counter), eb.and([eb('counter', '=', 0), eb(eb.val(counter), '=', 0)])]))
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1;
    }),
});

const stepOf = (row: Selectable<StaffSignInStepsTable>): SignInStep => ({
  purpose: row.purpose as SignInStepPurpose,
  personId: row.person_id,
  secret: row.challenge,
  enrolmentCodeHash: row.enrolment_code_hash,
  createdAt: new Date(row.created_at),
  expiresAt: new Date(row.expires_at),
});

export const createSignInStepStore = (db: Kysely<Database>): SignInSteps => ({
  add: (step, tokenHash) =>
    fromStore(async () => {
      // Steps nobody finished are forgotten as new ones arrive: the table holds minutes of sign-ins, never a history.
      await db.deleteFrom('staff_sign_in_steps').where('expires_at', '<', step.createdAt.toISOString()).execute();
      await db
        .insertInto('staff_sign_in_steps')
        .values({
          token_hash: tokenHash,
          person_id: step.personId,
          purpose: step.purpose,
          challenge: step.secret,
          enrolment_code_hash: step.enrolmentCodeHash,
          created_at: step.createdAt.toISOString(),
          expires_at: step.expiresAt.toISOString(),
        })
        .execute();
    }),
  open: (tokenHash, now) =>
    fromStore(async () => {
      const row = await db.selectFrom('staff_sign_in_steps').selectAll().where('token_hash', '=', tokenHash).where('expires_at', '>', now.toISOString()).executeTakeFirst();
      return row ? stepOf(row) : null;
    }),
  remove: (tokenHash) =>
    fromStore(async () => {
      await db.deleteFrom('staff_sign_in_steps').where('token_hash', '=', tokenHash).execute();
    }),
  // Read, then cleared only if still the same: of two answers racing to one challenge, exactly one gets it.
  takeChallenge: (tokenHash, now) =>
    fromStore(async () => {
      const row = await db.selectFrom('staff_sign_in_steps').select('challenge').where('token_hash', '=', tokenHash).where('expires_at', '>', now.toISOString()).executeTakeFirst();
      if (row === undefined || row.challenge === null) return null;
      const cleared = await db.updateTable('staff_sign_in_steps').set({ challenge: null }).where('token_hash', '=', tokenHash).where('challenge', '=', row.challenge).executeTakeFirst();
      return Number(cleared.numUpdatedRows) === 1 ? row.challenge : null;
    }),
});
