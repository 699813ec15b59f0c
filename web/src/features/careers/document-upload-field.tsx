import { useId, useRef } from 'react';
import { CircleCheck, LoaderCircle } from 'lucide-react';
import { acceptAttributeFor, careersDocument, type CareersDocumentKey } from '@manobal/core';
import { FieldError, fieldClasses } from '../../components/field';
import { useAdoptEarlyInput } from '../../components/use-hydrated';
import { useLocale } from '../../app/locale-context';
import { CAREERS_COPIES } from './careers.copy';
import type { UploadState } from './use-document-uploads';
import * as styles from './careers.module.css';

export interface DocumentUploadFieldProps {
  documentKey: CareersDocumentKey;
  upload: UploadState | undefined;
  error: string | undefined;
  required: boolean;
  onChoose: (file: File, input: HTMLInputElement) => void;
}

/** One document: a file input that uploads on choice, with progress under a spinner overlay. */
export const DocumentUploadField = ({ documentKey, upload, error, required, onChoose }: DocumentUploadFieldProps) => {
  const copy = CAREERS_COPIES[useLocale()];
  const id = useId();
  const document = careersDocument(documentKey);
  const hintId = `${id}-hint`;
  const statusId = `${id}-status`;
  const errorId = `${id}-error`;
  const uploading = upload?.status === 'uploading';
  const describedBy = [hintId, statusId, error ? errorId : null].filter(Boolean).join(' ');
  const input = useRef<HTMLInputElement>(null);
  // A document chosen before the page's script arrived uploads as soon as it has.
  useAdoptEarlyInput(input, (element) => element.files?.[0], undefined, (file) => {
    if (file && input.current) onChoose(file, input.current);
  });

  return (
    <div className={fieldClasses.field}>
      <label className={fieldClasses.label} htmlFor={id}>
        {document.label}
        {required ? (
          <span className={fieldClasses.required} aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      <div className={styles.uploadFieldBox}>
        <input
          ref={input}
          id={id}
          name={documentKey}
          type="file"
          className={styles.uploadFieldInput}
          accept={acceptAttributeFor(documentKey)}
          required={required}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            if (file) onChoose(file, event.currentTarget);
          }}
        />
        {uploading ? (
          <div className={styles.uploadFieldOverlay}>
            <LoaderCircle className={styles.uploadFieldSpinner} aria-hidden="true" size={22} strokeWidth={1.5} />
            <span aria-hidden="true">{copy.uploading(upload.percent)}</span>
            <progress className={styles.uploadFieldProgress} max={100} value={upload.percent} aria-label={copy.uploadProgress(document.label)} />
          </div>
        ) : null}
      </div>
      <p id={hintId} className={fieldClasses.hint}>
        {copy.accepts[document.accepts]}
      </p>
      {/* The error comes before the upload status so that, in a row of fields, it lines up with the error of
          a text field beside it (see fieldClasses.columns); the status is empty most of the time. */}
      <FieldError id={errorId} error={error} field={document.linkField} />
      <p id={statusId} className={styles.uploadFieldStatus} role="status">
        {uploading ? copy.uploadingStatus(document.label) : null}
        {upload?.status === 'uploaded' ? (
          <>
            <CircleCheck aria-hidden="true" size={18} strokeWidth={1.5} />
            {copy.uploaded(upload.fileName)}
          </>
        ) : null}
      </p>
    </div>
  );
};
