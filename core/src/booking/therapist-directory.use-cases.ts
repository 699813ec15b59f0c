import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import { z } from '../schema/zod';
import { parseInput, type InputInvalid, type StoreUnavailable, type TherapistNotFound } from '../application/domain-errors';
import { languageIdSchema } from '../catalog/language-ids';
import type { Clock } from '../calendar/clock.port';
import { addDaysToIsoDate, todayInKolkata } from '../calendar/kolkata-time';
import { WIZARD_MAIN_REASONS, WIZARD_SPECIFIC_CONCERNS } from '../wizard/wizard.options';
import { slotQuerySchema } from './availability.schema';
import { bookingModeSchema } from './booking-mode';
import { freeSlots, type FreeSlotCalendar } from './free-slots';
import { kolkataInstantOf } from './kolkata-instant';
import type { SlotDeps } from './appointment-slot';
import type { AvailabilityReader } from './appointments.port';
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

/**
 * A therapist's free slots over `days` IST dates from `from` (today in IST when absent): the same decision a hold
 * makes (rules, time off, notice, horizon, buffer, live claims), read with the time already taken around the range.
 */
export const therapistSlots =
  (deps: SlotDeps & { readonly directory: TherapistDirectory; readonly clock: Clock }) =>
  (input: unknown): ResultAsync<FreeSlotCalendar, InputInvalid | TherapistNotFound | StoreUnavailable> =>
    parseInput(therapistSlotsRequestSchema, input).asyncAndThen((query) => {
      const now = deps.clock.now();
      const from = query.from ?? todayInKolkata(deps.clock);
      return findActive(deps.directory, query.id).andThen(({ therapist, availability }) => {
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
