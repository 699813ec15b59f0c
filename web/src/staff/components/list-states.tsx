import { CONSOLE_LIST_TEXT, CONSOLE_SHELL_TEXT } from '@manobal/core';
import { Button } from '../../components/button';
import type { StaffFailure } from '../app/console-session';

/** A list on its way. */
export const ListLoading = () => (
  <p role="status" aria-live="polite">
    {CONSOLE_LIST_TEXT.loading}
  </p>
);

/** A list the server would not give: its words, and a way to ask again. */
export const ListFailed = ({ failure, onRetry }: { failure: StaffFailure; onRetry: () => void }) => (
  <div>
    <p role="alert">{failure.message}</p>
    <Button variant="secondary" onClick={onRetry}>
      {CONSOLE_SHELL_TEXT.retry}
    </Button>
  </div>
);
