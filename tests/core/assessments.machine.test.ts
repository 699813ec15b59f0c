import { describe, expect, it } from 'vitest';
import {
  canGoPrevious,
  currentQuestion,
  getAssessment,
  initialQuizState,
  isLastQuestion,
  progressShare,
  questionPosition,
  quizReducer,
  selectedOption,
  showNext,
  showSubmit,
  type AssessmentId,
  type QuizEvent,
  type QuizState,
  ASSESSMENT_CATALOGS,
  currentQuestionText,
  currentOptionLabels,
  quizErrorText,
} from '@manobal/core';
import { answersScoring } from '../../fixtures/assessments';

const { en, hi } = ASSESSMENT_CATALOGS;
/** The state with its error worded in English, as the quiz screen shows it. */
const shown = (state: QuizState) => ({ ...state, error: state.error === null ? null : quizErrorText(state.error, en) });
const run = (state: QuizState, ...events: QuizEvent[]): QuizState => events.reduce(quizReducer, state);
const start = (id: AssessmentId) => initialQuizState(getAssessment(id));
const pick = (optionIndex: number): QuizEvent => ({ type: 'answer', optionIndex });
const NEXT: QuizEvent = { type: 'next' };
const PREVIOUS: QuizEvent = { type: 'previous' };
const SUBMIT: QuizEvent = { type: 'submit' };
const ADVANCE: QuizEvent = { type: 'advance' };
const RETAKE: QuizEvent = { type: 'retake' };

/** Answers every question but the last the way a visitor would, letting any auto-advance fire. */
const answerUpToLast = (id: AssessmentId, answers: readonly number[]): QuizState => {
  const delayed = getAssessment(id).session.advanceAfterAnswerMs > 0;
  return answers.slice(0, -1).reduce((state, answer) => run(state, pick(answer), ...(delayed ? [ADVANCE] : [])), start(id));
};

describe('quiz session', () => {
  it('opens on question 1 with nothing answered, Previous disabled and no Submit', () => {
    const state = start('depression');
    expect(questionPosition(state, en)).toBe('Question 1 of 11');
    expect(progressShare(state)).toBe(0);
    expect(canGoPrevious(state)).toBe(false);
    expect(showSubmit(state)).toBe(false);
    expect(showNext(state)).toBe(true);
    expect(currentQuestion(state)).toBe(getAssessment('depression').questions[0]);
    expect(state).toMatchObject({ resultsVisible: false, result: null, error: null, pendingAdvanceMs: null });
  });

  describe.each(['depression', 'anxiety', 'adhd'] as const)('%s auto-advance', (id) => {
    it('records the answer and asks the adapter to move on after 180 ms', () => {
      const state = run(start(id), pick(2));
      expect(state.currentIndex).toBe(0);
      expect(selectedOption(state)).toBe(2);
      expect(state.pendingAdvanceMs).toBe(180);
      expect(progressShare(state)).toBeCloseTo(1 / state.answers.length);
    });

    it('moves to the next question when the delay elapses', () => {
      const state = run(start(id), pick(2), ADVANCE);
      expect(state.currentIndex).toBe(1);
      expect(state.pendingAdvanceMs).toBeNull();
      expect(questionPosition(state, en)).toMatch(/^Question 2 of \d+$/);
    });

    it('moves only one question when a second option is chosen before the delay elapses', () => {
      const state = run(start(id), pick(2), pick(3), ADVANCE, ADVANCE);
      expect(state.currentIndex).toBe(1);
      expect(state.answers[0]).toBe(3);
    });

    it('ignores a late timer after the visitor pressed Next', () => {
      const state = run(start(id), pick(1), NEXT, ADVANCE);
      expect(state.currentIndex).toBe(1);
      expect(state.pendingAdvanceMs).toBeNull();
    });

    it('lets Next skip an unanswered question', () => {
      expect(run(start(id), NEXT)).toMatchObject({ currentIndex: 1, error: null });
    });

    it('refuses Submit with a question skipped earlier, naming it and where to go', () => {
      const answers = answersScoring(id, 2);
      const skipped = run(start(id), NEXT, ...answers.slice(1, -1).flatMap((a) => [pick(a), ADVANCE]), pick(answers.at(-1)!), ADVANCE, SUBMIT);
      expect(skipped.resultsVisible).toBe(false);
      expect(shown(skipped)).toMatchObject({ error: 'Question 1 is not answered yet.', unansweredIndex: 0 });
    });

    it('takes the visitor to the skipped question, and Submit then shows the result', () => {
      const answers = answersScoring(id, 2);
      const skipped = run(start(id), pick(answers[0]!), ADVANCE, NEXT, ...answers.slice(2).flatMap((a) => [pick(a), ADVANCE]), SUBMIT);
      expect(shown(skipped)).toMatchObject({ error: 'Question 2 is not answered yet.', unansweredIndex: 1, resultsVisible: false });
      const there = run(skipped, { type: 'go-to-question', questionIndex: 1 });
      expect(there).toMatchObject({ currentIndex: 1, error: null, unansweredIndex: null });
      expect(questionPosition(there, en)).toMatch(/^Question 2 of /);
      const last = answers.length - 1;
      // Answering it goes straight back to the last question, where Submit is, not on to question 3.
      const back = run(there, pick(answers[1]!), ADVANCE);
      expect(back).toMatchObject({ currentIndex: last, returnIndex: null });
      const done = run(back, SUBMIT);
      expect(done.resultsVisible).toBe(true);
      expect(done.result?.score).toBe(2);
    });

    it('after the jump, answering walks through the other blanks in order and then back to Submit', () => {
      const answers = answersScoring(id, 0);
      const last = answers.length - 1;
      const blanks = [1, 4, 6];
      const events = answers.slice(0, -1).flatMap((a, index) => (blanks.includes(index) ? [NEXT] : [pick(a), ADVANCE]));
      const refused = run(start(id), ...events, pick(answers[last]!), SUBMIT);
      expect(shown(refused)).toMatchObject({ error: 'Questions 2, 5 and 7 are not answered yet.', unansweredIndex: 1 });
      let state = run(refused, { type: 'go-to-question', questionIndex: 1 });
      const visited = [state.currentIndex];
      for (let step = 0; step < blanks.length; step += 1) {
        state = run(state, pick(answers[state.currentIndex]!), ADVANCE);
        visited.push(state.currentIndex);
      }
      expect(visited).toStrictEqual([1, 4, 6, last]);
      expect(run(state, SUBMIT).resultsVisible).toBe(true);
    });

    it('drops the way back once the visitor steers with Next or Previous', () => {
      const answers = answersScoring(id, 0);
      const skipped = run(start(id), pick(answers[0]!), ADVANCE, NEXT, ...answers.slice(2).flatMap((a) => [pick(a), ADVANCE]), SUBMIT);
      const there = run(skipped, { type: 'go-to-question', questionIndex: 1 });
      expect(run(there, PREVIOUS, pick(answers[0]!), ADVANCE).currentIndex).toBe(1);
      expect(run(there, NEXT, pick(answers[2]!), ADVANCE).currentIndex).toBe(3);
    });

    it('treats a jump forward as moving on, with nothing to return to', () => {
      const jumped = run(start(id), { type: 'go-to-question', questionIndex: 3 });
      expect(jumped).toMatchObject({ currentIndex: 3, returnIndex: null });
      expect(run(jumped, pick(0), ADVANCE).currentIndex).toBe(4);
    });

    it('names every skipped question, counting past the third', () => {
      const skipFive = Array.from({ length: 5 }, () => NEXT);
      const answers = answersScoring(id, 0);
      const state = run(start(id), ...skipFive, ...answers.slice(5).flatMap((a) => [pick(a), ADVANCE]), SUBMIT);
      expect(shown(state)).toMatchObject({ error: 'Questions 1, 2, 3 and 2 more are not answered yet.', unansweredIndex: 0 });
    });

    it('keeps the spec message when the only blank is the last question, on screen', () => {
      const onLast = answerUpToLast(id, answersScoring(id, 0));
      const state = run(onLast, SUBMIT);
      expect(shown(state)).toMatchObject({ error: 'Please select an answer before submitting.', unansweredIndex: null, resultsVisible: false });
    });

    it('names both an earlier blank and the blank on screen', () => {
      const answers = answersScoring(id, 0);
      const state = run(start(id), NEXT, ...answers.slice(1, -1).flatMap((a) => [pick(a), ADVANCE]), SUBMIT);
      expect(state.currentIndex).toBe(answers.length - 1);
      expect(shown(state)).toMatchObject({ error: `Questions 1 and ${answers.length} are not answered yet.`, unansweredIndex: 0 });
    });
  });

  it.each(['depression', 'anxiety'] as const)('waits for Submit after the last %s answer, then shows the result', (id) => {
    const answers = answersScoring(id, 5);
    const onLast = answerUpToLast(id, answers);
    expect(isLastQuestion(onLast)).toBe(true);
    expect(showSubmit(onLast)).toBe(true);
    expect(showNext(onLast)).toBe(false);
    const answered = run(onLast, pick(answers.at(-1)!));
    expect(answered).toMatchObject({ resultsVisible: false, pendingAdvanceMs: null });
    const done = run(answered, SUBMIT);
    expect(done.resultsVisible).toBe(true);
    expect(done.result?.score).toBe(5);
    expect(showSubmit(done)).toBe(false);
  });

  it('shows the ADHD result 180 ms after the last answer', () => {
    const answers = answersScoring('adhd', 13);
    const answered = run(answerUpToLast('adhd', answers), pick(answers.at(-1)!));
    expect(answered).toMatchObject({ resultsVisible: false, pendingAdvanceMs: 180 });
    const done = run(answered, ADVANCE);
    expect(done).toMatchObject({ resultsVisible: true, pendingAdvanceMs: null });
    expect(done.result).toEqual({ score: 13, maxScore: 19, level: 'high' });
  });

  it('holds the ADHD result back, naming the question skipped earlier, when the last answer comes in', () => {
    const answers = answersScoring('adhd', 4);
    const state = run(start('adhd'), NEXT, ...answers.slice(1).flatMap((a) => [pick(a), ADVANCE]));
    expect(shown(state)).toMatchObject({ resultsVisible: false, error: 'Question 1 is not answered yet.', unansweredIndex: 0, currentIndex: 18 });
  });

  it('ignores a jump to a question the quiz does not have', () => {
    const state = start('depression');
    for (const questionIndex of [-1, 11, 1.5]) expect(run(state, { type: 'go-to-question', questionIndex })).toBe(state);
  });

  it('ignores a jump once the result shows', () => {
    const done = run(answerUpToLast('ocd', answersScoring('ocd', 0)), pick(3));
    expect(run(done, { type: 'go-to-question', questionIndex: 0 })).toBe(done);
  });

  describe.each(['bulimia', 'emotional-intelligence', 'attitude', 'anorexia', 'ocd'] as const)('%s', (id) => {
    it('moves to the next question as soon as an option is chosen', () => {
      const state = run(start(id), pick(1));
      expect(state).toMatchObject({ currentIndex: 1, pendingAdvanceMs: null });
      expect(state.answers[0]).toBe(1);
    });

    it('refuses Next on an unanswered question with the proceeding message', () => {
      const state = run(start(id), NEXT);
      expect(shown(state)).toMatchObject({ currentIndex: 0, error: 'Please select an answer before proceeding.' });
    });

    it('clears that message when an option is chosen, and moves on', () => {
      const state = run(start(id), NEXT, pick(0));
      expect(state).toMatchObject({ currentIndex: 1, error: null });
    });

    it('allows Next on a question answered earlier', () => {
      expect(run(start(id), pick(0), PREVIOUS, NEXT)).toMatchObject({ currentIndex: 1, error: null });
    });
  });

  it.each(['attitude', 'anorexia', 'ocd'] as const)('shows the %s result immediately on the last answer', (id) => {
    const answers = answersScoring(id, 22);
    const done = run(answerUpToLast(id, answers), pick(answers.at(-1)!));
    expect(done.resultsVisible).toBe(true);
    expect(done.result).toMatchObject({ score: 22, level: 'moderate' });
  });

  it.each(['attitude', 'anorexia', 'ocd'] as const)('lets %s Submit with the last question blank, counting it as 0', (id) => {
    const answers = answersScoring(id, 6);
    const done = run(answerUpToLast(id, answers), SUBMIT);
    expect(done.resultsVisible).toBe(true);
    expect(done.answers.at(-1)).toBeNull();
    expect(done.result?.score).toBe(6);
  });

  it.each(['bulimia', 'emotional-intelligence'] as const)('waits for Submit after the last %s answer and needs it answered', (id) => {
    const answers = answersScoring(id, 12);
    const onLast = answerUpToLast(id, answers);
    expect(shown(run(onLast, SUBMIT))).toMatchObject({ resultsVisible: false, error: 'Please select an answer before submitting.' });
    const answered = run(onLast, SUBMIT, pick(answers.at(-1)!));
    expect(answered).toMatchObject({ resultsVisible: false, error: null });
    expect(run(answered, SUBMIT).result?.score).toBe(12);
  });

  it('ignores Submit before the last question', () => {
    expect(run(start('ocd'), pick(0), SUBMIT)).toMatchObject({ resultsVisible: false, currentIndex: 1 });
  });

  it('ignores Next on the last question, where Submit takes its place', () => {
    const onLast = answerUpToLast('bulimia', answersScoring('bulimia', 0));
    expect(run(onLast, NEXT)).toBe(onLast);
  });

  it('does nothing on Previous from question 1', () => {
    const state = start('bulimia');
    expect(run(state, PREVIOUS)).toBe(state);
  });

  it('goes back one question on Previous and clears the error', () => {
    const state = run(start('bulimia'), pick(1), pick(0), NEXT);
    expect(shown(state)).toMatchObject({ currentIndex: 2, error: 'Please select an answer before proceeding.' });
    expect(canGoPrevious(state)).toBe(true);
    const back = run(state, PREVIOUS);
    expect(back).toMatchObject({ currentIndex: 1, error: null });
    expect(selectedOption(back)).toBe(0);
  });

  it('cancels a pending auto-advance on Previous', () => {
    const state = run(start('depression'), pick(0), ADVANCE, pick(3), PREVIOUS, ADVANCE);
    expect(state).toMatchObject({ currentIndex: 0, pendingAdvanceMs: null });
  });

  it('ignores an option the question does not have', () => {
    const state = start('bulimia');
    expect(run(state, pick(2))).toBe(state);
    expect(run(state, pick(-1))).toBe(state);
  });

  it('ignores answers and navigation once the result shows', () => {
    const done = run(answerUpToLast('ocd', answersScoring('ocd', 0)), pick(3));
    for (const event of [pick(0), NEXT, PREVIOUS, SUBMIT, ADVANCE]) expect(run(done, event)).toBe(done);
    expect(canGoPrevious(done)).toBe(false);
  });

  it('clears every answer and returns to question 1 on Retake', () => {
    const done = run(answerUpToLast('anorexia', answersScoring('anorexia', 50)), pick(0));
    expect(done.resultsVisible).toBe(true);
    const again = run(done, RETAKE);
    expect(again).toEqual(start('anorexia'));
    expect(questionPosition(again, en)).toBe('Question 1 of 25');
  });

  it('reports progress as the share of questions answered', () => {
    const state = run(start('bulimia'), pick(1), pick(0), pick(1), PREVIOUS);
    expect(progressShare(state)).toBeCloseTo(3 / 24);
    expect(questionPosition(state, en)).toBe('Question 3 of 24');
  });
});

describe('unanswered-question messages', () => {
  it.each([
    [[2], 'Question 2 is not answered yet.', 'सवाल 2 का जवाब अभी नहीं दिया गया है।'],
    [[2, 5], 'Questions 2 and 5 are not answered yet.', 'सवाल 2 और 5 के जवाब अभी नहीं दिए गए हैं।'],
    [[2, 5, 7], 'Questions 2, 5 and 7 are not answered yet.', 'सवाल 2, 5 और 7 के जवाब अभी नहीं दिए गए हैं।'],
    [[1, 2, 3, 4], 'Questions 1, 2, 3 and 4 are not answered yet.', 'सवाल 1, 2, 3 और 4 के जवाब अभी नहीं दिए गए हैं।'],
    [[1, 2, 3, 4, 9], 'Questions 1, 2, 3 and 2 more are not answered yet.', 'सवाल 1, 2, 3 और 2 दूसरे के जवाब अभी नहीं दिए गए हैं।'],
  ])('names %j as %s', (numbers, english, hindi) => {
    expect(en.quiz.unansweredQuestions(numbers)).toBe(english);
    expect(hi.quiz.unansweredQuestions(numbers)).toBe(hindi);
  });

  it('labels the button with the question it goes to', () => {
    expect(en.quiz.goToQuestion(2)).toBe('Go to question 2');
    expect(hi.quiz.goToQuestion(2)).toBe('सवाल 2 पर जाएँ');
  });
});

describe('the quiz state holds ids, never words', () => {
  it('keeps a refused Submit as an id with the blank numbers, worded per language only when shown', () => {
    const onLast = run(start('depression'), ...Array<QuizEvent>(10).fill(NEXT));
    const refused = run(onLast, pick(0), SUBMIT);
    expect(refused.error).toEqual({ id: 'unanswered-questions', questionNumbers: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] });
    expect(quizErrorText(refused.error!, hi)).toBe('सवाल 1, 2, 3 और 7 दूसरे के जवाब अभी नहीं दिए गए हैं।');
    expect(JSON.stringify(refused)).not.toMatch(/[\u0900-\u097F]|not answered|Question /);
  });

  it('asks the same question in either language, with the options in the same order', () => {
    const state = start('depression');
    expect(currentQuestionText(state, en)).toBe('How often have you felt sad, low or empty for most of the day?');
    expect(currentQuestionText(state, hi)).toBe('आपने कितनी बार दिन के ज़्यादातर समय उदासी, मायूसी या ख़ालीपन महसूस किया है?');
    expect(currentOptionLabels(state, en)).toEqual(['Never', 'Rarely', 'Sometimes', 'Often']);
    expect(currentOptionLabels(state, hi)).toEqual(['कभी नहीं', 'बहुत कम', 'कभी-कभी', 'अक्सर']);
    expect(questionPosition(state, hi)).toBe('11 में से सवाल 1');
  });
});

describe('the quiz machine runs the assessment it is given', () => {
  // Not in the registry: a two-question edition with its own bands.
  const shortened = {
    ...getAssessment('depression'),
    questions: getAssessment('depression').questions.slice(0, 2),
    bands: { moderateFrom: 1, highFrom: 2 },
  };

  it('counts its length and scores with its own bands, never the registry copy', () => {
    const opened = initialQuizState(shortened);
    expect(questionPosition(opened, en)).toBe('Question 1 of 2');
    const delayed = shortened.session.advanceAfterAnswerMs > 0;
    const second = run(opened, pick(3), ...(delayed ? [ADVANCE] : []));
    expect(currentQuestionText(second, en)).toBe('How often have you lost interest or pleasure in things you usually enjoy?');
    const done = run(second, pick(3), ...(delayed ? [ADVANCE] : []), SUBMIT);
    expect(done.result).toMatchObject({ score: 2, maxScore: 2, level: 'high' });
  });

  it('retakes the same edition it was started with', () => {
    const retaken = run(initialQuizState(shortened), pick(0), RETAKE);
    expect(retaken.answers).toEqual([null, null]);
  });
});
