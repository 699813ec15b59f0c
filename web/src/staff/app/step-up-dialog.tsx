import { useEffect, useState, type FormEvent } from 'react';
import { CONSOLE_STEP_UP_TEXT, type PasskeyOptions, type StaffWhoami } from '@manobal/core';
import { Button } from '../../components/button';
import { TextField } from '../../components/field';
import { Modal } from '../../components/modal';
import { useConsoleSession, useStaffFailure } from './console-session';
import { answerWithPasskey } from './passkey-ceremony';
import { useStaffApi } from './staff-api-context';
import * as styles from './sign-in.module.css';

/**
 * The step-up dialog itself: the person's passkey (when they have one; the server's challenge is asked for as it
 * opens) or a new code from their app, sent to the server; closes with whether it was accepted.
 */
export const StepUpDialog = ({ onClose }: { onClose: (confirmed: boolean) => void }) => {
  const api = useStaffApi();
  const fail = useStaffFailure();
  const { signedIn } = useConsoleSession();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [passkey, setPasskey] = useState<{ readonly stepToken: string; readonly options: PasskeyOptions } | null>(null);
  useEffect(() => {
    let current = true;
    void api.staffStepUpPasskey({}).match(
      ({ data }) => current && data.step_token !== null && data.options !== null && setPasskey({ stepToken: data.step_token, options: data.options }),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [api]);
  const accepted = (data: StaffWhoami) => {
    signedIn(data);
    onClose(true);
  };
  const refused = (failure: Parameters<typeof fail>[0]) => {
    setBusy(false);
    const read = fail(failure);
    setError(read.fieldErrors['code'] ?? read.message);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    void api.staffStepUp({ method: 'totp', code }).match(({ data }) => accepted(data), refused);
  };
  const withPasskey = () => {
    if (passkey === null) return;
    setBusy(true);
    void answerWithPasskey(passkey.options).then((answer) => {
      if (answer === null) {
        setBusy(false);
        setError(CONSOLE_STEP_UP_TEXT.passkeyNotUsed);
        return;
      }
      // A challenge is answered once: a refused answer leaves the code from the app as the way on.
      setPasskey(null);
      void api.staffStepUp({ method: 'passkey', step_token: passkey.stepToken, passkey: answer }).match(({ data }) => accepted(data), refused);
    });
  };
  return (
    <Modal open title={CONSOLE_STEP_UP_TEXT.title} onClose={() => onClose(false)}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <p>{passkey === null ? CONSOLE_STEP_UP_TEXT.intro : CONSOLE_STEP_UP_TEXT.passkeyIntro}</p>
        {passkey === null ? null : (
          <div className={styles.actions}>
            <Button onClick={withPasskey} busy={busy} busyLabel={CONSOLE_STEP_UP_TEXT.confirming}>
              {CONSOLE_STEP_UP_TEXT.usePasskey}
            </Button>
          </div>
        )}
        <TextField label={CONSOLE_STEP_UP_TEXT.code} name="code" value={code} onChange={setCode} error={error} inputMode="numeric" autoComplete="one-time-code" required />
        <div className={styles.actions}>
          <Button type="submit" busy={busy} busyLabel={CONSOLE_STEP_UP_TEXT.confirming}>
            {CONSOLE_STEP_UP_TEXT.confirm}
          </Button>
          <Button variant="secondary" onClick={() => onClose(false)}>
            {CONSOLE_STEP_UP_TEXT.cancel}
          </Button>
        </div>
      </form>
    </Modal>
  );
};
