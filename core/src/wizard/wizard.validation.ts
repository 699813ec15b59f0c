import { err, ok, type Result } from 'neverthrow';
import type { FieldErrors, ValidationError } from '../forms/field-errors';
import type { WizardAnswers } from './wizard-answers';
import { WIZARD_MESSAGES, type WizardMessage } from './wizard.messages';
import { WIZARD_STEPS } from './wizard.steps';

/** A step rule that failed: which step, which field, and the one sentence the visitor sees. */
export interface WizardStepFailure {
  readonly step: number;
  readonly field: keyof WizardAnswers;
  readonly message: WizardMessage;
}

/** The wizard's validation error: the forms' ValidationError plus the step to send the visitor back to. */
export interface WizardValidationError extends ValidationError {
  readonly step: number;
}

const checkStep = (step: number, a: WizardAnswers): WizardStepFailure | null => {
  switch (step) {
    case 1:
      return a.location.trim() === '' ? { step, field: 'location', message: WIZARD_MESSAGES.location } : null;
    case 3:
      return a.languages.length === 0 ? { step, field: 'languages', message: WIZARD_MESSAGES.languages } : null;
    case 5:
      return a.mainReasons.length === 0 ? { step, field: 'mainReasons', message: WIZARD_MESSAGES.mainReasons } : null;
    case 6:
      // The spec's rule counts ticked concerns only; free text under Other is extra detail.
      return a.specificConcerns.length === 0
        ? { step, field: 'specificConcerns', message: WIZARD_MESSAGES.specificConcerns }
        : null;
    case 8:
      return a.risk === null ? { step, field: 'risk', message: WIZARD_MESSAGES.risk } : null;
    case 10:
      // Any fee choice passes, including 'Not right now (take me back)'.
      return a.feeConfirmation === null
        ? { step, field: 'feeConfirmation', message: WIZARD_MESSAGES.feeConfirmation }
        : null;
    default:
      return null;
  }
};

/** The rule Next checks on `step`; null when the step passes (optional steps always pass). */
export const wizardStepFailure = (step: number, answers: WizardAnswers): WizardStepFailure | null =>
  checkStep(step, answers);

/** The first failing step strictly before `step`, or null when every earlier step passes. */
export const firstFailureBefore = (step: number, answers: WizardAnswers): WizardStepFailure | null => {
  for (const s of WIZARD_STEPS) {
    if (s.index >= step) break;
    const failure = checkStep(s.index, answers);
    if (failure) return failure;
  }
  return null;
};

const toError = (failure: WizardStepFailure): WizardValidationError => {
  const fieldErrors: FieldErrors = { [failure.field]: failure.message };
  return { kind: 'validation', message: failure.message, fieldErrors, step: failure.step };
};

/** Checks a whole answer set against every step's rule, reporting the first failing step. */
export const validateWizardAnswers = (answers: WizardAnswers): Result<WizardAnswers, WizardValidationError> => {
  const failure = firstFailureBefore(WIZARD_STEPS.length, answers);
  return failure ? err(toError(failure)) : ok(answers);
};
