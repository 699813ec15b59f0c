import { ResultAsync } from 'neverthrow';
import type { ApiError } from '../api/api-error';
import type { CallData, ManobalApi } from '../api/ports';
import type { Clock } from '../calendar/clock.port';
import { todayInKolkata } from '../calendar/kolkata-time';
import { SPECIALISATION_IDS } from '../booking/specialisations';
import type { PublicTherapist } from '../booking/therapist.schema';
import { LANGUAGE_IDS } from '../catalog/language-names';
import { WIZARD_STYLES } from '../wizard/wizard.options';
import { matchTherapists, type MatchAnswers } from './match-therapists';
import { MATCH_POLICY, type MatchEntry } from './matching.types';

/** The public reads matching needs: the directory and a therapist's free slots. Neither carries an answer. */
export type MatchSources = Pick<ManobalApi, 'listTherapists' | 'therapistSlots'>;

type WireTherapist = CallData<'listTherapists'>['items'][number];

const known = <T extends string>(ids: readonly T[], values: readonly string[]): T[] =>
  values.filter((value): value is T => (ids as readonly string[]).includes(value));

/**
 * A listed therapist in core's ids. The wire accepts any string so that a newer server's language, specialisation
 * or style does not break an older page; one this page does not know cannot be matched or named, so it is left out.
 */
const withKnownIds = (therapist: WireTherapist): PublicTherapist => ({
  ...therapist,
  languages: known(LANGUAGE_IDS, therapist.languages),
  specialisations: known(SPECIALISATION_IDS, therapist.specialisations),
  styles: known(WIZARD_STYLES, therapist.styles),
});

/**
 * The visitor's matches, worked out on their own device: reads the whole public directory and each listed
 * therapist's free slots from today (IST) over the matching horizon, then ranks them with matchTherapists. The
 * requests name no answer (no filter, no language, no concern), so nothing the visitor told the wizard leaves the
 * device. One failed read fails the whole: a ranking made from part of the directory could hide the best match.
 */
export const findMatches =
  (deps: { readonly api: MatchSources; readonly clock: Clock }) =>
  (answers: MatchAnswers): ResultAsync<MatchEntry[], ApiError> => {
    const now = deps.clock.now();
    const from = todayInKolkata({ now: () => now });
    // Today plus the horizon's days, so a slot up to exactly 14 days from now is read.
    const days = MATCH_POLICY.horizonDays + 1;
    return deps.api.listTherapists({}).andThen(({ data }) => {
      const items = data.items.map(withKnownIds);
      return ResultAsync.combine(
        items.map((therapist) => deps.api.therapistSlots({ id: therapist.id, from, days }).map(({ data }) => [therapist.id, data.days] as const)),
      ).map((slots) => matchTherapists(answers, items, Object.fromEntries(slots), now));
    });
  };
