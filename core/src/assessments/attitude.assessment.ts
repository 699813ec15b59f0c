import { AGREEMENT_SCALE_BANDS, agreementStatements } from './answer-options';
import type { Assessment } from './assessment.types';
import { ASSESSMENT_SUMMARIES } from './assessment-summaries';
import { STEP_TO_RESULT_POLICY } from './session-policies';

/**
 * Statements are worded so that agreeing shows a more negative outlook: a low score reads 'Positive attitude.'.
 * With 14 statements the maximum is 42, so the spec's high band (above 42) cannot be reached.
 */
export const ATTITUDE_ASSESSMENT: Assessment = {
  ...ASSESSMENT_SUMMARIES['attitude'],
  riskScreen: false,
  questions: agreementStatements(14),
  scoring: 'agreement',
  bands: AGREEMENT_SCALE_BANDS,
  session: STEP_TO_RESULT_POLICY,
};
