import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { CALL_MESSAGES, TIMINGS, type FieldErrors } from '@manobal/core';
import { useApi } from '../../app/api-context';
import { Button } from '../../components/button';
import { TextField } from '../../components/field';
import { PageHeader } from '../../components/page-header';
import { useToast } from '../../components/toast';
import { useFocusAfterRender } from '../../components/use-focus-after-render';
import { AUTH_COPY } from './auth.copy';
import { useAuthValidation } from './use-auth-validation';
import * as styles from './auth.module.css';

interface SignupFields {
  name: string;
  email: string;
  password: string;
  confirmPassword: string;
}

const EMPTY: SignupFields = { name: '', email: '', password: '', confirmPassword: '' };

/** /signup: name, email, password twice; success goes on to /login after the spec's short pause. */
export const SignupPage = () => {
  const api = useApi();
  const toast = useToast();
  const navigate = useNavigate();
  const [form, setForm] = useState<SignupFields>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const focusInvalid = useFocusAfterRender(formRef);
  const redirect = useRef<ReturnType<typeof setTimeout> | null>(null);
  const loadValidation = useAuthValidation();


  useEffect(
    () => () => {
      if (redirect.current) clearTimeout(redirect.current);
    },
    [],
  );

  const update = (field: keyof SignupFields) => (value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting || redirect.current) return;
    const validation = await loadValidation().catch(() => null);
    if (!validation) {
      toast.show(CALL_MESSAGES.signup.network, { variant: 'error', durationMs: TIMINGS.errorToastMs });
      return;
    }
    const { validateWith, signupFormSchema, signupPayloadFromForm } = validation;
    const result = validateWith(signupFormSchema, form);
    if (result.isErr()) {
      setErrors(result.error.fieldErrors);
      focusInvalid();
      return;
    }
    setSubmitting(true);
    const outcome = await api.signup(signupPayloadFromForm(result.value));
    outcome.match(
      (ok) => {
        toast.show(ok.msg, { variant: 'success', durationMs: TIMINGS.toastMs });
        redirect.current = setTimeout(() => navigate('/login'), TIMINGS.signupRedirectMs);
      },
      (error) => {
        setSubmitting(false);
        // The server checks what the page does not download (the common-password list): its field
        // messages go under their fields, like the page's own.
        const fieldErrors = error.kind === 'http' ? error.fieldErrors : undefined;
        if (fieldErrors && Object.keys(fieldErrors).length > 0) {
          setErrors(fieldErrors);
          focusInvalid();
        }
        toast.show(error.message, { variant: 'error', durationMs: TIMINGS.errorToastMs });
      },
    );
  };

  return (
    <>
      <PageHeader title={AUTH_COPY.signupTitle} intro={<p>{AUTH_COPY.signupIntro}</p>} />
      <div className={`container ${styles.authWrap}`}>
        <form ref={formRef} className={styles.authCard} method="post" aria-label={AUTH_COPY.signupTitle} noValidate onSubmit={(event) => void onSubmit(event)}>
          <TextField label={AUTH_COPY.labels.name} name="name" value={form.name} onChange={update('name')} error={errors.name} autoComplete="name" required />
          <TextField label={AUTH_COPY.labels.email} name="email" type="email" inputMode="email" value={form.email} onChange={update('email')} error={errors.email} autoComplete="email" required />
          <TextField
            label={AUTH_COPY.labels.password}
            name="password"
            type="password"
            value={form.password}
            hint={AUTH_COPY.passwordHint}
            onChange={update('password')}
            error={errors.password}
            autoComplete="new-password"
            required
          />
          <TextField
            label={AUTH_COPY.labels.confirmPassword}
            name="confirmPassword"
            type="password"
            value={form.confirmPassword}
            onChange={update('confirmPassword')}
            error={errors.confirmPassword}
            autoComplete="new-password"
            required
          />
          <Button type="submit" className={styles.authSubmit} busy={submitting} busyLabel={AUTH_COPY.signingUp}>
            {AUTH_COPY.signupButton}
          </Button>
          <p className={styles.authSwitch}>
            {AUTH_COPY.haveAccount} <Link to="/login">{AUTH_COPY.loginLink}</Link>
          </p>
        </form>
      </div>
    </>
  );
};
