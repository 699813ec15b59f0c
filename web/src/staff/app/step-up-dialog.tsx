import { useState, type FormEvent } from 'react';
import { CONSOLE_STEP_UP_TEXT } from '@manobal/core';
import { Button } from '../../components/button';
import { TextField } from '../../components/field';
import { Modal } from '../../components/modal';
import { useConsoleSession, useStaffFailure } from './console-session';
import { useStaffApi } from './staff-api-context';
import * as styles from './sign-in.module.css';

/** The step-up dialog itself: a new code from the person's app, sent to the server; closes with whether it was accepted. */
export const StepUpDialog = ({ onClose }: { onClose: (confirmed: boolean) => void }) => {
  const api = useStaffApi();
  const fail = useStaffFailure();
  const { signedIn } = useConsoleSession();
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    void api.staffStepUp({ method: 'totp', code }).match(
      ({ data }) => {
        signedIn(data);
        onClose(true);
      },
      (failure) => {
        setBusy(false);
        const read = fail(failure);
        setError(read.fieldErrors['code'] ?? read.message);
      },
    );
  };
  return (
    <Modal open title={CONSOLE_STEP_UP_TEXT.title} onClose={() => onClose(false)}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <p>{CONSOLE_STEP_UP_TEXT.intro}</p>
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
