import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { CONSOLE_SHELL_TEXT, CONSOLE_SIGN_IN_TEXT, type ApiError, type PasskeyAnswerInput, type PasskeyOptions, type SecondFactorMethod } from '@manobal/core';
import { Button } from '../../components/button';
import { TextField } from '../../components/field';
import { useConsoleSession } from './console-session';
import { answerWithPasskey } from './passkey-ceremony';
import { useStaffApi } from './staff-api-context';
import * as layout from './console-layout.module.css';
import * as styles from './sign-in.module.css';

/** Where sign-in is: the password step, or the second factor with the token the password step answered. */
type SignInFlow =
  | { readonly state: 'password' }
  | {
      readonly state: 'factor';
      readonly token: string;
      readonly factors: readonly SecondFactorMethod[];
      readonly method: SecondFactorMethod;
      readonly passkeyOptions: PasskeyOptions | null;
    };

/** The button that switches the second step to another of the person's factors. */
const SWITCH_TO: Readonly<Record<SecondFactorMethod, string>> = {
  passkey: CONSOLE_SIGN_IN_TEXT.usePasskeyInstead,
  totp: CONSOLE_SIGN_IN_TEXT.useTotp,
  'recovery-code': CONSOLE_SIGN_IN_TEXT.useRecoveryCode,
};

interface Problem {
  readonly message: string;
  readonly fieldErrors: Readonly<Record<string, string>>;
}

const problemOf = (error: ApiError): Problem => ({
  message: error.message,
  fieldErrors: error.kind === 'validation' || error.kind === 'http' ? (error.fieldErrors ?? {}) : {},
});

/** Sign-in: e-mail and password, then a passkey or a code from the authenticator app (or a recovery code); then the screen asked for. */
export const SignInScreen = () => {
  const api = useStaffApi();
  const { session, signedIn } = useConsoleSession();
  const navigate = useNavigate();
  const location = useLocation();
  const from = (location.state as { from?: string } | null)?.from ?? '/';
  const [flow, setFlow] = useState<SignInFlow>({ state: 'password' });
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const factorHeading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    document.title = `${CONSOLE_SHELL_TEXT.signInTitle} | ${CONSOLE_SHELL_TEXT.pageTitleSuffix}`;
  }, []);
  // The second step replaces the form under the person's focus: it starts at its heading, not at the page's top.
  useEffect(() => {
    if (flow.state === 'factor') factorHeading.current?.focus();
  }, [flow.state]);
  if (session.state === 'signed-in') return <Navigate to={from} replace />;

  const submitPassword = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    void api.staffSignIn({ email, password }).match(
      ({ data }) => {
        setBusy(false);
        setProblem(null);
        setPassword('');
        setFlow({ state: 'factor', token: data.sign_in_token, factors: data.factors, method: data.factors[0] ?? 'totp', passkeyOptions: data.passkey_options });
      },
      (error) => {
        setBusy(false);
        setProblem(problemOf(error));
      },
    );
  };
  const proveFactor = (proof: { readonly code: string } | { readonly passkey: PasskeyAnswerInput }) => {
    if (flow.state !== 'factor') return;
    void api.staffSignInFactor({ sign_in_token: flow.token, method: flow.method, ...proof }).match(
      ({ data }) => {
        signedIn(data);
        void navigate(from, { replace: true });
      },
      (error) => {
        setBusy(false);
        setCode('');
        if (error.kind === 'http' && error.refusal === 'sign-in-expired') setFlow({ state: 'password' });
        setProblem(problemOf(error));
      },
    );
  };
  const submitFactor = (event: FormEvent) => {
    event.preventDefault();
    if (flow.state !== 'factor') return;
    setBusy(true);
    if (flow.method !== 'passkey' || flow.passkeyOptions === null) {
      proveFactor({ code });
      return;
    }
    void answerWithPasskey(flow.passkeyOptions).then((passkey) => {
      if (passkey !== null) return proveFactor({ passkey });
      setBusy(false);
      setProblem({ message: CONSOLE_SIGN_IN_TEXT.passkeyNotUsed, fieldErrors: {} });
    });
  };
  const switchMethod = (method: SecondFactorMethod) => {
    if (flow.state !== 'factor') return;
    setCode('');
    setProblem(null);
    setFlow({ ...flow, method });
  };

  return (
    <main id="console-main" className={layout.alone}>
      <h1>{CONSOLE_SHELL_TEXT.signInTitle}</h1>
      {problem && Object.keys(problem.fieldErrors).length === 0 ? <p role="alert">{problem.message}</p> : null}
      {flow.state === 'password' ? (
        <form className={styles.form} onSubmit={submitPassword} noValidate aria-label={CONSOLE_SHELL_TEXT.signInTitle}>
          <TextField label={CONSOLE_SIGN_IN_TEXT.email} name="email" type="email" value={email} onChange={setEmail} autoComplete="username" error={problem?.fieldErrors['email']} required />
          <TextField
            label={CONSOLE_SIGN_IN_TEXT.password}
            name="password"
            type="password"
            value={password}
            onChange={setPassword}
            autoComplete="current-password"
            error={problem?.fieldErrors['password']}
            required
          />
          <div className={styles.actions}>
            <Button type="submit" busy={busy} busyLabel={CONSOLE_SIGN_IN_TEXT.checking}>
              {CONSOLE_SIGN_IN_TEXT.continue}
            </Button>
          </div>
          <p>{CONSOLE_SIGN_IN_TEXT.noAccount}</p>
        </form>
      ) : (
        <form className={styles.form} onSubmit={submitFactor} noValidate aria-label={CONSOLE_SIGN_IN_TEXT.factorHeading}>
          <h2 ref={factorHeading} tabIndex={-1}>
            {CONSOLE_SIGN_IN_TEXT.factorHeading}
          </h2>
          {flow.method === 'passkey' ? (
            <p>{CONSOLE_SIGN_IN_TEXT.passkeyIntro}</p>
          ) : flow.method === 'totp' ? (
            <TextField
              key="totp"
              label={CONSOLE_SIGN_IN_TEXT.totpCode}
              name="code"
              value={code}
              onChange={setCode}
              hint={CONSOLE_SIGN_IN_TEXT.totpHint}
              inputMode="numeric"
              autoComplete="one-time-code"
              error={problem?.fieldErrors['code']}
              required
            />
          ) : (
            <TextField
              key="recovery"
              label={CONSOLE_SIGN_IN_TEXT.recoveryCode}
              name="code"
              value={code}
              onChange={setCode}
              hint={CONSOLE_SIGN_IN_TEXT.recoveryHint}
              autoComplete="off"
              error={problem?.fieldErrors['code']}
              required
            />
          )}
          <div className={styles.actions}>
            <Button type="submit" busy={busy} busyLabel={CONSOLE_SIGN_IN_TEXT.signingIn}>
              {flow.method === 'passkey' ? CONSOLE_SIGN_IN_TEXT.usePasskey : CONSOLE_SIGN_IN_TEXT.signIn}
            </Button>
            {flow.factors
              .filter((method) => method !== flow.method)
              .map((method) => (
                <Button key={method} variant="quiet" onClick={() => switchMethod(method)}>
                  {SWITCH_TO[method]}
                </Button>
              ))}
            <Button
              variant="quiet"
              onClick={() => {
                setProblem(null);
                setFlow({ state: 'password' });
              }}
            >
              {CONSOLE_SIGN_IN_TEXT.startAgain}
            </Button>
          </div>
        </form>
      )}
    </main>
  );
};
