import { QUIZ_MESSAGES } from './assessment.messages';
import type { Assessment, AssessmentResult } from './assessment.types';

/** What the result panel shows. */
export interface ResultView {
  readonly heading: string;
  readonly verdict: string;
  readonly score: number;
  readonly maxScore: number;
  /** A high result on a risk screen: show the crisis helplines and the book-a-free-session link. */
  readonly showCrisisSupport: boolean;
}

export const showsCrisisSupport = (assessment: Assessment, result: AssessmentResult): boolean =>
  assessment.riskScreen && result.level === 'high';

export const resultView = (assessment: Assessment, result: AssessmentResult): ResultView => ({
  heading: QUIZ_MESSAGES.resultsHeading,
  verdict: result.verdict,
  score: result.score,
  maxScore: result.maxScore,
  showCrisisSupport: showsCrisisSupport(assessment, result),
});
