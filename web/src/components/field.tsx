import { useId, useRef, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { CircleAlert } from 'lucide-react';
import { formMessageText } from '@manobal/core';
import { useLocale } from '../app/locale-context';
import { useAdoptEarlyInput } from './use-hydrated';
import * as styles from './field.module.css';

/*
 * The form field family. Label above, hint below, error under the field in the crisis colour with an icon;
 * hint and error are tied to the control with aria-describedby, and aria-invalid marks an error.
 * `onChange` hands back the new value (string, or boolean for a checkbox), not the DOM event.
 */

interface FieldIds {
  controlId: string;
  hintId: string;
  errorId: string;
  describedBy: string | undefined;
}

const useFieldIds = (name: string, id: string | undefined, hint: ReactNode, error: string | undefined): FieldIds => {
  const generated = useId();
  const controlId = id ?? `${name}-${generated}`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return { controlId, hintId, errorId, describedBy };
};

/**
 * The field family's classes, for the few controls built by hand (the language picker's combobox, the
 * careers upload box) so they look like every other field.
 */
export const fieldClasses = {
  field: styles.field,
  label: styles.fieldLabel,
  required: styles.fieldRequired,
  control: styles.fieldControl,
  hint: styles.fieldHint,
  /** On a grid of fields in columns: each row's labels, controls and notes line up across the columns. */
  columns: styles.fieldColumns,
} as const;

const FieldHint = ({ id, hint }: { id: string; hint: ReactNode }) =>
  hint ? (
    <p id={id} className={styles.fieldHint}>
      {hint}
    </p>
  ) : null;

/**
 * The message under a field. Core's checks give a message id, worded here in the page's language (naming the
 * field where the words need it); the server's answers come already worded and show as they are.
 */
export const FieldError = ({ id, error, field = '_' }: { id: string; error: string | undefined; field?: string }) => {
  const locale = useLocale();
  return error ? (
    <p id={id} className={styles.fieldError}>
      <CircleAlert aria-hidden="true" size={18} strokeWidth={1.5} />
      <span>{formMessageText(locale, error, field)}</span>
    </p>
  ) : null;
};

const RequiredMark = ({ required }: { required: boolean | undefined }) =>
  required ? (
    <span className={styles.fieldRequired} aria-hidden="true">
      {' '}
      *
    </span>
  ) : null;

/** Label above, the control, then hint and error: the frame shared by text, text-area and select fields. */
const FieldFrame = ({
  ids,
  name,
  label,
  required,
  hint,
  error,
  className,
  children,
}: {
  ids: FieldIds;
  name: string;
  label: ReactNode;
  required: boolean | undefined;
  hint: ReactNode;
  error: string | undefined;
  className: string | undefined;
  children: ReactNode;
}) => (
  <div className={[styles.field, className].filter(Boolean).join(' ')}>
    <label className={styles.fieldLabel} htmlFor={ids.controlId}>
      {label}
      <RequiredMark required={required} />
    </label>
    {children}
    <FieldHint id={ids.hintId} hint={hint} />
    <FieldError id={ids.errorId} error={error} field={name} />
  </div>
);

/** What ties a control to its frame: its id, whether it is required or invalid, and what describes it. */
const controlAttributes = (ids: FieldIds, required: boolean | undefined, error: string | undefined) => ({
  id: ids.controlId,
  required,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': ids.describedBy,
});

interface BaseFieldProps {
  label: ReactNode;
  name: string;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  id?: string;
}

export interface TextFieldProps
  extends BaseFieldProps,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value' | 'name' | 'id' | 'required'> {
  value: string;
  onChange: (value: string) => void;
}

const readValue = (element: HTMLInputElement | HTMLTextAreaElement) => element.value;
const readChecked = (element: HTMLInputElement) => element.checked;
const readPicked = (group: HTMLFieldSetElement) =>
  group.querySelector<HTMLInputElement>('input[type="radio"]:checked')?.value;

export const TextField = ({ label, name, value, onChange, error, hint, type = 'text', required, id, className, ...rest }: TextFieldProps) => {
  const ids = useFieldIds(name, id, hint, error);
  const control = useRef<HTMLInputElement>(null);
  useAdoptEarlyInput(control, readValue, value, onChange);
  return (
    <FieldFrame ids={ids} name={name} label={label} required={required} hint={hint} error={error} className={className}>
      <input
        {...rest}
        {...controlAttributes(ids, required, error)}
        ref={control}
        name={name}
        type={type}
        className={styles.fieldControl}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </FieldFrame>
  );
};

export interface TextAreaFieldProps
  extends BaseFieldProps,
    Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'onChange' | 'value' | 'name' | 'id' | 'required'> {
  value: string;
  onChange: (value: string) => void;
}

export const TextAreaField = ({ label, name, value, onChange, error, hint, required, id, rows = 5, className, ...rest }: TextAreaFieldProps) => {
  const ids = useFieldIds(name, id, hint, error);
  const control = useRef<HTMLTextAreaElement>(null);
  useAdoptEarlyInput(control, readValue, value, onChange);
  return (
    <FieldFrame ids={ids} name={name} label={label} required={required} hint={hint} error={error} className={className}>
      <textarea
        {...rest}
        {...controlAttributes(ids, required, error)}
        ref={control}
        name={name}
        rows={rows}
        className={`${styles.fieldControl} ${styles.fieldControlTextarea}`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </FieldFrame>
  );
};

export interface FieldOption {
  value: string;
  label: string;
  disabled?: boolean;
}

/** Accepts plain strings (value = label) or value/label pairs. */
export type FieldOptions = readonly (string | FieldOption)[];

const toOption = (option: string | FieldOption): FieldOption => (typeof option === 'string' ? { value: option, label: option } : option);

export interface SelectFieldProps
  extends BaseFieldProps,
    Omit<SelectHTMLAttributes<HTMLSelectElement>, 'onChange' | 'value' | 'name' | 'id' | 'required'> {
  value: string;
  onChange: (value: string) => void;
  options: FieldOptions;
  /** First, empty option, e.g. 'Select gender'. */
  placeholder?: string;
}

export const SelectField = ({ label, name, value, onChange, options, placeholder, error, hint, required, id, className, ...rest }: SelectFieldProps) => {
  const ids = useFieldIds(name, id, hint, error);
  return (
    <FieldFrame ids={ids} name={name} label={label} required={required} hint={hint} error={error} className={className}>
      <select
        {...rest}
        {...controlAttributes(ids, required, error)}
        name={name}
        className={styles.fieldControl}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map(toOption).map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
};

export interface CheckboxFieldProps
  extends BaseFieldProps,
    Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'checked' | 'name' | 'id' | 'required' | 'type'> {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

export const CheckboxField = ({ label, name, checked, onChange, error, hint, required, id, className, ...rest }: CheckboxFieldProps) => {
  const ids = useFieldIds(name, id, hint, error);
  const control = useRef<HTMLInputElement>(null);
  useAdoptEarlyInput(control, readChecked, checked, onChange);
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <div className={styles.fieldCheckRow}>
        <input
          {...rest}
          ref={control}
          {...controlAttributes(ids, required, error)}
          name={name}
          type="checkbox"
          className={styles.fieldCheckbox}
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
        />
        <label className={styles.fieldCheckLabel} htmlFor={ids.controlId}>
          {label}
          <RequiredMark required={required} />
        </label>
      </div>
      <FieldHint id={ids.hintId} hint={hint} />
      <FieldError id={ids.errorId} error={error} field={name} />
    </div>
  );
};

export interface RadioGroupProps {
  legend: ReactNode;
  name: string;
  value: string;
  onChange: (value: string) => void;
  options: FieldOptions;
  error?: string;
  hint?: ReactNode;
  required?: boolean;
  /** Lay the options out in a row where they fit. */
  inline?: boolean;
}

export const RadioGroup = ({ legend, name, value, onChange, options, error, hint, required, inline = false }: RadioGroupProps) => {
  const ids = useFieldIds(name, undefined, hint, error);
  const group = useRef<HTMLFieldSetElement>(null);
  useAdoptEarlyInput(group, readPicked, value, onChange);
  return (
    <fieldset
      ref={group}
      className={[styles.field, inline ? styles.fieldInline : null].filter(Boolean).join(' ')}
      aria-describedby={ids.describedBy}
      aria-invalid={error ? true : undefined}
    >
      <legend className={styles.fieldLabel}>
        {legend}
        <RequiredMark required={required} />
      </legend>
      <div className={styles.fieldOptions}>
        {options.map(toOption).map((option) => {
          const optionId = `${ids.controlId}-${option.value.replace(/\W+/g, '-')}`;
          return (
            <div key={option.value} className={styles.fieldOption}>
              <input
                id={optionId}
                type="radio"
                name={name}
                value={option.value}
                className={styles.fieldRadio}
                checked={value === option.value}
                disabled={option.disabled}
                required={required}
                onChange={() => onChange(option.value)}
              />
              <label htmlFor={optionId}>{option.label}</label>
            </div>
          );
        })}
      </div>
      <FieldHint id={ids.hintId} hint={hint} />
      <FieldError id={ids.errorId} error={error} field={name} />
    </fieldset>
  );
};
