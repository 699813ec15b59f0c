import { CONSOLE_ACCOUNT_TEXT, CONSOLE_SCREEN_LABELS, consoleScreensFor, STAFF_ROLE_LABELS } from '@manobal/core';
import { useStaffPerson } from './console-session';

/** Who the console knows this person as, and what their roles open. */
export const AccountScreen = () => {
  const me = useStaffPerson();
  return (
    <dl>
      <dt>{CONSOLE_ACCOUNT_TEXT.name}</dt>
      <dd>{me.name}</dd>
      <dt>{CONSOLE_ACCOUNT_TEXT.roles}</dt>
      <dd>{me.roles.map((role) => STAFF_ROLE_LABELS[role]).join(', ')}</dd>
      <dt>{CONSOLE_ACCOUNT_TEXT.screens}</dt>
      <dd>{consoleScreensFor(me.roles).map((screen) => CONSOLE_SCREEN_LABELS[screen]).join(', ')}</dd>
    </dl>
  );
};
