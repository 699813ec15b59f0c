import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { CircleCheck } from 'lucide-react';
import {
  CALL_MESSAGES,
  TIMINGS,
  VOLUNTEER_CATALOG_EN,
  VOLUNTEER_FEATURE_OPTIONS,
  VOLUNTEER_GENDER_OPTIONS,
  VOLUNTEER_QUESTIONS,
  VOLUNTEER_SUCCESS_TOAST,
  emptyVolunteerForm,
  toVolunteerPayload,
  type FieldErrors,
  type VolunteerFeature,
  type VolunteerFormState,
  type VolunteerQuestionField,
} from '@manobal/core';
import { useApi } from '../../app/api-context';
import { Button, ButtonLink } from '../../components/button';
import { FieldError, RadioGroup, TextAreaField, TextField, fieldClasses } from '../../components/field';
import { PageHeader } from '../../components/page-header';
import { useToast } from '../../components/toast';
import { useDeferredModule } from '../../components/use-deferred-module';
import { markVolunteered, useVolunteered } from './use-volunteer-flag';
import { VOLUNTEER_COPY } from './volunteer.copy';
import * as flowCardStyles from '../../components/flow-card.module.css';
import { useFocusAfterRender } from '../../components/use-focus-after-render';
import * as volunteerStyles from './volunteer.module.css';

type Step = 1 | 2 | 3;
const STEP_COUNT = 3;
type TextFieldName = Exclude<keyof VolunteerFormState, 'likedFeatures' | 'gender'>;

/** Payload field -> the form field its message belongs under. */
const FORM_FIELD_OF: Record<string, keyof VolunteerFormState> = { phone: 'number' };
const STEP_OF_FIELD: Partial<Record<keyof VolunteerFormState, Step>> = { name: 1, email: 1, number: 1, age: 1, gender: 1 };

const question = (field: VolunteerQuestionField): string => VOLUNTEER_QUESTIONS.find((q) => q.field === field)?.question ?? field;

const TOAST = { position: 'top-center' } as const;

const loadVolunteerValidation = () => import('./volunteer.validation');
type VolunteerValidation = Awaited<ReturnType<typeof loadVolunteerValidation>>;

const Optional = () => <span className={volunteerStyles.volunteerOptional}> {VOLUNTEER_COPY.optional}</span>;

const formErrors = (wireErrors: FieldErrors): FieldErrors =>
  Object.fromEntries(Object.entries(wireErrors).map(([field, message]) => [FORM_FIELD_OF[field] ?? field, message]));

const VolunteerThankYou = ({ focus }: { focus: boolean }) => {
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
      <p>{VOLUNTEER_COPY.thankYouText}</p>
      <ButtonLink to="/">{VOLUNTEER_COPY.backToHome}</ButtonLink>
    </section>
  );
};

const VolunteerForm = ({ onDone }: { onDone: () => void }) => {
  const api = useApi();
  const toast = useToast();
  const [form, setForm] = useState<VolunteerFormState>(emptyVolunteerForm);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [step, setStep] = useState<Step>(1);
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const featuresId = useId();
  const loadValidation = useDeferredModule(loadVolunteerValidation);

  const requestFocus = useFocusAfterRender(formRef, headingRef);

  const set = <K extends keyof VolunteerFormState>(field: K, value: VolunteerFormState[K]) => {
    setForm((f) => ({ ...f, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };
  const text = (field: TextFieldName) => (value: string) => set(field, value);

  const toggleFeature = (feature: VolunteerFeature) =>
    set('likedFeatures', form.likedFeatures.includes(feature) ? form.likedFeatures.filter((f) => f !== feature) : [...form.likedFeatures, feature]);

  /** Errors of the whole form, keyed by form field. */
  const check = ({ validateWith, volunteerPayloadSchema }: VolunteerValidation): FieldErrors | null => {
    const result = validateWith(volunteerPayloadSchema, toVolunteerPayload(form));
    return result.isErr() ? formErrors(result.error.fieldErrors) : null;
  };

  const goTo = (next: Step) => {
    setStep(next);
    requestFocus('heading');
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const validation = await loadValidation().catch(() => null);
    if (!validation) {
      toast.show(CALL_MESSAGES.volunteer.network, { ...TOAST, variant: 'error', durationMs: TIMINGS.errorToastMs });
      return;
    }
    const problems = check(validation);
    const firstProblemStep = problems
      ? Math.min(...Object.keys(problems).map((field) => STEP_OF_FIELD[field as keyof VolunteerFormState] ?? STEP_COUNT))
      : null;
    if (problems && firstProblemStep !== null && firstProblemStep <= step) {
      setErrors(Object.fromEntries(Object.entries(problems).filter(([field]) => (STEP_OF_FIELD[field as keyof VolunteerFormState] ?? STEP_COUNT) <= step)));
      if (firstProblemStep !== step) setStep(firstProblemStep as Step);
      requestFocus('invalid');
      return;
    }
    if (step < STEP_COUNT) {
      goTo((step + 1) as Step);
      return;
    }
    const payload = validation.validateWith(validation.volunteerPayloadSchema, toVolunteerPayload(form));
    if (payload.isErr()) return;
    setSubmitting(true);
    const outcome = await api.volunteer(payload.value);
    setSubmitting(false);
    outcome.match(
      () => {
        markVolunteered();
        toast.show(VOLUNTEER_SUCCESS_TOAST, { ...TOAST, variant: 'success', durationMs: TIMINGS.toastMs });
        onDone();
      },
      (error) => toast.show(error.message, { ...TOAST, variant: 'error', durationMs: TIMINGS.errorToastMs }),
    );
  };

  return (
    <form ref={formRef} className={flowCardStyles.flowCard} method="post" aria-labelledby={headingId} noValidate onSubmit={(event) => void onSubmit(event)}>
      <p className={flowCardStyles.flowCardStep}>{VOLUNTEER_COPY.stepOf(step, STEP_COUNT)}</p>
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={flowCardStyles.flowCardHeading}>
        {VOLUNTEER_COPY.stepTitles[step - 1]}
      </h2>

      {step === 1 ? (
        <div>
          <TextField label={VOLUNTEER_COPY.labels.name} name="name" value={form.name} onChange={text('name')} error={errors.name} autoComplete="name" required />
          <TextField label={VOLUNTEER_COPY.labels.email} name="email" type="email" inputMode="email" value={form.email} onChange={text('email')} error={errors.email} autoComplete="email" required />
          <TextField label={<>{VOLUNTEER_COPY.labels.number}<Optional /></>} name="number" type="tel" inputMode="tel" value={form.number} onChange={text('number')} error={errors.number} autoComplete="tel-national" />
          <TextField label={<>{VOLUNTEER_COPY.labels.age}<Optional /></>} name="age" inputMode="numeric" value={form.age} onChange={text('age')} error={errors.age} />
          <RadioGroup
            legend={<>{VOLUNTEER_COPY.labels.gender}<Optional /></>}
            name="gender"
            value={form.gender}
            options={VOLUNTEER_GENDER_OPTIONS.map((id) => ({ value: id, label: VOLUNTEER_CATALOG_EN.genders[id] }))}
            inline
            error={errors.gender}
            onChange={(value) => set('gender', (VOLUNTEER_GENDER_OPTIONS as readonly string[]).includes(value) ? (value as VolunteerFormState['gender']) : '')}
          />
        </div>
      ) : null}

      {step === 2 ? (
        <>
          <TextAreaField label={question('therapySessions')} name="therapySessions" rows={3} value={form.therapySessions} onChange={text('therapySessions')} error={errors.therapySessions} />
          <TextAreaField label={question('platformsUsed')} name="platformsUsed" rows={3} value={form.platformsUsed} onChange={text('platformsUsed')} error={errors.platformsUsed} />
          <TextAreaField label={question('likedMost')} name="likedMost" rows={3} value={form.likedMost} onChange={text('likedMost')} error={errors.likedMost} />
          <TextAreaField label={question('foundMissing')} name="foundMissing" rows={3} value={form.foundMissing} onChange={text('foundMissing')} error={errors.foundMissing} />
        </>
      ) : null}

      {step === 3 ? (
        <>
          <fieldset className={volunteerStyles.volunteerFeatures} aria-describedby={errors.likedFeatures ? `${featuresId}-error` : undefined}>
            <legend className={`${fieldClasses.label} ${volunteerStyles.volunteerFeaturesLegend}`}>{question('likedFeatures')}</legend>
            <div className={volunteerStyles.volunteerFeaturesOptions}>
              {VOLUNTEER_FEATURE_OPTIONS.map((feature) => (
                <label key={feature} className={form.likedFeatures.includes(feature) ? `${volunteerStyles.checkChip} ${volunteerStyles.checkChipChecked}` : volunteerStyles.checkChip}>
                  <input type="checkbox" checked={form.likedFeatures.includes(feature)} onChange={() => toggleFeature(feature)} />
                  <span>{VOLUNTEER_CATALOG_EN.features[feature]}</span>
                </label>
              ))}
            </div>
            <FieldError id={`${featuresId}-error`} error={errors.likedFeatures} />
          </fieldset>
          <TextAreaField label={question('feedback')} name="feedback" value={form.feedback} onChange={text('feedback')} error={errors.feedback} />
        </>
      ) : null}

      <div className={volunteerStyles.volunteerNav}>
        {step > 1 ? (
          <Button variant="secondary" disabled={submitting} onClick={() => goTo((step - 1) as Step)}>
            {VOLUNTEER_COPY.previous}
          </Button>
        ) : null}
        <Button type="submit" busy={submitting} busyLabel={VOLUNTEER_COPY.submitting}>
          {step < STEP_COUNT ? VOLUNTEER_COPY.next : VOLUNTEER_COPY.submit}
        </Button>
      </div>
    </form>
  );
};

/** /volunteer: three steps of beta feedback; a device that has volunteered sees the thank-you instead. */
export const VolunteerPage = () => {
  const volunteeredBefore = useVolunteered();
  const [justDone, setJustDone] = useState(false);
  return (
    <>
      <PageHeader title={VOLUNTEER_COPY.pageTitle} intro={<p>{VOLUNTEER_COPY.pageIntro}</p>} />
      <div className={`container ${flowCardStyles.flowCardWrap}`}>
        {volunteeredBefore || justDone ? <VolunteerThankYou focus={justDone} /> : <VolunteerForm onDone={() => setJustDone(true)} />}
      </div>
    </>
  );
};
