import {
  DEFAULT_EXPERIENCE_RATING,
  type ExperienceRating,
  type FeeChoice,
  type PreviousTherapyChoice,
  type RiskAnswer,
  type StyleSlots,
  type WizardDay,
  type WizardLanguage,
  type WizardMainReason,
  type WizardSpecificConcern,
  type WizardTime,
} from './wizard.options';

// No zod here: the page and the reducer need the answers' shape and start value, not the schema
// (wizard-answers.schema.ts), which only reading stored or untrusted answers needs.

/** The therapy pre-assessment answers, field for field as spec section 3 lists them. */
export interface WizardAnswers {
  readonly location: string;
  readonly feeConfirmation: FeeChoice | null;
  readonly days: readonly WizardDay[];
  readonly times: readonly WizardTime[];
  readonly languages: readonly WizardLanguage[];
  readonly style: StyleSlots;
  readonly mainReasons: readonly WizardMainReason[];
  readonly specificConcerns: readonly WizardSpecificConcern[];
  readonly otherConcern: string;
  readonly previousTherapy: PreviousTherapyChoice | null;
  readonly pastExperience: ExperienceRating;
  readonly pastExperienceDesc: string;
  readonly risk: RiskAnswer | null;
  readonly additionalNotes: string;
}

export const initialWizardAnswers: WizardAnswers = {
  location: '',
  feeConfirmation: null,
  days: [],
  times: [],
  languages: [],
  style: [null, null, null],
  mainReasons: [],
  specificConcerns: [],
  otherConcern: '',
  previousTherapy: null,
  pastExperience: DEFAULT_EXPERIENCE_RATING,
  pastExperienceDesc: '',
  risk: null,
  additionalNotes: '',
};
