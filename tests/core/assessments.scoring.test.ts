import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ASSESSMENT_CATALOGS,
  ASSESSMENT_IDS,
  getAssessment,
  maxScoreOf,
  resultView,
  scoreAssessment,
  showsCrisisSupport,
  type AssessmentId,
  type Level,
} from '@manobal/core';
import { answersScoring, blankAnswers, highestAnswers, lowestAnswers } from '../../fixtures/assessments';

/** [score, expected level] on both sides of every band edge of spec section 9. */
const BOUNDARIES: Record<AssessmentId, readonly (readonly [number, Level])[]> = {
  depression: [[0, 'low'], [3, 'low'], [4, 'moderate'], [7, 'moderate'], [8, 'high'], [11, 'high']],
  anxiety: [[0, 'low'], [4, 'low'], [5, 'moderate'], [9, 'moderate'], [10, 'high'], [13, 'high']],
  adhd: [[0, 'low'], [6, 'low'], [7, 'moderate'], [12, 'moderate'], [13, 'high'], [19, 'high']],
  bulimia: [[0, 'low'], [6, 'low'], [7, 'moderate'], [14, 'moderate'], [15, 'high'], [24, 'high']],
  'emotional-intelligence': [[0, 'low'], [11, 'low'], [12, 'moderate'], [22, 'moderate'], [23, 'high'], [33, 'high']],
  attitude: [[0, 'low'], [21, 'low'], [22, 'moderate'], [42, 'moderate']],
  anorexia: [[0, 'low'], [21, 'low'], [22, 'moderate'], [42, 'moderate'], [43, 'high'], [75, 'high']],
  ocd: [[0, 'low'], [21, 'low'], [22, 'moderate'], [42, 'moderate'], [43, 'high'], [48, 'high']],
};

describe('scoring', () => {
  describe.each(ASSESSMENT_IDS)('%s bands', (id) => {
    const assessment = getAssessment(id);
    it.each(BOUNDARIES[id])('a score of %i reads as %s', (score, level) => {
      const result = scoreAssessment(assessment, answersScoring(id, score));
      expect(result).toEqual({ score, maxScore: maxScoreOf(assessment), level });
    });
  });

  it('never reaches "Negative attitude." because 14 statements top out at 42, inside the middle band', () => {
    const result = scoreAssessment(getAssessment('attitude'), highestAnswers('attitude'));
    expect(result).toEqual({ score: 42, maxScore: 42, level: 'moderate' });
    expect(resultView(getAssessment('attitude'), result, ASSESSMENT_CATALOGS.en).verdict).toBe('Neutral attitude.');
  });

  it('counts only "Often" on depression frequency questions and only "Yes" on its yes/no questions', () => {
    const depression = getAssessment('depression');
    const allSometimes = [2, 2, 2, 2, 2, 2, 2, 2, 2, 0, 0];
    expect(scoreAssessment(depression, allSometimes).score).toBe(0);
    expect(scoreAssessment(depression, [3, 0, 1, 2, 3, 0, 0, 0, 0, 1, 0]).score).toBe(3);
  });

  it('gives one point per Yes on bulimia', () => {
    const yesOnFive = lowestAnswers('bulimia').map((answer, index) => (index < 5 ? 1 : answer));
    expect(scoreAssessment(getAssessment('bulimia'), yesOnFive).score).toBe(5);
  });

  it('scores agreement options 3, 2, 1, 0 from "Definitely agree" to "Definitely disagree"', () => {
    const ocd = getAssessment('ocd');
    for (const [index, points] of [[0, 3], [1, 2], [2, 1], [3, 0]] as const) {
      const answers = blankAnswers('ocd').map((_, i) => (i === 0 ? index : null));
      expect(scoreAssessment(ocd, answers).score).toBe(points);
    }
  });

  it('counts blanks as zero points', () => {
    expect(scoreAssessment(getAssessment('anorexia'), blankAnswers('anorexia'))).toMatchObject({ score: 0, level: 'low' });
  });

  it('treats an option index the question does not have as a programming error', () => {
    const answers = lowestAnswers('adhd');
    answers[0] = 4;
    expect(() => scoreAssessment(getAssessment('adhd'), answers)).toThrow(RangeError);
  });

  const answersFor = (id: AssessmentId) =>
    fc.tuple(...getAssessment(id).questions.map((q) => fc.option(fc.nat({ max: q.options.length - 1 }), { nil: null })));

  it.each(ASSESSMENT_IDS)('keeps every %s score within 0 and its maximum', (id) => {
    const assessment = getAssessment(id);
    fc.assert(
      fc.property(answersFor(id), (answers) => {
        const { score, maxScore } = scoreAssessment(assessment, answers);
        return score >= 0 && score <= maxScore && maxScore === maxScoreOf(assessment);
      }),
    );
  });

  it.each(ASSESSMENT_IDS)('never lowers a %s score when one answer becomes more severe', (id) => {
    const assessment = getAssessment(id);
    // The more severe option: later for frequency and yes/no, earlier ('agree') for agreement statements.
    const moreSevere = (current: number | null, candidate: number) =>
      current === null ||
      (assessment.scoring === 'agreement' ? candidate < current : candidate > current);
    fc.assert(
      fc.property(answersFor(id), fc.nat(), fc.nat(), (answers, at, pick) => {
        const position = at % answers.length;
        const optionCount = assessment.questions[position]!.options.length;
        const candidate = pick % optionCount;
        fc.pre(moreSevere(answers[position] ?? null, candidate));
        const worse = answers.map((a, i) => (i === position ? candidate : a));
        return scoreAssessment(assessment, worse).score >= scoreAssessment(assessment, answers).score;
      }),
    );
  });
});

describe('result view', () => {
  const view = (id: AssessmentId, score: number) => {
    const assessment = getAssessment(id);
    return resultView(assessment, scoreAssessment(assessment, answersScoring(id, score)), ASSESSMENT_CATALOGS.en);
  };

  it('shows the "Your Results:" heading with the verdict, the not-a-diagnosis line and the score', () => {
    expect(view('depression', 5)).toEqual({
      heading: 'Your Results:',
      verdict: 'You may have a moderate risk for depression.',
      disclaimer: 'This is a screening, not a diagnosis.',
      score: 5,
      maxScore: 11,
      showCrisisSupport: false,
    });
  });

  it.each(['depression', 'anxiety', 'adhd', 'bulimia', 'anorexia', 'ocd'] as const)(
    'offers crisis helplines on a high %s result only',
    (id) => {
      const max = maxScoreOf(getAssessment(id));
      expect(view(id, max).showCrisisSupport).toBe(true);
      expect(view(id, 0).showCrisisSupport).toBe(false);
    },
  );

  it('does not treat high emotional intelligence as a risk', () => {
    const ei = getAssessment('emotional-intelligence');
    const result = scoreAssessment(ei, highestAnswers('emotional-intelligence'));
    expect(result.level).toBe('high');
    expect(showsCrisisSupport(ei, result)).toBe(false);
  });
});
