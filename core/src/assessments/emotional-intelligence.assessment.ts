import { agreementStatements } from './answer-options';
import type { Assessment } from './assessment.types';
import { ASSESSMENT_SUMMARIES } from './assessment-summaries';
import { STEP_POLICY } from './session-policies';

/** Statements are worded so that agreeing shows more emotional intelligence. */
export const EMOTIONAL_INTELLIGENCE_ASSESSMENT: Assessment = {
  ...ASSESSMENT_SUMMARIES['emotional-intelligence'],
  riskScreen: false,
  questions: agreementStatements(11),
  scoring: 'agreement',
  bands: { moderateFrom: 12, highFrom: 23 },
  session: STEP_POLICY,
};
