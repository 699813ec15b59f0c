import { AGREEMENT_SCALE_BANDS, agreementStatements } from './answer-options';
import type { Assessment } from './assessment.types';
import { ASSESSMENT_SUMMARIES } from './assessment-summaries';
import { STEP_TO_RESULT_POLICY } from './session-policies';

/** Statements are worded so that agreeing shows more signs of anorexia. */
export const ANOREXIA_ASSESSMENT: Assessment = {
  ...ASSESSMENT_SUMMARIES['anorexia'],
  riskScreen: true,
  questions: agreementStatements([
    'I am very afraid of gaining weight, even a little.',
    'I see myself as overweight even when others say I am too thin.',
    'I eat much less than my body needs.',
    'I skip meals on purpose to control my weight.',
    'I feel guilty after eating.',
    'I count calories, grams or portions throughout the day.',
    'I have strict rules about what, when or how much I can eat.',
    'I avoid whole kinds of food, such as rice, roti, sweets or oil, to lose weight.',
    'I exercise a lot to burn off what I have eaten.',
    'I feel in control when I do not eat.',
    'My weight or body shape decides how I feel about myself.',
    'I weigh myself or check my body many times a day.',
    'I feel anxious when I have to eat with other people.',
    'I hide how little I eat from family or friends.',
    'People close to me have worried that I have lost too much weight.',
    'I often feel cold, dizzy or tired.',
    'I keep wanting to lose more weight, even after reaching a goal.',
    'I make excuses to avoid family meals or eating out.',
    'I think about food, calories or my weight for most of the day.',
    'I feel uncomfortably full after eating only a small amount.',
    'I wear loose clothes to hide my body.',
    'Since I began eating less, I have noticed changes in my body, such as hair fall, fainting or missed periods.',
    'I feel proud or relieved when I manage to eat less than I planned.',
    'Worries about eating get in the way of my studies, work or relationships.',
    'I find it hard to believe that I could be underweight, even when a doctor says so.',
  ]),
  scoring: 'agreement',
  bands: AGREEMENT_SCALE_BANDS,
  verdicts: {
    low: 'Low risk of anorexia.',
    moderate: 'Moderate risk of anorexia.',
    high: 'High risk of anorexia. Seek professional help.',
  },
  session: STEP_TO_RESULT_POLICY,
};
