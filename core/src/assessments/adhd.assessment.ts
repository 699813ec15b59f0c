import { frequencyQuestions, yesNoQuestions } from './answer-options';
import type { Assessment } from './assessment.types';
import { ASSESSMENT_SUMMARIES } from './assessment-summaries';
import { AUTO_ADVANCE_TO_RESULT_POLICY } from './session-policies';

export const ADHD_ASSESSMENT: Assessment = {
  ...ASSESSMENT_SUMMARIES['adhd'],
  riskScreen: true,
  questions: [
    ...frequencyQuestions(16),
    ...yesNoQuestions(3),
  ],
  scoring: 'most-severe-answer',
  bands: { moderateFrom: 7, highFrom: 13 },
  session: AUTO_ADVANCE_TO_RESULT_POLICY,
};
