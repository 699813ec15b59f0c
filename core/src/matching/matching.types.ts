import type { FreeSlot } from '../booking/free-slots';
import type { SpecialisationId } from '../booking/specialisations';
import type { PublicTherapist } from '../booking/therapist.schema';
import type { LanguageId } from '../catalog/language-ids';
import type { TherapyStyle, WizardDay, WizardLanguage, WizardTime } from '../wizard/wizard.options';

/** Matching's policy values, defined once. */
export const MATCH_POLICY = {
  /** Hard preference on days and times: a fitting free slot within this many days from now. */
  horizonDays: 14,
  /** How many fitting slots an entry carries (the card shows them). */
  fittingSlotsShown: 3,
  /** Soft points of a specialisation the therapist has, by what it answers. */
  mainReasonPoints: 3,
  concernPoints: 2,
  /** Soft points of an offered style by the visitor's rank of it: the first choice weighs most. */
  stylePoints: [3, 2, 1],
  /** Soft points of seeing people in person in the visitor's own city: such a therapist is preferred. */
  inPersonNearbyPoints: 3,
} as const;

/**
 * What a visitor needs rather than prefers: honoured whenever any active therapist can meet them.
 * - 'mode': the therapist offers video, or in-person sessions in the visitor's city (the wizard's location step);
 * - 'times': a free slot in the next 14 days on a chosen day and at a chosen time (blank = any), in a usable mode;
 * - 'language': at least one language shared with the visitor's choices (when any were chosen).
 */
export const HARD_PREFERENCES = ['mode', 'times', 'language'] as const;
export type HardPreference = (typeof HARD_PREFERENCES)[number];

/** A true fact about a therapist that made them a match; words come from MATCH_CATALOG_EN. */
export type MatchReason =
  /** They speak these of the visitor's languages (in the visitor's order). */
  | { readonly kind: 'speaks'; readonly languages: readonly LanguageId[] }
  /** They work with these specialisations that the visitor's reasons and concerns point to. */
  | { readonly kind: 'works-with'; readonly specialisations: readonly SpecialisationId[] }
  /**
   * They have fitting free slots within the window; each listed day kind and time of day has at least one
   * (lists are empty when the visitor left days or times blank). 'soon': in this calendar week in IST (Monday to
   * Sunday, read from the injected clock); 'horizon': only later within the horizon.
   */
  | { readonly kind: 'has-slots'; readonly days: readonly WizardDay[]; readonly times: readonly WizardTime[]; readonly within: 'soon' | 'horizon' }
  /** They offer a style the visitor ranked (rank 1 is the first choice). */
  | { readonly kind: 'offers-style'; readonly style: TherapyStyle; readonly rank: 1 | 2 | 3 }
  /**
   * They are crisis-trained; given only when the visitor asked for crisis support or answered Yes to the risk question.
   * `otherLanguages`: the languages they speak when they share none with the visitor (listed for their training), else null.
   */
  | { readonly kind: 'crisis-trained'; readonly otherLanguages: readonly LanguageId[] | null }
  /** They see people in person in the visitor's city. */
  | { readonly kind: 'in-person-nearby'; readonly city: string }
  /** They see people in person in another city than the visitor's, and by video too. */
  | { readonly kind: 'in-person-elsewhere'; readonly city: string };

/**
 * The hard preferences taken together that NO active therapist meets: the languages (when part of it), the days
 * and times (when part of it) and the usable modes (when part of it: video, or in person at `location`).
 */
export interface UnmetCombination {
  readonly languages: readonly WizardLanguage[] | null;
  readonly slots: { readonly days: readonly WizardDay[]; readonly times: readonly WizardTime[] } | null;
  readonly modes: { readonly location: string } | null;
}

/** A hard preference an entry does not meet, why (no one meets it together with the kept ones), and what instead. */
export type Relaxation =
  | { readonly kind: 'language'; readonly unmet: UnmetCombination; readonly spoken: readonly LanguageId[] }
  | { readonly kind: 'times'; readonly unmet: UnmetCombination; readonly hasOtherSlots: boolean }
  | { readonly kind: 'mode'; readonly unmet: UnmetCombination; readonly inPersonCity: string | null };

export interface MatchEntry {
  readonly therapist: PublicTherapist;
  /** Soft points: specialisations, styles and in person in the visitor's city (crisis training orders entries; it adds no points). */
  readonly score: number;
  readonly reasons: readonly MatchReason[];
  /**
   * The next free slots (up to MATCH_POLICY.fittingSlotsShown, within the horizon) that fit the kept preferences,
   * each listing only the modes the visitor can use (all its modes when 'mode' was relaxed).
   */
  readonly fittingSlots: readonly FreeSlot[];
  /** Empty when every hard preference is met; the same preferences for every entry of one result. */
  readonly relaxed: readonly Relaxation[];
}

/** A therapist as matching reads them: the public directory's fields; an `active: false` one is never matched. */
export type MatchableTherapist = PublicTherapist & { readonly active?: boolean };

/** Each therapist's free slots by id (the slots API's `days`); a therapist missing here has none. */
export type FreeSlotsByTherapist = Readonly<Partial<Record<string, readonly { readonly slots: readonly FreeSlot[] }[]>>>;

