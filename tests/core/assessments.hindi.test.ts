import { describe, expect, it } from 'vitest';
import {
  ASSESSMENT_CATALOGS,
  ASSESSMENT_IDS,
  ASSESSMENT_TITLE_CATALOGS,
  ASSESSMENTS,
  currentOptionLabels,
  currentQuestionText,
  getAssessment,
  initialQuizState,
  quizReducer,
  resultView,
  type AssessmentCatalog,
  type Localized,
  type QuizEvent,
  type QuizState,
} from '@manobal/core';
import { highestAnswers } from '../../fixtures/assessments';
import { catalogStrings, untranslatedPaths } from '../../fixtures/catalog-leaves';

const { en, hi } = ASSESSMENT_CATALOGS;
const NOT_A_DIAGNOSIS = 'यह सिर्फ़ एक स्क्रीनिंग है, निदान नहीं।';
const DEVANAGARI = /[\u0900-\u097F]/;

describe('the Hindi screenings', () => {
  it('is complete by type: a missing question or a missing language does not compile', () => {
    const depression = hi.assessments.depression;
    // @ts-expect-error ten texts for eleven questions
    const shortOne: AssessmentCatalog = { ...hi, assessments: { ...hi.assessments, depression: { ...depression, questions: depression.questions.slice(0, 10) } } };
    // @ts-expect-error Hindi left out
    const englishOnly: Localized<AssessmentCatalog> = { en };
    expect([shortOne, englishOnly]).toHaveLength(2);
  });

  it.each(ASSESSMENT_IDS)('asks %s with as many questions as it scores, every one in Hindi', (id) => {
    const texts = hi.assessments[id].questions;
    expect(texts).toHaveLength(getAssessment(id).questions.length);
    expect(new Set(texts).size).toBe(texts.length);
    for (const text of texts) expect(text).toMatch(DEVANAGARI);
  });

  it('leaves no entry identical to its English one, names and numbers aside', () => {
    expect(untranslatedPaths(en, hi, () => false)).toEqual([]);
    expect(untranslatedPaths(ASSESSMENT_TITLE_CATALOGS.en, ASSESSMENT_TITLE_CATALOGS.hi, () => false)).toEqual([]);
    expect(catalogStrings(hi).filter(([, text]) => !DEVANAGARI.test(text))).toEqual([]);
  });

  it('takes a depression screening end to end in Hindi, to a Hindi verdict that says it is not a diagnosis', () => {
    const assessment = getAssessment('depression');
    let state: QuizState = initialQuizState(assessment);
    expect(currentQuestionText(state, hi)).toBe('आपने कितनी बार दिन के ज़्यादातर समय उदासी, मायूसी या ख़ालीपन महसूस किया है?');
    expect(currentOptionLabels(state, hi)).toEqual(['कभी नहीं', 'बहुत कम', 'कभी-कभी', 'अक्सर']);
    for (const optionIndex of highestAnswers('depression')) {
      const events: QuizEvent[] = [{ type: 'answer', optionIndex }];
      if (assessment.session.advanceAfterAnswerMs > 0) events.push({ type: 'advance' });
      state = events.reduce(quizReducer, state);
    }
    state = quizReducer(state, { type: 'submit' });
    expect(state.result).toEqual({ score: 11, maxScore: 11, level: 'high' });
    expect(resultView(assessment, state.result!, hi)).toEqual({
      heading: 'आपका नतीजा:',
      verdict: 'आपको डिप्रेशन का ज़्यादा जोखिम हो सकता है।',
      disclaimer: NOT_A_DIAGNOSIS,
      score: 11,
      maxScore: 11,
      showCrisisSupport: true,
    });
  });

  it.each(ASSESSMENTS.map((a) => [a.id, a] as const))('puts the not-a-diagnosis line under every %s verdict', (_id, assessment) => {
    for (const level of ['low', 'moderate', 'high'] as const) {
      const view = resultView(assessment, { score: 0, maxScore: 1, level }, hi);
      expect(view.verdict).toMatch(DEVANAGARI);
      expect(view.disclaimer).toBe(NOT_A_DIAGNOSIS);
    }
  });

  it('words the typed-answer messages with their numbers', () => {
    expect(hi.answers.count(11, 10)).toBe('11 जवाब चाहिए थे, 10 मिले');
    expect(hi.answers.outOfRange(10, 2)).toBe('जवाब 10 0 से 1 तक का कोई विकल्प नंबर होना चाहिए');
    expect(hi.answers.unknownAssessment('stress', ['depression', 'ocd'])).toBe(
      '"stress" नाम की कोई स्क्रीनिंग नहीं है। इनमें से चुनें: depression, ocd',
    );
    expect(hi.quiz.questionPosition(3, 11)).toBe('11 में से सवाल 3');
  });
});
