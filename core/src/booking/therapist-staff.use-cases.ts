import { err, errAsync, ok, okAsync, type Result, type ResultAsync } from 'neverthrow';
import { z } from '../schema/zod';
import { parseInput, type InputInvalid, type StoreUnavailable, type TherapistNotFound } from '../application/domain-errors';
import type { Clock } from '../calendar/clock.port';
import { bufferMinutesSchema, dateOverrideSchema, dayWindowSchema, isoDateSchema, MAX_DATE_OVERRIDES, MAX_DAY_WINDOWS, timeOffSchema, therapistTimeOffSchema, weeklyRulesSchema } from './availability.schema';
import { STAFF_FORBIDDEN, withinReach } from '../staff/staff-reach';
import type { StaffForbidden } from '../staff/staff-errors';
import type { StaffReach } from '../staff/staff-roles';
import { BOOKING_POLICY } from './booking.policy';
import { pageRequestSchema, type Page } from '../application/page-request';
import type { DirectoryEntry } from './sample-therapists';
import { activationRefusal, therapistIdSchema, therapistPhotoUrlSchema, therapistSchema, therapistViewSchema, THERAPIST_STAFF_MESSAGES, type Therapist } from './therapist.schema';

type Availability = DirectoryEntry['availability'];

/**
 * The directory as staff change it (issue 14). Writes of availability go through `change`, which the store
 * applies to what it holds at that moment (retrying when another write came between), so two staff members
 * adding time off at once both keep theirs.
 */
export interface TherapistEditor {
  /** Every therapist, active or not. */
  list(): ResultAsync<readonly DirectoryEntry[], StoreUnavailable>;
  /** Active or not; null for an id the directory does not hold. */
  find(id: string): ResultAsync<DirectoryEntry | null, StoreUnavailable>;
  /** Adds a new therapist; 'exists' (and nothing changes) when the id is taken. */
  add(entry: DirectoryEntry, now: Date): ResultAsync<'added' | 'exists', StoreUnavailable>;
  /** Replaces a therapist's profile, keeping their availability; false when the id is unknown. */
  replace(therapist: Therapist, now: Date): ResultAsync<boolean, StoreUnavailable>;
  /** The availability after `change`, or null when the id is unknown. */
  changeAvailability(id: string, change: (current: Availability) => Availability, now: Date): ResultAsync<Availability | null, StoreUnavailable>;
}

/** Where the directory's photos are kept: a photo no longer any therapist's is deleted, not left behind. */
export interface TherapistPhotos {
  /** Deletes the stored image behind a photo_url (a URL that is not a stored photo is left alone). */
  forget(photoUrl: string): ResultAsync<void, StoreUnavailable>;
}

interface EditorDeps {
  readonly editor: TherapistEditor;
  readonly clock: Clock;
  readonly photos: TherapistPhotos;
}

/** What staff see of a therapist: the whole record, `active` included, and the availability on the wire's names. */
export interface StaffTherapistView {
  readonly therapist: Therapist;
  readonly availability: StaffAvailabilityView;
}

export interface StaffAvailabilityView {
  readonly rules: Availability['rules'];
  readonly time_off: Availability['timeOff'];
  readonly date_overrides: Availability['dateOverrides'];
  readonly buffer_minutes: number;
}

export const toStaffAvailabilityView = (availability: Availability): StaffAvailabilityView => ({
  rules: availability.rules,
  time_off: availability.timeOff,
  date_overrides: availability.dateOverrides,
  buffer_minutes: availability.bufferMinutes,
});

export const toStaffTherapistView = (entry: DirectoryEntry): StaffTherapistView => ({
  therapist: entry.therapist,
  availability: toStaffAvailabilityView(entry.availability),
});

const NOT_FOUND: TherapistNotFound = { kind: 'therapist-not-found' };
const found = <T>(value: T | null): ResultAsync<T, TherapistNotFound> => (value === null ? errAsync(NOT_FOUND) : okAsync(value));

/** A new therapist starts with no weekly hours: nobody can book them until staff set their rules. */
const EMPTY_AVAILABILITY: Availability = { rules: [], timeOff: [], dateOverrides: [], bufferMinutes: BOOKING_POLICY.defaultBufferMinutes };

/** The registration rule as a refusal on the `registration` field, the way a schema's refusal reads. */
const withRegistrationRule = (therapist: Therapist): Result<Therapist, InputInvalid> => {
  const refusal = activationRefusal(therapist);
  return refusal === null ? ok(therapist) : err({ kind: 'validation', msg: refusal, fieldErrors: { registration: refusal } });
};

/**
 * Adds a therapist (the same schema the directory keeps); an id already in use is refused on the `id` field. A
 * therapist staff add is never a sample, so an active one needs a verified registration.
 */
export const addTherapist =
  (deps: EditorDeps) =>
  (input: unknown): ResultAsync<StaffTherapistView, InputInvalid | StoreUnavailable> =>
    parseInput(therapistSchema, input)
      .andThen((written) => withRegistrationRule({ ...written, sample: false }))
      .asyncAndThen((therapist) => {
        const entry: DirectoryEntry = { therapist, availability: EMPTY_AVAILABILITY };
        return deps.editor.add(entry, deps.clock.now()).andThen((added) =>
          added === 'added'
            ? okAsync(toStaffTherapistView(entry))
            : errAsync<StaffTherapistView, InputInvalid>({ kind: 'validation', msg: THERAPIST_STAFF_MESSAGES.idTaken, fieldErrors: { id: THERAPIST_STAFF_MESSAGES.idTaken } }),
        );
      });

/** A change to one therapist: the id its address names, and the body sent. */
export interface TherapistChange {
  readonly id: unknown;
  readonly body: unknown;
}

const ID_MISMATCH: InputInvalid = { kind: 'validation', msg: THERAPIST_STAFF_MESSAGES.idMismatch, fieldErrors: { id: THERAPIST_STAFF_MESSAGES.idMismatch } };

/**
 * The body with the addressed therapist's id beside it. A body that names another therapist is refused rather than
 * applied to either (a body that is not an object is left for the schema to refuse).
 */
const atAddressedTherapist = ({ id, body }: TherapistChange): Result<unknown, InputInvalid> => {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return ok(body);
  return 'id' in body && body.id !== id ? err(ID_MISMATCH) : ok({ ...body, id });
};

/**
 * Replaces an existing therapist's profile (their weekly rules and time off stay, and whether they are a sample):
 * a real therapist is kept active only with a verified registration.
 */
export const updateTherapist =
  (deps: EditorDeps) =>
  (input: TherapistChange): ResultAsync<StaffTherapistView, InputInvalid | TherapistNotFound | StoreUnavailable> =>
    atAddressedTherapist(input)
      .andThen((body) => parseInput(therapistSchema, body))
      .asyncAndThen((written) =>
        deps.editor
          .find(written.id)
          .andThen(found)
          .andThen((stored) => withRegistrationRule({ ...written, sample: stored.therapist.sample }))
          .andThen((therapist) => deps.editor.replace(therapist, deps.clock.now()).andThen((replaced) => found(replaced ? therapist : null)))
          .andThen((therapist) => deps.editor.find(therapist.id))
          .andThen(found)
          .map(toStaffTherapistView),
      );

/** The request of each staff change that names a therapist: the id (from the path) beside the body's fields. */
export const THERAPIST_STAFF_REQUESTS = {
  therapist: therapistSchema,
  rules: z.object({ id: therapistIdSchema, rules: weeklyRulesSchema, buffer_minutes: bufferMinutesSchema.optional() }),
  timeOff: therapistTimeOffSchema(therapistIdSchema),
  id: z.object({ id: therapistIdSchema }),
  dateOverride: z.object({ id: therapistIdSchema, date: isoDateSchema, hours: z.array(dayWindowSchema).max(MAX_DAY_WINDOWS) }),
  date: z.object({ id: therapistIdSchema, date: isoDateSchema }),
  active: z.object({ id: therapistIdSchema, active: z.boolean({ error: 'Say true (listed and bookable) or false (retired).' }) }),
};

/** What staff read back: the availability on the wire's names, and a therapist with theirs. */
export const staffAvailabilityViewSchema = z.object({
  rules: weeklyRulesSchema,
  time_off: z.array(timeOffSchema),
  date_overrides: z.array(dateOverrideSchema).describe('IST dates with hours of their own, replacing that weekday\'s rules on that date; no hours: closed'),
  buffer_minutes: bufferMinutesSchema,
});
export const staffTherapistViewSchema = z.object({ therapist: therapistViewSchema, availability: staffAvailabilityViewSchema });

const availabilityChange =
  <S extends z.ZodType<{ readonly id: string }>>(schema: S, change: (value: z.output<S>) => (current: Availability) => Availability) =>
  (deps: EditorDeps) =>
  (input: TherapistChange): ResultAsync<StaffAvailabilityView, InputInvalid | TherapistNotFound | StoreUnavailable> =>
    atAddressedTherapist(input)
      .andThen((body) => parseInput(schema, body))
      .asyncAndThen((value) => deps.editor.changeAvailability(value.id, change(value), deps.clock.now()).andThen(found))
      .map(toStaffAvailabilityView);

/** Replaces a therapist's weekly rules (IST), and their buffer after each session when given. */
export const setWeeklyRules = availabilityChange(
  THERAPIST_STAFF_REQUESTS.rules,
  ({ rules, buffer_minutes }) =>
    (current) => ({ ...current, rules, bufferMinutes: buffer_minutes ?? current.bufferMinutes }),
);

/** Adds whole IST days off (both ends included); the same period twice is kept once. */
export const addTimeOff = availabilityChange(THERAPIST_STAFF_REQUESTS.timeOff, (period) => (current) => ({
  ...current,
  timeOff: current.timeOff.some((kept) => kept.from === period.from && kept.to === period.to) ? current.timeOff : [...current.timeOff, { from: period.from, to: period.to }],
}));

/**
 * Gives one IST date hours of its own (none: closed that day), replacing any override it had; the weekly rules
 * of every other date stay. Leave still wins over it.
 */
export const setDateOverride = availabilityChange(THERAPIST_STAFF_REQUESTS.dateOverride, ({ date, hours }) => (current) => ({
  ...current,
  dateOverrides: [...current.dateOverrides.filter((kept) => kept.date !== date), { date, hours }].sort((a, b) => (a.date < b.date ? -1 : 1)).slice(-MAX_DATE_OVERRIDES),
}));

/** The date goes back to its weekday's rules (nothing to do when it had no override). */
export const removeDateOverride = availabilityChange(THERAPIST_STAFF_REQUESTS.date, ({ date }) => (current) => ({
  ...current,
  dateOverrides: current.dateOverrides.filter((kept) => kept.date !== date),
}));

/** Takes back a period of leave exactly as it was added (nothing to do when there is none). */
export const removeTimeOff = availabilityChange(THERAPIST_STAFF_REQUESTS.timeOff, (period) => (current) => ({
  ...current,
  timeOff: current.timeOff.filter((kept) => kept.from !== period.from || kept.to !== period.to),
}));

const photoSchema = z.object({ id: therapistIdSchema, photo_url: therapistPhotoUrlSchema });

/**
 * Sets (or, with null, removes) a therapist's photo: the URL of an image the server has already checked and kept.
 * The photo it replaces is deleted once the new one is in place: removing a photo removes the picture.
 */
export const setTherapistPhoto =
  (deps: EditorDeps) =>
  (input: unknown): ResultAsync<StaffTherapistView, InputInvalid | TherapistNotFound | StoreUnavailable> =>
    parseInput(photoSchema, input).asyncAndThen(({ id, photo_url }) =>
      deps.editor
        .find(id)
        .andThen(found)
        .andThen((entry) => {
          const therapist = { ...entry.therapist, photo_url };
          const previous = entry.therapist.photo_url;
          return deps.editor
            .replace(therapist, deps.clock.now())
            .andThen((replaced) => found(replaced ? { ...entry, therapist } : null))
            .andThen((changed) => (previous !== null && previous !== photo_url ? deps.photos.forget(previous).map(() => changed) : okAsync(changed)));
        })
        .map(toStaffTherapistView),
    );

/**
 * Activates or retires a therapist. A retired one is no longer listed to visitors and offers no free times; their
 * appointments already booked stand. Activating a real therapist still needs a verified registration.
 */
export const setTherapistActive =
  (deps: EditorDeps) =>
  (input: TherapistChange): ResultAsync<StaffTherapistView, InputInvalid | TherapistNotFound | StoreUnavailable> =>
    atAddressedTherapist(input)
      .andThen((body) => parseInput(THERAPIST_STAFF_REQUESTS.active, body))
      .asyncAndThen(({ id, active }) =>
        deps.editor
          .find(id)
          .andThen(found)
          .andThen((entry) => withRegistrationRule({ ...entry.therapist, active }).map((therapist) => ({ ...entry, therapist })))
          .andThen((entry) => deps.editor.replace(entry.therapist, deps.clock.now()).andThen((replaced) => found(replaced ? entry : null)))
          .map(toStaffTherapistView),
      );

/** Which therapists the directory's list shows: all of them, the active ones, or the retired ones. */
export const DIRECTORY_VIEWS = ['all', 'active', 'retired'] as const;
export type DirectoryView = (typeof DIRECTORY_VIEWS)[number];

/** `?view=all|active|retired` (all by default) with the page. */
export const staffTherapistsRequestSchema = z.object({
  ...pageRequestSchema.shape,
  view: z.enum(DIRECTORY_VIEWS, { error: `Use a view: ${DIRECTORY_VIEWS.join(', ')}.` }).default('all'),
});

const byName = (a: DirectoryEntry, b: DirectoryEntry): number => Number(b.therapist.active) - Number(a.therapist.active) || a.therapist.name.localeCompare(b.therapist.name, 'en');

/** The staff side of the directory, a page at a time: active therapists first, then by name, with their availability. */
export const listStaffTherapists =
  (deps: Pick<EditorDeps, 'editor'>) =>
  (input: unknown = {}): ResultAsync<Page<StaffTherapistView>, InputInvalid | StoreUnavailable> =>
    parseInput(staffTherapistsRequestSchema, input).asyncAndThen(({ page, limit, view }) =>
      deps.editor.list().map((entries) => {
        const shown = entries.filter((entry) => view === 'all' || entry.therapist.active === (view === 'active')).sort(byName);
        return { items: shown.slice((page - 1) * limit, page * limit).map(toStaffTherapistView), page, limit, total: shown.length };
      }),
    );

/** One therapist, active or not, with their availability: what their own space shows them. */
export const showStaffTherapist =
  (deps: Pick<EditorDeps, 'editor'>) =>
  (input: unknown): ResultAsync<StaffTherapistView, InputInvalid | TherapistNotFound | StoreUnavailable> =>
    parseInput(THERAPIST_STAFF_REQUESTS.id, input).asyncAndThen(({ id }) => deps.editor.find(id).andThen(found).map(toStaffTherapistView));

/** The parts of their directory profile a therapist changes themselves; the rest (fee, registration, active…) is the directory's. */
export const OWN_PROFILE_FIELDS = ['bio', 'languages'] as const satisfies readonly (keyof Therapist)[];

const sameValue = (a: unknown, b: unknown): boolean => JSON.stringify(a) === JSON.stringify(b);

/**
 * A profile change within the caller's reach: everything for the directory's managers; for a therapist, their
 * own entry only, and only its bio and languages (a body changing anything else is forbidden, not half-applied).
 */
export const updateTherapistWithin =
  (deps: EditorDeps) =>
  (reach: StaffReach, change: TherapistChange): ResultAsync<StaffTherapistView, InputInvalid | TherapistNotFound | StoreUnavailable | StaffForbidden> => {
    if (reach.kind === 'all') return updateTherapist(deps)(change);
    return withinReach(reach, String(change.id))
      .andThen(() => atAddressedTherapist(change))
      .andThen((body) => parseInput(therapistSchema, body))
      .asyncAndThen((written) =>
        deps.editor
          .find(written.id)
          .andThen(found)
          .andThen((stored) => {
            const changedElsewhere = (Object.keys(stored.therapist) as (keyof Therapist)[]).some(
              (field) => field !== 'sample' && !(OWN_PROFILE_FIELDS as readonly string[]).includes(field) && !sameValue(stored.therapist[field], written[field]),
            );
            return changedElsewhere ? errAsync<StaffTherapistView, StaffForbidden>(STAFF_FORBIDDEN) : updateTherapist(deps)(change);
          }),
      );
  };

/** The staff use cases of the directory over one editor, as an adapter composes them. */
export const therapistStaffUseCases = (deps: EditorDeps) => ({
  listStaffTherapists: listStaffTherapists(deps),
  addTherapist: addTherapist(deps),
  updateTherapist: updateTherapist(deps),
  setTherapistActive: setTherapistActive(deps),
  setWeeklyRules: setWeeklyRules(deps),
  addTimeOff: addTimeOff(deps),
  removeTimeOff: removeTimeOff(deps),
  setDateOverride: setDateOverride(deps),
  removeDateOverride: removeDateOverride(deps),
  showStaffTherapist: showStaffTherapist(deps),
  updateTherapistWithin: updateTherapistWithin(deps),
  setTherapistPhoto: setTherapistPhoto(deps),
});
