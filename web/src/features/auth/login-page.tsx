import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { CALL_MESSAGES, TIMINGS } from '@manobal/core';
import { useApi } from '../../app/api-context';
import { useAuth } from '../../app/auth-store';
import { Button } from '../../components/button';
import { DescribedField } from '../../components/described-field';
import { FormMessage } from '../../components/form-message';
import { PageHeader } from '../../components/page-header';
import { useToast } from '../../components/toast';
import { useFormEngine } from '../../components/use-form-engine';
import { useLocale } from '../../app/locale-context';
import { AUTH_COPIES } from './auth.copy';
import * as styles from './auth.module.css';

const EMPTY = { email: '', password: '' };
const load = () => import('./auth.validation').then((m) => m.checkLogin);

/**
 * /login: email and password; success stores the session and goes home. A refusal is said beside the form (an
 * alert the screen reader reads at once), where the visitor is looking, not only in a toast that fades.
 */
export const LoginPage = () => {
  const copy = AUTH_COPIES[useLocale()];
  const api = useApi();
  const auth = useAuth();
  const toast = useToast();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useFormEngine({
    form: 'login',
    defaultValues: EMPTY,
    load,
    submit: (payload) => api.login(payload),
    onSucceeded: (ok) => {
      const { access_token: token, user } = ok.data;
      auth.login(token, { name: user.name, email: user.email });
      toast.show(ok.msg, { variant: 'success', durationMs: TIMINGS.toastMs });
      void navigate('/');
    },
    onFailed: (error) => setFailure(error.message),
    onUnavailable: () => setFailure(CALL_MESSAGES.login.network),
  });

  return (
    <>
      <PageHeader title={copy.loginTitle} intro={<p>{copy.loginIntro}</p>} />
      <div className={`container ${styles.authWrap}`}>
        <form ref={form.formRef} className={styles.authCard} method="post" aria-label={copy.loginTitle} noValidate onSubmit={form.onSubmit}>
          <DescribedField field={form.describe('email')} {...form.text('email')} autoCapitalize="none" spellCheck={false} />
          <DescribedField field={form.describe('password')} {...form.text('password')} />
          {form.status === 'failed' && failure ? <FormMessage tone="error">{failure}</FormMessage> : null}
          <Button type="submit" className={styles.authSubmit} busy={form.busy} busyLabel={copy.loggingIn}>
            {copy.loginButton}
          </Button>
          <p className={styles.authSwitch}>
            {copy.noAccount} <Link to="/signup">{copy.signupLink}</Link>
          </p>
        </form>
      </div>
    </>
  );
};
