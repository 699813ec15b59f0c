import { frequencyQuestions, yesNoQuestions } from './answer-options';
import type { Assessment } from './assessment.types';
import { ASSESSMENT_SUMMARIES } from './assessment-summaries';
import { AUTO_ADVANCE_POLICY } from './session-policies';

export const ANXIETY_ASSESSMENT: Assessment = {
  ...ASSESSMENT_SUMMARIES['anxiety'],
  riskScreen: true,
  questions: [
    ...frequencyQuestions(10),
    ...yesNoQuestions(3),
  ],
  scoring: 'most-severe-answer',
  bands: { moderateFrom: 5, highFrom: 10 },
  session: AUTO_ADVANCE_POLICY,
};
