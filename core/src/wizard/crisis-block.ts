import { CRISIS_TEXT, HELPLINES, type Helpline } from '../catalog/helplines';
import type { WizardAnswers } from './wizard-answers';
import { RISK_NEEDS_CRISIS_SUPPORT } from './wizard.options';

export interface CrisisBlock {
  readonly heading: string;
  readonly helplines: readonly Helpline[];
  readonly followUp: string;
}

/** What the risk step shows once the visitor answers Yes (spec section 8), straight from the catalog. */
export const WIZARD_CRISIS_BLOCK: CrisisBlock = {
  heading: CRISIS_TEXT.heading,
  helplines: HELPLINES,
  followUp: CRISIS_TEXT.followUp,
};

/** True when the risk answer is the 'yes' id: the helplines appear at once, before any Next. */
export const showsCrisisBlock = (answers: WizardAnswers): boolean => answers.risk === RISK_NEEDS_CRISIS_SUPPORT;
