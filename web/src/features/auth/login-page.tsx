import { useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { CALL_MESSAGES, TIMINGS, type FieldErrors } from '@manobal/core';
import { useApi } from '../../app/api-context';
import { useAuth } from '../../app/auth-store';
import { Button } from '../../components/button';
import { TextField } from '../../components/field';
import { PageHeader } from '../../components/page-header';
import { useToast } from '../../components/toast';
import { useFocusAfterRender } from '../../components/use-focus-after-render';
import { AUTH_COPY } from './auth.copy';
import { useAuthValidation } from './use-auth-validation';
import * as styles from './auth.module.css';

interface LoginFields {
  email: string;
  password: string;
}

/** /login: username-or-email and password; success stores the session and goes home. */
export const LoginPage = () => {
  const api = useApi();
  const auth = useAuth();
  const toast = useToast();
  const navigate = useNavigate();
  const [form, setForm] = useState<LoginFields>({ email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);
  const focusInvalid = useFocusAfterRender(formRef);
  const loadValidation = useAuthValidation();


  const update = (field: keyof LoginFields) => (value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const validation = await loadValidation().catch(() => null);
    if (!validation) {
      toast.show(CALL_MESSAGES.login.network, { variant: 'error', durationMs: TIMINGS.errorToastMs });
      return;
    }
    const result = validation.validateWith(validation.loginPayloadSchema, form);
    if (result.isErr()) {
      setErrors(result.error.fieldErrors);
      focusInvalid();
      return;
    }
    setSubmitting(true);
    const outcome = await api.login(result.value);
    setSubmitting(false);
    outcome.match(
      (ok) => {
        const { access_token: token, user } = ok.data;
        auth.login(token, { name: user.name, email: user.email });
        toast.show(ok.msg, { variant: 'success', durationMs: TIMINGS.toastMs });
        navigate('/');
      },
      (error) => toast.show(error.message, { variant: 'error', durationMs: TIMINGS.errorToastMs }),
    );
  };

  return (
    <>
      <PageHeader title={AUTH_COPY.loginTitle} intro={<p>{AUTH_COPY.loginIntro}</p>} />
      <div className={`container ${styles.authWrap}`}>
        <form ref={formRef} className={styles.authCard} method="post" aria-label={AUTH_COPY.loginTitle} noValidate onSubmit={(event) => void onSubmit(event)}>
          <TextField label={AUTH_COPY.labels.identifier} name="email" value={form.email} onChange={update('email')} error={errors.email} autoComplete="username" autoCapitalize="none" spellCheck={false} required />
          <TextField
            label={AUTH_COPY.labels.password}
            name="password"
            type="password"
            value={form.password}
            onChange={update('password')}
            error={errors.password}
            autoComplete="current-password"
            required
          />
          <Button type="submit" className={styles.authSubmit} busy={submitting} busyLabel={AUTH_COPY.loggingIn}>
            {AUTH_COPY.loginButton}
          </Button>
          <p className={styles.authSwitch}>
            {AUTH_COPY.noAccount} <Link to="/signup">{AUTH_COPY.signupLink}</Link>
          </p>
        </form>
      </div>
    </>
  );
};
