import { describe, expect, it } from 'vitest';
import { ASSESSMENT_IDS, getAssessment, scoreAnswerList, scoreAssessment, type Level } from '@manobal/core';
import { answerListText, STORED_ANSWER_VECTORS } from '../../fixtures/assessments';

const vectorsOf = (id: string) => STORED_ANSWER_VECTORS.filter((vector) => vector.id === id);

describe('stored answer vectors', () => {
  it.each(STORED_ANSWER_VECTORS.map((vector) => [vector.id, vector.about, vector] as const))(
    '%s, %s, scores as stored',
    (id, _about, { answers, expected }) => {
      expect(scoreAssessment(getAssessment(id), answers)).toEqual(expected);
    },
  );

  it.each(STORED_ANSWER_VECTORS.map((vector) => [vector.id, vector.about, vector] as const))(
    '%s, %s, scores the same through the CLI answer list',
    (id, _about, { answers, expected }) => {
      expect(scoreAnswerList(id, answerListText(answers))._unsafeUnwrap()).toEqual(expected);
    },
  );

  it.each(ASSESSMENT_IDS)('covers every reachable band of %s', (id) => {
    const reachable: readonly Level[] = id === 'attitude' ? ['low', 'moderate'] : ['low', 'moderate', 'high'];
    const levels = new Set(vectorsOf(id).map((vector) => vector.expected.level));
    expect([...levels].sort()).toEqual([...reachable].sort());
  });

  it.each(ASSESSMENT_IDS)('stores %s vectors one answer per question', (id) => {
    for (const { answers } of vectorsOf(id)) expect(answers).toHaveLength(getAssessment(id).questions.length);
  });
});
