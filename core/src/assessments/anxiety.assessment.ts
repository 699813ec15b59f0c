import { frequencyQuestions, yesNoQuestions } from './answer-options';
import type { Assessment } from './assessment.types';
import { ASSESSMENT_SUMMARIES } from './assessment-summaries';
import { AUTO_ADVANCE_POLICY } from './session-policies';

export const ANXIETY_ASSESSMENT: Assessment = {
  ...ASSESSMENT_SUMMARIES['anxiety'],
  riskScreen: true,
  questions: [
    ...frequencyQuestions([
      'How often have you felt nervous, anxious or on edge?',
      'How often have you found it hard to stop or control worrying?',
      'How often have you worried too much about many different things?',
      'How often have you found it hard to relax?',
      'How often have you felt so restless that it was hard to sit still?',
      'How often have you felt easily annoyed or irritable?',
      'How often have you felt afraid that something awful might happen?',
      'How often have you noticed a racing heart, sweating, trembling or breathlessness when worried?',
      'How often has worry kept you from falling asleep or staying asleep?',
      'How often have you avoided places, people or situations because they make you anxious?',
    ]),
    ...yesNoQuestions([
      'Has worry or anxiety made it harder to manage your work, studies, home or relationships?',
      'Have you had sudden spells of intense fear or panic that seemed to come out of nowhere?',
      'Have you felt this way on most days for six months or longer?',
    ]),
  ],
  scoring: 'most-severe-answer',
  bands: { moderateFrom: 5, highFrom: 10 },
  verdicts: {
    low: 'Low risk for an anxiety disorder.',
    moderate: 'You may have a moderate risk for an anxiety disorder.',
    high: 'You may be at high risk for an anxiety disorder.',
  },
  session: AUTO_ADVANCE_POLICY,
};
