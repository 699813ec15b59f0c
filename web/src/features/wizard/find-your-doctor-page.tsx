import { lazy, Suspense, useEffect, useId, useRef, type FormEvent, type RefObject } from 'react';
import { CircleCheck } from 'lucide-react';
import {
  FEE_TAKES_VISITOR_BACK,
  WIZARD_LAST_STEP,
  canGoBack,
  closesInCrisis,
  wantsCrisisSupport,
  wizardStepAt,
  wizardMessageText,
  wizardThankYou,
  type WizardState,
} from '@manobal/core';
import { Button, ButtonLink } from '../../components/button';
import { CrisisBlock } from '../../components/crisis-block';
import { FormMessage } from '../../components/form-message';
import { PageHeader } from '../../components/page-header';
import { keepIntake } from '../../components/shared-intake';
import { StepIndicator } from './step-indicator';
import { loadMatchResults, useMatches, type MatchesView } from './use-matches';
import { useWizardSession } from './use-wizard-session';
import { StepFields, showsPromptParagraph } from './wizard-step-fields';
import { useWizardWords } from './wizard.words';
import type { WizardWords } from './wizard.words.types';
import * as flowCardStyles from '../../components/flow-card.module.css';
import { focusFirstInvalid } from '../../components/use-focus-after-render';
import * as wizardStyles from './wizard.module.css';

/** The closing screen's heading in the page's words (core gives its id). */
const closingWords = (state: WizardState, words: WizardWords): string | null => {
  const id = wizardThankYou(state);
  return id === null ? null : wizardMessageText(words.catalog, id);
};

const loadCallbackRequest = () => import('../../components/callback-request');
const MatchList = lazy(() => loadMatchResults().then((m) => ({ default: m.MatchList })));
const CallbackRequestForm = lazy(() => loadCallbackRequest().then((m) => ({ default: m.CallbackRequestForm })));
const BookingHelp = lazy(() => loadCallbackRequest().then((m) => ({ default: m.BookingHelpRequest })));

/**
 * The matches part of the closing screen: a status while matching runs, a way to retry, then the cards.
 * `offerCall`: when no therapist matches, the care team may be asked to call (not for a visitor in crisis, who has
 * the crisis call-back above already).
 */
const Matches = ({
  view,
  retry,
  wroteOther,
  offerCall,
  askFee,
}: {
  view: MatchesView | null;
  retry: () => void;
  wroteOther: boolean;
  offerCall: boolean;
  /** False once the visitor answered 'Not right now' (only a visitor in crisis gets here then): no 'Ready to book?' again. */
  askFee: boolean;
}) => {
  const headingId = useId();
  const { results: copy } = useWizardWords();
  return (
    <section className={wizardStyles.wizardMatches} aria-labelledby={headingId}>
      <h2 id={headingId} className={wizardStyles.wizardMatchesHeading}>
        {copy.heading}
      </h2>
      <p className={wizardStyles.wizardPrompt}>{copy.intro}</p>
      <div role="status">{view === null || view.status === 'loading' ? <p>{copy.loading}</p> : null}</div>
      {view?.status === 'failed' ? (
        <>
          <FormMessage tone="error">{view.message}</FormMessage>
          <Button variant="secondary" onClick={retry}>
            {copy.retry}
          </Button>
        </>
      ) : null}
      {view?.status === 'ready' ? (
        <>
          {askFee && view.entries.length > 0 ? <p className={wizardStyles.wizardFeeSentence}>{view.feeSentence}</p> : null}
          <Suspense fallback={<p>{copy.loading}</p>}>
            <MatchList entries={view.entries} wroteOther={wroteOther} />
          </Suspense>
          {offerCall && view.entries.length === 0 ? (
            <Suspense fallback={null}>
              <BookingHelp />
            </Suspense>
          ) : null}
        </>
      ) : null}
    </section>
  );
};

interface ClosingScreenProps {
  state: WizardState;
  matches: MatchesView | null;
  retry: () => void;
  doneRef: RefObject<HTMLHeadingElement | null>;
}

/**
 * After 'Submit Assessment': the thank-you, then the matches worked out in this browser. A visitor who asked for
 * crisis support (whatever they answered about the fee) gets no tick and no thanks: core's heading says help is
 * here, then the helplines again and 'Request a call back', then the matches.
 */
const ClosingScreen = ({ state, matches, retry, doneRef }: ClosingScreenProps) => {
  const headingId = useId();
  const words = useWizardWords();
  const crisis = closesInCrisis(state);
  const heading = (
    <h2 id={headingId} ref={doneRef} tabIndex={-1} className={`${flowCardStyles.flowCardHeading} ${flowCardStyles.flowCardHeadingCompact}`}>
      {closingWords(state, words)}
    </h2>
  );
  return (
    <section className={`${flowCardStyles.flowCard} ${flowCardStyles.flowCardWide}`} aria-labelledby={headingId}>
      {crisis ? (
        heading
      ) : (
        <div className={flowCardStyles.flowCardDone}>
          <CircleCheck className={flowCardStyles.flowCardDoneIcon} aria-hidden="true" size={48} strokeWidth={1.5} />
          {heading}
        </div>
      )}
      {crisis ? (
        <>
          <CrisisBlock />
          <Suspense fallback={null}>
            <CallbackRequestForm reason="crisis" copy={{ ...words.results.callback, followUp: words.catalog.crisisFollowUp }} context={{ risk: state.answers.risk ?? undefined, language: state.answers.languages[0] }} />
          </Suspense>
        </>
      ) : null}
      <Matches
        view={matches}
        retry={retry}
        wroteOther={state.answers.otherConcern.trim() !== ''}
        offerCall={!crisis}
        askFee={state.answers.feeConfirmation !== FEE_TAKES_VISITOR_BACK}
      />
      <div className={wizardStyles.wizardNav}>
        <ButtonLink to="/" variant="secondary">
          {words.copy.backToHome}
        </ButtonLink>
      </div>
    </section>
  );
};

const Wizard = () => {
  const [{ state, outcome }, dispatch] = useWizardSession();
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const words = useWizardWords();
  const onLastStep = state.step === WIZARD_LAST_STEP;
  // Matching starts on the review step, so its fee question can name the matched fees and the closing screen
  // has the matches ready; it reads only the public directory, never sends an answer.
  const { view: matches, retry } = useMatches(state.answers, onLastStep || state.submitted, words.match);
  const crisis = wantsCrisisSupport(state.answers) && (onLastStep || state.submitted);

  useEffect(() => {
    if (crisis) loadCallbackRequest().catch(() => undefined);
  }, [crisis]);

  // Focus follows what core says the visitor's event did: a new step (Next, Previous, or Submit sending
  // them back) puts it on the heading, a refusal on the field at fault, submission on the thank-you.
  // A reload that restores a step reports no outcome, so focus stays put.
  useEffect(() => {
    if (outcome === null) return;
    if (outcome.kind === 'moved') headingRef.current?.focus();
    else if (outcome.kind === 'blocked') focusFirstInvalid(formRef.current);
    else if (outcome.kind === 'submitted') {
      // Kept in this tab only, for the booking page to offer sharing them; they leave the device only if the visitor says so there.
      keepIntake(state.answers);
      doneRef.current?.focus();
    }
  }, [outcome, state.answers]);

  if (state.submitted) return <ClosingScreen state={state} matches={matches} retry={retry} doneRef={doneRef} />;

  const step = wizardStepAt(state.step);
  const feeSentence = matches?.status === 'ready' ? matches.feeSentence : words.match.feeSentence(null);
  const { title, prompt } = words.catalog.steps[step.id];

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    dispatch({ type: onLastStep ? 'submit' : 'next' });
  };

  const onPrevious = () => dispatch({ type: 'previous' });

  return (
    <form ref={formRef} className={`${flowCardStyles.flowCard} ${flowCardStyles.flowCardWide}`} method="post" aria-labelledby={headingId} noValidate onSubmit={onSubmit}>
      <StepIndicator step={state.step} />
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={`${flowCardStyles.flowCardHeading} ${flowCardStyles.flowCardHeadingCompact}`}>
        {title}
      </h2>
      {showsPromptParagraph(step) ? <p className={wizardStyles.wizardPrompt}>{prompt}</p> : null}
      <div className={wizardStyles.wizardFields}>
        <StepFields step={step} state={state} dispatch={dispatch} feeSentence={feeSentence} />
      </div>
      <div className={wizardStyles.wizardNav}>
        <Button variant="secondary" disabled={!canGoBack(state)} onClick={onPrevious}>
          {words.catalog.labels.previous}
        </Button>
        <Button type="submit">{onLastStep ? words.catalog.labels.submit : words.catalog.labels.next}</Button>
      </div>
    </form>
  );
};

/**
 * /find-your-doctor: the eleven-step therapy-match wizard, then the matches worked out in this browser. No answer
 * is sent anywhere; only a call-back request the visitor fills in (name, number) leaves the device.
 */
export const FindYourDoctorPage = () => {
  const { copy } = useWizardWords();
  return (
    <>
      <PageHeader title={copy.pageTitle} intro={<p>{copy.pageIntro}</p>} />
      <div className={`container ${flowCardStyles.flowCardWrap}`}>
        <Wizard />
      </div>
    </>
  );
};
