import { AGREEMENT_SCALE_BANDS, agreementStatements } from './answer-options';
import type { Assessment } from './assessment.types';
import { ASSESSMENT_SUMMARIES } from './assessment-summaries';
import { STEP_TO_RESULT_POLICY } from './session-policies';

/** Statements are worded so that agreeing shows more signs of OCD. */
export const OCD_ASSESSMENT: Assessment = {
  ...ASSESSMENT_SUMMARIES['ocd'],
  riskScreen: true,
  questions: agreementStatements([
    'I have unwanted thoughts, images or urges that keep coming back even when I try to push them away.',
    'I worry a lot about germs, dirt or catching an illness.',
    'I wash or clean much more than seems necessary.',
    'I check things again and again, such as locks, switches or the gas stove.',
    'I feel I must arrange things in a set order, or until they feel "just right".',
    'I repeat actions, words or counting until it feels right.',
    'I feel very uneasy if I cannot finish a routine in a set way.',
    'I worry that I might harm someone by accident.',
    'I find it hard to throw things away, even when they are of no use.',
    'I need reassurance from others again and again.',
    'These thoughts or routines take up more than an hour of my day.',
    'I know my worries may be excessive, but I still find it hard not to act on them.',
    'I avoid places, people or objects that set off my worries.',
    'Unwanted thoughts make it hard for me to concentrate.',
    'My routines make me late or get in the way of daily life.',
    'I feel distressed when my routines are interrupted.',
  ]),
  scoring: 'agreement',
  bands: AGREEMENT_SCALE_BANDS,
  verdicts: {
    low: 'Low risk of OCD.',
    moderate: 'Moderate risk of OCD.',
    high: 'High risk of OCD. Seek professional help.',
  },
  session: STEP_TO_RESULT_POLICY,
};
