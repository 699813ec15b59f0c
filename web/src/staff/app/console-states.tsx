import { Link } from 'react-router-dom';
import { CONSOLE_SHELL_TEXT } from '@manobal/core';
import { Button } from '../../components/button';

/** A screen or the session on its way: said once to assistive technology, shown as a line of text. */
export const ConsoleLoading = () => (
  <p role="status" aria-live="polite">
    {CONSOLE_SHELL_TEXT.loading}
  </p>
);

export const ConsoleNotFound = () => (
  <>
    <h1>{CONSOLE_SHELL_TEXT.notFoundTitle}</h1>
    <p>{CONSOLE_SHELL_TEXT.notFoundBody}</p>
    <Link to="/">{CONSOLE_SHELL_TEXT.toFirstScreen}</Link>
  </>
);

/** A screen whose roles do not include this person's (they typed its address): the server would refuse its calls too. */
export const ConsoleForbidden = () => (
  <>
    <p>{CONSOLE_SHELL_TEXT.forbiddenBody}</p>
    <Link to="/">{CONSOLE_SHELL_TEXT.toFirstScreen}</Link>
  </>
);

/** A screen's module failed to load (a new deployment, a dropped connection): reloading fetches it again. */
export const ConsoleRouteError = () => (
  <div role="alert">
    <h1>{CONSOLE_SHELL_TEXT.chunkFailed}</h1>
    <Button onClick={() => window.location.reload()}>{CONSOLE_SHELL_TEXT.retry}</Button>
  </div>
);
