import type { AssessmentCatalog } from './assessment.catalog';
import type { AnswerOptionId, AnswerVector, Assessment, AssessmentResult, Question } from './assessment.types';
import { scoreAssessment } from './scoring';

/**
 * One visitor's pass through a quiz (spec sections 3-5). Pure data: the reducer never starts timers.
 * When `pendingAdvanceMs` becomes a number the adapter starts ONE timer of that length and dispatches
 * `advance` when it fires; when it goes back to null (Next, Previous, Retake, results) it cancels the timer.
 *
 * The state carries the Assessment it runs, as a value: the machine never looks one up, so a test-only assessment
 * runs exactly like the eight in the registry. It holds ids and numbers only; the selectors that take a catalog
 * word them, so switching the language mid-quiz keeps every answer.
 */
export interface QuizState {
  readonly assessment: Assessment;
  readonly answers: AnswerVector;
  readonly currentIndex: number;
  readonly resultsVisible: boolean;
  readonly result: AssessmentResult | null;
  readonly error: QuizError | null;
  /**
   * With an error from Submit: the 0-based index of the first blank question other than the one on screen,
   * so the adapter can offer to go there. Null when the only blank is the one on screen, or no error.
   */
  readonly unansweredIndex: number | null;
  /**
   * The question the visitor left with 'go-to-question' (where they pressed Submit). Answering moves on to the
   * next blank before it, then back here, instead of through every answered question in between. Previous and
   * Next are the visitor steering by hand, and drop it.
   */
  readonly returnIndex: number | null;
  readonly pendingAdvanceMs: number | null;
}

/** Why Next or Submit refused, as an id with its data; `quizErrorText` words it. */
export type QuizError =
  | { readonly id: 'select-before-submitting' }
  | { readonly id: 'select-before-proceeding' }
  /** Blank questions other than the one on screen, 1-based and ascending. */
  | { readonly id: 'unanswered-questions'; readonly questionNumbers: readonly number[] };

export type QuizEvent =
  | { readonly type: 'answer'; readonly optionIndex: number }
  | { readonly type: 'next' }
  | { readonly type: 'previous' }
  | { readonly type: 'submit' }
  /** Jump to a question (0-based), as the button beside Submit's unanswered message does. */
  | { readonly type: 'go-to-question'; readonly questionIndex: number }
  /** The auto-advance delay has elapsed. Ignored when no advance is pending, so a stale timer is harmless. */
  | { readonly type: 'advance' }
  | { readonly type: 'retake' };

export const initialQuizState = (assessment: Assessment): QuizState => ({
  assessment,
  answers: assessment.questions.map(() => null),
  currentIndex: 0,
  resultsVisible: false,
  result: null,
  error: null,
  unansweredIndex: null,
  returnIndex: null,
  pendingAdvanceMs: null,
});

const NO_ERROR = { error: null, unansweredIndex: null } as const;

const lastIndexOf = (assessment: Assessment): number => assessment.questions.length - 1;

const SELECT_BEFORE_SUBMITTING: QuizError = { id: 'select-before-submitting' };
const SELECT_BEFORE_PROCEEDING: QuizError = { id: 'select-before-proceeding' };

/**
 * Shows the result, unless the policy needs every answer and one is missing. The spec's 'Please select an
 * answer before submitting.' is kept for the one case where it is true: the blank is the question on screen.
 * A blank skipped earlier (Next may skip in the auto-advancing quizzes) is named, with where to go.
 */
const finish = (assessment: Assessment, state: QuizState): QuizState => {
  const settled = { ...state, pendingAdvanceMs: null };
  if (assessment.session.submitRequiresAllAnswers) {
    const blanks = state.answers.flatMap((answer, index) => (answer === null ? [index] : []));
    const elsewhere = blanks.find((index) => index !== state.currentIndex);
    if (elsewhere !== undefined) {
      const error: QuizError = { id: 'unanswered-questions', questionNumbers: blanks.map((index) => index + 1) };
      return { ...settled, error, unansweredIndex: elsewhere };
    }
    if (blanks.length > 0) return { ...settled, error: SELECT_BEFORE_SUBMITTING, unansweredIndex: null };
  }
  return { ...settled, ...NO_ERROR, resultsVisible: true, result: scoreAssessment(assessment, state.answers) };
};

/** After a jump from Submit: the next blank on the way back, else the question the visitor came from. */
const resumeTowards = (state: QuizState, returnIndex: number): QuizState => {
  const blank = state.answers.findIndex((answer, index) => answer === null && index > state.currentIndex && index < returnIndex);
  return blank === -1
    ? { ...state, currentIndex: returnIndex, returnIndex: null, pendingAdvanceMs: null }
    : { ...state, currentIndex: blank, pendingAdvanceMs: null };
};

/** Moves past the current question, or to the result when the policy ends the quiz on the last answer. */
const moveOn = (assessment: Assessment, state: QuizState): QuizState => {
  if (state.returnIndex !== null) return resumeTowards(state, state.returnIndex);
  return state.currentIndex < lastIndexOf(assessment)
    ? { ...state, currentIndex: state.currentIndex + 1, pendingAdvanceMs: null }
    : finish(assessment, state);
};

const answer = (assessment: Assessment, state: QuizState, optionIndex: number): QuizState => {
  const question = assessment.questions[state.currentIndex];
  if (!question || !Number.isInteger(optionIndex) || optionIndex < 0 || optionIndex >= question.options.length) {
    return state;
  }
  const answers = state.answers.map((previous, index) => (index === state.currentIndex ? optionIndex : previous));
  const answered: QuizState = { ...state, ...NO_ERROR, answers };
  const { advanceAfterAnswerMs, onLastAnswer } = assessment.session;
  const onLast = state.currentIndex === lastIndexOf(assessment);
  if (onLast && onLastAnswer === 'wait-for-submit') return answered;
  if (advanceAfterAnswerMs > 0) return { ...answered, pendingAdvanceMs: advanceAfterAnswerMs };
  return moveOn(assessment, answered);
};

/** The quiz session's transition function; usable directly as a React `useReducer` reducer. */
export const quizReducer = (state: QuizState, event: QuizEvent): QuizState => {
  const { assessment } = state;
  if (event.type === 'retake') return initialQuizState(assessment);
  if (state.resultsVisible) return state;
  const onLast = state.currentIndex === lastIndexOf(assessment);
  switch (event.type) {
    case 'answer':
      return answer(assessment, state, event.optionIndex);
    case 'advance':
      return state.pendingAdvanceMs === null ? state : moveOn(assessment, state);
    case 'previous':
      return state.currentIndex === 0
        ? state
        : { ...state, ...NO_ERROR, currentIndex: state.currentIndex - 1, returnIndex: null, pendingAdvanceMs: null };
    case 'next':
      if (onLast) return state;
      if (assessment.session.nextRequiresAnswer && state.answers[state.currentIndex] === null) {
        return { ...state, error: SELECT_BEFORE_PROCEEDING };
      }
      return { ...state, ...NO_ERROR, currentIndex: state.currentIndex + 1, returnIndex: null, pendingAdvanceMs: null };
    case 'submit':
      return onLast ? finish(assessment, state) : state;
    case 'go-to-question': {
      const { questionIndex } = event;
      if (!Number.isInteger(questionIndex) || questionIndex < 0 || questionIndex > lastIndexOf(assessment)) return state;
      // Only a jump back is a detour to return from; a jump forward just moves on.
      const returnIndex = questionIndex < state.currentIndex ? state.currentIndex : null;
      return { ...state, ...NO_ERROR, currentIndex: questionIndex, returnIndex, pendingAdvanceMs: null };
    }
  }
};

// Selectors: everything a quiz screen shows, derived from state alone.

export const currentQuestion = (state: QuizState): Question => {
  const question = state.assessment.questions[state.currentIndex];
  if (!question) throw new RangeError(`No question ${state.currentIndex + 1} in "${state.assessment.id}"`);
  return question;
};

/** The current question's words in the catalog's language. */
export const currentQuestionText = (state: QuizState, catalog: AssessmentCatalog): string =>
  (catalog.assessments[state.assessment.id].questions as readonly string[])[state.currentIndex] ?? '';

/** The current question's option labels, in the order shown (an answer is an index into this list). */
export const currentOptionLabels = (state: QuizState, catalog: AssessmentCatalog): readonly string[] =>
  currentQuestion(state).options.map((id: AnswerOptionId) => catalog.options[id]);

/** 'Question 3 of 11', in the catalog's language. */
export const questionPosition = (state: QuizState, catalog: AssessmentCatalog): string =>
  catalog.quiz.questionPosition(state.currentIndex + 1, state.answers.length);

/** The message for a refused Next or Submit, in the catalog's language. */
export const quizErrorText = (error: QuizError, catalog: AssessmentCatalog): string => {
  switch (error.id) {
    case 'select-before-submitting':
      return catalog.quiz.selectBeforeSubmitting;
    case 'select-before-proceeding':
      return catalog.quiz.selectBeforeProceeding;
    case 'unanswered-questions':
      return catalog.quiz.unansweredQuestions(error.questionNumbers);
  }
};

/** Share of questions answered, 0..1, for the progress bar. */
export const progressShare = (state: QuizState): number =>
  state.answers.length === 0 ? 0 : state.answers.filter((a) => a !== null).length / state.answers.length;

export const canGoPrevious = (state: QuizState): boolean => !state.resultsVisible && state.currentIndex > 0;

export const isLastQuestion = (state: QuizState): boolean => state.currentIndex === state.answers.length - 1;

export const showSubmit = (state: QuizState): boolean => !state.resultsVisible && isLastQuestion(state);

/** Next shows on every question but the last, where Submit takes its place. */
export const showNext = (state: QuizState): boolean => !state.resultsVisible && !isLastQuestion(state);

export const selectedOption = (state: QuizState): number | null => state.answers[state.currentIndex] ?? null;
