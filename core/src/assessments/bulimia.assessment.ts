import { yesNoQuestions } from './answer-options';
import type { Assessment } from './assessment.types';
import { ASSESSMENT_SUMMARIES } from './assessment-summaries';
import { STEP_POLICY } from './session-policies';

export const BULIMIA_ASSESSMENT: Assessment = {
  ...ASSESSMENT_SUMMARIES['bulimia'],
  riskScreen: true,
  questions: yesNoQuestions(24),
  scoring: 'most-severe-answer',
  bands: { moderateFrom: 7, highFrom: 15 },
  session: STEP_POLICY,
};
