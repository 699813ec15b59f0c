import { useId, type ComponentType, type Ref } from 'react';
import { CircleAlert } from 'lucide-react';
import {
  QUIZ_MESSAGES,
  canGoPrevious,
  currentQuestion,
  getAssessment,
  goToQuestionText,
  questionPosition,
  resultView,
  selectedOption,
  showNext,
  showSubmit,
  type Assessment,
  type AssessmentId,
  type AssessmentResult,
} from '@manobal/core';
import { Button, ButtonLink } from '../../components/button';
import { CrisisBlock } from '../../components/crisis-block';
import { PageHeader } from '../../components/page-header';
import { ASSESSMENTS_COPY } from './assessments.copy';
import { OptionCards } from './option-cards';
import { useQuizFocus } from './use-quiz-focus';
import { useQuizSession } from './use-quiz-session';
import * as flowCardStyles from '../../components/flow-card.module.css';
import * as quizStyles from './quiz.module.css';

interface ResultsProps {
  assessment: Assessment;
  result: AssessmentResult;
  headingRef: Ref<HTMLHeadingElement>;
  onRetake: () => void;
}

const QuizResults = ({ assessment, result, headingRef, onRetake }: ResultsProps) => {
  const view = resultView(assessment, result);
  const headingId = useId();
  return (
    <section className={`${flowCardStyles.flowCard} ${flowCardStyles.flowCardWide} quiz-results`} aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={quizStyles.quizResultsHeading}>
        {view.heading}
      </h2>
      <p className={quizStyles.quizResultsVerdict}>{view.verdict}</p>
      <p className={quizStyles.quizResultsNote}>{QUIZ_MESSAGES.screeningDisclaimer}</p>
      {view.showCrisisSupport ? (
        <>
          <CrisisBlock />
          <p className={quizStyles.quizResultsSupport}>{ASSESSMENTS_COPY.talkToSomeone}</p>
          <ButtonLink to="/book-free-session">
            {ASSESSMENTS_COPY.bookFreeSession}
          </ButtonLink>
        </>
      ) : null}
      <div className={quizStyles.quizNav}>
        <Button variant="secondary" onClick={onRetake}>
          {QUIZ_MESSAGES.retake}
        </Button>
        <ButtonLink to="/" variant="quiet">
          {QUIZ_MESSAGES.backToHome}
        </ButtonLink>
      </div>
    </section>
  );
};

const QuizSession = ({ id }: { id: AssessmentId }) => {
  const assessment = getAssessment(id);
  const [state, dispatch] = useQuizSession(assessment);
  const { questionRef, resultsRef } = useQuizFocus(state);
  const headingId = useId();
  const errorId = useId();

  if (state.resultsVisible && state.result) {
    return <QuizResults assessment={assessment} result={state.result} headingRef={resultsRef} onRetake={() => dispatch({ type: 'retake' })} />;
  }

  const question = currentQuestion(state);
  const total = state.answers.length;
  const answered = state.answers.filter((a) => a !== null).length;
  const { unansweredIndex } = state;

  return (
    <section className={`${flowCardStyles.flowCard} ${flowCardStyles.flowCardWide}`} aria-labelledby={headingId}>
      <p className={`${flowCardStyles.flowCardStep} ${flowCardStyles.flowCardStepSpaced}`}>{questionPosition(state)}</p>
      <progress
        className={quizStyles.quizProgress}
        max={total}
        value={answered}
        aria-label={ASSESSMENTS_COPY.progressLabel}
        aria-valuetext={ASSESSMENTS_COPY.progressValueText(answered, total)}
      />
      <h2 id={headingId} ref={questionRef} tabIndex={-1} className={quizStyles.quizQuestion}>
        {question.text}
      </h2>
      <OptionCards
        key={state.currentIndex}
        labelledBy={headingId}
        options={question.options}
        selected={selectedOption(state)}
        onSelect={(optionIndex) => dispatch({ type: 'answer', optionIndex })}
        describedBy={state.error ? errorId : undefined}
      />
      {state.error ? (
        <div className={quizStyles.quizErrorRow}>
          <p id={errorId} className={quizStyles.quizError} role="alert">
            <CircleAlert aria-hidden="true" size={20} strokeWidth={1.5} />
            <span>{state.error}</span>
          </p>
          {unansweredIndex !== null ? (
            <Button variant="secondary" onClick={() => dispatch({ type: 'go-to-question', questionIndex: unansweredIndex })}>
              {goToQuestionText(unansweredIndex + 1)}
            </Button>
          ) : null}
        </div>
      ) : null}
      <div className={quizStyles.quizNav}>
        <Button variant="secondary" disabled={!canGoPrevious(state)} onClick={() => dispatch({ type: 'previous' })}>
          {QUIZ_MESSAGES.previous}
        </Button>
        {showNext(state) ? <Button onClick={() => dispatch({ type: 'next' })}>{QUIZ_MESSAGES.next}</Button> : null}
        {showSubmit(state) ? <Button onClick={() => dispatch({ type: 'submit' })}>{QUIZ_MESSAGES.submit}</Button> : null}
      </div>
      <p className={quizStyles.quizPrivacy}>{ASSESSMENTS_COPY.privacyNote}</p>
    </section>
  );
};

/** One quiz screen for any of the eight assessments: core's data and reducer, drawn as a page. */
export const QuizPage = ({ id }: { id: AssessmentId }) => {
  const assessment = getAssessment(id);
  return (
    <>
      <PageHeader title={assessment.title} intro={<p>{assessment.description}</p>} />
      <div className={`container ${flowCardStyles.flowCardWrap}`}>
        {/* A new assessment is a new session: nothing carries over between quizzes. */}
        <QuizSession key={id} id={id} />
      </div>
    </>
  );
};

const quizPageFor = (id: AssessmentId): ComponentType => {
  const Page = () => <QuizPage id={id} />;
  Page.displayName = `QuizPage(${id})`;
  return Page;
};

/** A route component per assessment, for the route table. */
export const QUIZ_PAGES: Record<AssessmentId, ComponentType> = {
  depression: quizPageFor('depression'),
  anxiety: quizPageFor('anxiety'),
  adhd: quizPageFor('adhd'),
  bulimia: quizPageFor('bulimia'),
  'emotional-intelligence': quizPageFor('emotional-intelligence'),
  attitude: quizPageFor('attitude'),
  anorexia: quizPageFor('anorexia'),
  ocd: quizPageFor('ocd'),
};
