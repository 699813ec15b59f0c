import type { Kysely, Selectable } from 'kysely';
import {
  parseStaffRole,
  type SecondFactorEraser,
  type StaffAccessToken,
  type StaffAccessTokens,
  type StaffEnrolment,
  type StaffEnrolmentKind,
  type StaffEnrolments,
  type StaffPeople,
  type StaffPerson,
  type StaffRole,
} from '@manobal/core';
import type { Database, StaffAccessTokensTable, StaffEnrolmentsTable, StaffPeopleTable } from './database.schema';
import { fromStore, isUniqueViolation } from './store-faults';

// Staff people, their access tokens and enrolment links over the tables of migrations 0020 and 0021.

/** Roles as stored: core's ids, comma-separated; anything else (a hand edit) is no role at all. */
export const rolesText = (roles: readonly StaffRole[]): string => roles.join(',');
export const rolesOf = (text: string): StaffRole[] => text.split(',').flatMap((id) => parseStaffRole(id.trim()) ?? []);

export const personOf = (row: Omit<Selectable<StaffPeopleTable>, 'password_hash'>): StaffPerson => ({
  id: row.id,
  email: row.email,
  name: row.name,
  roles: rolesOf(row.roles),
  therapistId: row.therapist_id,
  active: row.active === 1,
  createdAt: new Date(row.created_at),
});

/** The person's columns of a row joined with `staff_people as p` (a token's, a session's), and the person they make. */
export const JOINED_PERSON_COLUMNS = ['p.email as p_email', 'p.name as p_name', 'p.roles as p_roles', 'p.therapist_id as p_therapist_id', 'p.active as p_active', 'p.created_at as p_created_at'] as const;
export const joinedPersonOf = (row: {
  readonly person_id: string;
  readonly p_email: string;
  readonly p_name: string;
  readonly p_roles: string;
  readonly p_therapist_id: string | null;
  readonly p_active: number;
  readonly p_created_at: string;
}): StaffPerson =>
  personOf({ id: row.person_id, email: row.p_email, name: row.p_name, roles: row.p_roles, therapist_id: row.p_therapist_id, active: row.p_active, created_at: row.p_created_at });

const tokenOf = (row: Selectable<StaffAccessTokensTable>): StaffAccessToken => ({
  id: row.id,
  personId: row.person_id,
  name: row.name,
  createdAt: new Date(row.created_at),
  expiresAt: new Date(row.expires_at),
  lastUsedAt: row.last_used_at === null ? null : new Date(row.last_used_at),
  revokedAt: row.revoked_at === null ? null : new Date(row.revoked_at),
});

const enrolmentOf = (row: Selectable<StaffEnrolmentsTable>): StaffEnrolment => ({
  kind: row.kind as StaffEnrolmentKind,
  personId: row.person_id,
  email: row.email,
  name: row.name,
  roles: rolesOf(row.roles),
  therapistId: row.therapist_id,
  createdAt: new Date(row.created_at),
  expiresAt: new Date(row.expires_at),
});

const PERSON_COLUMNS = ['id', 'email', 'name', 'roles', 'therapist_id', 'active', 'created_at'] as const;
/** A token's last use is written at most this often. */
const TOUCH_EVERY_MS = 60_000;

/** Ends a person's sessions and tokens; inside the caller's transaction when given one. */
const endEverything = async (db: Kysely<Database>, personId: string, at: string): Promise<void> => {
  await db.updateTable('staff_sessions').set({ ended_at: at }).where('person_id', '=', personId).where('ended_at', 'is', null).execute();
  await db.updateTable('staff_access_tokens').set({ revoked_at: at }).where('person_id', '=', personId).where('revoked_at', 'is', null).execute();
};

export const createStaffPeopleStore = (db: Kysely<Database>): StaffPeople => {
  const byColumn = (column: 'id' | 'email', value: string) =>
    fromStore(async () => {
      const row = await db.selectFrom('staff_people').select(PERSON_COLUMNS).where(column, '=', value).executeTakeFirst();
      return row ? personOf(row) : null;
    });
  return {
    count: () => fromStore(async () => Number((await db.selectFrom('staff_people').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n)),
    add: (person) =>
      fromStore(async () => {
        try {
          await db
            .insertInto('staff_people')
            .values({
              id: person.id,
              email: person.email,
              name: person.name,
              roles: rolesText(person.roles),
              therapist_id: person.therapistId,
              active: person.active ? 1 : 0,
              password_hash: null,
              created_at: person.createdAt.toISOString(),
            })
            .execute();
          return 'added' as const;
        } catch (error) {
          if (isUniqueViolation(error)) return 'email-taken' as const;
          throw error;
        }
      }),
    byId: (id) => byColumn('id', id),
    byEmail: (email) => byColumn('email', email),
    list: () =>
      fromStore(async () => {
        const rows = await db.selectFrom('staff_people').select(PERSON_COLUMNS).orderBy('active', 'desc').orderBy('name').orderBy('id').execute();
        return rows.map(personOf);
      }),
    change: (id, change) =>
      fromStore(async () => {
        const set = {
          ...(change.roles === undefined ? {} : { roles: rolesText(change.roles) }),
          ...(change.therapistId === undefined ? {} : { therapist_id: change.therapistId }),
          ...(change.name === undefined ? {} : { name: change.name }),
        };
        const query = Object.keys(set).length === 0 ? null : db.updateTable('staff_people').set(set).where('id', '=', id);
        if (query) await query.execute();
        const row = await db.selectFrom('staff_people').select(PERSON_COLUMNS).where('id', '=', id).executeTakeFirst();
        return row ? personOf(row) : null;
      }),
    deactivate: (id, at) =>
      fromStore(() =>
        db.transaction().execute(async (trx) => {
          const row = await trx.updateTable('staff_people').set({ active: 0 }).where('id', '=', id).returning(PERSON_COLUMNS).executeTakeFirst();
          if (!row) return null;
          await endEverything(trx, id, at.toISOString());
          return personOf(row);
        }),
      ),
    endSessions: (personId, at) =>
      fromStore(async () => {
        await db.updateTable('staff_sessions').set({ ended_at: at.toISOString() }).where('person_id', '=', personId).where('ended_at', 'is', null).execute();
      }),
  };
};

export const createStaffAccessTokenStore = (db: Kysely<Database>): StaffAccessTokens => ({
  add: (token, secretHash) =>
    fromStore(async () => {
      await db
        .insertInto('staff_access_tokens')
        .values({
          id: token.id,
          person_id: token.personId,
          name: token.name,
          token_hash: secretHash,
          created_at: token.createdAt.toISOString(),
          expires_at: token.expiresAt.toISOString(),
          last_used_at: null,
          revoked_at: null,
        })
        .execute();
    }),
  bySecretHash: (secretHash) =>
    fromStore(async () => {
      const row = await db
        .selectFrom('staff_access_tokens as t')
        .innerJoin('staff_people as p', 'p.id', 't.person_id')
        .select([
          't.id',
          't.person_id',
          't.name',
          't.token_hash',
          't.created_at',
          't.expires_at',
          't.last_used_at',
          't.revoked_at',
          ...JOINED_PERSON_COLUMNS,
        ])
        .where('t.token_hash', '=', secretHash)
        .executeTakeFirst();
      if (!row) return null;
      return { token: tokenOf(row), person: joinedPersonOf(row) };
    }),
  touch: (id, at) =>
    fromStore(async () => {
      const before = new Date(at.getTime() - TOUCH_EVERY_MS).toISOString();
      await db
        .updateTable('staff_access_tokens')
        .set({ last_used_at: at.toISOString() })
        .where('id', '=', id)
        .where((eb) => eb.or([eb('last_used_at', 'is', null), eb('last_used_at', '<', before)]))
        .execute();
    }),
  listOf: (personId) =>
    fromStore(async () => {
      const rows = await db.selectFrom('staff_access_tokens').selectAll().where('person_id', '=', personId).orderBy('created_at', 'desc').orderBy('id').execute();
      return rows.map(tokenOf);
    }),
  revoke: (personId, id, at) =>
    fromStore(async () => {
      await db.updateTable('staff_access_tokens').set({ revoked_at: at.toISOString() }).where('id', '=', id).where('person_id', '=', personId).where('revoked_at', 'is', null).execute();
      const row = await db.selectFrom('staff_access_tokens').selectAll().where('id', '=', id).where('person_id', '=', personId).executeTakeFirst();
      return row ? tokenOf(row) : null;
    }),
});

export const createStaffEnrolmentStore = (db: Kysely<Database>): StaffEnrolments => ({
  add: (enrolment, codeHash) =>
    fromStore(async () => {
      await db
        .insertInto('staff_enrolments')
        .values({
          code_hash: codeHash,
          kind: enrolment.kind,
          person_id: enrolment.personId,
          email: enrolment.email,
          name: enrolment.name,
          roles: rolesText(enrolment.roles),
          therapist_id: enrolment.therapistId,
          created_at: enrolment.createdAt.toISOString(),
          expires_at: enrolment.expiresAt.toISOString(),
          used_at: null,
        })
        .execute();
    }),
  open: (codeHash, now) =>
    fromStore(async () => {
      const row = await db
        .selectFrom('staff_enrolments')
        .selectAll()
        .where('code_hash', '=', codeHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now.toISOString())
        .executeTakeFirst();
      return row ? enrolmentOf(row) : null;
    }),
  // One conditional update: of two racing takers, the database lets exactly one change the row.
  take: (codeHash, now) =>
    fromStore(async () => {
      const result = await db
        .updateTable('staff_enrolments')
        .set({ used_at: now.toISOString() })
        .where('code_hash', '=', codeHash)
        .where('used_at', 'is', null)
        .where('expires_at', '>', now.toISOString())
        .executeTakeFirst();
      return Number(result.numUpdatedRows) === 1 ? ('taken' as const) : ('gone' as const);
    }),
});

/** Every second factor of a person goes: TOTP, passkeys, recovery codes. */
export const createSecondFactorEraser = (db: Kysely<Database>): SecondFactorEraser => ({
  eraseAll: (personId) =>
    fromStore(() =>
      db.transaction().execute(async (trx) => {
        await trx.deleteFrom('staff_totp').where('person_id', '=', personId).execute();
        await trx.deleteFrom('staff_passkeys').where('person_id', '=', personId).execute();
        await trx.deleteFrom('staff_recovery_codes').where('person_id', '=', personId).execute();
      }),
    ),
});
