import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { CircleCheck } from 'lucide-react';
import {
  CAREERS_FIX_ERRORS_TOAST,
  type FormField,
  CAREERS_SUBMIT_FALLBACK,
  TIMINGS,
  careersDocument,
  careersErrorsForForm,
  emptyCareersForm,
  normalisePanInput,
  type ApiError,
  type CareersDocumentKey,
  type CareersFormState,
} from '@manobal/core';
import { useApi } from '../../app/api-context';
import { Button, ButtonLink } from '../../components/button';
import { DescribedField } from '../../components/described-field';
import { fieldClasses } from '../../components/field';
import { PageHeader } from '../../components/page-header';
import { useToast } from '../../components/toast';
import { useFormEngine } from '../../components/use-form-engine';
import { useLocale } from '../../app/locale-context';
import { CAREERS_COPIES } from './careers.copy';
import { DocumentUploadField } from './document-upload-field';
import { useDocumentUploads } from './use-document-uploads';
import * as styles from './careers.module.css';

type TextFieldName = 'name' | 'age' | 'bio' | 'experience' | 'location' | 'phoneNumber' | 'email' | 'aadharId' | 'education';

const TOAST = { position: 'top-right', variant: 'error', durationMs: TIMINGS.errorToastMs } as const;

/** The careers languages as id/name options, less the one the other selector holds. */
/** A language field's choices without the one the other field holds (core's options, in the page's language). */
const languageOptions = (field: FormField, otherChoice: string) => (field.options ?? []).filter((option) => option.value !== otherChoice);

const load = () => import('./careers.validation').then((m) => m.checkCareers);

const FormSection = ({ title, children }: { title: string; children: ReactNode }) => {
  const id = useId();
  return (
    <section className={styles.careersSection} aria-labelledby={id}>
      <h2 id={id} className={styles.careersSectionTitle}>
        {title}
      </h2>
      <div className={`${styles.careersGrid} ${fieldClasses.columns}`}>{children}</div>
    </section>
  );
};

const submitFailureMessage = (error: ApiError): string => (error.kind === 'http' && error.serverMsg ? error.serverMsg : CAREERS_SUBMIT_FALLBACK);

const CareersThankYou = () => {
  const copy = CAREERS_COPIES[useLocale()];
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  useEffect(() => headingRef.current?.focus(), []);
  return (
    <section className={`${styles.careersCard} ${styles.careersDone}`} aria-labelledby={headingId}>
      <CircleCheck className={styles.careersDoneIcon} aria-hidden="true" size={48} strokeWidth={1.5} />
      <h2 id={headingId} ref={headingRef} tabIndex={-1} className={styles.careersDoneTitle}>
        {copy.thankYouTitle}
      </h2>
      <p>{copy.thankYouText}</p>
      <ButtonLink to="/">{copy.backToHome}</ButtonLink>
    </section>
  );
};

const CareersForm = ({ onApplied }: { onApplied: () => void }) => {
  const copy = CAREERS_COPIES[useLocale()];
  const api = useApi();
  const toast = useToast();
  const form = useFormEngine({
    form: 'careers',
    defaultValues: emptyCareersForm as CareersFormState,
    load,
    toFormErrors: careersErrorsForForm,
    submit: (payload) => api.apply(payload),
    onInvalid: () => toast.show(CAREERS_FIX_ERRORS_TOAST, TOAST),
    onSucceeded: onApplied,
    onFailed: (error) => toast.show(submitFailureMessage(error), TOAST),
    onUnavailable: () => toast.show(CAREERS_SUBMIT_FALLBACK, TOAST),
  });
  const { values } = form;

  const { uploads, choose, discard, busy } = useDocumentUploads(api, {
    setLink: (key, url) => form.set(key, url),
    setError: (key, message) => (message === null ? form.clearError(key) : form.flagError(key, message)),
    toastError: (message) => toast.show(message, TOAST),
  });

  const setLicence = (licence: 'rci' | 'iso') => (checked: boolean) => {
    form.set(`licenses.${licence}`, checked);
    if (!checked) {
      // Unticking a licence withdraws its document (spec section 4).
      form.set(licence, '');
      discard(licence);
      form.clearError(licence);
    }
  };

  const text = (name: TextFieldName, extra: { className?: string; rows?: number } = {}) => (
    <DescribedField field={form.describe(name)} {...form.text(name)} {...extra} />
  );
  const language = (which: 'first' | 'second', other: 'first' | 'second') => (
    <DescribedField field={form.describe(`languages.${which}`)} {...form.text(`languages.${which}`)} options={languageOptions(form.describe(`languages.${which}`), values.languages[other])} />
  );
  const licence = (which: 'rci' | 'iso') => (
    <div className={`${styles.careersGridWide} ${styles.careersLicence}`}>
      <DescribedField
        field={form.describe(`licenses.${which}`)}
        value={values.licenses[which]}
        onChange={() => undefined}
        onCheck={setLicence(which)}
      />
      {values.licenses[which] ? documentField(which) : null}
    </div>
  );

  const documentField = (key: CareersDocumentKey) => (
    <DocumentUploadField
      key={key}
      documentKey={key}
      upload={uploads[key]}
      error={form.errorOf(key)}
      required={careersDocument(key).required}
      onChoose={(file, input) => void choose(key, file, input)}
    />
  );

  return (
    <form
      ref={form.formRef}
      className={styles.careersCard}
      method="post"
      noValidate
      onSubmit={(event) => (busy ? event.preventDefault() : form.onSubmit(event))}
    >
      <p className={styles.careersRequiredNote}>{copy.requiredNote}</p>

      <FormSection title={copy.sections.personal}>
        {text('name')}
        {text('age')}
        <DescribedField field={form.describe('gender')} {...form.text('gender')} />
        {text('experience')}
        {text('bio', { className: styles.careersGridWide })}
      </FormSection>

      <FormSection title={copy.sections.contact}>
        {text('location', { className: styles.careersGridWide, rows: 3 })}
        {text('phoneNumber')}
        {text('email')}
      </FormSection>

      <FormSection title={copy.sections.languages}>
        {language('first', 'second')}
        {language('second', 'first')}
      </FormSection>

      <FormSection title={copy.sections.documents}>
        {documentField('photograph')}
        {text('aadharId')}
        {documentField('aadharDocumentFront')}
        {documentField('aadharDocumentBack')}
        <DescribedField
          field={form.describe('panCard')}
          {...form.text('panCard')}
          onChange={(value) => form.set('panCard', normalisePanInput(value))}
          autoCapitalize="characters"
          spellCheck={false}
        />
        {documentField('panCardDocument')}
        {documentField('certification')}
        {text('education', { className: styles.careersGridWide, rows: 3 })}
        {licence('rci')}
        {licence('iso')}
      </FormSection>

      <div className={styles.careersSubmit}>
        <Button type="submit" className={styles.careersSubmitButton} busy={form.busy} busyLabel={copy.submitting} disabled={busy}>
          {copy.submit}
        </Button>
        {busy ? <p className={fieldClasses.hint}>{copy.waitForUploads}</p> : null}
      </div>
    </form>
  );
};

/** /careers: the therapist application, with documents uploaded as they are chosen. */
export const CareersPage = () => {
  const copy = CAREERS_COPIES[useLocale()];
  const [applied, setApplied] = useState(false);
  return (
    <>
      <PageHeader
        title={copy.title}
        intro={
          <>
            <p className={styles.careersTagline}>{copy.tagline}</p>
            <p>{copy.intro}</p>
          </>
        }
      />
      <div className={`container ${styles.careersWrap}`}>{applied ? <CareersThankYou /> : <CareersForm onApplied={() => setApplied(true)} />}</div>
    </>
  );
};
