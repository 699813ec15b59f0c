import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { CALL_MESSAGES, TIMINGS } from '@manobal/core';
import { useApi } from '../../app/api-context';
import { Button } from '../../components/button';
import { DescribedField } from '../../components/described-field';
import { PageHeader } from '../../components/page-header';
import { useToast } from '../../components/toast';
import { useFormEngine } from '../../components/use-form-engine';
import { useLocale } from '../../app/locale-context';
import { AUTH_COPIES } from './auth.copy';
import * as styles from './auth.module.css';

const EMPTY = { name: '', email: '', password: '', confirmPassword: '' };
const load = () => import('./auth.validation').then((m) => m.checkSignup);
const ERROR_TOAST = { variant: 'error', durationMs: TIMINGS.errorToastMs } as const;

/** /signup: name, email, password twice; success goes on to /login after the spec's short pause. */
export const SignupPage = () => {
  const copy = AUTH_COPIES[useLocale()];
  const api = useApi();
  const toast = useToast();
  const navigate = useNavigate();
  const redirect = useRef<ReturnType<typeof setTimeout> | null>(null);
  const [redirecting, setRedirecting] = useState(false);
  useEffect(
    () => () => {
      if (redirect.current) clearTimeout(redirect.current);
    },
    [],
  );
  // The server checks what the page does not download (the common-password list): the engine puts its
  // field messages under their fields, like the page's own.
  const form = useFormEngine({
    form: 'signup',
    defaultValues: EMPTY,
    load,
    submit: (payload) => api.signup(payload),
    onSucceeded: (ok) => {
      setRedirecting(true);
      toast.show(ok.msg, { variant: 'success', durationMs: TIMINGS.toastMs });
      redirect.current = setTimeout(() => void navigate('/login'), TIMINGS.signupRedirectMs);
    },
    onFailed: (error) => toast.show(error.message, ERROR_TOAST),
    onUnavailable: () => toast.show(CALL_MESSAGES.signup.network, ERROR_TOAST),
  });
  const field = (name: keyof typeof EMPTY) => <DescribedField field={form.describe(name)} {...form.text(name)} />;

  return (
    <>
      <PageHeader title={copy.signupTitle} intro={<p>{copy.signupIntro}</p>} />
      <div className={`container ${styles.authWrap}`}>
        <form
          ref={form.formRef}
          className={styles.authCard}
          method="post"
          aria-label={copy.signupTitle}
          noValidate
          onSubmit={(event) => (redirecting ? event.preventDefault() : form.onSubmit(event))}
        >
          {field('name')}
          {field('email')}
          {field('password')}
          {field('confirmPassword')}
          <Button type="submit" className={styles.authSubmit} busy={form.busy || redirecting} busyLabel={copy.signingUp}>
            {copy.signupButton}
          </Button>
          <p className={styles.authSwitch}>
            {copy.haveAccount} <Link to="/login">{copy.loginLink}</Link>
          </p>
        </form>
      </div>
    </>
  );
};
