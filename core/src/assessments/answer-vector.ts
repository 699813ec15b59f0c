import { err, ok, type Result } from 'neverthrow';
import {
  QUIZ_MESSAGES,
  answerCountText,
  answerFormatText,
  answerOutOfRangeText,
} from './assessment.messages';
import type { AnswerVector, Assessment } from './assessment.types';

/**
 * Why a full answer list was refused. Messages never repeat the answers themselves (health data);
 * `questionNumber` is 1-based, as people count.
 */
export type AnswersError =
  | { readonly kind: 'answer-count'; readonly expected: number; readonly received: number; readonly message: string }
  | { readonly kind: 'answer-format'; readonly questionNumber: number; readonly message: string }
  | { readonly kind: 'answer-out-of-range'; readonly questionNumber: number; readonly message: string }
  | { readonly kind: 'unanswered'; readonly questionNumber: number; readonly message: string };

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
    else return err({ kind: 'answer-format', questionNumber: index + 1, message: answerFormatText(index + 1) });
  }
  return ok(answers);
};

/** Checks a full answer list against an assessment: count, option range, and blanks where its policy forbids them. */
export const validateAnswers = (assessment: Assessment, answers: AnswerVector): Result<AnswerVector, AnswersError> => {
  const expected = assessment.questions.length;
  if (answers.length !== expected) {
    return err({ kind: 'answer-count', expected, received: answers.length, message: answerCountText(expected, answers.length) });
  }
  for (const [index, answer] of answers.entries()) {
    const questionNumber = index + 1;
    if (answer === null) {
      if (assessment.session.submitRequiresAllAnswers) {
        return err({ kind: 'unanswered', questionNumber, message: QUIZ_MESSAGES.selectBeforeSubmitting });
      }
      continue;
    }
    const optionCount = assessment.questions[index]?.options.length ?? 0;
    if (!Number.isInteger(answer) || answer < 0 || answer >= optionCount) {
      return err({ kind: 'answer-out-of-range', questionNumber, message: answerOutOfRangeText(questionNumber, optionCount) });
    }
  }
  return ok(answers);
};
