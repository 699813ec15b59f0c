import { Button } from './button';
import { FormMessage } from './form-message';

export interface LoadFailureProps {
  /** What went wrong, in the call's words (a lost connection, a refusal). */
  readonly message: string;
  readonly retryLabel: string;
  readonly onRetry: () => void;
}

/** Something a page reads on load could not be read: the reason at once, and a way to try again. */
export const LoadFailure = ({ message, retryLabel, onRetry }: LoadFailureProps) => (
  <>
    <FormMessage tone="error">{message}</FormMessage>
    <Button variant="secondary" onClick={onRetry}>
      {retryLabel}
    </Button>
  </>
);
