/**
 * The wizard's choices as stable ids (spec section 9): what state, the answers schema, session storage and
 * the CLI answers file hold. Their words live in the per-locale catalog (wizard.catalog.ts), so a Hindi
 * edition changes no stored answer and no CLI input.
 */

/** The eleven steps, in order; a step's position in this list is its index (0–10). */
export const WIZARD_STEP_IDS = [
  'welcome',
  'location',
  'availability',
  'languages',
  'style',
  'main-reasons',
  'specific-concerns',
  'previous-therapy',
  'risk',
  'additional-notes',
  'review',
] as const;
export type WizardStepId = (typeof WIZARD_STEP_IDS)[number];

export const WIZARD_DAYS = ['weekdays', 'weekends'] as const;
export type WizardDay = (typeof WIZARD_DAYS)[number];

export const WIZARD_TIMES = ['morning', 'afternoon', 'evening'] as const;
export type WizardTime = (typeof WIZARD_TIMES)[number];

/** The 12 languages offered, in the spec's order (suggestions keep it). */
export const WIZARD_LANGUAGES = [
  'hindi', 'english', 'bengali', 'marathi', 'tamil', 'telugu', 'gujarati', 'urdu', 'kannada', 'odia', 'punjabi',
  'malayalam',
] as const;
export type WizardLanguage = (typeof WIZARD_LANGUAGES)[number];

export const WIZARD_MAIN_REASONS = [
  'stress-anxiety',
  'low-mood',
  'relationship-work',
  'past-trauma',
  'life-purpose',
  'crisis-support',
] as const;
export type WizardMainReason = (typeof WIZARD_MAIN_REASONS)[number];

export const WIZARD_SPECIFIC_CONCERNS = [
  'anxiety',
  'low-mood',
  'relationship-stress',
  'work-financial-pressure',
  'grief-loss',
  'identity-self-esteem',
] as const;
export type WizardSpecificConcern = (typeof WIZARD_SPECIFIC_CONCERNS)[number];

export const WIZARD_STYLES = ['soothing', 'goal-oriented', 'insightful', 'light-hearted', 'structured', 'open-ended'] as const;
export type TherapyStyle = (typeof WIZARD_STYLES)[number];
/** One ranked style slot: a style, or null when the visitor left it empty. */
export type StyleSlot = TherapyStyle | null;
export type StyleSlots = readonly [StyleSlot, StyleSlot, StyleSlot];

export const WIZARD_PREVIOUS_THERAPY_CHOICES = ['yes', 'first-time'] as const;
export type PreviousTherapyChoice = (typeof WIZARD_PREVIOUS_THERAPY_CHOICES)[number];

export const WIZARD_RISK_CHOICES = ['yes', 'no'] as const;
export type RiskAnswer = (typeof WIZARD_RISK_CHOICES)[number];
/** The risk answer that brings up the crisis helplines at once. */
export const RISK_NEEDS_CRISIS_SUPPORT: RiskAnswer = 'yes';

export const WIZARD_FEE_CHOICES = ['ready', 'not-now'] as const;
export type FeeChoice = (typeof WIZARD_FEE_CHOICES)[number];
/** The fee answer 'Not right now (take me back)': Submit takes the visitor back a step instead of submitting. */
export const FEE_TAKES_VISITOR_BACK: FeeChoice = 'not-now';
/** The main reason 'Immediate crisis support': choosing it brings up the helplines at once. */
export const CRISIS_SUPPORT_REASON: WizardMainReason = 'crisis-support';

/** The rating is its own id: a number from 1 (Poor) to 5 (Excellent). */
export const WIZARD_EXPERIENCE_RATINGS = [1, 2, 3, 4, 5] as const;
export type ExperienceRating = (typeof WIZARD_EXPERIENCE_RATINGS)[number];
export const DEFAULT_EXPERIENCE_RATING: ExperienceRating = 3;

/** How many of each list a visitor may pick (spec sections 3 and 9). Days and times have no cap. */
export const WIZARD_CAPS = {
  languages: 2,
  mainReasons: 2,
  specificConcerns: 3,
  styleSlots: 3,
  languageSuggestions: 8,
} as const;

/** The wizard's free-text answers, each with the most characters it keeps (the answers schema and Next refuse more). */
export const WIZARD_TEXT_LIMITS = {
  location: 100,
  otherConcern: 200,
  pastExperienceDesc: 1000,
  additionalNotes: 2000,
} as const;
export type WizardTextField = keyof typeof WIZARD_TEXT_LIMITS;

/** Every enumerated answer and its ids, for the answers schema, the catalog test and the CLI's --help. */
export const WIZARD_CHOICE_IDS = {
  days: WIZARD_DAYS,
  times: WIZARD_TIMES,
  languages: WIZARD_LANGUAGES,
  style: WIZARD_STYLES,
  mainReasons: WIZARD_MAIN_REASONS,
  specificConcerns: WIZARD_SPECIFIC_CONCERNS,
  previousTherapy: WIZARD_PREVIOUS_THERAPY_CHOICES,
  risk: WIZARD_RISK_CHOICES,
  feeConfirmation: WIZARD_FEE_CHOICES,
} as const;
export type WizardChoiceField = keyof typeof WIZARD_CHOICE_IDS;
