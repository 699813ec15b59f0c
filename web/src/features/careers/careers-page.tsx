import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { CircleCheck } from 'lucide-react';
import {
  CAREERS_FIX_ERRORS_TOAST,
  CAREERS_GENDER_OPTIONS,
  CAREERS_LANGUAGES,
  CAREERS_SUBMIT_FALLBACK,
  LANGUAGE_NAMES_EN,
  TIMINGS,
  careersDocument,
  careersErrorsForForm,
  careersFormToPayload,
  emptyCareersForm,
  normalisePanInput,
  type ApiError,
  type CareersDocumentKey,
  type CareersFormState,
  type CareersGender,
  type FieldErrors,
} from '@manobal/core';
import { useApi } from '../../app/api-context';
import { Button, ButtonLink } from '../../components/button';
import { CheckboxField, SelectField, TextAreaField, TextField, fieldClasses } from '../../components/field';
import { PageHeader } from '../../components/page-header';
import { useToast } from '../../components/toast';
import { useDeferredModule } from '../../components/use-deferred-module';
import { useFocusAfterRender } from '../../components/use-focus-after-render';
import { CAREERS_COPY } from './careers.copy';
import { DocumentUploadField } from './document-upload-field';
import { useDocumentUploads } from './use-document-uploads';
import * as styles from './careers.module.css';

type TextFieldName = 'name' | 'age' | 'bio' | 'experience' | 'location' | 'phoneNumber' | 'email' | 'panCard' | 'aadharId' | 'education';

const TOAST = { position: 'top-right', variant: 'error', durationMs: TIMINGS.errorToastMs } as const;

/** The careers languages as id/name options, less the one the other selector holds. */
const languageOptions = (otherChoice: string) =>
  CAREERS_LANGUAGES.filter((id) => id !== otherChoice).map((id) => ({ value: id, label: LANGUAGE_NAMES_EN[id] }));

const loadCareersValidation = () => import('./careers.validation');

const FormSection = ({ title, children }: { title: string; children: ReactNode }) => {
  const id = useId();
  return (
    <section className={styles.careersSection} aria-labelledby={id}>
      <h2 id={id} className={styles.careersSectionTitle}>
        {title}
      </h2>
      <div className={styles.careersGrid}>{children}</div>
    </section>
  );
};

const submitFailureMessage = (error: ApiError): string => (error.kind === 'http' && error.serverMsg ? error.serverMsg : CAREERS_SUBMIT_FALLBACK);

const CareersThankYou = () => {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section className={`${styles.careersCard} ${styles.careersDone}`} aria-labelledby={headingId}>
      <CircleCheck className={styles.careersDoneIcon} aria-hidden="true" size={48} strokeWidth={1.5} />
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.careersDoneTitle}>
        {CAREERS_COPY.thankYouTitle}
      </h2>
      <p>{CAREERS_COPY.thankYouText}</p>
      <ButtonLink to="/">{CAREERS_COPY.backToHome}</ButtonLink>
    </section>
  );
};

const CareersForm = ({ onApplied }: { onApplied: () => void }) => {
  const api = useApi();
  const toast = useToast();
  const [form, setForm] = useState<CareersFormState>(emptyCareersForm);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const focusInvalid = useFocusAfterRender(formRef);
  const loadValidation = useDeferredModule(loadCareersValidation);

  const clearError = (field: string) =>
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _cleared, ...rest } = current;
      return rest;
    });

  const { uploads, choose, discard, busy } = useDocumentUploads(api, {
    setLink: (key, url) => setForm((f) => ({ ...f, [key]: url })),
    setError: (key, message) => (message === null ? clearError(key) : setErrors((e) => ({ ...e, [key]: message }))),
    toastError: (message) => toast.show(message, TOAST),
  });


  const setText = (field: TextFieldName) => (value: string) => {
    setForm((f) => ({ ...f, [field]: field === 'panCard' ? normalisePanInput(value) : value }));
    clearError(field);
  };

  const setLanguage = (which: 'first' | 'second') => (value: string) => {
    setForm((f) => ({ ...f, languages: { ...f.languages, [which]: value } }));
    clearError(`languages.${which}`);
  };

  const setLicence = (licence: 'rci' | 'iso') => (checked: boolean) => {
    setForm((f) => ({ ...f, licenses: { ...f.licenses, [licence]: checked }, ...(checked ? {} : { [licence]: '' }) }));
    if (!checked) discard(licence);
    clearError(`licenses.${licence}`);
    clearError(licence);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting || busy) return;
    const validation = await loadValidation().catch(() => null);
    if (!validation) {
      toast.show(CAREERS_SUBMIT_FALLBACK, TOAST);
      return;
    }
    const result = validation.validateWith(validation.careersApplicationSchema, careersFormToPayload(form));
    if (result.isErr()) {
      setErrors(careersErrorsForForm(result.error.fieldErrors));
      toast.show(CAREERS_FIX_ERRORS_TOAST, TOAST);
      focusInvalid();
      return;
    }
    setSubmitting(true);
    const outcome = await api.apply(result.value);
    setSubmitting(false);
    if (outcome.isOk()) {
      onApplied();
      return;
    }
    const serverErrors = outcome.error.kind === 'http' ? outcome.error.fieldErrors : undefined;
    if (serverErrors) {
      setErrors(careersErrorsForForm(serverErrors));
      focusInvalid();
    }
    toast.show(submitFailureMessage(outcome.error), TOAST);
  };

  const text = (field: TextFieldName, extra: Partial<Parameters<typeof TextField>[0]> = {}) => (
    <TextField label={CAREERS_COPY.labels[field]} name={field} value={form[field]} onChange={setText(field)} error={errors[field]} required {...extra} />
  );

  const documentField = (key: CareersDocumentKey) => (
    <DocumentUploadField
      key={key}
      documentKey={key}
      upload={uploads[key]}
      error={errors[key]}
      required={careersDocument(key).required}
      onChoose={(file, input) => void choose(key, file, input)}
    />
  );

  return (
    <form ref={formRef} className={styles.careersCard} method="post" noValidate onSubmit={(event) => void onSubmit(event)}>
      <p className={styles.careersRequiredNote}>{CAREERS_COPY.requiredNote}</p>

      <FormSection title={CAREERS_COPY.sections.personal}>
        {text('name', { autoComplete: 'name' })}
        {text('age', { inputMode: 'numeric' })}
        <SelectField
          label={CAREERS_COPY.labels.gender}
          name="gender"
          value={form.gender}
          options={CAREERS_GENDER_OPTIONS}
          placeholder={CAREERS_COPY.placeholders.gender}
          error={errors.gender}
          required
          onChange={(value) => {
            setForm((f) => ({ ...f, gender: value as '' | CareersGender }));
            clearError('gender');
          }}
        />
        {text('experience', { inputMode: 'numeric' })}
        <TextAreaField
          className={styles.careersGridWide}
          label={CAREERS_COPY.labels.bio}
          name="bio"
          value={form.bio}
          hint={CAREERS_COPY.hints.bio}
          onChange={setText('bio')}
          error={errors.bio}
          required
        />
      </FormSection>

      <FormSection title={CAREERS_COPY.sections.contact}>
        <TextAreaField
          className={styles.careersGridWide}
          label={CAREERS_COPY.labels.location}
          name="location"
          value={form.location}
          rows={3}
          autoComplete="street-address"
          onChange={setText('location')}
          error={errors.location}
          required
        />
        {text('phoneNumber', { type: 'tel', inputMode: 'tel', autoComplete: 'tel-national', hint: CAREERS_COPY.hints.phoneNumber })}
        {text('email', { type: 'email', inputMode: 'email', autoComplete: 'email' })}
      </FormSection>

      <FormSection title={CAREERS_COPY.sections.languages}>
        <SelectField
          label={CAREERS_COPY.labels.primaryLanguage}
          name="language1"
          value={form.languages.first}
          options={languageOptions(form.languages.second)}
          placeholder={CAREERS_COPY.placeholders.primaryLanguage}
          error={errors['languages.first']}
          required
          onChange={setLanguage('first')}
        />
        <SelectField
          label={CAREERS_COPY.labels.secondaryLanguage}
          name="language2"
          value={form.languages.second}
          options={languageOptions(form.languages.first)}
          placeholder={CAREERS_COPY.placeholders.secondaryLanguage}
          error={errors['languages.second']}
          onChange={setLanguage('second')}
        />
      </FormSection>

      <FormSection title={CAREERS_COPY.sections.documents}>
        {documentField('photograph')}
        {text('aadharId', { inputMode: 'numeric', autoComplete: 'off', hint: CAREERS_COPY.hints.aadharId })}
        {documentField('aadharDocumentFront')}
        {documentField('aadharDocumentBack')}
        {text('panCard', { autoComplete: 'off', autoCapitalize: 'characters', spellCheck: false, hint: CAREERS_COPY.hints.panCard })}
        {documentField('panCardDocument')}
        {documentField('certification')}
        <TextAreaField
          className={styles.careersGridWide}
          label={CAREERS_COPY.labels.education}
          name="education"
          value={form.education}
          rows={3}
          hint={CAREERS_COPY.hints.education}
          onChange={setText('education')}
          error={errors.education}
          required
        />
        <div className={`${styles.careersGridWide} ${styles.careersLicence}`}>
          <CheckboxField label={CAREERS_COPY.labels.rci} name="has_rci" checked={form.licenses.rci} onChange={setLicence('rci')} />
          {form.licenses.rci ? documentField('rci') : null}
        </div>
        <div className={`${styles.careersGridWide} ${styles.careersLicence}`}>
          <CheckboxField label={CAREERS_COPY.labels.iso} name="has_iso_certification" checked={form.licenses.iso} onChange={setLicence('iso')} />
          {form.licenses.iso ? documentField('iso') : null}
        </div>
      </FormSection>

      <div className={styles.careersSubmit}>
        <Button type="submit" className={styles.careersSubmitButton} busy={submitting} busyLabel={CAREERS_COPY.submitting} disabled={busy}>
          {CAREERS_COPY.submit}
        </Button>
        {busy ? <p className={fieldClasses.hint}>{CAREERS_COPY.waitForUploads}</p> : null}
      </div>
    </form>
  );
};

/** /careers: the therapist application, with documents uploaded as they are chosen. */
export const CareersPage = () => {
  const [applied, setApplied] = useState(false);
  return (
    <>
      <PageHeader
        title={CAREERS_COPY.title}
        intro={
          <>
            <p className={styles.careersTagline}>{CAREERS_COPY.tagline}</p>
            <p>{CAREERS_COPY.intro}</p>
          </>
        }
      />
      <div className={`container ${styles.careersWrap}`}>{applied ? <CareersThankYou /> : <CareersForm onApplied={() => setApplied(true)} />}</div>
    </>
  );
};
