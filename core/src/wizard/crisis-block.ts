import { CRISIS_TEXT, HELPLINES, type Helpline } from '../catalog/helplines';
import type { WizardAnswers } from './wizard-answers';
import { WIZARD_CATALOG_EN } from './wizard.catalog';
import { CRISIS_SUPPORT_REASON, RISK_NEEDS_CRISIS_SUPPORT, type WizardStepId } from './wizard.options';

export interface CrisisBlock {
  readonly heading: string;
  readonly helplines: readonly Helpline[];
  /** The promise to connect the visitor: only beside a way to ask for a call back. */
  readonly followUp: string;
  /** Said on a wizard step instead, where the call-back offer is not on screen yet. */
  readonly whenYouFinish: string;
}

/** What the risk step shows once the visitor answers Yes (spec section 8), straight from the catalog. */
export const WIZARD_CRISIS_BLOCK: CrisisBlock = {
  heading: CRISIS_TEXT.heading,
  helplines: HELPLINES,
  // The wizard's own words come from its catalog, not the helplines', which are in every page's first script.
  followUp: WIZARD_CATALOG_EN.crisisFollowUp,
  whenYouFinish: WIZARD_CATALOG_EN.crisisWhenYouFinish,
};

/** True when the risk answer is the 'yes' id: the helplines appear at once, before any Next. */
export const showsCrisisBlock = (answers: WizardAnswers): boolean => answers.risk === RISK_NEEDS_CRISIS_SUPPORT;

/** True when 'Immediate crisis support' is among the main reasons: the helplines appear on that step at once. */
export const choseCrisisSupport = (answers: Pick<WizardAnswers, 'mainReasons'>): boolean =>
  answers.mainReasons.includes(CRISIS_SUPPORT_REASON);

/** Whether the visitor asked for crisis support: risk Yes, or 'Immediate crisis support' as a main reason. */
export const wantsCrisisSupport = (answers: Pick<WizardAnswers, 'risk' | 'mainReasons'>): boolean =>
  answers.risk === RISK_NEEDS_CRISIS_SUPPORT || choseCrisisSupport(answers);

/** Whether step `stepId` shows the crisis block under its question: each step for its own answer. */
export const showsCrisisBlockOn = (stepId: WizardStepId, answers: WizardAnswers): boolean =>
  (stepId === 'risk' && showsCrisisBlock(answers)) || (stepId === 'main-reasons' && choseCrisisSupport(answers));
