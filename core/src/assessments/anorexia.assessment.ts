import { AGREEMENT_SCALE_BANDS, agreementStatements } from './answer-options';
import type { Assessment } from './assessment.types';
import { ASSESSMENT_SUMMARIES } from './assessment-summaries';
import { STEP_TO_RESULT_POLICY } from './session-policies';

/** Statements are worded so that agreeing shows more signs of anorexia. */
export const ANOREXIA_ASSESSMENT: Assessment = {
  ...ASSESSMENT_SUMMARIES['anorexia'],
  riskScreen: true,
  questions: agreementStatements(25),
  scoring: 'agreement',
  bands: AGREEMENT_SCALE_BANDS,
  session: STEP_TO_RESULT_POLICY,
};
