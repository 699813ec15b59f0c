import { QUIZ_MESSAGES, getAssessment, maxScoreOf } from '@manobal/core';
import { describe, expect, test } from 'vitest';
import { highestAnswers, lowestAnswers } from '../../fixtures/assessments';
import { runAssess } from '../../cli/src/commands/assess.command';
import { ScriptExhaustedError } from '../../cli/src/prompts';
import { aTestContext } from './cli-test-context';

describe('manobal assess (interactive, through the prompt seam)', () => {
  test('asks one question at a time with "Question N of M" and shows the verdict', async () => {
    const answers = highestAnswers('adhd');
    const { ctx, output, prompts } = aTestContext({ answers });
    const result = await runAssess({ id: 'adhd', json: false }, ctx);
    expect(result.level).toBe('high');
    expect(prompts.transcript).toHaveLength(answers.length);
    expect(prompts.transcript[0]!.message).toBe(getAssessment('adhd').questions[0]!.text);
    expect(output.stdout()).toContain('Question 1 of 19');
    expect(output.stdout()).toContain('Question 19 of 19');
    expect(output.stdout()).toContain('You may be at high risk for ADHD.');
    expect(output.stdout()).toContain('If you are in crisis, please reach out to:');
  });

  test('keeps Previous disabled on question 1 and goes back one question on question 2', async () => {
    const answers = lowestAnswers('depression');
    const { ctx, prompts } = aTestContext({ answers: ['previous', 3, 'previous', ...answers, 'submit'] });
    const result = await runAssess({ id: 'depression', json: false }, ctx);
    expect(prompts.transcript[0]!.rejected).toEqual(['disabled']);
    // Question 1 was answered 'Often', then revisited and answered 'Never': it no longer scores.
    expect(result.score).toBe(0);
    expect(prompts.transcript[2]!.message).toBe(prompts.transcript[0]!.message);
  });

  test('offers Submit on the last question and asks for that answer while it is the only blank', async () => {
    const answers = lowestAnswers('depression');
    const { ctx, output, prompts } = aTestContext({ answers: [...answers.slice(0, -1), 'submit'] });
    await expect(runAssess({ id: 'depression', json: false }, ctx)).rejects.toThrow(ScriptExhaustedError);
    expect(prompts.transcript.at(-1)!.choices).toContain(QUIZ_MESSAGES.submit);
    expect(output.stdout()).toContain(QUIZ_MESSAGES.selectBeforeSubmitting);
  });

  test('names the question skipped with Next at Submit, asks it again, then returns to Submit and scores', async () => {
    const depression = getAssessment('depression');
    const answers = highestAnswers('depression');
    const skipSecond = [answers[0]!, 'next', ...answers.slice(2), 'submit'];
    // Once question 2 is answered the last question, with Submit, is asked next.
    const { ctx, output, prompts } = aTestContext({ answers: [...skipSecond, answers[1]!, 'submit'] });
    const result = await runAssess({ id: 'depression', json: false }, ctx);
    expect(result.score).toBe(maxScoreOf(depression));
    expect(output.stdout()).toContain('Question 2 is not answered yet.');
    expect(output.stdout()).not.toContain(QUIZ_MESSAGES.selectBeforeSubmitting);
    // The very next prompt is question 2 itself, shown as 'Question 2 of 11'.
    expect(prompts.transcript[skipSecond.length]!.message).toBe(depression.questions[1]!.text);
    const afterMessage = output.stdout().slice(output.stdout().indexOf('Question 2 is not answered yet.'));
    expect(afterMessage).toContain(`Question 2 of ${answers.length}`);
    expect(prompts.transcript.at(-1)!.message).toBe(depression.questions.at(-1)!.text);
    expect(prompts.transcript.every((step) => !(step.choices ?? []).some((choice) => choice.startsWith('Go to question')))).toBe(true);
  });

  test('says "Please select an answer before proceeding." on Next without an answer in the bulimia test', async () => {
    const { ctx, output } = aTestContext({ answers: ['next'] });
    await expect(runAssess({ id: 'bulimia', json: false }, ctx)).rejects.toThrow(ScriptExhaustedError);
    expect(output.stdout()).toContain(QUIZ_MESSAGES.selectBeforeProceeding);
  });

  test('shows the result as soon as the last OCD statement is answered', async () => {
    const answers = highestAnswers('ocd');
    const { ctx, output, prompts } = aTestContext({ answers });
    const result = await runAssess({ id: 'ocd', json: true }, ctx);
    expect(prompts.remaining()).toBe(0);
    expect(JSON.parse(output.stdout().slice(output.stdout().indexOf('{')))).toStrictEqual({
      id: 'ocd',
      score: maxScoreOf(getAssessment('ocd')),
      maxScore: maxScoreOf(getAssessment('ocd')),
      level: 'high',
      verdict: 'High risk of OCD. Seek professional help.',
    });
    expect(result.verdict).toBe('High risk of OCD. Seek professional help.');
  });

  test('does not prompt when stdin is not a terminal', async () => {
    const { ctx, prompts } = aTestContext({ interactive: false, answers: [0] });
    await expect(runAssess({ id: 'ocd', json: false }, ctx)).rejects.toThrow('--answers');
    expect(prompts.transcript).toHaveLength(0);
  });
});
