/** The wizard's option lists, verbatim from spec section 9. Every label shown or stored comes from here. */
export { WIZARD_LANGUAGES, type WizardLanguage } from '../catalog/languages';

export const WIZARD_DAYS = ['Weekdays', 'Weekends'] as const;
export type WizardDay = (typeof WIZARD_DAYS)[number];

export const WIZARD_TIMES = ['Morning (6-12)', 'Afternoon (12-17)', 'Evening (17-21)'] as const;
export type WizardTime = (typeof WIZARD_TIMES)[number];

export const WIZARD_MAIN_REASONS = [
  'Managing stress or anxiety',
  'Feeling low or depressed',
  'Relationship or work issues',
  'Processing past trauma',
  'Exploring life purpose',
  'Immediate crisis support',
] as const;
export type WizardMainReason = (typeof WIZARD_MAIN_REASONS)[number];

export const WIZARD_SPECIFIC_CONCERNS = [
  'Anxiety',
  'Low mood',
  'Relationship stress',
  'Work/financial pressure',
  'Grief or loss',
  'Identity & self-esteem',
] as const;
export type WizardSpecificConcern = (typeof WIZARD_SPECIFIC_CONCERNS)[number];

export const WIZARD_STYLES = ['Soothing', 'Goal-oriented', 'Insightful', 'Light-hearted', 'Structured', 'Open-ended'] as const;
export type TherapyStyle = (typeof WIZARD_STYLES)[number];
/** One ranked style slot: a style, or null when the visitor left it empty. */
export type StyleSlot = TherapyStyle | null;
export type StyleSlots = readonly [StyleSlot, StyleSlot, StyleSlot];

export const WIZARD_PREVIOUS_THERAPY_CHOICES = ['Yes', 'No, first time'] as const;
export type PreviousTherapyChoice = (typeof WIZARD_PREVIOUS_THERAPY_CHOICES)[number];

export const WIZARD_RISK_CHOICES = ['Yes', 'No'] as const;
export type RiskAnswer = (typeof WIZARD_RISK_CHOICES)[number];

export const WIZARD_FEE_CHOICES = ["Yes, let's go!", 'Not right now (take me back)'] as const;
export type FeeChoice = (typeof WIZARD_FEE_CHOICES)[number];

export type ExperienceRating = 1 | 2 | 3 | 4 | 5;
export const WIZARD_EXPERIENCE_RATINGS: readonly { readonly value: ExperienceRating; readonly label: string }[] = [
  { value: 1, label: 'Poor' },
  { value: 2, label: 'Fair' },
  { value: 3, label: 'Good' },
  { value: 4, label: 'Very good' },
  { value: 5, label: 'Excellent' },
];
export const DEFAULT_EXPERIENCE_RATING: ExperienceRating = 3;

/** How many of each list a visitor may pick (spec sections 3 and 9). Days and times have no cap. */
export const WIZARD_CAPS = {
  languages: 2,
  mainReasons: 2,
  specificConcerns: 3,
  styleSlots: 3,
  languageSuggestions: 8,
} as const;
