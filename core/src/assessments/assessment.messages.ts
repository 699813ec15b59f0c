/** Every user-facing string of the quiz screens that is not per-assessment data (spec sections 5 and 9). */
export const QUIZ_MESSAGES = {
  selectBeforeSubmitting: 'Please select an answer before submitting.',
  selectBeforeProceeding: 'Please select an answer before proceeding.',
  resultsHeading: 'Your Results:',
  retake: 'Retake Test',
  backToHome: 'Back to Home',
  previous: 'Previous',
  next: 'Next',
  submit: 'Submit',
  screeningDisclaimer: 'This is a screening, not a diagnosis.',
} as const;

/** The position line above each question, e.g. 'Question 3 of 11'. */
export const questionPositionText = (questionNumber: number, questionCount: number): string =>
  `Question ${questionNumber} of ${questionCount}`;

/** Messages for answer lists typed outside the quiz screen (the CLI's `--answers 3,0,-,1`). */
export const answerCountText = (expected: number, received: number): string =>
  `Expected ${expected} answers, got ${received}`;

export const answerOutOfRangeText = (questionNumber: number, optionCount: number): string =>
  `Answer ${questionNumber} must be an option number from 0 to ${optionCount - 1}`;

export const answerFormatText = (questionNumber: number): string =>
  `Answer ${questionNumber} must be an option number (0, 1, 2 …) or - for a blank`;

export const unknownAssessmentText = (id: string, known: readonly string[]): string =>
  `Unknown assessment "${id}". Choose one of: ${known.join(', ')}`;
