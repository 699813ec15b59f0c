import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ASSESSMENT_CATALOGS, ASSESSMENT_TITLE_CATALOGS, TIMINGS, getAssessment, questionTexts, type AssessmentId } from '@manobal/core';
import { answersScoring, highestAnswers, lowestAnswers } from '../../fixtures/assessments';
import { AssessmentsPage } from '../../web/src/features/assessments/assessments-page';
import { QUIZ_PAGES } from '../../web/src/features/assessments/quiz-page';
import { renderFlow } from './flows-harness';

const { en } = ASSESSMENT_CATALOGS;
const QUIZ_MESSAGES = en.quiz;
const optionLabels = (id: AssessmentId, questionIndex: number) =>
  getAssessment(id).questions[questionIndex]!.options.map((option) => en.options[option]);

const renderQuiz = (id: AssessmentId) => {
  const Page = QUIZ_PAGES[id];
  return renderFlow(getAssessment(id).path, <Page />);
};

const optionAt = (id: AssessmentId, questionIndex: number, optionIndex: number) =>
  screen.getByRole('radio', { name: optionLabels(id, questionIndex)[optionIndex]! });

/** Answers every question of a quiz that moves on at once (no auto-advance timer). */
const answerAll = async (user: ReturnType<typeof userEvent.setup>, id: AssessmentId, answers: readonly number[]) => {
  for (const [index, answer] of answers.entries()) {
    await user.click(optionAt(id, index, answer));
  }
};

describe('assessment chooser', () => {
  it('offers the depression, anxiety and ADHD tests as cards and lists the other five below', () => {
    renderFlow('/assessments', <AssessmentsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Choose an Assessment' })).toBeInTheDocument();
    for (const id of ['depression', 'anxiety', 'adhd', 'bulimia', 'emotional-intelligence', 'attitude', 'anorexia', 'ocd'] as const) {
      const { path } = getAssessment(id);
      const { title } = ASSESSMENT_TITLE_CATALOGS.en[id];
      expect(screen.getByRole('link', { name: `Take Test: ${title}` })).toHaveAttribute('href', path);
    }
    const more = screen.getByRole('region', { name: 'More assessments' });
    expect(within(more).queryByRole('link', { name: /Depression Test/ })).not.toBeInTheDocument();
    expect(within(more).getAllByRole('link')).toHaveLength(5);
  });
});

describe('quiz screen', () => {
  it('shows the position, an empty progress bar and Previous disabled on question 1', () => {
    renderQuiz('depression');
    expect(screen.getByRole('heading', { level: 1, name: 'Depression Test' })).toBeInTheDocument();
    expect(screen.getByText('Question 1 of 11')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Answered' })).toHaveAttribute('aria-valuetext', '0 of 11 answered');
    expect(screen.getByRole('button', { name: QUIZ_MESSAGES.previous })).toBeDisabled();
  });

  it('moves the depression quiz on only once the auto-advance delay has passed', () => {
    // user-event waits on real timers between steps, so the fake-timer test clicks with fireEvent.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderQuiz('depression');
    fireEvent.click(optionAt('depression', 0, 2));
    expect(screen.getByText('Question 1 of 11')).toBeInTheDocument();
    expect(optionAt('depression', 0, 2)).toHaveAttribute('aria-checked', 'true');
    act(() => void vi.advanceTimersByTime(TIMINGS.quizAutoAdvanceMs));
    expect(screen.getByText('Question 2 of 11')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: questionTexts(en, 'depression')[1] })).toHaveFocus();
    expect(screen.getByRole('progressbar', { name: 'Answered' })).toHaveAttribute('aria-valuetext', '1 of 11 answered');
  });

  it('asks for the last answer with the spec message when only the question on screen is blank', async () => {
    const user = userEvent.setup();
    renderQuiz('emotional-intelligence');
    const answers = lowestAnswers('emotional-intelligence');
    await answerAll(user, 'emotional-intelligence', answers.slice(0, -1));
    await user.click(screen.getByRole('button', { name: QUIZ_MESSAGES.submit }));
    expect(screen.getByRole('alert')).toHaveTextContent(QUIZ_MESSAGES.selectBeforeSubmitting);
    expect(screen.queryByRole('button', { name: /^Go to question/ })).not.toBeInTheDocument();
  });

  it('names the depression question skipped with Next, and its button goes there', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const depression = getAssessment('depression');
    const answers = lowestAnswers('depression');
    renderQuiz('depression');
    const answerAndWait = (index: number) => {
      fireEvent.click(optionAt('depression', index, answers[index]!));
      act(() => void vi.advanceTimersByTime(TIMINGS.quizAutoAdvanceMs));
    };
    answerAndWait(0);
    fireEvent.click(screen.getByRole('button', { name: QUIZ_MESSAGES.next }));
    for (let index = 2; index < depression.questions.length - 1; index += 1) answerAndWait(index);
    fireEvent.click(optionAt('depression', 10, answers[10]!));
    fireEvent.click(screen.getByRole('button', { name: QUIZ_MESSAGES.submit }));

    // The last question is answered; the message says which one is not, never the old 'Please select an answer'.
    expect(optionAt('depression', 10, answers[10]!)).toHaveAttribute('aria-checked', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Question 2 is not answered yet.');
    expect(screen.queryByText(QUIZ_MESSAGES.selectBeforeSubmitting)).not.toBeInTheDocument();
    expect(screen.getByRole('radiogroup')).toHaveAccessibleDescription('Question 2 is not answered yet.');
    expect(screen.queryByText(QUIZ_MESSAGES.resultsHeading)).not.toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Go to question 2' }));
    expect(screen.getByText('Question 2 of 11')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: questionTexts(en, 'depression')[1] })).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // Answered, it goes straight back to the last question and its Submit, not through questions 3 to 10.
    answerAndWait(1);
    expect(screen.getByText('Question 11 of 11')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: questionTexts(en, 'depression')[10] })).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: QUIZ_MESSAGES.submit }));
    expect(screen.getByRole('heading', { level: 2, name: QUIZ_MESSAGES.resultsHeading })).toBeInTheDocument();
  });

  it('asks for an answer before Next on the bulimia quiz, and Previous clears the message', async () => {
    const user = userEvent.setup();
    renderQuiz('bulimia');
    await user.click(optionAt('bulimia', 0, 0));
    expect(screen.getByText('Question 2 of 24')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: QUIZ_MESSAGES.next }));
    expect(screen.getByRole('alert')).toHaveTextContent(QUIZ_MESSAGES.selectBeforeProceeding);
    expect(screen.getByRole('radiogroup')).toHaveAccessibleDescription(QUIZ_MESSAGES.selectBeforeProceeding);
    await user.click(screen.getByRole('button', { name: QUIZ_MESSAGES.previous }));
    expect(screen.getByText('Question 1 of 24')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('moves focus with the arrow keys without choosing, and chooses with Space', async () => {
    const user = userEvent.setup();
    renderQuiz('bulimia');
    await user.tab();
    const [first, second] = optionLabels('bulimia', 0);
    expect(screen.getByRole('radio', { name: first })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: second })).toHaveFocus();
    expect(screen.getByText('Question 1 of 24')).toBeInTheDocument();
    await user.keyboard(' ');
    expect(screen.getByText('Question 2 of 24')).toBeInTheDocument();
  });

  it('shows a high OCD result with the helplines and the free-session link, and Retake starts again', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const user = userEvent.setup();
    const { api } = renderQuiz('ocd');
    await answerAll(user, 'ocd', highestAnswers('ocd'));
    const results = screen.getByRole('heading', { level: 2, name: QUIZ_MESSAGES.resultsHeading });
    expect(results).toHaveFocus();
    expect(screen.getByText('High risk of OCD. Seek professional help.')).toBeInTheDocument();
    expect(screen.getByText('This is a screening, not a diagnosis.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'If you are in crisis, please reach out to:' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '14416' })).toHaveAttribute('href', 'tel:14416');
    expect(screen.getByRole('link', { name: 'Book a free introductory call' })).toHaveAttribute('href', '/book-free-session');
    expect(screen.getByRole('link', { name: QUIZ_MESSAGES.backToHome })).toHaveAttribute('href', '/');
    // Results never leave the browser.
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(Object.values(api).every((call) => call.mock.calls.length === 0)).toBe(true);

    await user.click(screen.getByRole('button', { name: QUIZ_MESSAGES.retake }));
    expect(screen.getByText('Question 1 of 16')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Answered' })).toHaveAttribute('aria-valuetext', '0 of 16 answered');
    expect(screen.getAllByRole('radio').every((radio) => radio.getAttribute('aria-checked') === 'false')).toBe(true);
  });

  it('shows a moderate anorexia result without the crisis helplines', async () => {
    const user = userEvent.setup();
    renderQuiz('anorexia');
    await answerAll(user, 'anorexia', answersScoring('anorexia', 30));
    expect(screen.getByText('Moderate risk of anorexia.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'If you are in crisis, please reach out to:' })).not.toBeInTheDocument();
  });

  it('waits for Submit on the last emotional-intelligence question, then shows the verdict', async () => {
    const user = userEvent.setup();
    renderQuiz('emotional-intelligence');
    await answerAll(user, 'emotional-intelligence', lowestAnswers('emotional-intelligence'));
    expect(screen.getByText('Question 11 of 11')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: QUIZ_MESSAGES.submit }));
    expect(screen.getByText('Low emotional intelligence.')).toBeInTheDocument();
  });
});
