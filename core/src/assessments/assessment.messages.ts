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

/** How many unanswered question numbers the Submit message names before it counts the rest. */
const NAMED_UNANSWERED_LIMIT = 3;

/**
 * Submit's message when questions other than the one on screen are blank, e.g. 'Question 2 is not answered yet.'
 * or 'Questions 2, 5 and 7 are not answered yet.'; numbers are 1-based and ascending.
 */
export const unansweredQuestionsText = (questionNumbers: readonly number[]): string => {
  const [only] = questionNumbers;
  if (questionNumbers.length === 1 && only !== undefined) return `Question ${only} is not answered yet.`;
  // 'and 1 more' would be longer than the number itself.
  const named = questionNumbers.length > NAMED_UNANSWERED_LIMIT + 1 ? questionNumbers.slice(0, NAMED_UNANSWERED_LIMIT) : questionNumbers;
  const rest = questionNumbers.length - named.length;
  const list =
    rest > 0 ? `${named.join(', ')} and ${rest} more` : `${named.slice(0, -1).join(', ')} and ${String(named.at(-1))}`;
  return `Questions ${list} are not answered yet.`;
};

/** The button beside that message, taking the visitor to the first blank question. */
export const goToQuestionText = (questionNumber: number): string => `Go to question ${questionNumber}`;

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
