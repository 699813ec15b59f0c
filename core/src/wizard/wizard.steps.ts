import type { WizardAnswers } from './wizard-answers';
import { WIZARD_CATALOG_EN } from './wizard.catalog';
import { WIZARD_MESSAGES as messages, type WizardMessage } from './wizard.messages';
import { WIZARD_STEP_IDS, WIZARD_TEXT_LIMITS, type WizardStepId, type WizardTextField } from './wizard.options';

export { WIZARD_STEP_IDS, type WizardStepId } from './wizard.options';

export const WIZARD_FIRST_STEP = 0;
export const WIZARD_LAST_STEP = WIZARD_STEP_IDS.length - 1;
export const WIZARD_STEP_COUNT = WIZARD_STEP_IDS.length;

/** What a step's rule reports: the answer at fault and the id of the one sentence the visitor sees. */
export interface WizardFieldProblem {
  readonly field: keyof WizardAnswers;
  readonly message: WizardMessage;
}

export interface WizardStep {
  readonly index: number;
  readonly id: WizardStepId;
  readonly title: string;
  readonly prompt: string;
  /** The answers this step asks for, in the order the step shows them. */
  readonly fields: readonly (keyof WizardAnswers)[];
  /** True when Next (or Submit) checks this step. */
  readonly required: boolean;
  /** The step's own rule, run on Next (or Submit): null when it passes (optional steps always pass). */
  readonly validate: (answers: WizardAnswers) => WizardFieldProblem | null;
}

const passes = (): null => null;
const problemWhen = (failed: boolean, field: keyof WizardAnswers, message: WizardMessage): WizardFieldProblem | null =>
  failed ? { field, message } : null;

type StepRule = Pick<WizardStep, 'fields' | 'required' | 'validate'>;

/** A free-text answer over its limit: the step holding it refuses Next with the field's own message. */
const tooLong = (a: WizardAnswers, field: WizardTextField): WizardFieldProblem | null =>
  problemWhen(a[field].length > WIZARD_TEXT_LIMITS[field], field, messages.textTooLong[field]);

/** Each step's answers and rule (spec section 5), keyed by step id so no rule depends on a position. */
const STEP_RULES: Readonly<Record<WizardStepId, StepRule>> = {
  welcome: { fields: [], required: false, validate: passes },
  location: {
    fields: ['location'],
    required: true,
    validate: (a) => problemWhen(a.location.trim() === '', 'location', messages.location) ?? tooLong(a, 'location'),
  },
  availability: { fields: ['days', 'times'], required: false, validate: passes },
  languages: {
    fields: ['languages'],
    required: true,
    validate: (a) => problemWhen(a.languages.length === 0, 'languages', messages.languages),
  },
  style: { fields: ['style'], required: false, validate: passes },
  'main-reasons': {
    fields: ['mainReasons'],
    required: true,
    validate: (a) => problemWhen(a.mainReasons.length === 0, 'mainReasons', messages.mainReasons),
  },
  'specific-concerns': {
    fields: ['specificConcerns', 'otherConcern'],
    required: true,
    // Words typed under Other are a concern in the visitor's own words: they count on their own.
    validate: (a) =>
      problemWhen(a.specificConcerns.length === 0 && a.otherConcern.trim() === '', 'specificConcerns', messages.specificConcerns) ??
      tooLong(a, 'otherConcern'),
  },
  // Optional steps: nothing need be answered, but what is written must fit.
  'previous-therapy': {
    fields: ['previousTherapy', 'pastExperience', 'pastExperienceDesc'],
    required: false,
    validate: (a) => tooLong(a, 'pastExperienceDesc'),
  },
  risk: { fields: ['risk'], required: true, validate: (a) => problemWhen(a.risk === null, 'risk', messages.risk) },
  'additional-notes': { fields: ['additionalNotes'], required: false, validate: (a) => tooLong(a, 'additionalNotes') },
  review: {
    fields: ['feeConfirmation'],
    required: true,
    // Any fee choice passes, including 'Not right now (take me back)'.
    validate: (a) => problemWhen(a.feeConfirmation === null, 'feeConfirmation', messages.feeConfirmation),
  },
};

/** Steps 0 to 10 in order; a step's `index` is its position in this list. Titles and prompts are English. */
export const WIZARD_STEPS: readonly WizardStep[] = WIZARD_STEP_IDS.map((id, index) => ({
  index,
  id,
  ...WIZARD_CATALOG_EN.steps[id],
  ...STEP_RULES[id],
}));

/** The step at `index`, clamped into 0–10. */
export const wizardStepAt = (index: number): WizardStep =>
  WIZARD_STEPS[Math.min(Math.max(Math.trunc(index), WIZARD_FIRST_STEP), WIZARD_LAST_STEP)]!;

/** Where a step stands, as the visitor counts: index 10 is step 11 of 11. The web and the CLI both show this. */
export interface WizardStepPosition {
  readonly position: number;
  readonly count: number;
  readonly label: string;
}

export const wizardStepPosition = (index: number, catalog = WIZARD_CATALOG_EN): WizardStepPosition => {
  const position = wizardStepAt(index).index + 1;
  return { position, count: WIZARD_STEP_COUNT, label: catalog.stepOf(position, WIZARD_STEP_COUNT) };
};
