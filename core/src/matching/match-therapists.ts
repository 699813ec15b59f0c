import type { BookingMode } from '../booking/booking-mode';
import { toKolkataIsoString } from '../booking/kolkata-instant';
import { WEEKDAY_IDS, weekdayOfIsoDate } from '../booking/weekday';
import { addDaysToIsoDate, kolkataMomentOf } from '../calendar/kolkata-time';
import type { FreeSlot } from '../booking/free-slots';
import { SPECIALISATIONS_OF_CONCERN, SPECIALISATIONS_OF_MAIN_REASON } from '../booking/specialisation-mappings';
import { SPECIALISATION_IDS, type SpecialisationId } from '../booking/specialisations';
import type { LanguageId } from '../catalog/language-ids';
import type { WizardAnswers } from '../wizard/wizard-answers';
import { wantsCrisisSupport } from '../wizard/crisis-block';
import type { WizardDay, WizardTime } from '../wizard/wizard.options';
import { sharesCity } from './visitor-city';
import { wizardDayOfIsoDate, wizardTimeOfMinutes } from './wizard-time-buckets';
import {
  HARD_PREFERENCES,
  MATCH_POLICY,
  type FreeSlotsByTherapist,
  type HardPreference,
  type MatchableTherapist,
  type MatchEntry,
  type MatchReason,
  type Relaxation,
  type UnmetCombination,
} from './matching.types';
import type { FeeRange } from './match.catalog';

/** The answers matching reads: the wizard's, any subset of steps done. */
export type MatchAnswers = Pick<
  WizardAnswers,
  'location' | 'days' | 'times' | 'languages' | 'style' | 'mainReasons' | 'specificConcerns' | 'risk'
>;

/**
 * The sets of hard preferences to keep, tried in this order: all three, then giving up language, then times,
 * then both, and only then mode (a session the visitor cannot attend helps no one). Every set comes after all
 * of its supersets, so for each preference given up, "no active therapist meets the kept ones plus it" is true.
 */
export const HARD_PREFERENCE_TIERS: readonly (readonly HardPreference[])[] = [
  ['mode', 'times', 'language'],
  ['mode', 'times'],
  ['mode', 'language'],
  ['mode'],
  ['times', 'language'],
  ['times'],
  ['language'],
  [],
];

const DAY_MS = 86_400_000;
/** '2026-12-01T18:00:00+05:30': fixed width, so such strings sort as the instants they name. */
const IST_ISO_LENGTH = 25;
const IST_SUFFIX = '+05:30';

/** A slot's start in IST wire form (the slots API already sends it so; anything else is converted once). */
const istKey = (start: string): string =>
  start.length === IST_ISO_LENGTH && start.endsWith(IST_SUFFIX) ? start : toKolkataIsoString(new Date(start));

const DIGIT_0 = 48;
const digitsAt = (key: string, at: number): number => (key.charCodeAt(at) - DIGIT_0) * 10 + key.charCodeAt(at + 1) - DIGIT_0;
/** Minutes after IST midnight of a start in wire form: 'HH' at 11, 'MM' at 14. */
const minutesOfKey = (key: string): number => digitsAt(key, 11) * 60 + digitsAt(key, 14);

/** One fitting-relevant reading of a therapist's slots, made in a single pass. */
interface SlotReading {
  readonly slot: FreeSlot;
  readonly key: string;
  readonly day: WizardDay;
  readonly time: WizardTime | null;
  readonly fitsChoice: boolean;
  readonly usableModes: readonly BookingMode[];
}

interface Candidate {
  readonly therapist: MatchableTherapist;
  readonly meets: Readonly<Record<'mode' | 'language' | 'timesUsable' | 'timesAnyMode', boolean>>;
  readonly readings: readonly SlotReading[];
  readonly sharedLanguages: readonly LanguageId[];
  readonly usableModes: readonly BookingMode[];
}

/** A function of a string that works each answer out once per match (dates and cities repeat across therapists). */
const remembered = <T>(compute: (key: string) => T): ((key: string) => T) => {
  const answers = new Map<string, T>();
  return (key) => {
    if (answers.has(key)) return answers.get(key) as T;
    const answer = compute(key);
    answers.set(key, answer);
    return answer;
  };
};

/** Midnight IST starting the Monday after `now`'s IST date, in wire form: where 'this week' (Monday to Sunday) ends. */
const nextMondayKey = (now: Date): string => {
  const today = kolkataMomentOf(now).date;
  const daysIntoWeek = WEEKDAY_IDS.indexOf(weekdayOfIsoDate(today));
  return `${addDaysToIsoDate(today, 7 - daysIntoWeek)}T00:00:00${IST_SUFFIX}`;
};

const chosenOrAll = <T>(chosen: readonly T[]): ((value: T | null) => boolean) =>
  chosen.length === 0 ? () => true : (value) => value !== null && chosen.includes(value);

/** Points per wanted specialisation: a main reason's weigh more than a concern's; each counts once, at its most. */
const wantedSpecialisations = (answers: MatchAnswers): ReadonlyMap<SpecialisationId, number> => {
  const points = new Map<SpecialisationId, number>();
  const want = (id: SpecialisationId, value: number): void => {
    points.set(id, Math.max(points.get(id) ?? 0, value));
  };
  for (const reason of answers.mainReasons) for (const id of SPECIALISATIONS_OF_MAIN_REASON[reason]) want(id, MATCH_POLICY.mainReasonPoints);
  for (const concern of answers.specificConcerns) for (const id of SPECIALISATIONS_OF_CONCERN[concern]) want(id, MATCH_POLICY.concernPoints);
  return points;
};

const meetsTier = (candidate: Candidate, tier: readonly HardPreference[]): boolean =>
  tier.every((preference) => {
    if (preference === 'mode') return candidate.meets.mode;
    if (preference === 'language') return candidate.meets.language;
    return tier.includes('mode') ? candidate.meets.timesUsable : candidate.meets.timesAnyMode;
  });

/**
 * What no active therapist meets: the kept preferences plus the one given up, then without each kept one
 * (mode first, then language) that the fact holds without, so the sentence says the simplest, strongest truth
 * ('No therapist has evening slots' rather than 'No Marathi-speaking therapist has evening slots by video').
 */
const unmetWith = (
  answers: MatchAnswers,
  candidates: readonly Candidate[],
  tier: readonly HardPreference[],
  extra: HardPreference,
): UnmetCombination => {
  let combination = HARD_PREFERENCES.filter((p) => p === extra || tier.includes(p));
  for (const droppable of ['mode', 'language', 'times'] as const) {
    if (droppable === extra || !combination.includes(droppable)) continue;
    const smaller = combination.filter((p) => p !== droppable);
    if (!candidates.some((c) => meetsTier(c, smaller))) combination = smaller;
  }
  const has = (p: HardPreference): boolean => combination.includes(p);
  return {
    languages: has('language') ? answers.languages : null,
    slots: has('times') ? { days: answers.days, times: answers.times } : null,
    modes: has('mode') ? { location: answers.location } : null,
  };
};

/**
 * Ranks active therapists for a visitor's wizard answers, each with its reasons in ids and the next slots that fit.
 * Hard preferences (see HardPreference) are kept whenever any active therapist meets them together; otherwise the
 * first set of HARD_PREFERENCE_TIERS that someone meets is kept and the rest are named in every entry's `relaxed`.
 * When the visitor asked for crisis support, crisis-trained therapists are listed even if they share no language
 * with the visitor (everything else kept). Order: crisis-trained first when the visitor asked for crisis support
 * (earliest fitting slot first among them), then soft points (specialisations, ranked styles, in person in the
 * visitor's city), then the earliest fitting slot, then id. Pure: `now` is given.
 */
export const matchTherapists = (
  answers: MatchAnswers,
  therapists: readonly MatchableTherapist[],
  freeSlotsByTherapist: FreeSlotsByTherapist,
  now: Date,
): MatchEntry[] => {
  const fromKey = toKolkataIsoString(now);
  const soonKey = nextMondayKey(now);
  const untilKey = toKolkataIsoString(new Date(now.getTime() + MATCH_POLICY.horizonDays * DAY_MS));
  const dayFits = chosenOrAll(answers.days);
  const timeFits = chosenOrAll(answers.times);
  const wizardDayOf = remembered(wizardDayOfIsoDate);
  const isVisitorsCity = remembered((city: string) => sharesCity(answers.location, city));

  const candidates: Candidate[] = [];
  for (const therapist of therapists) {
    if (therapist.active === false) continue;
    const inPersonHere = therapist.modes.includes('in-person') && therapist.city !== null && isVisitorsCity(therapist.city);
    const usableModes = therapist.modes.filter((mode) => mode === 'video' || inPersonHere);
    const isUsable = (mode: BookingMode): boolean => usableModes.includes(mode);
    const sharedLanguages = answers.languages.filter((id) => therapist.languages.includes(id));
    const readings: SlotReading[] = [];
    let timesUsable = false;
    let timesAnyMode = false;
    for (const slotDay of freeSlotsByTherapist[therapist.id] ?? []) {
      for (const slot of slotDay.slots) {
        const key = istKey(slot.start);
        if (key < fromKey || key >= untilKey) continue;
        const day = wizardDayOf(key.slice(0, 10));
        const time = wizardTimeOfMinutes(minutesOfKey(key));
        const fitsChoice = dayFits(day) && timeFits(time);
        const slotModes = slot.modes.every(isUsable) ? slot.modes : slot.modes.filter(isUsable);
        readings.push({ slot, key, day, time, fitsChoice, usableModes: slotModes });
        if (fitsChoice) {
          timesAnyMode = true;
          if (slotModes.length > 0) timesUsable = true;
        }
      }
    }
    // The slots API sends days and slots in order; sort only when a caller did not.
    if (readings.some((r, i) => i > 0 && (readings[i - 1]?.key ?? '') > r.key)) readings.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    candidates.push({
      therapist,
      readings,
      sharedLanguages,
      usableModes,
      meets: {
        mode: usableModes.length > 0,
        language: answers.languages.length === 0 || sharedLanguages.length > 0,
        timesUsable,
        timesAnyMode,
      },
    });
  }

  const tier = HARD_PREFERENCE_TIERS.find((t) => candidates.some((c) => meetsTier(c, t))) ?? [];
  const keepsMode = tier.includes('mode');
  const keepsTimes = tier.includes('times');
  const given = HARD_PREFERENCES.filter((p) => !tier.includes(p));
  const wanted = wantedSpecialisations(answers);
  const crisisFirst = wantsCrisisSupport(answers);
  const rankedStyles = answers.style.filter((s) => s !== null);
  // A visitor at risk sees the crisis-trained therapists first even when none of them speaks the visitor's language:
  // a trained listener in a second language today helps more than none. Only language is waived for them; their
  // reason names the languages they do speak.
  const keptButLanguage = tier.filter((p) => p !== 'language');
  const isListed = (c: Candidate): boolean =>
    meetsTier(c, tier) || (crisisFirst && c.therapist.crisis_trained && meetsTier(c, keptButLanguage));

  const entries = candidates
    .filter(isListed)
    .map((c) => {
      const usable = (r: SlotReading): boolean => !keepsMode || r.usableModes.length > 0;
      const fitting = c.readings.filter((r) => usable(r) && (!keepsTimes || r.fitsChoice));
      const fittingSlots = fitting
        .slice(0, MATCH_POLICY.fittingSlotsShown)
        .map((r): FreeSlot => (keepsMode ? { ...r.slot, modes: r.usableModes } : r.slot));
      const matched = SPECIALISATION_IDS.filter((id) => wanted.has(id) && c.therapist.specialisations.includes(id));
      const offered = rankedStyles.flatMap((style, index) => (c.therapist.styles.includes(style) ? [{ style, rank: index + 1 }] : []));
      const inPersonHere = c.usableModes.includes('in-person') && c.therapist.city !== null;
      const score =
        matched.reduce((sum, id) => sum + (wanted.get(id) ?? 0), 0) +
        offered.reduce((sum, { rank }) => sum + (MATCH_POLICY.stylePoints[rank - 1] ?? 0), 0) +
        (inPersonHere ? MATCH_POLICY.inPersonNearbyPoints : 0);

      const reasons: MatchReason[] = [];
      if (crisisFirst && c.therapist.crisis_trained) {
        reasons.push({ kind: 'crisis-trained', otherLanguages: c.meets.language ? null : c.therapist.languages });
      }
      if (c.sharedLanguages.length > 0) reasons.push({ kind: 'speaks', languages: c.sharedLanguages });
      if (matched.length > 0) reasons.push({ kind: 'works-with', specialisations: matched });
      if (keepsTimes && fitting.length > 0) reasons.push(slotsReason(answers, fitting, soonKey));
      for (const { style, rank } of offered) reasons.push({ kind: 'offers-style', style, rank: rank as 1 | 2 | 3 });
      if (inPersonHere && c.therapist.city !== null) reasons.push({ kind: 'in-person-nearby', city: c.therapist.city });
      else if (c.therapist.modes.includes('in-person') && c.therapist.modes.includes('video') && c.therapist.city !== null) {
        reasons.push({ kind: 'in-person-elsewhere', city: c.therapist.city });
      }

      const relaxed = given.map((preference): Relaxation => {
        const unmet = unmetWith(answers, candidates, tier, preference);
        if (preference === 'language') return { kind: 'language', unmet, spoken: c.therapist.languages };
        if (preference === 'times') return { kind: 'times', unmet, hasOtherSlots: fitting.length > 0 };
        return { kind: 'mode', unmet, inPersonCity: c.therapist.modes.includes('in-person') ? c.therapist.city : null };
      });
      return { entry: { therapist: publicOf(c.therapist), score, reasons, fittingSlots, relaxed }, firstKey: fitting[0]?.key ?? '\uffff' };
    });

  entries.sort((a, b) => {
    if (crisisFirst && a.entry.therapist.crisis_trained !== b.entry.therapist.crisis_trained) return a.entry.therapist.crisis_trained ? -1 : 1;
    if (crisisFirst && a.entry.therapist.crisis_trained && a.firstKey !== b.firstKey) return a.firstKey < b.firstKey ? -1 : 1;
    if (a.entry.score !== b.entry.score) return b.entry.score - a.entry.score;
    if (a.firstKey !== b.firstKey) return a.firstKey < b.firstKey ? -1 : 1;
    return a.entry.therapist.id < b.entry.therapist.id ? -1 : a.entry.therapist.id > b.entry.therapist.id ? 1 : 0;
  });
  return entries.map(({ entry }) => entry);
};

/** The has-slots reason over this calendar week (IST, to Sunday) when any fitting slot falls there, else over the horizon. */
const slotsReason = (answers: MatchAnswers, fitting: readonly SlotReading[], soonKey: string): MatchReason => {
  const soon = fitting.filter((r) => r.key < soonKey);
  const described = soon.length > 0 ? soon : fitting;
  return {
    kind: 'has-slots',
    days: answers.days.filter((day) => described.some((r) => r.day === day)),
    times: answers.times.filter((time) => described.some((r) => r.time === time)),
    within: soon.length > 0 ? 'soon' : 'horizon',
  };
};

/** The entry carries the public fields only, whatever the caller passed in. */
const publicOf = (therapist: MatchableTherapist): MatchEntry['therapist'] => {
  if (!('active' in therapist)) return therapist;
  const { active: _active, ...rest } = therapist;
  return rest;
};

/** The lowest and highest fee among the matches, for the wizard's fee sentence; null when there are none. */
export const feeRange = (entries: readonly Pick<MatchEntry, 'therapist'>[]): FeeRange | null => {
  if (entries.length === 0) return null;
  const fees = entries.map((e) => e.therapist.fee_inr);
  return { min: Math.min(...fees), max: Math.max(...fees) };
};
