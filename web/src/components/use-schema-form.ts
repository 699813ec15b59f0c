import { useCallback, useRef, useState, type FormEvent } from 'react';
import type { Result, ResultAsync } from 'neverthrow';
import type { ApiError, FieldErrors, ValidationError } from '@manobal/core';

export type FormStatus = 'idle' | 'submitting' | 'succeeded' | 'failed';

export interface SchemaFormOptions<Values extends Record<string, string>, Payload> {
  initial: Values;
  /**
   * Core's validation, e.g. (values) => validateWith(referPayloadSchema, values). May return a promise,
   * so a page can load the schemas (and zod) only when the form is first used.
   */
  validate: (values: Values) => Result<Payload, ValidationError> | Promise<Result<Payload, ValidationError>>;
  /** The API call, e.g. api.referPerson. */
  submit: (payload: Payload) => ResultAsync<unknown, ApiError>;
}

export interface SchemaForm<Values extends Record<string, string>> {
  values: Values;
  errors: FieldErrors;
  status: FormStatus;
  /** Updates one field and clears its error. */
  setField: (name: keyof Values & string, value: string) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}

/**
 * A form validated by a core schema and sent through the API port: field errors under the fields (the
 * first invalid field gets focus), a submitting state, fields cleared on success, a failed state otherwise.
 */
export const useSchemaForm = <Values extends Record<string, string>, Payload>({
  initial,
  validate,
  submit,
}: SchemaFormOptions<Values, Payload>): SchemaForm<Values> => {
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<FormStatus>('idle');
  const initialRef = useRef(initial);
  const busy = useRef(false);

  const setField = useCallback((name: keyof Values & string, value: string) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => {
      if (!(name in current)) return current;
      const next = { ...current };
      delete next[name];
      return next;
    });
  }, []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy.current) return;
    const form = event.currentTarget;
    const focusField = (name: string | undefined) => {
      if (!name) return;
      const element = form.elements.namedItem(name);
      if (element instanceof HTMLElement) element.focus();
    };
    const proceed = (checked: Result<Payload, ValidationError>) => {
      if (checked.isErr()) {
        busy.current = false;
        setErrors(checked.error.fieldErrors);
        setStatus('idle');
        focusField(Object.keys(checked.error.fieldErrors)[0]);
        return;
      }
      busy.current = true;
      setErrors({});
      setStatus('submitting');
      void submit(checked.value).match(
        () => {
          busy.current = false;
          setValues(initialRef.current);
          setStatus('succeeded');
        },
        (error) => {
          busy.current = false;
          const serverFieldErrors = 'fieldErrors' in error && error.fieldErrors ? error.fieldErrors : {};
          setErrors(serverFieldErrors);
          setStatus('failed');
        },
      );
    };
    const checked = validate(values);
    if (!(checked instanceof Promise)) {
      proceed(checked);
      return;
    }
    busy.current = true;
    checked.then(proceed, () => {
      // The validation code could not be loaded: the same outcome as a failed call.
      busy.current = false;
      setStatus('failed');
    });
  };

  return { values, errors, status, setField, onSubmit };
};

/** The props that tie one field of the Field family to a schema form: its name, value, error and onChange. */
export const schemaFieldProps = <Values extends Record<string, string>>(
  form: SchemaForm<Values>,
  name: keyof Values & string,
) => ({
  name,
  value: form.values[name],
  onChange: (value: string) => form.setField(name, value),
  error: form.errors[name],
});
