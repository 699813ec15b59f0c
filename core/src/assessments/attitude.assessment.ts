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
  questions: agreementStatements([
    'When something goes wrong, I expect more things to go wrong.',
    'I often focus on what is missing rather than on what I have.',
    'I find it hard to see anything good in a difficult situation.',
    'I believe my efforts rarely make a difference.',
    'I often feel that other people have it easier than me.',
    'I tend to give up when things get difficult.',
    'I find it hard to feel grateful for everyday things.',
    'I expect new plans or changes to turn out badly.',
    'I look for someone to blame before I look for a solution.',
    'I find it hard to feel hopeful about my future.',
    'Criticism leaves me discouraged for a long time.',
    'I tend to assume that people will let me down.',
    'I avoid trying new things because I expect to fail.',
    'I often complain about my situation.',
  ]),
  scoring: 'agreement',
  bands: AGREEMENT_SCALE_BANDS,
  verdicts: {
    low: 'Positive attitude.',
    moderate: 'Neutral attitude.',
    high: 'Negative attitude.',
  },
  session: STEP_TO_RESULT_POLICY,
};
