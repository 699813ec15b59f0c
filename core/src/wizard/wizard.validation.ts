import { err, ok, type Result } from 'neverthrow';
import type { FieldErrors, ValidationError } from '../forms/field-errors';
import type { WizardAnswers } from './wizard-answers';
import type { WizardMessage } from './wizard.messages';
import { WIZARD_STEPS, wizardStepAt } from './wizard.steps';

/** A step rule that failed: which step, which field, and the id of the one sentence the visitor sees. */
export interface WizardStepFailure {
  readonly step: number;
  readonly field: keyof WizardAnswers;
  readonly message: WizardMessage;
}

/** The wizard's validation error: the forms' ValidationError plus the step to send the visitor back to. */
export interface WizardValidationError extends ValidationError {
  readonly step: number;
}

/** The rule Next checks on `step` (the step's own `validate`); null when the step passes. */
export const wizardStepFailure = (step: number, answers: WizardAnswers): WizardStepFailure | null => {
  const current = wizardStepAt(step);
  if (current.index !== step) return null;
  const problem = current.validate(answers);
  return problem ? { step, ...problem } : null;
};

/** The first failing step strictly before `step`, or null when every earlier step passes. */
export const firstFailureBefore = (step: number, answers: WizardAnswers): WizardStepFailure | null => {
  for (const s of WIZARD_STEPS) {
    if (s.index >= step) break;
    const problem = s.validate(answers);
    if (problem) return { step: s.index, ...problem };
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
