import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { z } from '../schema/zod';
import { parseInput, type InputInvalid, type StoreUnavailable, type TherapistNotFound } from '../application/domain-errors';
import { languageIdSchema } from '../catalog/language-ids';
import type { Clock } from '../calendar/clock.port';
import { addDaysToIsoDate, todayInKolkata } from '../calendar/kolkata-time';
import { WIZARD_MAIN_REASONS, WIZARD_SPECIFIC_CONCERNS } from '../wizard/wizard.options';
import { slotQuerySchema } from './availability.schema';
import { bookingModeSchema } from './booking-mode';
import { BOOKING_POLICY } from './booking.policy';
import type { BookingMode } from './booking-mode';
import type { FreeSlotCache } from './free-slot-cache';
import { freeSlots, offeredNow, slotCandidatesOn, type FreeSlotCalendar, type SlotCandidate } from './free-slots';
import { kolkataInstantOf } from './kolkata-instant';
import type { SlotDeps } from './appointment-slot';
import type { AvailabilityReader, BookableTherapist } from './appointments.port';
import type { DirectoryEntry } from './sample-therapists';
import { SPECIALISATIONS_OF_CONCERN, SPECIALISATIONS_OF_MAIN_REASON } from './specialisation-mappings';
import { SPECIALISATION_IDS, type SpecialisationId } from './specialisations';
import { therapistIdSchema, toPublicTherapist, type PublicTherapist } from './therapist.schema';

/** The directory as the public reads it: every therapist (the use cases hide inactive ones) and what booking needs. */
export interface TherapistDirectory extends AvailabilityReader {
  list(): ResultAsync<readonly DirectoryEntry[], StoreUnavailable>;
}

/** A concern is a specialisation id, or one of the wizard's concern or main-reason ids (mapped onto specialisations). */
const CONCERN_IDS = [...new Set<string>([...SPECIALISATION_IDS, ...WIZARD_SPECIFIC_CONCERNS, ...WIZARD_MAIN_REASONS])] as [string, ...string[]];

const specialisationsOfConcern = (concern: string): readonly SpecialisationId[] => [
  ...((SPECIALISATION_IDS as readonly string[]).includes(concern) ? [concern as SpecialisationId] : []),
  ...(SPECIALISATIONS_OF_CONCERN[concern as keyof typeof SPECIALISATIONS_OF_CONCERN] ?? []),
  ...(SPECIALISATIONS_OF_MAIN_REASON[concern as keyof typeof SPECIALISATIONS_OF_MAIN_REASON] ?? []),
];

export const therapistListQuerySchema = z.object({
  language: languageIdSchema.optional(),
  concern: z.enum(CONCERN_IDS).optional(),
  mode: bookingModeSchema.optional(),
});

/** The active therapists who match every filter given (a language they speak, a concern they work with, a mode they offer). */
export const listTherapists =
  (deps: { readonly directory: TherapistDirectory }) =>
  (input: unknown): ResultAsync<{ readonly items: readonly PublicTherapist[] }, InputInvalid | StoreUnavailable> =>
    parseInput(therapistListQuerySchema, input).asyncAndThen((query) =>
      deps.directory.list().map((entries) => {
        const wanted = query.concern === undefined ? null : specialisationsOfConcern(query.concern);
        const items = entries
          .map((entry) => entry.therapist)
          .filter(
            (t) =>
              t.active &&
              (query.language === undefined || t.languages.includes(query.language)) &&
              (query.mode === undefined || t.modes.includes(query.mode)) &&
              (wanted === null || wanted.some((id) => t.specialisations.includes(id))),
          )
          .map(toPublicTherapist);
        return { items };
      }),
    );

const therapistRequestSchema = z.object({ id: therapistIdSchema });

const findActive = (directory: TherapistDirectory, id: string): ResultAsync<DirectoryEntry, TherapistNotFound | StoreUnavailable> =>
  directory.list().andThen((entries) => {
    const entry = entries.find((candidate) => candidate.therapist.id === id && candidate.therapist.active);
    return entry ? okAsync(entry) : errAsync<DirectoryEntry, TherapistNotFound>({ kind: 'therapist-not-found' });
  });

/** One active therapist's public profile; an unknown or inactive id is not found. */
export const getTherapist =
  (deps: { readonly directory: TherapistDirectory }) =>
  (input: unknown): ResultAsync<PublicTherapist, InputInvalid | TherapistNotFound | StoreUnavailable> =>
    parseInput(therapistRequestSchema, input).asyncAndThen(({ id }) => findActive(deps.directory, id).map((entry) => toPublicTherapist(entry.therapist)));

export const therapistSlotsRequestSchema = slotQuerySchema.extend({ id: therapistIdSchema });

const availabilityKeys = new WeakMap<BookableTherapist['availability'], string>();

/** The therapist's rules as one string: a cached date computed under other rules is not used. Kept per rules object read. */
const availabilityKeyOf = (availability: BookableTherapist['availability']): string => {
  const kept = availabilityKeys.get(availability);
  if (kept !== undefined) return kept;
  const key = JSON.stringify([availability.rules, availability.timeOff, availability.dateOverrides ?? [], availability.bufferMinutes ?? null]);
  availabilityKeys.set(availability, key);
  return key;
};

type SlotListDeps = SlotDeps & { readonly directory: AvailabilityReader; readonly clock: Clock; readonly slotCache?: FreeSlotCache };

/**
 * The calendar through the cache, from one read of the store's versions: the therapist's entry as read before when
 * its version is unchanged, each asked-for date whose version, rules and counted holds are unchanged as computed
 * before; the others are computed from one read of the taken time and remembered. The clock's rules (notice,
 * horizon) and the mode are applied on every read, so a cached date is right at any time.
 */
const cachedCalendar = (
  deps: SlotListDeps & { readonly slotCache: FreeSlotCache },
  therapistId: string,
  query: { readonly from: string; readonly days: number; readonly mode?: BookingMode },
  now: Date,
): ResultAsync<FreeSlotCalendar, TherapistNotFound | StoreUnavailable> => {
  const cache = deps.slotCache;
  const dates = Array.from({ length: query.days }, (_, offset) => addDaysToIsoDate(query.from, offset));
  const calendarOf = (days: ReadonlyMap<string, readonly SlotCandidate[]>): FreeSlotCalendar => ({
    timezone: BOOKING_POLICY.timeZone,
    days: dates.map((date) =>
      offeredNow(date, days.get(date) ?? [], now, { ...(deps.slotPolicy ? { policy: deps.slotPolicy } : {}), ...(query.mode ? { mode: query.mode } : {}) }),
    ),
  });
  // The versions first, the entry and the taken time after: a change that lands in between makes what was read
  // look older than it is (read again next time), never newer.
  return deps.appointments.calendarVersions(therapistId, dates[0] ?? query.from, dates[dates.length - 1] ?? query.from).andThen(({ entry, dates: versions }) => {
    if (entry === null) return errAsync<FreeSlotCalendar, TherapistNotFound>({ kind: 'therapist-not-found' });
    const known = entry === undefined ? undefined : cache.entry(therapistId, entry);
    const therapist: ResultAsync<BookableTherapist | null, StoreUnavailable> = known
      ? okAsync(known)
      : deps.directory.bookable(therapistId).map((read) => {
          if (read !== null && entry !== undefined) cache.rememberEntry(therapistId, entry, read);
          return read;
        });
    return therapist.andThen((found): ResultAsync<FreeSlotCalendar, TherapistNotFound | StoreUnavailable> => {
      if (found === null || !found.active) return errAsync({ kind: 'therapist-not-found' });
      const availabilityKey = availabilityKeyOf(found.availability);
      const computed = new Map<string, readonly SlotCandidate[]>();
      const stale: string[] = [];
      for (const date of dates) {
        const day = cache.fresh(therapistId, date, versions.get(date) ?? 0, availabilityKey, now.getTime());
        if (day) computed.set(date, day.candidates);
        else stale.push(date);
      }
      const first = stale[0];
      const last = stale[stale.length - 1];
      if (first === undefined || last === undefined) return okAsync(calendarOf(computed));
      const rangeStart = kolkataInstantOf(first, 0);
      const rangeEnd = kolkataInstantOf(addDaysToIsoDate(last, 2), 0);
      return deps.appointments.taken(therapistId, rangeStart, rangeEnd, now).map((taken) => {
        const validUntilMs = Math.min(Infinity, ...taken.map((interval) => interval.until?.getTime() ?? Infinity));
        const { rules, timeOff, dateOverrides, bufferMinutes } = found.availability;
        for (const date of stale) {
          const candidates = slotCandidatesOn({ rules, timeOff, taken, ...(dateOverrides ? { dateOverrides } : {}), ...(bufferMinutes === undefined ? {} : { bufferMinutes }) }, date);
          cache.remember(therapistId, date, { version: versions.get(date) ?? 0, availabilityKey, validUntilMs, candidates });
          computed.set(date, candidates);
        }
        return calendarOf(computed);
      });
    });
  });
};

/**
 * A therapist's free slots over `days` IST dates from `from` (today in IST when absent): the same decision a hold
 * makes (rules, time off, notice, horizon, buffer, live claims), read with the time already taken around the range.
 * With a cache, dates nothing has changed since are not computed again.
 */
export const therapistSlots =
  (deps: SlotListDeps) =>
  (input: unknown): ResultAsync<FreeSlotCalendar, InputInvalid | TherapistNotFound | StoreUnavailable> =>
    parseInput(therapistSlotsRequestSchema, input).asyncAndThen((query) => {
      const now = deps.clock.now();
      const from = query.from ?? todayInKolkata(deps.clock);
      if (deps.slotCache) return cachedCalendar({ ...deps, slotCache: deps.slotCache }, query.id, { from, days: query.days, ...(query.mode ? { mode: query.mode } : {}) }, now);
      return deps.directory.bookable(query.id).andThen((therapist): ResultAsync<FreeSlotCalendar, TherapistNotFound | StoreUnavailable> => {
        if (therapist === null || !therapist.active) return errAsync({ kind: 'therapist-not-found' });
        const { availability } = therapist;
        const rangeStart = kolkataInstantOf(from, 0);
        const rangeEnd = kolkataInstantOf(addDaysToIsoDate(from, query.days + 1), 0);
        return deps.appointments.taken(therapist.id, rangeStart, rangeEnd, now).map((taken) =>
          freeSlots({
            rules: availability.rules,
            timeOff: availability.timeOff,
            dateOverrides: availability.dateOverrides,
            bufferMinutes: availability.bufferMinutes,
            taken,
            now,
            from,
            days: query.days,
            ...(query.mode ? { mode: query.mode } : {}),
            ...(deps.slotPolicy ? { policy: deps.slotPolicy } : {}),
          }),
        );
      });
    });
