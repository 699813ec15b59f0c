import { addLanguage, removeLanguage } from './language-choice';
import { assignStyleToSlot, moveStyleSlot, type SlotDirection } from './style-slots';
import { initialWizardAnswers, type WizardAnswers } from './wizard-answers';
import { WIZARD_MESSAGES } from './wizard.messages';
import {
  WIZARD_CAPS,
  WIZARD_DAYS,
  WIZARD_FEE_CHOICES,
  WIZARD_MAIN_REASONS,
  WIZARD_PREVIOUS_THERAPY_CHOICES,
  WIZARD_RISK_CHOICES,
  WIZARD_SPECIFIC_CONCERNS,
  WIZARD_TIMES,
  type ExperienceRating,
  type FeeChoice,
  type PreviousTherapyChoice,
  type RiskAnswer,
  type TherapyStyle,
  type WizardDay,
  type WizardMainReason,
  type WizardSpecificConcern,
  type WizardTime,
} from './wizard.options';
import { WIZARD_FIRST_STEP, WIZARD_LAST_STEP } from './wizard.steps';
import { validateWizardAnswers, wizardStepFailure } from './wizard.validation';

/**
 * The wizard as an explicit state machine: the step on screen, the answers so far, the one message under
 * the step (or null) and whether the pre-assessment was submitted. Pure: no timers, nothing is sent.
 */
export interface WizardState {
  readonly step: number;
  readonly answers: WizardAnswers;
  readonly error: string | null;
  readonly submitted: boolean;
}

export const initialWizardState: WizardState = {
  step: WIZARD_FIRST_STEP,
  answers: initialWizardAnswers,
  error: null,
  submitted: false,
};

/** Multi-select lists toggled by tapping an option, and the option type of each. */
export interface MultiSelectOptions {
  readonly days: WizardDay;
  readonly times: WizardTime;
  readonly mainReasons: WizardMainReason;
  readonly specificConcerns: WizardSpecificConcern;
}
export type MultiSelectField = keyof MultiSelectOptions;

/** Single-value answers set directly (text boxes, the previous-therapy radio, the rating). */
export interface SettableFields {
  readonly location: string;
  readonly otherConcern: string;
  readonly previousTherapy: PreviousTherapyChoice | null;
  readonly pastExperience: ExperienceRating;
  readonly pastExperienceDesc: string;
  readonly additionalNotes: string;
}
export type SettableField = keyof SettableFields;

export type WizardEvent =
  | { readonly type: 'next' }
  | { readonly type: 'previous' }
  | { [K in SettableField]: { readonly type: 'setField'; readonly field: K; readonly value: SettableFields[K] } }[SettableField]
  | { [K in MultiSelectField]: { readonly type: 'toggleOption'; readonly field: K; readonly option: MultiSelectOptions[K] } }[MultiSelectField]
  | { readonly type: 'addLanguage'; readonly language: string }
  | { readonly type: 'removeLanguage'; readonly language: string }
  | { readonly type: 'moveStyle'; readonly slot: number; readonly direction: SlotDirection }
  | { readonly type: 'assignStyle'; readonly slot: number; readonly style: TherapyStyle | null }
  | { readonly type: 'setRisk'; readonly risk: RiskAnswer }
  | { readonly type: 'setFee'; readonly choice: FeeChoice }
  | { readonly type: 'submit' }
  | { readonly type: 'reset' };

const MULTI_SELECT_OPTIONS: { readonly [K in MultiSelectField]: readonly MultiSelectOptions[K][] } = {
  days: WIZARD_DAYS,
  times: WIZARD_TIMES,
  mainReasons: WIZARD_MAIN_REASONS,
  specificConcerns: WIZARD_SPECIFIC_CONCERNS,
};

const MULTI_SELECT_CAPS: { readonly [K in MultiSelectField]: number } = {
  days: Number.POSITIVE_INFINITY,
  times: Number.POSITIVE_INFINITY,
  mainReasons: WIZARD_CAPS.mainReasons,
  specificConcerns: WIZARD_CAPS.specificConcerns,
};

/** False for an unticked option once its list is full: a UI greys it out, the reducer ignores it. */
export const isOptionSelectable = <K extends MultiSelectField>(
  answers: WizardAnswers,
  field: K,
  option: MultiSelectOptions[K],
): boolean => {
  const list = answers[field] as readonly string[];
  return list.includes(option) || list.length < MULTI_SELECT_CAPS[field];
};

const toggle = <K extends MultiSelectField>(answers: WizardAnswers, field: K, option: MultiSelectOptions[K]): WizardAnswers => {
  const list = answers[field] as readonly string[];
  if (!(MULTI_SELECT_OPTIONS[field] as readonly string[]).includes(option)) return answers;
  if (list.includes(option)) return { ...answers, [field]: list.filter((o) => o !== option) };
  if (!isOptionSelectable(answers, field, option)) return answers;
  return { ...answers, [field]: [...list, option] };
};

const isValidSetting = (field: SettableField, value: unknown): boolean => {
  switch (field) {
    case 'previousTherapy':
      return value === null || (WIZARD_PREVIOUS_THERAPY_CHOICES as readonly unknown[]).includes(value);
    case 'pastExperience':
      return typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 5;
    default:
      return typeof value === 'string';
  }
};

/** Applies an answer change; an edit clears the step's message, a change that changes nothing is a no-op. */
const withAnswers = (state: WizardState, answers: WizardAnswers): WizardState =>
  answers === state.answers ? state : { ...state, answers, error: null };

/**
 * The wizard's reducer. Returns the same state object when an event changes nothing (blocked toggle,
 * Previous on step 0, Next on the review step), so a UI can skip a render. Once submitted, only reset
 * does anything: the thank-you screen has replaced the form.
 */
export const wizardReducer = (state: WizardState, event: WizardEvent): WizardState => {
  if (event.type === 'reset') return initialWizardState;
  if (state.submitted) return state;

  switch (event.type) {
    case 'next': {
      if (state.step >= WIZARD_LAST_STEP) return state;
      const failure = wizardStepFailure(state.step, state.answers);
      if (failure) return state.error === failure.message ? state : { ...state, error: failure.message };
      return { ...state, step: state.step + 1, error: null };
    }
    case 'previous':
      return state.step <= WIZARD_FIRST_STEP ? state : { ...state, step: state.step - 1, error: null };
    case 'setField': {
      if (!isValidSetting(event.field, event.value) || state.answers[event.field] === event.value) return state;
      return withAnswers(state, { ...state.answers, [event.field]: event.value });
    }
    case 'toggleOption':
      return withAnswers(state, toggle(state.answers, event.field, event.option));
    case 'addLanguage':
      return withAnswers(state, addLanguage(state.answers, event.language));
    case 'removeLanguage':
      return withAnswers(state, removeLanguage(state.answers, event.language));
    case 'moveStyle': {
      const style = moveStyleSlot(state.answers.style, event.slot, event.direction);
      return style === state.answers.style ? state : withAnswers(state, { ...state.answers, style });
    }
    case 'assignStyle': {
      const style = assignStyleToSlot(state.answers.style, event.slot, event.style);
      return style === state.answers.style ? state : withAnswers(state, { ...state.answers, style });
    }
    case 'setRisk':
      if (!(WIZARD_RISK_CHOICES as readonly string[]).includes(event.risk) || state.answers.risk === event.risk) return state;
      return withAnswers(state, { ...state.answers, risk: event.risk });
    case 'setFee':
      if (!(WIZARD_FEE_CHOICES as readonly string[]).includes(event.choice) || state.answers.feeConfirmation === event.choice) {
        return state;
      }
      return withAnswers(state, { ...state.answers, feeConfirmation: event.choice });
    case 'submit': {
      if (state.step !== WIZARD_LAST_STEP) return state;
      return validateWizardAnswers(state.answers).match(
        (): WizardState => ({ ...state, error: null, submitted: true }),
        // Normally only the fee can be missing here; a restored or hand-made state may lack an earlier
        // answer, so the visitor is taken back to that step with its message.
        (e): WizardState => ({ ...state, step: e.step, error: e.message }),
      );
    }
  }
};

/** The sentence the thank-you screen shows, or null before submission. */
export const wizardThankYou = (state: WizardState): string | null => (state.submitted ? WIZARD_MESSAGES.thankYou : null);

/** Previous is disabled on step 0 (and after submission). */
export const canGoBack = (state: WizardState): boolean => !state.submitted && state.step > WIZARD_FIRST_STEP;

/** What an adapter keeps to resume after a reload (web: session storage; restoreWizardState reads it back). No message, never 'submitted'. */
export interface WizardSnapshot {
  readonly step: number;
  readonly answers: WizardAnswers;
}

export const wizardSnapshot = (state: WizardState): WizardSnapshot => ({ step: state.step, answers: state.answers });
