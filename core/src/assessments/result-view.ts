import type { AssessmentCatalog } from './assessment.catalog';
import type { Assessment, AssessmentResult } from './assessment.types';

/** What the result panel shows, in one language. */
export interface ResultView {
  readonly heading: string;
  readonly verdict: string;
  /** Said under every verdict: this is a screening, not a diagnosis. */
  readonly disclaimer: string;
  readonly score: number;
  readonly maxScore: number;
  /** A high result on a risk screen: show the crisis helplines and the book-a-free-session link. */
  readonly showCrisisSupport: boolean;
}

export const showsCrisisSupport = (assessment: Assessment, result: AssessmentResult): boolean =>
  assessment.riskScreen && result.level === 'high';

/** The result in the catalog's words: the verdict is the catalog's for this assessment and level. */
export const resultView = (assessment: Assessment, result: AssessmentResult, catalog: AssessmentCatalog): ResultView => ({
  heading: catalog.quiz.resultsHeading,
  verdict: catalog.assessments[assessment.id].verdicts[result.level],
  disclaimer: catalog.quiz.screeningDisclaimer,
  score: result.score,
  maxScore: result.maxScore,
  showCrisisSupport: showsCrisisSupport(assessment, result),
});
