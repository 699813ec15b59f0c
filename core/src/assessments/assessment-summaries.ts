import type { AssessmentId } from './assessment.types';

/**
 * What a page lists about each assessment without its questions: route tables and choosers import this
 * small module so a page's first download does not carry every question.
 */
export interface AssessmentSummary {
  readonly id: AssessmentId;
  readonly title: string;
  readonly path: string;
  readonly description: string;
}

export const ASSESSMENT_SUMMARIES: Readonly<Record<AssessmentId, AssessmentSummary>> = {
  depression: { id: 'depression', title: 'Depression Test', path: '/depression-test', description: 'A short check on how often you have felt low, tired or uninterested in things over the past two weeks.' },
  anxiety: { id: 'anxiety', title: 'Anxiety Test', path: '/anxiety-test', description: 'A short check on how often worry, nervousness or fear have been part of your days recently.' },
  adhd: { id: 'adhd', title: 'ADHD Test', path: '/adhd-test', description: 'A short check on attention, restlessness and impulsiveness in your daily life.' },
  bulimia: { id: 'bulimia', title: 'Bulimia Test', path: '/bulimia-test', description: 'A short check on eating episodes, ways of making up for eating, and how food affects your mood.' },
  'emotional-intelligence': { id: 'emotional-intelligence', title: 'Emotional Intelligence Test', path: '/emotional-intelligence-test', description: 'A short reflection on how you notice, understand and manage your own feelings and those of others.' },
  attitude: { id: 'attitude', title: 'Attitude Test', path: '/attitude-test', description: 'A short reflection on how you tend to look at setbacks, other people and your own future.' },
  anorexia: { id: 'anorexia', title: 'Anorexia Test', path: '/anorexia-test', description: 'A short check on your thoughts about food, weight and body shape, and on how much you eat.' },
  ocd: { id: 'ocd', title: 'OCD Test', path: '/ocd-test', description: 'A short check on unwanted, repeating thoughts and the routines you may feel driven to carry out.' },
};
