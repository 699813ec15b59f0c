import type { SpecialisationId } from '../booking/specialisations';
// language-names, not language-ids: the wizard's page names fees and languages before any schema (zod) loads.
import { LANGUAGE_NAMES_EN, type LanguageId } from '../catalog/language-names';
import { formatRupees } from '../catalog/fees';
import type { TherapyStyle, WizardDay, WizardTime } from '../wizard/wizard.options';
import type { MatchReason, Relaxation, UnmetCombination } from './matching.types';
import { listWith } from '../i18n/list-with';

/** Lowest and highest fee of a set of matches, whole rupees. */
export interface FeeRange {
  readonly min: number;
  readonly max: number;
}

/**
 * Every word matching shows, for one locale. Reasons and relaxations are ids with parameters; these functions
 * turn them into plain sentences, so a Hindi edition is one more object of this type.
 */
export interface MatchCatalog {
  readonly reason: (reason: MatchReason) => string;
  readonly relaxation: (relaxation: Relaxation) => string;
  /** Said when the visitor wrote something under Other: free text is never matched to a specialisation. */
  readonly otherConcernNote: string;
  /** The wizard's fee sentence for the matched therapists' fees (null: no matches). */
  readonly feeSentence: (range: FeeRange | null) => string;
}

const and = listWith('and');
const or = listWith('or');

const languageNames = (ids: readonly LanguageId[]): string[] => ids.map((id) => LANGUAGE_NAMES_EN[id]);

/** Specialisations as they read inside a sentence ('Works with anxiety and low mood'). */
const SPECIALISATIONS_IN_SENTENCE: Readonly<Record<SpecialisationId, string>> = {
  anxiety: 'anxiety',
  'low-mood': 'low mood',
  relationships: 'relationships',
  'work-money-stress': 'work and money stress',
  grief: 'grief and loss',
  'identity-self-esteem': 'identity and self-esteem',
  trauma: 'trauma',
  adhd: 'ADHD',
  ocd: 'OCD',
  eating: 'eating concerns',
  addiction: 'addiction',
  sleep: 'sleep',
  anger: 'anger',
  'life-purpose': 'life purpose and transitions',
  family: 'family matters',
  'lgbtqia-affirmative': 'LGBTQIA+ people',
};

const STYLES_IN_SENTENCE: Readonly<Record<TherapyStyle, string>> = {
  soothing: 'a soothing style',
  'goal-oriented': 'a goal-oriented style',
  insightful: 'an insightful style',
  'light-hearted': 'a light-hearted style',
  structured: 'a structured style',
  'open-ended': 'an open-ended style',
};

const DAYS_IN_SENTENCE: Readonly<Record<WizardDay, string>> = { weekdays: 'weekday', weekends: 'weekend' };
const TIMES_IN_SENTENCE: Readonly<Record<WizardTime, string>> = { morning: 'morning', afternoon: 'afternoon', evening: 'evening' };

/** 'weekday evening slots', 'weekday and weekend morning slots', 'free slots' (nothing chosen). */
const slotsPhrase = (days: readonly WizardDay[], times: readonly WizardTime[]): string => {
  const words = [and(days.map((d) => DAYS_IN_SENTENCE[d])), and(times.map((t) => TIMES_IN_SENTENCE[t]))].filter((w) => w !== '');
  return words.length === 0 ? 'free slots' : `${words.join(' ')} slots`;
};

/** Whole rupees as every screen writes them ('₹1,000', '₹1,00,000'): core's one money formatter. */
const rupees = formatRupees;

export const collapse = (text: string): string => text.trim().replace(/\s+/g, ' ');

/** "No Marathi-speaking therapist has weekday evening slots by video or in person in Pune in the next two weeks". */
const unmetSentence = (unmet: UnmetCombination): string => {
  const subject =
    unmet.languages !== null && unmet.slots === null && unmet.modes === null
      ? null
      : unmet.languages !== null
        ? `No ${or(languageNames(unmet.languages))}-speaking therapist`
        : 'No therapist';
  const where = unmet.modes === null ? '' : collapse(unmet.modes.location) === '' ? 'by video' : `by video or in person in ${collapse(unmet.modes.location)}`;
  if (subject === null) return `No therapist speaks ${or(languageNames(unmet.languages ?? []))} yet`;
  if (unmet.slots !== null) {
    return `${subject} has ${slotsPhrase(unmet.slots.days, unmet.slots.times)}${where === '' ? '' : ` ${where}`} in the next two weeks`;
  }
  return `${subject} offers sessions ${where}`;
};

export const MATCH_CATALOG_EN: MatchCatalog = {
  reason: (reason) => {
    switch (reason.kind) {
      case 'speaks':
        return `Speaks ${and(languageNames(reason.languages))}`;
      case 'works-with':
        return `Works with ${and(reason.specialisations.map((id) => SPECIALISATIONS_IN_SENTENCE[id]))}`;
      case 'has-slots':
        // 'this week' is the calendar week in IST, Monday to Sunday (matching decides which slots fall in it).
        return `Has ${slotsPhrase(reason.days, reason.times)} ${reason.within === 'soon' ? 'this week' : 'in the next two weeks'}`;
      case 'offers-style':
        return `Offers ${STYLES_IN_SENTENCE[reason.style]}`;
      case 'crisis-trained':
        return reason.otherLanguages === null
          ? 'Trained to support people in crisis'
          : `Speaks ${and(languageNames(reason.otherLanguages))}; trained in crisis support`;
      case 'in-person-nearby':
        return `Can see you in person in ${reason.city}`;
      case 'in-person-elsewhere':
        return `Sees people in person in ${reason.city}, another city than yours; video sessions from wherever you are`;
    }
  },
  relaxation: (relaxation) => {
    const unmet = unmetSentence(relaxation.unmet);
    switch (relaxation.kind) {
      case 'language':
        return `${unmet}; this therapist speaks ${and(languageNames(relaxation.spoken))}`;
      case 'times':
        return relaxation.hasOtherSlots
          ? `${unmet}; this therapist has free slots at other times`
          : `${unmet}; this therapist has no free slots in the next two weeks`;
      case 'mode':
        return relaxation.inPersonCity === null
          ? `${unmet}; this therapist sees people in person only`
          : `${unmet}; this therapist sees people in person in ${relaxation.inPersonCity}`;
    }
  },
  otherConcernNote:
    'What you wrote under Other is not matched to a specialisation; you can tell your therapist about it in your first session.',
  feeSentence: (range) => {
    if (range === null) return 'Our therapists set their own fees per session. Ready to book?';
    if (range.min === range.max) return `Our fee is ${rupees(range.min)} per session. Ready to book?`;
    return `Fees for your matches are ${rupees(range.min)} to ${rupees(range.max)} per session. Ready to book?`;
  },
};
