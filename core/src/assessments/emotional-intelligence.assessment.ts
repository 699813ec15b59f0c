import { agreementStatements } from './answer-options';
import type { Assessment } from './assessment.types';
import { ASSESSMENT_SUMMARIES } from './assessment-summaries';
import { STEP_POLICY } from './session-policies';

/** Statements are worded so that agreeing shows more emotional intelligence. */
export const EMOTIONAL_INTELLIGENCE_ASSESSMENT: Assessment = {
  ...ASSESSMENT_SUMMARIES['emotional-intelligence'],
  riskScreen: false,
  questions: agreementStatements([
    'I can usually name the emotion I am feeling.',
    'I understand what sets off my strong feelings.',
    'I can stay calm under pressure.',
    'When I am upset, I know ways to calm myself down.',
    'I can tell how others are feeling from their face, voice or body language.',
    'I listen to others without rushing to judge them.',
    'I can say how I feel without hurting others.',
    'I recover fairly quickly from setbacks and disappointments.',
    'I can handle disagreements calmly and look for a fair solution.',
    'I can motivate myself to keep going when a task becomes hard.',
    'I think about how my words and actions affect the people around me.',
  ]),
  scoring: 'agreement',
  bands: { moderateFrom: 12, highFrom: 23 },
  verdicts: {
    low: 'Low emotional intelligence.',
    moderate: 'Moderate emotional intelligence.',
    high: 'High emotional intelligence.',
  },
  session: STEP_POLICY,
};
