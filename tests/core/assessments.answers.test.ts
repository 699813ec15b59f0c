import { describe, expect, it } from 'vitest';
import { ASSESSMENT_CATALOGS, answersErrorText, getAssessment, parseAnswerList, scoreAnswerList, scoreAnswers } from '@manobal/core';
import { answerListText, answersScoring, withBlanks } from '../../fixtures/assessments';

const { en, hi } = ASSESSMENT_CATALOGS;

describe('scoring a typed answer list', () => {
  it('reads "3,0,-,1" as three answers and a blank, ignoring spaces', () => {
    expect(parseAnswerList(' 3, 0 ,-,1 ')._unsafeUnwrap()).toEqual([3, 0, null, 1]);
  });

  it('names the position of an answer that is not a number', () => {
    const error = parseAnswerList('1,two,3')._unsafeUnwrapErr();
    expect(error).toEqual({ kind: 'answer-format', questionNumber: 2 });
    expect(answersErrorText(error, en)).toBe('Answer 2 must be an option number (0, 1, 2 …) or - for a blank');
    expect(answersErrorText(error, hi)).toBe('जवाब 2 कोई विकल्प नंबर (0, 1, 2 …) होना चाहिए, या ख़ाली छोड़ने के लिए -');
    expect(parseAnswerList('1,,3')._unsafeUnwrapErr()).toMatchObject({ kind: 'answer-format', questionNumber: 2 });
    expect(parseAnswerList('-1')._unsafeUnwrapErr()).toMatchObject({ kind: 'answer-format', questionNumber: 1 });
  });

  it('scores a full depression list', () => {
    const text = answerListText(answersScoring('depression', 8));
    expect(scoreAnswerList('depression', text)._unsafeUnwrap()).toEqual({
      score: 8,
      maxScore: 11,
      level: 'high',
    });
  });

  it('refuses a list one answer short, saying how many it expected', () => {
    const short = answersScoring('depression', 2).slice(0, 10);
    const error = scoreAnswers(getAssessment('depression'), short)._unsafeUnwrapErr();
    expect(error).toEqual({ kind: 'answer-count', expected: 11, received: 10 });
    expect(answersErrorText(error, en)).toBe('Expected 11 answers, got 10');
    expect(answersErrorText(error, hi)).toBe('11 जवाब चाहिए थे, 10 मिले');
  });

  it('refuses an option the question does not have, without repeating the answer', () => {
    const answers = answersScoring('depression', 0);
    answers[9] = 2; // question 10 is yes/no: only 0 and 1 exist
    const error = scoreAnswers(getAssessment('depression'), answers)._unsafeUnwrapErr();
    expect(error).toEqual({ kind: 'answer-out-of-range', questionNumber: 10, optionCount: 2 });
    expect(answersErrorText(error, en)).toBe('Answer 10 must be an option number from 0 to 1');
  });

  it('refuses a fractional option index', () => {
    const answers = answersScoring('ocd', 0);
    answers[0] = 1.5;
    expect(scoreAnswers(getAssessment('ocd'), answers)._unsafeUnwrapErr()).toMatchObject({ kind: 'answer-out-of-range', questionNumber: 1 });
  });

  it.each(['depression', 'anxiety', 'adhd', 'bulimia', 'emotional-intelligence'] as const)(
    'refuses a blank on %s with the submit message',
    (id) => {
      const answers = withBlanks(answersScoring(id, 3), 4);
      const error = scoreAnswers(getAssessment(id), answers)._unsafeUnwrapErr();
      expect(error).toEqual({ kind: 'unanswered', questionNumber: 5 });
      expect(answersErrorText(error, en)).toBe('Please select an answer before submitting.');
    },
  );

  it.each(['attitude', 'anorexia', 'ocd'] as const)('accepts blanks on %s and scores them as zero', (id) => {
    const answers = withBlanks(answersScoring(id, 30), 0, 1);
    const text = answerListText(answers);
    expect(text.startsWith('-,-,')).toBe(true);
    expect(scoreAnswerList(id, text)._unsafeUnwrap().score).toBe(24);
  });

  it('refuses an unknown assessment before reading the answers', () => {
    expect(scoreAnswerList('stress', 'x')._unsafeUnwrapErr().kind).toBe('unknown-assessment');
  });

  it('treats an empty list as zero answers', () => {
    expect(scoreAnswerList('ocd', '')._unsafeUnwrapErr()).toEqual({ kind: 'answer-count', expected: 16, received: 0 });
  });
});
