import { err, ok, type Result } from 'neverthrow';
import type { AssessmentCatalog } from './assessment.catalog';
import type { AnswerVector, Assessment } from './assessment.types';

/**
 * Why a full answer list was refused, as data: `answersErrorText` words it in a language. Never the answers
 * themselves (health data); `questionNumber` is 1-based, as people count.
 */
export type AnswersError =
  | { readonly kind: 'answer-count'; readonly expected: number; readonly received: number }
  | { readonly kind: 'answer-format'; readonly questionNumber: number }
  | { readonly kind: 'answer-out-of-range'; readonly questionNumber: number; readonly optionCount: number }
  | { readonly kind: 'unanswered'; readonly questionNumber: number };

/** The sentence for a refused answer list, in the catalog's language. */
export const answersErrorText = (error: AnswersError, catalog: AssessmentCatalog): string => {
  switch (error.kind) {
    case 'answer-count':
      return catalog.answers.count(error.expected, error.received);
    case 'answer-format':
      return catalog.answers.format(error.questionNumber);
    case 'answer-out-of-range':
      return catalog.answers.outOfRange(error.questionNumber, error.optionCount);
    case 'unanswered':
      return catalog.quiz.selectBeforeSubmitting;
  }
};

/** The token that marks a blank answer in a typed list. */
export const BLANK_ANSWER_TOKEN = '-';

/** Parses '3,0,-,1' into [3, 0, null, 1]; spaces around tokens are ignored. */
export const parseAnswerList = (text: string): Result<AnswerVector, AnswersError> => {
  if (text.trim() === '') return ok([]);
  const answers: (number | null)[] = [];
  for (const [index, raw] of text.split(',').entries()) {
    const token = raw.trim();
    if (token === BLANK_ANSWER_TOKEN) answers.push(null);
    else if (/^\d+$/.test(token)) answers.push(Number(token));
    else return err({ kind: 'answer-format', questionNumber: index + 1 });
  }
  return ok(answers);
};

/** Checks a full answer list against an assessment: count, option range, and blanks where its policy forbids them. */
export const validateAnswers = (assessment: Assessment, answers: AnswerVector): Result<AnswerVector, AnswersError> => {
  const expected = assessment.questions.length;
  if (answers.length !== expected) {
    return err({ kind: 'answer-count', expected, received: answers.length });
  }
  for (const [index, answer] of answers.entries()) {
    const questionNumber = index + 1;
    if (answer === null) {
      if (assessment.session.submitRequiresAllAnswers) {
        return err({ kind: 'unanswered', questionNumber });
      }
      continue;
    }
    const optionCount = assessment.questions[index]?.options.length ?? 0;
    if (!Number.isInteger(answer) || answer < 0 || answer >= optionCount) {
      return err({ kind: 'answer-out-of-range', questionNumber, optionCount });
    }
  }
  return ok(answers);
};
