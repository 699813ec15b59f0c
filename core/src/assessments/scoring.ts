import type { Result } from 'neverthrow';
import { parseAnswerList, validateAnswers, type AnswersError } from './answer-vector';
import type { AnswerVector, Assessment, AssessmentResult, Bands, Level, Question } from './assessment.types';
import { findAssessment, type UnknownAssessmentError } from './assessments.registry';

/** Points one answer earns under an assessment's scoring method (spec section 9). */
export const pointsFor = (assessment: Assessment, question: Question, optionIndex: number): number => {
  const last = question.options.length - 1;
  if (!Number.isInteger(optionIndex) || optionIndex < 0 || optionIndex > last) {
    throw new RangeError(`Option index out of range for "${assessment.id}"`);
  }
  switch (assessment.scoring) {
    case 'most-severe-answer':
      return optionIndex === last ? 1 : 0;
    case 'agreement':
      return last - optionIndex;
  }
};

const maxPointsOf = (assessment: Assessment, question: Question): number =>
  Math.max(...question.options.map((_, index) => pointsFor(assessment, question, index)));

export const maxScoreOf = (assessment: Assessment): number =>
  assessment.questions.reduce((sum, question) => sum + maxPointsOf(assessment, question), 0);

export const levelFor = (bands: Bands, score: number): Level =>
  score >= bands.highFrom ? 'high' : score >= bands.moderateFrom ? 'moderate' : 'low';

/**
 * Scores answers the quiz machine has already accepted: blanks score 0, and an index outside a
 * question's options is a programming error (it throws).
 */
export const scoreAssessment = (assessment: Assessment, answers: AnswerVector): AssessmentResult => {
  const score = assessment.questions.reduce((sum, question, index) => {
    const answer = answers[index];
    return answer === null || answer === undefined ? sum : sum + pointsFor(assessment, question, answer);
  }, 0);
  const level = levelFor(assessment.bands, score);
  return { score, maxScore: maxScoreOf(assessment), level };
};

/** Scores a complete answer list from outside the quiz screen (CLI, API), refusing malformed lists. */
export const scoreAnswers = (assessment: Assessment, answers: AnswerVector): Result<AssessmentResult, AnswersError> =>
  validateAnswers(assessment, answers).map((valid) => scoreAssessment(assessment, valid));

/** The CLI's path in one call: find the assessment by id, parse '3,0,-,1', validate and score. */
export const scoreAnswerList = (
  id: string,
  text: string,
): Result<AssessmentResult, AnswersError | UnknownAssessmentError> =>
  findAssessment(id).andThen((assessment) =>
    parseAnswerList(text).andThen((answers) => scoreAnswers(assessment, answers)),
  );
