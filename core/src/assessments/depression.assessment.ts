import { frequencyQuestions, yesNoQuestions } from './answer-options';
import type { Assessment } from './assessment.types';
import { ASSESSMENT_SUMMARIES } from './assessment-summaries';
import { AUTO_ADVANCE_POLICY } from './session-policies';

export const DEPRESSION_ASSESSMENT: Assessment = {
  ...ASSESSMENT_SUMMARIES['depression'],
  riskScreen: true,
  questions: [
    ...frequencyQuestions(9),
    ...yesNoQuestions(2),
  ],
  scoring: 'most-severe-answer',
  bands: { moderateFrom: 4, highFrom: 8 },
  session: AUTO_ADVANCE_POLICY,
};
