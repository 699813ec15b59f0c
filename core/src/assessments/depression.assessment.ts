import { frequencyQuestions, yesNoQuestions } from './answer-options';
import type { Assessment } from './assessment.types';
import { ASSESSMENT_SUMMARIES } from './assessment-summaries';
import { AUTO_ADVANCE_POLICY } from './session-policies';

export const DEPRESSION_ASSESSMENT: Assessment = {
  ...ASSESSMENT_SUMMARIES['depression'],
  riskScreen: true,
  questions: [
    ...frequencyQuestions([
      'How often have you felt sad, low or empty for most of the day?',
      'How often have you lost interest or pleasure in things you usually enjoy?',
      'How often have you had trouble falling asleep or staying asleep, or slept much more than usual?',
      'How often have you felt tired or low on energy, even after rest?',
      'How often have you noticed a change in your appetite, eating much less or much more than usual?',
      'How often have you felt worthless, or been very hard on yourself?',
      'How often have you found it hard to concentrate on work, studies, reading or conversations?',
      'How often have you felt restless, or noticed yourself moving or speaking more slowly than usual?',
      'How often have you felt hopeless about the future?',
    ]),
    ...yesNoQuestions([
      'Have these feelings made it harder to manage your work, studies, home or relationships?',
      'Have you felt this way on most days for two weeks or longer?',
    ]),
  ],
  scoring: 'most-severe-answer',
  bands: { moderateFrom: 4, highFrom: 8 },
  verdicts: {
    low: 'Low risk for depression.',
    moderate: 'You may have a moderate risk for depression.',
    high: 'You may be at high risk for depression.',
  },
  session: AUTO_ADVANCE_POLICY,
};
