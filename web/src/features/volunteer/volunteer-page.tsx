import { useEffect, useId, useRef, useState } from 'react';
import { CircleCheck } from 'lucide-react';
import {
  CALL_MESSAGES,
  TIMINGS,
  VOLUNTEER_FEATURE_OPTIONS,
  VOLUNTEER_SUCCESS_TOAST,
  emptyVolunteerForm,
  formSteps,
  type VolunteerFeature,
  type VolunteerFormState,
  type VolunteerQuestionField,
} from '@manobal/core';
import { useApi } from '../../app/api-context';
import { Button, ButtonLink } from '../../components/button';
import { DescribedField } from '../../components/described-field';
import { FieldError, TextAreaField, fieldClasses } from '../../components/field';
import { PageHeader } from '../../components/page-header';
import { useToast } from '../../components/toast';
import { useFormEngine } from '../../components/use-form-engine';
import { markVolunteered, useVolunteered } from './use-volunteer-flag';
import { useFormWords } from '../../app/form-words';
import { useLocale } from '../../app/locale-context';
import { VOLUNTEER_COPIES } from './volunteer.copy';
import * as flowCardStyles from '../../components/flow-card.module.css';
import * as volunteerStyles from './volunteer.module.css';

type DetailField = 'name' | 'email' | 'number' | 'age';

/** Step 1 as core describes it, then the questions: four about the past, then the wishes. */
const STEPS = [formSteps('volunteer')[0]!, ['therapySessions', 'platformsUsed', 'likedMost', 'foundMissing'], ['likedFeatures', 'feedback']];

const TOAST = { position: 'top-center' } as const;
const ERROR_TOAST = { ...TOAST, variant: 'error', durationMs: TIMINGS.errorToastMs } as const;

const load = () => import('./volunteer.validation').then((m) => m.checkVolunteer);

const Optional = () => <span className={volunteerStyles.volunteerOptional}> {VOLUNTEER_COPIES[useLocale()].optional}</span>;

const VolunteerThankYou = ({ focus }: { focus: boolean }) => {
  const copy = VOLUNTEER_COPIES[useLocale()];
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  useEffect(() => {
    if (focus) headingRef.current?.focus();
  }, [focus]);
  return (
    <section className={`${flowCardStyles.flowCard} ${flowCardStyles.flowCardDone}`} aria-labelledby={headingId}>
      <CircleCheck className={flowCardStyles.flowCardDoneIcon} aria-hidden="true" size={48} strokeWidth={1.5} />
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={flowCardStyles.flowCardHeading}>
        {VOLUNTEER_SUCCESS_TOAST}
      </h2>
      <p>{copy.thankYouText}</p>
      <ButtonLink to="/">{copy.backToHome}</ButtonLink>
    </section>
  );
};

const VolunteerForm = ({ onDone }: { onDone: () => void }) => {
  const copy = VOLUNTEER_COPIES[useLocale()];
  const words = useFormWords();
  const question = (field: VolunteerQuestionField): string => words.volunteerQuestions[field];
  const api = useApi();
  const toast = useToast();
  const featuresId = useId();
  const form = useFormEngine({
    form: 'volunteer',
    defaultValues: emptyVolunteerForm as VolunteerFormState,
    steps: STEPS,
    load,
    submit: (payload) => api.volunteer(payload),
    onSucceeded: () => {
      markVolunteered();
      toast.show(VOLUNTEER_SUCCESS_TOAST, { ...TOAST, variant: 'success', durationMs: TIMINGS.toastMs });
      onDone();
    },
    onFailed: (error) => toast.show(error.message, ERROR_TOAST),
    onUnavailable: () => toast.show(CALL_MESSAGES.volunteer.network, ERROR_TOAST),
  });
  const { values } = form;

  const detail = (name: DetailField) => <DescribedField field={form.describe(name)} {...form.text(name)} optionalMark={<Optional />} />;
  const answer = (name: Exclude<VolunteerQuestionField, 'likedFeatures'>, rows?: number) => (
    <TextAreaField label={question(name)} rows={rows} {...form.text(name)} />
  );
  const toggleFeature = (feature: VolunteerFeature) =>
    form.set(
      'likedFeatures',
      values.likedFeatures.includes(feature) ? values.likedFeatures.filter((f) => f !== feature) : [...values.likedFeatures, feature],
    );
  const featuresError = form.errorOf('likedFeatures');

  return (
    <form ref={form.formRef} className={flowCardStyles.flowCard} method="post" aria-labelledby={form.headingId} noValidate onSubmit={form.onSubmit}>
      <p className={flowCardStyles.flowCardStep}>{copy.stepOf(form.step + 1, form.stepCount)}</p>
      <h2 id={form.headingId} ref={form.headingRef} tabIndex={-1} className={flowCardStyles.flowCardHeading}>
        {copy.stepTitles[form.step]}
      </h2>

      {form.step === 0 ? (
        <div>
          {detail('name')}
          {detail('email')}
          {detail('number')}
          {detail('age')}
          <DescribedField
            field={form.describe('gender')}
            {...form.text('gender')}
            radios
            optionalMark={<Optional />}
            onChange={(value) => form.set('gender', form.describe('gender').options?.some((o) => o.value === value) ? (value as VolunteerFormState['gender']) : '')}
          />
        </div>
      ) : null}

      {form.step === 1 ? (
        <>
          {answer('therapySessions', 3)}
          {answer('platformsUsed', 3)}
          {answer('likedMost', 3)}
          {answer('foundMissing', 3)}
        </>
      ) : null}

      {form.step === 2 ? (
        <>
          <fieldset className={volunteerStyles.volunteerFeatures} aria-describedby={featuresError ? `${featuresId}-error` : undefined}>
            <legend className={`${fieldClasses.label} ${volunteerStyles.volunteerFeaturesLegend}`}>{question('likedFeatures')}</legend>
            <div className={volunteerStyles.volunteerFeaturesOptions}>
              {VOLUNTEER_FEATURE_OPTIONS.map((feature) => (
                <label key={feature} className={values.likedFeatures.includes(feature) ? `${volunteerStyles.checkChip} ${volunteerStyles.checkChipChecked}` : volunteerStyles.checkChip}>
                  <input type="checkbox" checked={values.likedFeatures.includes(feature)} onChange={() => toggleFeature(feature)} />
                  <span>{words.optionLabels.volunteerFeatures[feature]}</span>
                </label>
              ))}
            </div>
            <FieldError id={`${featuresId}-error`} error={featuresError} />
          </fieldset>
          {answer('feedback')}
        </>
      ) : null}

      <div className={volunteerStyles.volunteerNav}>
        {form.step > 0 ? (
          <Button variant="secondary" disabled={form.busy} onClick={form.previous}>
            {copy.previous}
          </Button>
        ) : null}
        <Button type="submit" busy={form.busy} busyLabel={copy.submitting}>
          {form.isLastStep ? copy.submit : copy.next}
        </Button>
      </div>
    </form>
  );
};

/** /volunteer: three steps of beta feedback; a device that has volunteered sees the thank-you instead. */
export const VolunteerPage = () => {
  const copy = VOLUNTEER_COPIES[useLocale()];
  const volunteeredBefore = useVolunteered();
  const [justDone, setJustDone] = useState(false);
  return (
    <>
      <PageHeader title={copy.pageTitle} intro={<p>{copy.pageIntro}</p>} />
      <div className={`container ${flowCardStyles.flowCardWrap}`}>
        {volunteeredBefore || justDone ? <VolunteerThankYou focus={justDone} /> : <VolunteerForm onDone={() => setJustDone(true)} />}
      </div>
    </>
  );
};
