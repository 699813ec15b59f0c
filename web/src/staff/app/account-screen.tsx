import { useState } from 'react';
import { CONSOLE_ACCOUNT_TEXT, CONSOLE_SCREEN_LABELS, consoleScreensFor, STAFF_ROLE_LABELS } from '@manobal/core';
import { Button } from '../../components/button';
import { useConsoleSession, useStaffFailure, useStaffPerson } from './console-session';
import { MyTokens } from './my-tokens';
import { useStaffApi } from './staff-api-context';
import * as styles from './sign-in.module.css';

/** Signing out here, or on every device: the server ends the sessions, then the console shows sign-in. */
const SessionActions = () => {
  const api = useStaffApi();
  const fail = useStaffFailure();
  const { endedByServer } = useConsoleSession();
  const [busy, setBusy] = useState<'here' | 'everywhere' | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const signOut = (where: 'here' | 'everywhere') => {
    setBusy(where);
    const call = where === 'here' ? api.staffSignOut({}) : api.staffSignOutEverywhere({});
    void call.match(
      () => endedByServer(),
      (error) => {
        setBusy(null);
        setProblem(fail(error).message);
      },
    );
  };
  return (
    <section aria-labelledby="session-heading" className={styles.form}>
      <h2 id="session-heading">{CONSOLE_ACCOUNT_TEXT.sessionHeading}</h2>
      <div className={styles.actions}>
        <Button busy={busy === 'here'} busyLabel={CONSOLE_ACCOUNT_TEXT.signingOut} disabled={busy !== null} onClick={() => signOut('here')}>
          {CONSOLE_ACCOUNT_TEXT.signOut}
        </Button>
        <Button variant="secondary" busy={busy === 'everywhere'} busyLabel={CONSOLE_ACCOUNT_TEXT.signingOut} disabled={busy !== null} aria-describedby="everywhere-hint" onClick={() => signOut('everywhere')}>
          {CONSOLE_ACCOUNT_TEXT.signOutEverywhere}
        </Button>
      </div>
      <p id="everywhere-hint">{CONSOLE_ACCOUNT_TEXT.signOutEverywhereHint}</p>
      {problem ? <p role="alert">{problem}</p> : null}
    </section>
  );
};

/** Who the console knows this person as, what their roles open, and their session. */
export const AccountScreen = () => {
  const me = useStaffPerson();
  return (
    <>
      <dl>
        <dt>{CONSOLE_ACCOUNT_TEXT.name}</dt>
        <dd>{me.name}</dd>
        <dt>{CONSOLE_ACCOUNT_TEXT.roles}</dt>
        <dd>{me.roles.map((role) => STAFF_ROLE_LABELS[role]).join(', ')}</dd>
        <dt>{CONSOLE_ACCOUNT_TEXT.screens}</dt>
        <dd>{consoleScreensFor(me.roles).map((screen) => CONSOLE_SCREEN_LABELS[screen]).join(', ')}</dd>
      </dl>
      {me.credential === 'session' ? <SessionActions /> : null}
      <MyTokens />
    </>
  );
};
