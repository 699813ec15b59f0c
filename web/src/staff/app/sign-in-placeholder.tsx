import { CONSOLE_SHELL_TEXT } from '@manobal/core';
import * as styles from './console-layout.module.css';

/** Where the console sends a person who is not signed in, until the sign-in screen takes this route. */
export const SignInPlaceholder = () => (
  <main id="console-main" className={styles.alone}>
    <h1>{CONSOLE_SHELL_TEXT.signInTitle}</h1>
    <p>{CONSOLE_SHELL_TEXT.signInPending}</p>
  </main>
);
