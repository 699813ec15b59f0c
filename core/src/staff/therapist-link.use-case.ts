// Which staff person a directory entry is: the one link that lets a therapist reach their own appointments, hours
// and profile. A directory entry is one person at most; linking it to another person unlinks the one before.
import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { z } from '../schema/zod';
import { parseInput, type InputInvalid, type StoreUnavailable, type TherapistNotFound } from '../application/domain-errors';
import { therapistIdSchema } from '../booking/therapist.schema';
import { PLAIN_TEXT_PATTERN } from '../forms/shared-rules';
import type { TherapistEditor } from '../booking/therapist-staff.use-cases';
import type { StaffPeople, StaffPerson } from './staff-people.port';
import { staffPersonViewSchema } from './staff-people.schema';
import { toStaffPersonView } from './staff-people.use-cases';
import type { StaffPersonNotFound } from './staff-errors';

const PERSON_ID = 'Give the id of a staff person, or null to unlink.';

/** The therapist (from the path) and the person who is them, or null to unlink whoever is. */
export const linkTherapistRequestSchema = z.object({
  id: therapistIdSchema,
  person_id: z.string({ error: PERSON_ID }).min(1, PERSON_ID).max(100, PERSON_ID).regex(PLAIN_TEXT_PATTERN, PERSON_ID).nullable(),
});

/** The entry and the person now linked to it (null: nobody). */
export const therapistLinkSchema = z.strictObject({
  therapist_id: z.string(),
  person: staffPersonViewSchema.nullable(),
});
export type TherapistLinkView = z.output<typeof therapistLinkSchema>;

type LinkError = InputInvalid | TherapistNotFound | StaffPersonNotFound | StoreUnavailable;

/**
 * Links a directory entry to a staff person (their next request already reaches it), or unlinks it. Whoever else was
 * linked to the entry is unlinked; the person's roles stay as they are (the therapist role is given on the People
 * screen).
 */
export const linkTherapistToPerson =
  (deps: { readonly people: StaffPeople; readonly therapists: Pick<TherapistEditor, 'find'> }) =>
  (input: unknown): ResultAsync<TherapistLinkView, LinkError> =>
    parseInput(linkTherapistRequestSchema, input).asyncAndThen(({ id, person_id: personId }) =>
      deps.therapists
        .find(id)
        .andThen((entry): ResultAsync<StaffPerson | null, LinkError> => {
          if (entry === null) return errAsync({ kind: 'therapist-not-found' });
          if (personId === null) return okAsync(null);
          return deps.people.byId(personId).andThen((person) => (person === null ? errAsync<StaffPerson, LinkError>({ kind: 'staff-person-not-found' }) : okAsync(person)));
        })
        .andThen((person) =>
          deps.people
            .list()
            .andThen((everyone) =>
              ResultAsync.combine(everyone.filter((other) => other.therapistId === id && other.id !== person?.id).map((other) => deps.people.change(other.id, { therapistId: null }))),
            )
            .andThen(() => (person === null ? okAsync(null) : deps.people.change(person.id, { therapistId: id })))
            .map((linked) => ({ therapist_id: id, person: linked === null ? null : toStaffPersonView(linked) })),
        ),
    );
