// Staff people and their personal access tokens: who a bearer token belongs to, provisioning from the server's own
// machine, invitations, role changes, deactivation, and one's own tokens.
import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { z } from '../schema/zod';
import { parseInput, type InputInvalid, type StoreUnavailable } from '../application/domain-errors';
import type { IdGenerator } from '../application/id-generator.port';
import { pageRequestSchema, type Page } from '../application/page-request';
import type { Clock } from '../calendar/clock.port';
import type { StaffActor, StaffCredential } from './staff-actor';
import type { StaffAccessToken, StaffAccessTokens, StaffEnrolmentKind, StaffEnrolments, StaffPeople, StaffPerson, StaffSecrets } from './staff-people.port';
import {
  changeStaffPersonRequestSchema,
  createAccessTokenRequestSchema,
  idRequestSchema,
  inviteStaffPersonRequestSchema,
  type StaffAccessTokenView,
  type StaffPersonView,
} from './staff-people.schema';
import { STAFF_ROLES, type StaffRole } from './staff-roles';
import { enrolmentExpiresAt } from './staff-session.policy';
import type { AccessTokenNotFound, StaffCredentialRefusal, StaffEmailTaken, StaffPersonNotFound, StaffUnauthorized } from './staff-errors';

/** Personal access tokens start with this, so a leaked one is recognised by secret scanners and people alike. */
export const ACCESS_TOKEN_PREFIX = 'mnb_pat_';
/** One-time enrolment codes (after `#` in the link). */
export const ENROLMENT_CODE_PREFIX = 'mnb_enr_';

export const staffUnauthorized = (reason: StaffCredentialRefusal): StaffUnauthorized => ({ kind: 'signed-out', reason });

/** The person behind a request, as every staff use case and audit row reads them. */
export const actorOfPerson = (person: StaffPerson, credential: StaffCredential, verifiedAt: Date | null): StaffActor => ({
  personId: person.id,
  name: person.name,
  roles: person.roles,
  therapistId: person.therapistId,
  credential,
  verifiedAt,
});

export const toStaffPersonView = (person: StaffPerson): StaffPersonView => ({
  id: person.id,
  email: person.email,
  name: person.name,
  roles: [...person.roles],
  therapist_id: person.therapistId,
  active: person.active,
  created_at: person.createdAt.toISOString(),
});

export const accessTokenState = (token: StaffAccessToken, now: Date): StaffAccessTokenView['state'] =>
  token.revokedAt !== null ? 'revoked' : now.getTime() >= token.expiresAt.getTime() ? 'expired' : 'active';

export const toAccessTokenView = (token: StaffAccessToken, now: Date): StaffAccessTokenView => ({
  id: token.id,
  name: token.name,
  state: accessTokenState(token, now),
  created_at: token.createdAt.toISOString(),
  expires_at: token.expiresAt.toISOString(),
  last_used_at: token.lastUsedAt === null ? null : token.lastUsedAt.toISOString(),
  revoked_at: token.revokedAt === null ? null : token.revokedAt.toISOString(),
});

interface TokenDeps {
  readonly tokens: StaffAccessTokens;
  readonly secrets: StaffSecrets;
  readonly clock: Clock;
}

/**
 * The person behind `Authorization: Bearer mnb_pat_…`: the token must be known, unrevoked and unexpired, and its
 * person active. A deactivated person's token is refused as such, whatever the token's own state.
 */
export const authenticateAccessToken =
  (deps: TokenDeps) =>
  (secret: string): ResultAsync<StaffActor, StaffUnauthorized | StoreUnavailable> => {
    if (!secret.startsWith(ACCESS_TOKEN_PREFIX)) return errAsync(staffUnauthorized('unknown'));
    const now = deps.clock.now();
    return deps.tokens.bySecretHash(deps.secrets.hashOf(secret)).andThen((found): ResultAsync<StaffActor, StaffUnauthorized | StoreUnavailable> => {
      if (found === null) return errAsync(staffUnauthorized('unknown'));
      if (!found.person.active) return errAsync(staffUnauthorized('deactivated'));
      const state = accessTokenState(found.token, now);
      if (state !== 'active') return errAsync(staffUnauthorized(state));
      return deps.tokens.touch(found.token.id, now).map(() => actorOfPerson(found.person, 'access-token', null));
    });
  };

/** A new personal access token for the person making the request; its secret is in this answer only. */
export const issueAccessToken =
  (deps: TokenDeps & { readonly ids: IdGenerator }) =>
  (actor: StaffActor, input: unknown): ResultAsync<StaffAccessTokenView & { readonly token: string }, InputInvalid | StoreUnavailable> =>
    parseInput(createAccessTokenRequestSchema, input).asyncAndThen(({ name, days }) => {
      const now = deps.clock.now();
      const { secret, hash } = deps.secrets.issue(ACCESS_TOKEN_PREFIX);
      const token: StaffAccessToken = {
        id: deps.ids.next(),
        personId: actor.personId,
        name,
        createdAt: now,
        expiresAt: new Date(now.getTime() + days * 86_400_000),
        lastUsedAt: null,
        revokedAt: null,
      };
      return deps.tokens.add(token, hash).map(() => ({ ...toAccessTokenView(token, now), token: secret }));
    });

export const listAccessTokens =
  (deps: Pick<TokenDeps, 'tokens' | 'clock'>) =>
  (actor: StaffActor): ResultAsync<{ readonly items: readonly StaffAccessTokenView[] }, StoreUnavailable> =>
    deps.tokens.listOf(actor.personId).map((tokens) => ({ items: tokens.map((token) => toAccessTokenView(token, deps.clock.now())) }));

/** Revokes one of the person's own tokens (another person's is 'not found' to them). */
export const revokeAccessToken =
  (deps: Pick<TokenDeps, 'tokens' | 'clock'>) =>
  (actor: StaffActor, input: unknown): ResultAsync<StaffAccessTokenView, InputInvalid | AccessTokenNotFound | StoreUnavailable> =>
    parseInput(idRequestSchema, input).asyncAndThen(({ id }) =>
      deps.tokens
        .revoke(actor.personId, id, deps.clock.now())
        .andThen((token) => (token === null ? errAsync<StaffAccessTokenView, AccessTokenNotFound>({ kind: 'access-token-not-found' }) : okAsync(toAccessTokenView(token, deps.clock.now())))),
    );

interface PeopleDeps {
  readonly people: StaffPeople;
  readonly clock: Clock;
}

/** A person as the server operator provisions them: e-mail, name, roles and an optional therapist entry. */
const provisionSchema = z.object({
  email: inviteStaffPersonRequestSchema.shape.email,
  name: inviteStaffPersonRequestSchema.shape.name,
  roles: inviteStaffPersonRequestSchema.shape.roles,
  therapist_id: inviteStaffPersonRequestSchema.shape.therapist_id,
});

/** Both lists' roles, in the table's order. */
const unionOf = (a: readonly StaffRole[], b: readonly StaffRole[]): StaffRole[] => STAFF_ROLES.filter((role) => a.includes(role) || b.includes(role));

/**
 * Creates a person, or adds roles to the person who has this e-mail already (and links the therapist entry when
 * one is given): what `npm run admin -- create-person` does on the server's own machine.
 */
export const provisionStaffPerson =
  (deps: PeopleDeps & { readonly ids: IdGenerator }) =>
  (input: unknown): ResultAsync<{ readonly person: StaffPerson; readonly created: boolean }, InputInvalid | StoreUnavailable> =>
    parseInput(provisionSchema, input).asyncAndThen(({ email, name, roles, therapist_id }) => {
      const addRoles = (existing: StaffPerson) =>
        deps.people
          .change(existing.id, { roles: unionOf(existing.roles, roles), ...(therapist_id === undefined ? {} : { therapistId: therapist_id }) })
          .map((person) => ({ person: person ?? existing, created: false }));
      const person: StaffPerson = { id: deps.ids.next(), email, name, roles, therapistId: therapist_id ?? null, active: true, createdAt: deps.clock.now() };
      return deps.people.byEmail(email).andThen((existing) =>
        existing !== null
          ? addRoles(existing)
          : deps.people
              .add(person)
              .andThen((added) =>
                added === 'added' ? okAsync({ person, created: true }) : deps.people.byEmail(email).andThen((raced) => (raced === null ? okAsync({ person, created: true }) : addRoles(raced))),
              ),
      );
    });

/** The care team a page at a time: active people first, then by name (the store's order). */
export const listStaffPeople =
  (deps: Pick<PeopleDeps, 'people'>) =>
  (input: unknown = {}): ResultAsync<Page<StaffPersonView>, InputInvalid | StoreUnavailable> =>
    parseInput(pageRequestSchema, input).asyncAndThen(({ page, limit }) =>
      deps.people.list().map((people) => ({ items: people.slice((page - 1) * limit, page * limit).map(toStaffPersonView), page, limit, total: people.length })),
    );

interface EnrolmentDeps extends PeopleDeps {
  readonly enrolments: StaffEnrolments;
  readonly secrets: StaffSecrets;
}

/** A one-time enrolment code (for the link) and when it stops working. */
export interface IssuedEnrolment {
  readonly code: string;
  readonly expiresAt: Date;
}

const issueEnrolment = (
  deps: EnrolmentDeps,
  kind: StaffEnrolmentKind,
  who: { readonly personId: string | null; readonly email: string | null; readonly name: string | null; readonly roles: readonly StaffRole[]; readonly therapistId: string | null },
): ResultAsync<IssuedEnrolment, StoreUnavailable> => {
  const now = deps.clock.now();
  const expiresAt = enrolmentExpiresAt(now, kind);
  const { secret, hash } = deps.secrets.issue(ENROLMENT_CODE_PREFIX);
  return deps.enrolments.add({ kind, ...who, createdAt: now, expiresAt }, hash).map(() => ({ code: secret, expiresAt }));
};

/** A link for a new administrator (valid 24 hours): printed at start on a store with no staff, or on the operator's request. */
export const issueAdminEnrolment =
  (deps: EnrolmentDeps) =>
  (): ResultAsync<IssuedEnrolment, StoreUnavailable> =>
    issueEnrolment(deps, 'first-admin', { personId: null, email: null, name: null, roles: ['admin'], therapistId: null });

/** The first admin's link, only while the store has no staff person at all; null otherwise. */
export const firstAdminEnrolment =
  (deps: EnrolmentDeps) =>
  (): ResultAsync<IssuedEnrolment | null, StoreUnavailable> =>
    deps.people.count().andThen((count) => (count === 0 ? issueAdminEnrolment(deps)() : okAsync(null)));

/** An admin invites a person by e-mail, with their roles: a one-time link valid 72 hours. */
export const inviteStaffPerson =
  (deps: EnrolmentDeps) =>
  (input: unknown): ResultAsync<IssuedEnrolment, InputInvalid | StaffEmailTaken | StoreUnavailable> =>
    parseInput(inviteStaffPersonRequestSchema, input).asyncAndThen(({ email, name, roles, therapist_id }) =>
      deps.people
        .byEmail(email)
        .andThen((existing) =>
          existing !== null
            ? errAsync<IssuedEnrolment, StaffEmailTaken>({ kind: 'staff-email-taken' })
            : issueEnrolment(deps, 'invitation', { personId: null, email, name, roles, therapistId: therapist_id ?? null }),
        ),
    );

const personOrNotFound = (person: StaffPerson | null): ResultAsync<StaffPerson, StaffPersonNotFound> =>
  person === null ? errAsync({ kind: 'staff-person-not-found' }) : okAsync(person);

/** An admin changes a person's roles or the therapist entry linked to them; the next request already uses them. */
export const changeStaffPerson =
  (deps: Pick<PeopleDeps, 'people'>) =>
  (input: unknown): ResultAsync<StaffPersonView, InputInvalid | StaffPersonNotFound | StoreUnavailable> =>
    parseInput(changeStaffPersonRequestSchema, input).asyncAndThen(({ id, roles, therapist_id }) =>
      deps.people
        .change(id, { ...(roles === undefined ? {} : { roles }), ...(therapist_id === undefined ? {} : { therapistId: therapist_id }) })
        .andThen(personOrNotFound)
        .map(toStaffPersonView),
    );

/** Deactivates a person: their sessions and tokens end at once (the same transaction). */
export const deactivateStaffPerson =
  (deps: PeopleDeps) =>
  (input: unknown): ResultAsync<StaffPersonView, InputInvalid | StaffPersonNotFound | StoreUnavailable> =>
    parseInput(idRequestSchema, input).asyncAndThen(({ id }) => deps.people.deactivate(id, deps.clock.now()).andThen(personOrNotFound).map(toStaffPersonView));

/** What resetting a person's second factor clears besides their sessions (their TOTP, passkeys, recovery codes). */
export interface SecondFactorEraser {
  eraseAll(personId: string): ResultAsync<void, StoreUnavailable>;
}

/**
 * Resets a person's second factor (a lost phone): every second factor and session of theirs ends, and a one-time
 * link (72 hours) lets them set up a new one after proving their password.
 */
export const resetSecondFactor =
  (deps: EnrolmentDeps & { readonly factors: SecondFactorEraser }) =>
  (input: unknown): ResultAsync<IssuedEnrolment, InputInvalid | StaffPersonNotFound | StoreUnavailable> =>
    parseInput(idRequestSchema, input).asyncAndThen(({ id }) =>
      deps.people
        .byId(id)
        .andThen(personOrNotFound)
        .andThen((person) =>
          deps.factors
            .eraseAll(person.id)
            .andThen(() => deps.people.endSessions(person.id, deps.clock.now()))
            .andThen(() =>
              issueEnrolment(deps, 'invitation', { personId: person.id, email: person.email, name: person.name, roles: person.roles, therapistId: person.therapistId }),
            ),
        ),
    );
