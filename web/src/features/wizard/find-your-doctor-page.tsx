import { useEffect, useId, useRef, type FormEvent } from 'react';
import { CircleCheck } from 'lucide-react';
import {
  WIZARD_LABELS,
  WIZARD_LAST_STEP,
  canGoBack,
  validateWizardAnswers,
  wizardStepAt,
  wizardStepFailure,
  wizardThankYou,
} from '@manobal/core';
import { Button, ButtonLink } from '../../components/button';
import { PageHeader } from '../../components/page-header';
import { StepIndicator } from './step-indicator';
import { useWizardSession } from './use-wizard-session';
import { StepFields, showsPromptParagraph } from './wizard-step-fields';
import { WIZARD_COPY } from './wizard.copy';
import * as flowCardStyles from '../../components/flow-card.module.css';
import { useFocusAfterRender } from '../../components/use-focus-after-render';
import * as wizardStyles from './wizard.module.css';

const Wizard = () => {
  const [state, dispatch] = useWizardSession();
  const formRef = useRef<HTMLFormElement>(null);
  const focusInvalid = useFocusAfterRender(formRef);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  // Focus moves only on the visitor's own Next/Previous, not when a reload restores a step.
  const focusHeadingOnStep = useRef(false);

  useEffect(() => {
    if (!focusHeadingOnStep.current) return;
    focusHeadingOnStep.current = false;
    headingRef.current?.focus();
  }, [state.step]);

  useEffect(() => {
    if (state.submitted) doneRef.current?.focus();
  }, [state.submitted]);

  if (state.submitted) {
    return (
      <section className={`${flowCardStyles.flowCard} ${flowCardStyles.flowCardWide} ${flowCardStyles.flowCardDone}`} aria-labelledby={headingId}>
        <CircleCheck className={flowCardStyles.flowCardDoneIcon} aria-hidden="true" size={48} strokeWidth={1.5} />
        <h2 id={headingId} ref={doneRef} tabIndex={-1} className={`${flowCardStyles.flowCardHeading} ${flowCardStyles.flowCardHeadingCompact}`}>
          {wizardThankYou(state)}
        </h2>
        <p>{WIZARD_COPY.thankYouNext}</p>
        <ButtonLink to="/">{WIZARD_COPY.backToHome}</ButtonLink>
      </section>
    );
  }

  const step = wizardStepAt(state.step);
  const onLastStep = state.step === WIZARD_LAST_STEP;

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (onLastStep) {
      const result = validateWizardAnswers(state.answers);
      if (result.isErr()) {
        if (result.error.step !== state.step) focusHeadingOnStep.current = true;
        else focusInvalid();
      }
      dispatch({ type: 'submit' });
      return;
    }
    if (wizardStepFailure(state.step, state.answers)) focusInvalid();
    else focusHeadingOnStep.current = true;
    dispatch({ type: 'next' });
  };

  const onPrevious = () => {
    focusHeadingOnStep.current = true;
    dispatch({ type: 'previous' });
  };

  return (
    <form ref={formRef} className={`${flowCardStyles.flowCard} ${flowCardStyles.flowCardWide}`} method="post" aria-labelledby={headingId} noValidate onSubmit={onSubmit}>
      <StepIndicator step={state.step} />
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={`${flowCardStyles.flowCardHeading} ${flowCardStyles.flowCardHeadingCompact}`}>
        {step.title}
      </h2>
      {showsPromptParagraph(step) ? <p className={wizardStyles.wizardPrompt}>{step.prompt}</p> : null}
      <div className={wizardStyles.wizardFields}>
        <StepFields step={step} state={state} dispatch={dispatch} />
      </div>
      <div className={wizardStyles.wizardNav}>
        <Button variant="secondary" disabled={!canGoBack(state)} onClick={onPrevious}>
          {WIZARD_LABELS.previous}
        </Button>
        <Button type="submit">{onLastStep ? WIZARD_LABELS.submit : WIZARD_LABELS.next}</Button>
      </div>
    </form>
  );
};

/** /find-your-doctor: the eleven-step therapy-match wizard. Nothing is sent anywhere. */
export const FindYourDoctorPage = () => (
  <>
    <PageHeader title={WIZARD_COPY.pageTitle} intro={<p>{WIZARD_COPY.pageIntro}</p>} />
    <div className={`container ${flowCardStyles.flowCardWrap}`}>
      <Wizard />
    </div>
  </>
);
