import type { ReactNode } from 'react';
import type { FormField, FormFieldOption } from '@manobal/core';
import { CheckboxField, RadioGroup, SelectField, TextAreaField, TextField } from './field';

const INPUT_TYPES: Partial<Record<FormField['kind'], string>> = {
  email: 'email',
  // Phone fields take a 10-digit national number with autocomplete 'tel-national', which HTML allows on text
  // controls only (its autofill control groups; the W3C checker refuses it on type=tel). Their inputmode 'tel'
  // still brings up the phone keypad.
  tel: 'text',
  number: 'number',
  password: 'password',
  date: 'date',
};

export interface DescribedFieldProps {
  /** Core's description of the field (label, hint, kind, autocomplete, options). */
  field: FormField;
  value: string | boolean;
  onChange: (value: string) => void;
  onCheck?: (checked: boolean) => void;
  error?: string | undefined;
  /** Shown after the label of a field the visitor may leave out, e.g. '(optional)'. */
  optionalMark?: ReactNode;
  /** Options other than core's (the booking times open on a date; a language list less the other choice). */
  options?: readonly FormFieldOption[];
  /** A choice shown as radios instead of a select. */
  radios?: boolean;
  hint?: ReactNode;
  className?: string;
  rows?: number;
  min?: string | number;
  max?: string | number;
  onBlur?: () => void;
  autoCapitalize?: string;
  spellCheck?: boolean;
}

/** One field of a form as core describes it, rendered with the Field family. */
export const DescribedField = ({ field, value, onChange, onCheck, error, optionalMark, options, radios, hint, ...rest }: DescribedFieldProps) => {
  const label =
    !field.required && optionalMark ? (
      <>
        {field.label}
        {optionalMark}
      </>
    ) : (
      field.label
    );
  const common = { name: field.name, error, hint: hint ?? field.hint, required: field.required };
  const text = String(value);
  switch (field.kind) {
    case 'yes-no':
      return <CheckboxField {...common} label={label} checked={value === true} onChange={(checked) => onCheck?.(checked)} className={rest.className} />;
    case 'choice':
      return radios ? (
        <RadioGroup {...common} legend={label} value={text} onChange={onChange} options={options ?? field.options ?? []} inline />
      ) : (
        <SelectField
          {...common}
          label={label}
          value={text}
          onChange={onChange}
          options={options ?? field.options ?? []}
          placeholder={field.placeholder}
          className={rest.className}
        />
      );
    case 'long-text':
      return (
        <TextAreaField
          {...common}
          {...rest}
          label={label}
          value={text}
          onChange={onChange}
          autoComplete={field.autoComplete}
        />
      );
    default:
      return (
        <TextField
          {...common}
          {...rest}
          label={label}
          value={text}
          onChange={onChange}
          type={INPUT_TYPES[field.kind] ?? 'text'}
          inputMode={field.inputMode}
          autoComplete={field.autoComplete}
        />
      );
  }
};
