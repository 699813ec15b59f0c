import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { AUTH_MESSAGES, CONSOLE_ENROL_TEXT, CONSOLE_SHELL_TEXT, formatConsoleInstant, STAFF_ROLE_LABELS, type ApiError, type EnrolmentView, type PasskeyAnswerInput, type StaffWhoami } from '@manobal/core';
import { Button } from '../../components/button';
import { RadioGroup, TextField } from '../../components/field';
import { useConsoleSession } from './console-session';
import { makePasskey } from './passkey-ceremony';
import { useStaffApi } from './staff-api-context';
import * as layout from './console-layout.module.css';
import * as styles from './sign-in.module.css';

/** Where enrolment is: opening the link, refused, the form, or done with the recovery codes to save. */
type EnrolFlow =
  | { readonly state: 'opening' }
  | { readonly state: 'refused'; readonly message: string }
  | { readonly state: 'form'; readonly view: EnrolmentView }
  | { readonly state: 'done'; readonly recoveryCodes: readonly string[]; readonly me: StaffWhoami };

/** The code after `#` in the link: read by the page only, never part of an address the server sees. */
const codeInFragment = (): string => decodeURIComponent(window.location.hash.replace(/^#/, '')).trim();

const EnrolForm = ({ view, code, onDone }: { view: EnrolmentView; code: string; onDone: (recoveryCodes: readonly string[], me: StaffWhoami) => void }) => {
  const api = useStaffApi();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [factor, setFactor] = useState<'totp' | 'passkey'>('totp');
  const [totpCode, setTotpCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<{ message: string; fieldErrors: Readonly<Record<string, string>> } | null>(null);
  const firstAdmin = view.email === null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!view.proves_password && confirm !== password) {
      setProblem({ message: AUTH_MESSAGES.passwordsDoNotMatch, fieldErrors: { confirm: AUTH_MESSAGES.passwordsDoNotMatch } });
      return;
    }
    setBusy(true);
    const complete = (proof: { readonly setup_token: string; readonly totp_code: string } | { readonly setup_token: string; readonly passkey: PasskeyAnswerInput }) =>
      api.staffCompleteEnrolment({ code, ...(firstAdmin ? { name, email } : {}), password, ...proof }).match(
        ({ data }) => onDone(data.recovery_codes, data.me),
        (error: ApiError) => {
          setBusy(false);
          setProblem({ message: error.message, fieldErrors: error.kind === 'validation' || error.kind === 'http' ? (error.fieldErrors ?? {}) : {} });
        },
      );
    if (factor === 'totp') {
      void complete({ setup_token: view.totp.setup_token, totp_code: totpCode });
      return;
    }
    // The browser makes the passkey first (it asks the person); the server then checks it with the password.
    void makePasskey(view.passkey.options).then((passkey) => {
      if (passkey !== null) return complete({ setup_token: view.passkey.setup_token, passkey });
      setBusy(false);
      setProblem({ message: CONSOLE_ENROL_TEXT.passkeyNotMade, fieldErrors: {} });
    });
  };
  const errors = problem?.fieldErrors ?? {};
  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={CONSOLE_ENROL_TEXT.title}>
      {firstAdmin ? (
        <>
          <p>{CONSOLE_ENROL_TEXT.firstAdmin}</p>
          <TextField label={CONSOLE_ENROL_TEXT.name} name="name" value={name} onChange={setName} autoComplete="name" error={errors['name']} required />
          <TextField label={CONSOLE_ENROL_TEXT.email} name="email" type="email" value={email} onChange={setEmail} autoComplete="username" error={errors['email']} required />
        </>
      ) : (
        <p>{CONSOLE_ENROL_TEXT.forWhom(view.name ?? '', view.email ?? '')}</p>
      )}
      <p>
        {CONSOLE_ENROL_TEXT.rolesLabel}: {view.roles.map((role) => STAFF_ROLE_LABELS[role]).join(', ')}. {CONSOLE_ENROL_TEXT.expires} {formatConsoleInstant(view.expires_at)}.
      </p>
      <h2>{CONSOLE_ENROL_TEXT.passwordHeading}</h2>
      {view.proves_password ? (
        <TextField
          label={CONSOLE_ENROL_TEXT.currentPassword}
          name="password"
          type="password"
          value={password}
          onChange={setPassword}
          hint={CONSOLE_ENROL_TEXT.currentPasswordHint}
          autoComplete="current-password"
          error={errors['password']}
          required
        />
      ) : (
        <>
          <TextField
            label={CONSOLE_ENROL_TEXT.password}
            name="password"
            type="password"
            value={password}
            onChange={setPassword}
            hint={CONSOLE_ENROL_TEXT.passwordHint}
            autoComplete="new-password"
            error={errors['password']}
            required
          />
          <TextField label={CONSOLE_ENROL_TEXT.confirmPassword} name="confirm" type="password" value={confirm} onChange={setConfirm} autoComplete="new-password" error={errors['confirm']} required />
        </>
      )}
      <h2>{CONSOLE_ENROL_TEXT.factorHeading}</h2>
      <RadioGroup
        legend={CONSOLE_ENROL_TEXT.factorChoice}
        name="factor"
        value={factor}
        onChange={(chosen) => setFactor(chosen === 'passkey' ? 'passkey' : 'totp')}
        options={[
          { value: 'totp', label: CONSOLE_ENROL_TEXT.chooseApp },
          { value: 'passkey', label: CONSOLE_ENROL_TEXT.choosePasskey },
        ]}
        required
      />
      {factor === 'passkey' ? (
        <p>{CONSOLE_ENROL_TEXT.passkeySteps}</p>
      ) : (
        <>
          <h3>{CONSOLE_ENROL_TEXT.appHeading}</h3>
          <p>{CONSOLE_ENROL_TEXT.appSteps}</p>
          <img className={styles.qr} src={view.totp.qr_code} alt={CONSOLE_ENROL_TEXT.qrAlt} width={192} height={192} />
          <p>
            {CONSOLE_ENROL_TEXT.secretLabel}: <code className={styles.secret} data-testid="totp-secret">{view.totp.secret}</code>
          </p>
          <TextField
            label={CONSOLE_ENROL_TEXT.code}
            name="totp_code"
            value={totpCode}
            onChange={setTotpCode}
            inputMode="numeric"
            autoComplete="one-time-code"
            error={errors['totp_code']}
            required
          />
        </>
      )}
      {problem && Object.keys(problem.fieldErrors).length === 0 ? <p role="alert">{problem.message}</p> : null}
      <div className={styles.actions}>
        <Button type="submit" busy={busy} busyLabel={CONSOLE_ENROL_TEXT.finishing}>
          {CONSOLE_ENROL_TEXT.finish}
        </Button>
      </div>
    </form>
  );
};

/**
 * The page behind a one-time enrolment link (/staff/enrol#code): the person sets a password and an authenticator app,
 * is signed in, and sees their recovery codes once. The code is read from the fragment and sent in a request body.
 */
export const EnrolScreen = () => {
  const api = useStaffApi();
  const navigate = useNavigate();
  const { signedIn } = useConsoleSession();
  const [code] = useState(codeInFragment);
  const [flow, setFlow] = useState<EnrolFlow>(code === '' ? { state: 'refused', message: CONSOLE_ENROL_TEXT.noCode } : { state: 'opening' });
  useEffect(() => {
    document.title = `${CONSOLE_ENROL_TEXT.title} | ${CONSOLE_SHELL_TEXT.pageTitleSuffix}`;
    if (code === '') return;
    // The code has done its work in the address bar: it leaves it (and the history), so it is not shown or shared by accident.
    window.history.replaceState(window.history.state, '', window.location.pathname);
    let current = true;
    void api.staffOpenEnrolment({ code }).match(
      ({ data }) => current && setFlow({ state: 'form', view: data }),
      (error) => current && setFlow({ state: 'refused', message: error.message }),
    );
    return () => {
      current = false;
    };
  }, [api, code]);
  return (
    <main id="console-main" className={layout.alone}>
      <h1>{flow.state === 'done' ? CONSOLE_ENROL_TEXT.recoveryHeading : CONSOLE_ENROL_TEXT.title}</h1>
      {flow.state === 'opening' ? <p role="status">{CONSOLE_ENROL_TEXT.opening}</p> : null}
      {flow.state === 'refused' ? <p role="alert">{flow.message}</p> : null}
      {flow.state === 'form' ? <EnrolForm view={flow.view} code={code} onDone={(recoveryCodes, me) => setFlow({ state: 'done', recoveryCodes, me })} /> : null}
      {flow.state === 'done' ? (
        <div className={styles.form}>
          <p>{CONSOLE_ENROL_TEXT.recoveryIntro}</p>
          <ul className={styles.codes} aria-label={CONSOLE_ENROL_TEXT.recoveryListLabel}>
            {flow.recoveryCodes.map((recoveryCode) => (
              <li key={recoveryCode}>{recoveryCode}</li>
            ))}
          </ul>
          <div className={styles.actions}>
            <Button
              onClick={() => {
                signedIn(flow.me);
                void navigate('/', { replace: true });
              }}
            >
              {CONSOLE_ENROL_TEXT.saved}
            </Button>
          </div>
        </div>
      ) : null}
    </main>
  );
};
