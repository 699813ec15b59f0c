import { useEffect, useId, useRef, type FormEvent } from 'react';
import { CircleCheck } from 'lucide-react';
import { WIZARD_LABELS, WIZARD_LAST_STEP, canGoBack, wizardStepAt, wizardThankYou } from '@manobal/core';
import { Button, ButtonLink } from '../../components/button';
import { PageHeader } from '../../components/page-header';
import { StepIndicator } from './step-indicator';
import { useWizardSession } from './use-wizard-session';
import { StepFields, showsPromptParagraph } from './wizard-step-fields';
import { WIZARD_COPY } from './wizard.copy';
import * as flowCardStyles from '../../components/flow-card.module.css';
import { focusFirstInvalid } from '../../components/use-focus-after-render';
import * as wizardStyles from './wizard.module.css';

const Wizard = () => {
  const [{ state, outcome }, dispatch] = useWizardSession();
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();

  // Focus follows what core says the visitor's event did: a new step (Next, Previous, or Submit sending
  // them back) puts it on the heading, a refusal on the field at fault, submission on the thank-you.
  // A reload that restores a step reports no outcome, so focus stays put.
  useEffect(() => {
    if (outcome === null) return;
    if (outcome.kind === 'moved') headingRef.current?.focus();
    else if (outcome.kind === 'blocked') focusFirstInvalid(formRef.current);
    else if (outcome.kind === 'submitted') doneRef.current?.focus();
  }, [outcome]);

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
    dispatch({ type: onLastStep ? 'submit' : 'next' });
  };

  const onPrevious = () => dispatch({ type: 'previous' });

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
