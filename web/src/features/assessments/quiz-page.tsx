import { useId, type ComponentType, type Ref } from 'react';
import { CircleAlert } from 'lucide-react';
import {
  ASSESSMENT_CATALOGS,
  ASSESSMENT_TITLE_CATALOGS,
  canGoPrevious,
  currentOptionLabels,
  currentQuestionText,
  getAssessment,
  questionPosition,
  quizErrorText,
  resultView,
  selectedOption,
  showNext,
  showSubmit,
  type Assessment,
  type AssessmentId,
  type AssessmentResult,
} from '@manobal/core';
import { useLocale } from '../../app/locale-context';
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
  const locale = useLocale();
  const catalog = ASSESSMENT_CATALOGS[locale];
  const copy = ASSESSMENTS_COPY[locale];
  const view = resultView(assessment, result, catalog);
  const headingId = useId();
  return (
    <section className={`${flowCardStyles.flowCard} ${flowCardStyles.flowCardWide} quiz-results`} aria-labelledby={headingId}>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={quizStyles.quizResultsHeading}>
        {view.heading}
      </h2>
      <p className={quizStyles.quizResultsVerdict}>{view.verdict}</p>
      <p className={quizStyles.quizResultsNote}>{view.disclaimer}</p>
      {view.showCrisisSupport ? (
        <>
          <CrisisBlock />
          <p className={quizStyles.quizResultsSupport}>{copy.talkToSomeone}</p>
          <ButtonLink to="/book-free-session">
            {copy.bookFreeSession}
          </ButtonLink>
        </>
      ) : null}
      <div className={quizStyles.quizNav}>
        <Button variant="secondary" onClick={onRetake}>
          {catalog.quiz.retake}
        </Button>
        <ButtonLink to="/" variant="quiet">
          {catalog.quiz.backToHome}
        </ButtonLink>
      </div>
    </section>
  );
};

const QuizSession = ({ id }: { id: AssessmentId }) => {
  const assessment = getAssessment(id);
  const locale = useLocale();
  const catalog = ASSESSMENT_CATALOGS[locale];
  const copy = ASSESSMENTS_COPY[locale];
  const [state, dispatch] = useQuizSession(assessment);
  const { questionRef, resultsRef } = useQuizFocus(state);
  const headingId = useId();
  const errorId = useId();

  if (state.resultsVisible && state.result) {
    return <QuizResults assessment={assessment} result={state.result} headingRef={resultsRef} onRetake={() => dispatch({ type: 'retake' })} />;
  }

  const total = state.answers.length;
  const answered = state.answers.filter((a) => a !== null).length;
  const { unansweredIndex } = state;

  return (
    <section className={`${flowCardStyles.flowCard} ${flowCardStyles.flowCardWide}`} aria-labelledby={headingId}>
      <p className={`${flowCardStyles.flowCardStep} ${flowCardStyles.flowCardStepSpaced}`}>{questionPosition(state, catalog)}</p>
      <progress
        className={quizStyles.quizProgress}
        max={total}
        value={answered}
        aria-label={copy.progressLabel}
        aria-valuetext={copy.progressValueText(answered, total)}
      />
      <h2 id={headingId} ref={questionRef} tabIndex={-1} className={quizStyles.quizQuestion}>
        {currentQuestionText(state, catalog)}
      </h2>
      <OptionCards
        key={state.currentIndex}
        labelledBy={headingId}
        options={currentOptionLabels(state, catalog)}
        selected={selectedOption(state)}
        onSelect={(optionIndex) => dispatch({ type: 'answer', optionIndex })}
        describedBy={state.error ? errorId : undefined}
      />
      {state.error ? (
        <div className={quizStyles.quizErrorRow}>
          <p id={errorId} className={quizStyles.quizError} role="alert">
            <CircleAlert aria-hidden="true" size={20} strokeWidth={1.5} />
            <span>{quizErrorText(state.error, catalog)}</span>
          </p>
          {unansweredIndex !== null ? (
            <Button variant="secondary" onClick={() => dispatch({ type: 'go-to-question', questionIndex: unansweredIndex })}>
              {catalog.quiz.goToQuestion(unansweredIndex + 1)}
            </Button>
          ) : null}
        </div>
      ) : null}
      <div className={quizStyles.quizNav}>
        <Button variant="secondary" disabled={!canGoPrevious(state)} onClick={() => dispatch({ type: 'previous' })}>
          {catalog.quiz.previous}
        </Button>
        {showNext(state) ? <Button onClick={() => dispatch({ type: 'next' })}>{catalog.quiz.next}</Button> : null}
        {showSubmit(state) ? <Button onClick={() => dispatch({ type: 'submit' })}>{catalog.quiz.submit}</Button> : null}
      </div>
      <p className={quizStyles.quizPrivacy}>{copy.privacyNote}</p>
    </section>
  );
};

/** One quiz screen for any of the eight assessments: core's data and reducer, drawn as a page. */
export const QuizPage = ({ id }: { id: AssessmentId }) => {
  const { title, description } = ASSESSMENT_TITLE_CATALOGS[useLocale()][id];
  return (
    <>
      <PageHeader title={title} intro={<p>{description}</p>} />
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
