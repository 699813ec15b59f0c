import { z } from '../schema/zod';
import { wizardDraftAnswersSchema } from './wizard-answers.schema';
import { initialWizardState, type WizardState } from './wizard.machine';
import { WIZARD_FIRST_STEP, WIZARD_LAST_STEP } from './wizard.steps';
import { firstFailureBefore } from './wizard.validation';

// Resuming from a stored snapshot (see wizardSnapshot) needs zod; the reducer does not, so this lives apart
// and a page can load it after it has rendered.
const snapshotSchema = z.strictObject({
  step: z.number().int().min(WIZARD_FIRST_STEP).max(WIZARD_LAST_STEP),
  answers: wizardDraftAnswersSchema,
});

/**
 * Rebuilds a state from a stored snapshot. Anything garbled gives the initial state; a step the answers
 * could not have reached (an earlier required answer missing) is pulled back to the first such step.
 */
export const restoreWizardState = (stored: unknown): WizardState => {
  const parsed = snapshotSchema.safeParse(stored);
  if (!parsed.success) return initialWizardState;
  const { step, answers } = parsed.data;
  const failure = firstFailureBefore(step, answers);
  return { step: failure ? failure.step : step, answers, error: null, submitted: false };
};
