import { useCallback, useId, useLayoutEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { get, useForm, type DefaultValues, type FieldValues, type Path, type PathValue, type Resolver } from 'react-hook-form';
import { toNestErrors } from '@hookform/resolvers';
import type { Result, ResultAsync } from 'neverthrow';
import { formFields, formWireNames, type ApiError, type DescribedFormId, type FieldErrors, type FormField, type ValidationError } from '@manobal/core';
import { useFormWords } from '../app/form-words';
import { useDeferredModule } from './use-deferred-module';
import { clearErrors as clearErrorToasts } from './toast';
import { focusFirstInvalid, useFocusAfterRender } from './use-focus-after-render';

/*
 * The one form engine of the website: react-hook-form holds the values, errors and busy state; core's schema,
 * loaded on first use, decides (a custom resolver over core's validateWith, so each field shows core's first
 * message, and wire field names map back onto the form's); core's form description gives every field its
 * label, hint, kind and options in the page's language. Pages declare their fields and copy and react to the outcome.
 */

/** Core's check of the whole form: its values in, the wire payload or wire-keyed field errors out. */
export type FormCheck<Values, Payload> = (values: Values) => Result<Payload, ValidationError>;

export type FormEngineStatus = 'idle' | 'succeeded' | 'failed';

export interface FormEngineOptions<Values extends FieldValues, Payload, Answer> {
  /** Core's description of the form: labels and the wire-to-form field names. */
  form: DescribedFormId;
  defaultValues: Values;
  /**
   * Loads the check (zod and the schemas) in a chunk of its own: a module-level `() => import(...)`. It is
   * fetched after the first render, so the page shows at once and the check arrives while the visitor types.
   */
  load: () => Promise<FormCheck<Values, Payload>>;
  submit: (payload: Payload) => ResultAsync<Answer, ApiError>;
  /** Field names (as the form holds them) per step, for forms with steps; the last step submits. */
  steps?: readonly (readonly string[])[];
  /** Wire field errors re-keyed to the form's fields; by default through core's description. */
  toFormErrors?: (wireErrors: FieldErrors) => FieldErrors;
  /** Turns the errors to show (e.g. a toast, or a gentler message under an empty choice). */
  adjustErrors?: (formErrors: FieldErrors) => FieldErrors;
  onInvalid?: (formErrors: FieldErrors) => void;
  onSucceeded?: (answer: Answer, payload: Payload) => void;
  onFailed?: (error: ApiError) => void;
  /** The check could not be loaded (offline): the page says so, as it would for a failed call. */
  onUnavailable?: () => void;
  /** Empty the fields after a success (forms that stay on screen). */
  resetOnSuccess?: boolean;
}

const byStep = (steps: readonly (readonly string[])[] | undefined, field: string): number => {
  if (!steps) return 0;
  const index = steps.findIndex((names) => names.some((name) => field === name || field.startsWith(`${name}.`)));
  return index === -1 ? steps.length - 1 : index;
};

/** Wire errors re-keyed to the form's fields by core's description (first message per field kept). */
const describedFormErrors = (form: DescribedFormId) => {
  const nameOfWire = formWireNames(form);
  return (wireErrors: FieldErrors): FieldErrors => {
    const out: FieldErrors = {};
    for (const [wire, message] of Object.entries(wireErrors)) {
      const name = nameOfWire.get(wire) ?? wire;
      if (!(name in out)) out[name] = message;
    }
    return out;
  };
};

export const useFormEngine = <Values extends FieldValues, Payload, Answer = unknown>(options: FormEngineOptions<Values, Payload, Answer>) => {
  const { form, load, steps } = options;
  const latest = useRef(options);
  latest.current = options;
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const focusHeading = useFocusAfterRender(formRef, headingRef);
  // Focus goes to the first invalid field once its message is on screen: react-hook-form publishes the errors
  // after onInvalid returns, sometimes a render later, so the request waits for a render that shows one.
  const focusPending = useRef(false);
  useLayoutEffect(() => {
    if (!focusPending.current || !formRef.current?.querySelector('[aria-invalid="true"]')) return;
    focusPending.current = false;
    focusFirstInvalid(formRef.current);
  });
  const requestFocus = (target: 'invalid' | 'heading') => {
    if (target === 'heading') focusHeading('heading');
    else focusPending.current = true;
  };
  const [step, setStep] = useState(0);
  const stepRef = useRef(0);
  stepRef.current = step;
  const [status, setStatus] = useState<FormEngineStatus>('idle');
  const words = useFormWords();
  const fields = useMemo(() => new Map(formFields(form, words).map((field) => [field.name, field])), [form, words]);
  const toFormErrors = useMemo(() => options.toFormErrors ?? describedFormErrors(form), [options.toFormErrors, form]);

  useDeferredModule(load);

  const resolver = useCallback<Resolver<Values>>(
    async (values, _context, resolverOptions) => {
      const check = await load();
      const checked = check(values);
      if (checked.isOk()) return { values: checked.value as unknown as Values, errors: {} };
      const formErrors = toFormErrors(checked.error.fieldErrors);
      // On a step before the last, only that step's fields (and earlier ones) hold the visitor back.
      const shown = Object.fromEntries(Object.entries(formErrors).filter(([name]) => byStep(steps, name) <= stepRef.current));
      if (Object.keys(shown).length === 0) return { values: values, errors: {} };
      const adjusted = latest.current.adjustErrors?.(shown) ?? shown;
      const flat = Object.fromEntries(Object.entries(adjusted).map(([name, message]) => [name, { type: 'core', message }]));
      return { values: {}, errors: toNestErrors(flat, resolverOptions) };
    },
    [load, steps, toFormErrors],
  );

  const methods = useForm<Values>({
    defaultValues: options.defaultValues as DefaultValues<Values>,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
    resolver,
  });
  const { formState, setValue, clearErrors, setError, handleSubmit, reset, getValues } = methods;
  const values = methods.watch();
  const stepCount = steps?.length ?? 1;
  const lastStep = stepCount - 1;

  /** The message under a field, from the form's state. */
  const errorOf = (name: string): string | undefined => (get(formState.errors, name) as { message?: string } | undefined)?.message;

  const showErrors = (formErrors: FieldErrors) => {
    for (const [name, message] of Object.entries(formErrors)) setError(name as Path<Values>, { type: 'server', message });
    requestFocus('invalid');
  };

  /** Puts a message under a field without moving focus (a check on leaving or changing a field). */
  const flagError = (name: string, message: string) => setError(name as Path<Values>, { type: 'page', message });

  const clearError = (name: string) => clearErrors(name as Path<Values>);

  const goToStep = (next: number) => {
    clearErrors();
    setStep(next);
    requestFocus('heading');
  };

  const onValid = async (checked: Values) => {
    if (stepRef.current < lastStep) {
      goToStep(stepRef.current + 1);
      return;
    }
    const payload = checked as unknown as Payload;
    const outcome = await latest.current.submit(payload);
    if (outcome.isOk()) {
      // The success screen replaces whatever an earlier failure said in a toast.
      clearErrorToasts();
      setStatus('succeeded');
      if (latest.current.resetOnSuccess) reset();
      latest.current.onSucceeded?.(outcome.value, payload);
      return;
    }
    setStatus('failed');
    const serverErrors = 'fieldErrors' in outcome.error ? outcome.error.fieldErrors : undefined;
    if (serverErrors && Object.keys(serverErrors).length > 0) showErrors(toFormErrors(serverErrors));
    latest.current.onFailed?.(outcome.error);
  };

  const onInvalid = (errors: object) => {
    const names = [...fields.keys(), ...Object.keys(errors)].filter((name, i, all) => all.indexOf(name) === i && get(errors, name));
    const formErrors: FieldErrors = Object.fromEntries(names.map((name) => [name, (get(errors, name) as { message?: string }).message ?? '']));
    const firstStep = Math.min(...names.map((name) => byStep(steps, name)));
    if (steps && firstStep < stepRef.current) {
      // A field of an earlier step is wrong: back to it, showing that step's messages only.
      setStep(firstStep);
      clearErrors();
      showErrors(Object.fromEntries(Object.entries(formErrors).filter(([name]) => byStep(steps, name) === firstStep)));
    } else {
      requestFocus('invalid');
    }
    latest.current.onInvalid?.(formErrors);
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (formState.isSubmitting) return;
    setStatus('idle');
    handleSubmit(onValid, onInvalid)(event).catch(() => {
      // The check could not be loaded: the same outcome as a call that could not be made.
      setStatus('failed');
      latest.current.onUnavailable?.();
    });
  };

  /** Sets a field as the visitor changed it, and clears its message. */
  const set = <N extends Path<Values>>(name: N, value: PathValue<Values, N>) => {
    setValue(name, value);
    if (get(formState.errors, name)) clearErrors(name);
  };

  /** Core's description of a field (label, hint, kind, options...). */
  const describe = (name: string): FormField => {
    const field = fields.get(name);
    if (!field) throw new Error(`Form ${form} describes no field ${name}`);
    return field;
  };

  /** What ties one text-like field of the Field family to the engine. */
  const text = (name: Path<Values> & string) => ({
    name,
    value: String(get(values, name) ?? ''),
    onChange: (value: string) => set(name, value as PathValue<Values, typeof name>),
    error: errorOf(name),
  });

  return {
    values,
    getValues,
    status,
    busy: formState.isSubmitting,
    step,
    stepCount,
    isLastStep: step === lastStep,
    previous: () => goToStep(Math.max(0, stepRef.current - 1)),
    errorOf,
    showErrors,
    flagError,
    clearError,
    set,
    text,
    describe,
    onSubmit,
    formRef,
    headingRef,
    headingId,
  };
};

export type FormEngine = ReturnType<typeof useFormEngine>;
