import type { FieldErrors } from '../forms/field-errors';
import { choseCrisisSupport, showsCrisisBlock, wantsCrisisSupport } from './crisis-block';
import { addLanguage, removeLanguage } from './language-choice';
import { mayTick } from './wizard-caps';
import { assignStyleToSlot, moveStyleSlot, type SlotDirection } from './style-slots';
import { initialWizardAnswers, type WizardAnswers } from './wizard-answers';
import { WIZARD_MESSAGES, type WizardMessage } from './wizard.messages';
import {
  WIZARD_DAYS,
  WIZARD_FEE_CHOICES,
  WIZARD_MAIN_REASONS,
  WIZARD_PREVIOUS_THERAPY_CHOICES,
  WIZARD_RISK_CHOICES,
  WIZARD_SPECIFIC_CONCERNS,
  WIZARD_TIMES,
  FEE_TAKES_VISITOR_BACK,
  type ExperienceRating,
  type FeeChoice,
  type PreviousTherapyChoice,
  type RiskAnswer,
  type TherapyStyle,
  type WizardDay,
  type WizardLanguage,
  type WizardMainReason,
  type WizardSpecificConcern,
  type WizardTime,
} from './wizard.options';
import { WIZARD_FIRST_STEP, WIZARD_LAST_STEP, WIZARD_STEP_COUNT, wizardStepAt } from './wizard.steps';
import { firstFailureBefore, wizardStepFailure, type WizardStepFailure } from './wizard.validation';

/**
 * The wizard as an explicit state machine: the step on screen, the answers so far, the one message under
 * the step (or null) and whether the pre-assessment was submitted. Pure: no timers, nothing is sent.
 */
export interface WizardState {
  readonly step: number;
  readonly answers: WizardAnswers;
  /** The id of the step's one message (wizardMessageText words it), or null. */
  readonly error: WizardMessage | null;
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
  | { readonly type: 'addLanguage'; readonly language: WizardLanguage }
  | { readonly type: 'removeLanguage'; readonly language: WizardLanguage }
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

/**
 * False for an unticked option once its list is full (days and times have no cap; 'Immediate crisis support' is
 * never kept out, see wizard-caps.ts): a UI greys it out, the reducer ignores it.
 */
export const isOptionSelectable = <K extends MultiSelectField>(
  answers: WizardAnswers,
  field: K,
  option: MultiSelectOptions[K],
): boolean => (field === 'days' || field === 'times' ? true : mayTick(field, answers[field] as readonly string[], option));

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
 * What an event did, for the adapter to react to (move focus, print the helplines) without re-running
 * any rule itself:
 * - 'moved': Next or Previous changed the step, or Submit sent the visitor back: to a step missing an answer
 *   (`error` is its message), or one step when the fee answer was 'Not right now (take me back)' (`step` is
 *   where they are now, `error` null then) — never a visitor who asked for crisis support, who is 'submitted';
 * - 'blocked': the step's own rule refused Next or Submit; the visitor stays, `errors` names the field;
 * - 'crisis': the helplines are called for, at once, before any Next: the risk answer became Yes, or
 *   'Immediate crisis support' was just ticked as a main reason;
 * - 'submitted': the pre-assessment is done and the thank-you replaces the form;
 * - 'changed': an answer changed; 'unchanged': nothing happened (same state object).
 */
export type WizardOutcome =
  | { readonly kind: 'moved'; readonly step: number; readonly error: WizardMessage | null }
  | { readonly kind: 'blocked'; readonly step: number; readonly message: WizardMessage; readonly errors: FieldErrors }
  | { readonly kind: 'crisis' }
  | { readonly kind: 'submitted' }
  | { readonly kind: 'changed' }
  | { readonly kind: 'unchanged' };

export interface WizardTransition {
  readonly state: WizardState;
  readonly outcome: WizardOutcome;
}

const UNCHANGED: WizardOutcome = { kind: 'unchanged' };
const CHANGED: WizardOutcome = { kind: 'changed' };
const CRISIS: WizardOutcome = { kind: 'crisis' };

const answered = (state: WizardState, answers: WizardAnswers): WizardTransition => {
  const next = withAnswers(state, answers);
  return { state: next, outcome: next === state ? UNCHANGED : CHANGED };
};

const blocked = (state: WizardState, failure: WizardStepFailure): WizardTransition => ({
  state: state.error === failure.message ? state : { ...state, error: failure.message },
  outcome: { kind: 'blocked', step: state.step, message: failure.message, errors: { [failure.field]: failure.message } },
});

const moved = (state: WizardState, step: number, error: WizardMessage | null = null): WizardTransition => ({
  state: { ...state, step, error },
  outcome: { kind: 'moved', step, error },
});

/**
 * The wizard as a transition: the next state and what happened. Returns the same state object when an
 * event changes nothing (blocked toggle, Previous on step 0, Next on the review step), so a UI can skip a
 * render. Once submitted, only reset does anything: the thank-you screen has replaced the form.
 */
export const wizardTransition = (state: WizardState, event: WizardEvent): WizardTransition => {
  if (event.type === 'reset') return { state: initialWizardState, outcome: CHANGED };
  if (state.submitted) return { state, outcome: UNCHANGED };

  switch (event.type) {
    case 'next': {
      if (state.step >= WIZARD_LAST_STEP) return { state, outcome: UNCHANGED };
      const failure = wizardStepFailure(state.step, state.answers);
      return failure ? blocked(state, failure) : moved(state, state.step + 1);
    }
    case 'previous':
      return state.step <= WIZARD_FIRST_STEP ? { state, outcome: UNCHANGED } : moved(state, state.step - 1);
    case 'setField': {
      if (!isValidSetting(event.field, event.value) || state.answers[event.field] === event.value) return { state, outcome: UNCHANGED };
      return answered(state, { ...state.answers, [event.field]: event.value });
    }
    case 'toggleOption': {
      const result = answered(state, toggle(state.answers, event.field, event.option));
      // Ticking 'Immediate crisis support' brings up the helplines at once, as a Yes to the risk question does.
      return !choseCrisisSupport(state.answers) && choseCrisisSupport(result.state.answers) ? { ...result, outcome: CRISIS } : result;
    }
    case 'addLanguage':
      return answered(state, addLanguage(state.answers, event.language));
    case 'removeLanguage':
      return answered(state, removeLanguage(state.answers, event.language));
    case 'moveStyle': {
      const style = moveStyleSlot(state.answers.style, event.slot, event.direction);
      return style === state.answers.style ? { state, outcome: UNCHANGED } : answered(state, { ...state.answers, style });
    }
    case 'assignStyle': {
      const style = assignStyleToSlot(state.answers.style, event.slot, event.style);
      return style === state.answers.style ? { state, outcome: UNCHANGED } : answered(state, { ...state.answers, style });
    }
    case 'setRisk': {
      if (!(WIZARD_RISK_CHOICES as readonly string[]).includes(event.risk) || state.answers.risk === event.risk) {
        return { state, outcome: UNCHANGED };
      }
      const next = withAnswers(state, { ...state.answers, risk: event.risk });
      return { state: next, outcome: showsCrisisBlock(next.answers) ? CRISIS : CHANGED };
    }
    case 'setFee':
      if (!(WIZARD_FEE_CHOICES as readonly string[]).includes(event.choice) || state.answers.feeConfirmation === event.choice) {
        return { state, outcome: UNCHANGED };
      }
      return answered(state, { ...state.answers, feeConfirmation: event.choice });
    case 'submit': {
      if (state.step !== WIZARD_LAST_STEP) return { state, outcome: UNCHANGED };
      const failure = firstFailureBefore(WIZARD_STEP_COUNT, state.answers);
      // Normally only the fee can be missing here; a restored or hand-made state may lack an earlier
      // answer, so the visitor is taken back to that step with its message.
      if (failure) return failure.step === state.step ? blocked(state, failure) : moved(state, failure.step, failure.message);
      // 'Not right now (take me back)' means what it says: back one step, nothing submitted. The choice is
      // cleared so that, on returning to the review, Submit asks for a fresh one instead of going back again.
      // Not for a visitor who asked for crisis support: the helplines and the call-back never depend on agreeing
      // to pay, so they reach the closing screen whatever they answered about the fee.
      if (state.answers.feeConfirmation === FEE_TAKES_VISITOR_BACK && !wantsCrisisSupport(state.answers)) {
        return moved({ ...state, answers: { ...state.answers, feeConfirmation: null } }, state.step - 1);
      }
      return { state: { ...state, error: null, submitted: true }, outcome: { kind: 'submitted' } };
    }
  }
};

/** The wizard's reducer: the state half of `wizardTransition`, for adapters that need no outcome. */
export const wizardReducer = (state: WizardState, event: WizardEvent): WizardState => wizardTransition(state, event).state;

/**
 * The closing screen's heading, or null before submission. A visitor who asked for crisis support is not thanked
 * (nor shown a tick, see closesInCrisis): they are told help is here.
 */
export const wizardThankYou = (state: WizardState): WizardMessage | null => {
  if (!state.submitted) return null;
  return closesInCrisis(state) ? WIZARD_MESSAGES.crisisClosing : WIZARD_MESSAGES.thankYou;
};

/** True once a visitor who asked for crisis support has finished: the closing screen leads with the helplines and the call-back. */
export const closesInCrisis = (state: WizardState): boolean => state.submitted && wantsCrisisSupport(state.answers);

/**
 * The step's message when `field` is the answer at fault, else undefined: a step with two fields (concerns and
 * Other) shows its one message under the field it is about. The message stands only while the answers are as they
 * were refused (any edit clears it), so the step's own rule names the field again.
 */
export const wizardErrorFor = (state: WizardState, field: keyof WizardAnswers): WizardMessage | undefined => {
  if (state.error === null) return undefined;
  const failure = wizardStepFailure(state.step, state.answers);
  const faulty = failure !== null && failure.message === state.error ? failure.field : wizardStepAt(state.step).fields[0];
  return faulty === field ? state.error : undefined;
};

/** Previous is disabled on step 0 (and after submission). */
export const canGoBack = (state: WizardState): boolean => !state.submitted && state.step > WIZARD_FIRST_STEP;

/** What an adapter keeps to resume after a reload (web: session storage; restoreWizardState reads it back). No message, never 'submitted'. */
export interface WizardSnapshot {
  readonly step: number;
  readonly answers: WizardAnswers;
}

export const wizardSnapshot = (state: WizardState): WizardSnapshot => ({ step: state.step, answers: state.answers });
