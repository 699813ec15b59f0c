import { describe, expect, it } from 'vitest';
import {
  AGREEMENT_OPTIONS,
  ASSESSMENT_CATALOGS,
  ASSESSMENT_TITLE_CATALOGS,
  ASSESSMENTS,
  ASSESSMENT_IDS,
  FREQUENCY_OPTIONS,
  TIMINGS,
  YES_NO_OPTIONS,
  findAssessment,
  findAssessmentByPath,
  getAssessment,
  maxScoreOf,
  questionTexts,
  type AssessmentId,
} from '@manobal/core';

const en = ASSESSMENT_CATALOGS.en;
const titles = ASSESSMENT_TITLE_CATALOGS.en;

const SHAPES: Record<AssessmentId, { title: string; path: string; fourOption: number; yesNo: number; agreement: number; max: number }> = {
  depression: { title: 'Depression Test', path: '/depression-test', fourOption: 9, yesNo: 2, agreement: 0, max: 11 },
  anxiety: { title: 'Anxiety Test', path: '/anxiety-test', fourOption: 10, yesNo: 3, agreement: 0, max: 13 },
  adhd: { title: 'ADHD Test', path: '/adhd-test', fourOption: 16, yesNo: 3, agreement: 0, max: 19 },
  bulimia: { title: 'Bulimia Test', path: '/bulimia-test', fourOption: 0, yesNo: 24, agreement: 0, max: 24 },
  'emotional-intelligence': { title: 'Emotional Intelligence Test', path: '/emotional-intelligence-test', fourOption: 0, yesNo: 0, agreement: 11, max: 33 },
  attitude: { title: 'Attitude Test', path: '/attitude-test', fourOption: 0, yesNo: 0, agreement: 14, max: 42 },
  anorexia: { title: 'Anorexia Test', path: '/anorexia-test', fourOption: 0, yesNo: 0, agreement: 25, max: 75 },
  ocd: { title: 'OCD Test', path: '/ocd-test', fourOption: 0, yesNo: 0, agreement: 16, max: 48 },
};

const VERDICTS: Record<AssessmentId, [string, string, string]> = {
  depression: ['Low risk for depression.', 'You may have a moderate risk for depression.', 'You may be at high risk for depression.'],
  anxiety: ['Low risk for an anxiety disorder.', 'You may have a moderate risk for an anxiety disorder.', 'You may be at high risk for an anxiety disorder.'],
  adhd: ['Low risk for ADHD.', 'You may have a moderate risk for ADHD.', 'You may be at high risk for ADHD.'],
  bulimia: ['Low risk for bulimia.', 'You may have a moderate risk for bulimia.', 'You may be at high risk for bulimia.'],
  'emotional-intelligence': ['Low emotional intelligence.', 'Moderate emotional intelligence.', 'High emotional intelligence.'],
  attitude: ['Positive attitude.', 'Neutral attitude.', 'Negative attitude.'],
  anorexia: ['Low risk of anorexia.', 'Moderate risk of anorexia.', 'High risk of anorexia. Seek professional help.'],
  ocd: ['Low risk of OCD.', 'Moderate risk of OCD.', 'High risk of OCD. Seek professional help.'],
};

describe('the eight assessments as data', () => {
  it('lists exactly the eight quizzes of the spec, each findable by id', () => {
    expect([...ASSESSMENT_IDS]).toEqual(['depression', 'anxiety', 'adhd', 'bulimia', 'emotional-intelligence', 'attitude', 'anorexia', 'ocd']);
    expect(ASSESSMENTS.map((a) => a.id)).toEqual([...ASSESSMENT_IDS]);
  });

  describe.each(ASSESSMENT_IDS)('%s', (id) => {
    const assessment = getAssessment(id);
    const shape = SHAPES[id];

    it('has the spec title and route', () => {
      expect(titles[id].title).toBe(shape.title);
      expect(assessment.path).toBe(shape.path);
      expect(findAssessmentByPath(shape.path)).toBe(assessment);
    });

    it('has the spec question count, option sets in spec order, and yes/no items last', () => {
      const kinds = assessment.questions.map((q) => q.options.join('|'));
      expect(kinds).toEqual([
        ...Array<string>(shape.fourOption).fill(FREQUENCY_OPTIONS.join('|')),
        ...Array<string>(shape.agreement).fill(AGREEMENT_OPTIONS.join('|')),
        ...Array<string>(shape.yesNo).fill(YES_NO_OPTIONS.join('|')),
      ]);
    });

    it('has the maximum score the spec implies', () => {
      expect(maxScoreOf(assessment)).toBe(shape.max);
    });

    it('uses the spec verdicts verbatim for low, moderate and high', () => {
      const { verdicts } = en.assessments[id];
      expect([verdicts.low, verdicts.moderate, verdicts.high]).toEqual(VERDICTS[id]);
    });

    it('has a one-sentence description and distinct, respectful question texts', () => {
      expect(titles[id].description).toMatch(/^[A-Z][^.?!]*\.$/);
      const texts = questionTexts(en, id);
      expect(texts).toHaveLength(assessment.questions.length);
      expect(new Set(texts).size).toBe(texts.length);
      for (const text of texts) {
        expect(text).toMatch(/^[A-Z].*[.?]$/);
        expect(text.toLowerCase()).not.toMatch(/suffer|crazy|insane|mental case/);
      }
    });
  });

  it('spells the option sets exactly as the spec lists them', () => {
    const words = (ids: readonly (keyof typeof en.options)[]) => ids.map((option) => en.options[option]);
    expect(words(FREQUENCY_OPTIONS)).toEqual(['Never', 'Rarely', 'Sometimes', 'Often']);
    expect(words(YES_NO_OPTIONS)).toEqual(['No', 'Yes']);
    expect(words(AGREEMENT_OPTIONS)).toEqual(['Definitely agree', 'Slightly agree', 'Slightly disagree', 'Definitely disagree']);
  });

  it('auto-advances depression, anxiety and ADHD after the catalog delay and the rest at once', () => {
    const delays = Object.fromEntries(ASSESSMENTS.map((a) => [a.id, a.session.advanceAfterAnswerMs]));
    expect(TIMINGS.quizAutoAdvanceMs).toBe(180);
    expect(delays).toEqual({
      depression: 180, anxiety: 180, adhd: 180,
      bulimia: 0, 'emotional-intelligence': 0, attitude: 0, anorexia: 0, ocd: 0,
    });
  });

  it('refuses an unknown id with a message naming the valid ones', () => {
    const found = findAssessment('stress');
    expect(found.isErr()).toBe(true);
    const error = found._unsafeUnwrapErr();
    expect(error).toEqual({ kind: 'unknown-assessment', id: 'stress', known: ASSESSMENT_IDS });
    expect(en.answers.unknownAssessment(error.id, error.known)).toBe(
      'Unknown assessment "stress". Choose one of: depression, anxiety, adhd, bulimia, emotional-intelligence, attitude, anorexia, ocd',
    );
    expect(findAssessment('ocd')._unsafeUnwrap()).toBe(getAssessment('ocd'));
  });
});
