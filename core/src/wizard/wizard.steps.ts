import { FEES } from '../catalog/fees';
import type { WizardAnswers } from './wizard-answers';

export const WIZARD_FIRST_STEP = 0;
export const WIZARD_LAST_STEP = 10;
export const WIZARD_STEP_COUNT = WIZARD_LAST_STEP + 1;

export type WizardStepId =
  | 'welcome'
  | 'location'
  | 'availability'
  | 'languages'
  | 'style'
  | 'main-reasons'
  | 'specific-concerns'
  | 'previous-therapy'
  | 'risk'
  | 'additional-notes'
  | 'review';

export interface WizardStep {
  readonly index: number;
  readonly id: WizardStepId;
  readonly title: string;
  readonly prompt: string;
  /** The answers this step asks for, in the order the step shows them. */
  readonly fields: readonly (keyof WizardAnswers)[];
  /** True when Next (or Submit) checks this step. */
  readonly required: boolean;
}

/** Steps 0 to 10 in order; a step's `index` is its position in this list. */
export const WIZARD_STEPS: readonly WizardStep[] = [
  {
    index: 0,
    id: 'welcome',
    title: "Let's find the right therapist for you",
    prompt:
      'A few short questions help us match you with someone who suits you. It takes about five minutes, and you can go back and change an answer at any time.',
    fields: [],
    required: false,
  },
  {
    index: 1,
    id: 'location',
    title: 'Where are you based?',
    prompt: 'Your city or town helps us suggest therapists who can see you in person as well as online.',
    fields: ['location'],
    required: true,
  },
  {
    index: 2,
    id: 'availability',
    title: 'When suits you best?',
    prompt: 'Pick the days and times that usually work for you. Leave them blank if you are flexible.',
    fields: ['days', 'times'],
    required: false,
  },
  {
    index: 3,
    id: 'languages',
    title: 'Which languages are you most comfortable in?',
    prompt: 'Choose up to 2. Talking in a language that feels like home can make things easier.',
    fields: ['languages'],
    required: true,
  },
  {
    index: 4,
    id: 'style',
    title: 'What kind of support feels right?',
    prompt: 'Rank up to three styles, your favourite first. You can skip this if you are not sure.',
    fields: ['style'],
    required: false,
  },
  {
    index: 5,
    id: 'main-reasons',
    title: 'What brings you here today?',
    prompt: 'Choose up to 2 main reasons. There are no wrong answers.',
    fields: ['mainReasons'],
    required: true,
  },
  {
    index: 6,
    id: 'specific-concerns',
    title: 'Is there something more specific on your mind?',
    prompt: 'Choose up to 3. If it is something else, you can add it in your own words under Other.',
    fields: ['specificConcerns', 'otherConcern'],
    required: true,
  },
  {
    index: 7,
    id: 'previous-therapy',
    title: 'Have you had therapy before?',
    prompt: 'If you have, tell us how it went. It helps us understand what worked for you and what did not.',
    fields: ['previousTherapy', 'pastExperience', 'pastExperienceDesc'],
    required: false,
  },
  {
    index: 8,
    id: 'risk',
    title: 'Your safety matters to us',
    prompt: 'Are you having thoughts of harming yourself, or do you feel unsafe right now?',
    fields: ['risk'],
    required: true,
  },
  {
    index: 9,
    id: 'additional-notes',
    title: 'Anything else you would like us to know?',
    prompt: 'This is optional. Share anything that could help us find the right match for you.',
    fields: ['additionalNotes'],
    required: false,
  },
  {
    index: 10,
    id: 'review',
    title: 'Review your answers',
    prompt: `Take a moment to check your answers; you can go back to change any of them. ${FEES.wizardFeeText}`,
    fields: ['feeConfirmation'],
    required: true,
  },
];

/** The step at `index`, clamped into 0–10. */
export const wizardStepAt = (index: number): WizardStep =>
  WIZARD_STEPS[Math.min(Math.max(Math.trunc(index), WIZARD_FIRST_STEP), WIZARD_LAST_STEP)]!;
