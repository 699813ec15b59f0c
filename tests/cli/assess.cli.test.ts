import { ASSESSMENT_CATALOGS, ASSESSMENT_IDS, ASSESSMENT_TITLE_CATALOGS, HELPLINES, getAssessment, maxScoreOf, type AssessmentId, type Level } from '@manobal/core';
import { beforeAll, describe, expect, test } from 'vitest';
import { answerListText, answersScoring, blankAnswers, highestAnswers, lowestAnswers, withBlanks } from '../../fixtures/assessments';
import { buildCli, runBuiltCli } from './cli-harness';

const QUIZ_MESSAGES = ASSESSMENT_CATALOGS.en.quiz;

beforeAll(buildCli);

/** Scores at each band's edges, from the assessment's own bands, kept within what it can score. */
const bandEdges = (id: AssessmentId): { score: number; level: Level }[] => {
  const { bands } = getAssessment(id);
  const max = maxScoreOf(getAssessment(id));
  return [
    { score: 0, level: 'low' as const },
    { score: bands.moderateFrom - 1, level: 'low' as const },
    { score: bands.moderateFrom, level: 'moderate' as const },
    { score: bands.highFrom - 1, level: 'moderate' as const },
    { score: bands.highFrom, level: 'high' as const },
    { score: max, level: (max >= bands.highFrom ? 'high' : max >= bands.moderateFrom ? 'moderate' : 'low') as Level },
  ].filter(({ score }) => score >= 0 && score <= max);
};

describe('manobal assess --answers', () => {
  for (const id of ASSESSMENT_IDS) {
    test(`scores every band edge of the ${id} assessment and prints the JSON result`, async () => {
      const assessment = getAssessment(id);
      const edges = bandEdges(id);
      const runs = await Promise.all(
        edges.map(({ score }) => runBuiltCli(['assess', id, '--answers', answerListText(answersScoring(id, score)), '--json'])),
      );
      edges.forEach(({ score, level }, index) => {
        const run = runs[index]!;
        expect(run.code, run.stderr).toBe(0);
        expect(JSON.parse(run.stdout)).toStrictEqual({
          id,
          score,
          maxScore: maxScoreOf(assessment),
          level,
          verdict: ASSESSMENT_CATALOGS.en.assessments[id].verdicts[level],
        });
      });
    });
  }

  test('prints the verdict, the score and the screening disclaimer as text', async () => {
    const run = await runBuiltCli(['assess', 'anxiety', '--answers', answerListText(lowestAnswers('anxiety'))]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('Low risk for an anxiety disorder.');
    expect(run.stdout).toContain(`Score: 0 of ${maxScoreOf(getAssessment('anxiety'))}`);
    expect(run.stdout).toContain('This is a screening, not a diagnosis.');
    expect(run.stdout).not.toContain(HELPLINES[0]!.display);
  });

  test('shows the crisis helplines with a high-risk depression result', async () => {
    const run = await runBuiltCli(['assess', 'depression', '--answers', answerListText(highestAnswers('depression'))]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('You may be at high risk for depression.');
    expect(run.stdout).toContain('If you are in crisis, please reach out to:');
    for (const helpline of HELPLINES) expect(run.stdout).toContain(helpline.display);
  });

  test('does not show crisis helplines for high emotional intelligence, which is not a risk', async () => {
    const run = await runBuiltCli(['assess', 'emotional-intelligence', '--answers', answerListText(highestAnswers('emotional-intelligence'))]);
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('High emotional intelligence.');
    expect(run.stdout).not.toContain('If you are in crisis');
  });

  for (const id of ['anorexia', 'ocd', 'attitude'] as const) {
    test(`counts a blank (-) as 0 in the ${id} test`, async () => {
      const answers = withBlanks(highestAnswers(id), 0);
      const run = await runBuiltCli(['assess', id, '--answers', answerListText(answers), '--json']);
      expect(run.code, run.stderr).toBe(0);
      const firstQuestionPoints = getAssessment(id).questions[0]!.options.length - 1;
      expect(JSON.parse(run.stdout).score).toBe(maxScoreOf(getAssessment(id)) - firstQuestionPoints);
    });
  }

  test('refuses a blank in the depression test with the quiz message', async () => {
    const run = await runBuiltCli(['assess', 'depression', '--answers', answerListText(withBlanks(lowestAnswers('depression'), 4))]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(QUIZ_MESSAGES.selectBeforeSubmitting);
    expect(run.stdout).toBe('');
  });

  test('refuses an answer list of the wrong length, saying how many are expected', async () => {
    const run = await runBuiltCli(['assess', 'ocd', '--answers', '0,1,2']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('Expected 16 answers, got 3');
  });

  test('refuses an option number past the last option, naming the question', async () => {
    const answers = lowestAnswers('bulimia');
    answers[6] = 2;
    const run = await runBuiltCli(['assess', 'bulimia', '--answers', answerListText(answers)]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('Answer 7 must be an option number from 0 to 1');
  });

  test('refuses a token that is not an option number without repeating it', async () => {
    const answers = answerListText(lowestAnswers('adhd')).split(',');
    answers[2] = 'often';
    const run = await runBuiltCli(['assess', 'adhd', '--answers', answers.join(',')]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('Answer 3 must be an option number');
    expect(run.stderr).not.toContain('often');
  });

  test('refuses an all-blank list where blanks are not allowed', async () => {
    const run = await runBuiltCli(['assess', 'bulimia', '--answers', answerListText(blankAnswers('bulimia'))]);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain(QUIZ_MESSAGES.selectBeforeSubmitting);
  });

  test('rejects an unknown assessment id and lists the valid ones', async () => {
    const run = await runBuiltCli(['assess', 'stress', '--answers', '0']);
    expect(run.code).toBe(2);
    for (const id of ASSESSMENT_IDS) expect(run.stderr).toContain(id);
  });

  test('never prompts when stdin is not a terminal: no --answers is an error', async () => {
    const run = await runBuiltCli(['assess', 'depression']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('--answers');
    expect(run.stdout).toBe('');
  });
});

describe('manobal assessments', () => {
  test('lists the eight assessments with titles and question counts as JSON', async () => {
    const run = await runBuiltCli(['assessments', '--json']);
    expect(run.code).toBe(0);
    expect(JSON.parse(run.stdout)).toStrictEqual(
      ASSESSMENT_IDS.map((id) => ({ id, title: ASSESSMENT_TITLE_CATALOGS.en[id].title, questionCount: getAssessment(id).questions.length })),
    );
  });

  test('lists them as text, one per line', async () => {
    const run = await runBuiltCli(['assessments']);
    expect(run.code).toBe(0);
    const lines = run.stdout.trim().split('\n');
    expect(lines).toHaveLength(ASSESSMENT_IDS.length);
    expect(lines[0]).toContain('Depression Test');
    expect(lines[0]).toContain('11 questions');
  });
});
