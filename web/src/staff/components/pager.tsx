import { CONSOLE_LIST_TEXT } from '@manobal/core';
import { Button } from '../../components/button';
import * as styles from './pager.module.css';

export interface PagePosition {
  readonly page: number;
  readonly limit: number;
  readonly total: number;
}

/** The pages of a list the server pages: where this page is, how many there are, and the way to the others. */
export const Pager = ({ position, onPage, label }: { position: PagePosition; onPage: (page: number) => void; label: string }) => {
  const pages = Math.max(1, Math.ceil(position.total / position.limit));
  return (
    <nav className={styles.pager} aria-label={label}>
      <Button variant="secondary" disabled={position.page <= 1} onClick={() => onPage(position.page - 1)}>
        {CONSOLE_LIST_TEXT.previous}
      </Button>
      <p className={styles.where} aria-live="polite">
        {CONSOLE_LIST_TEXT.pageOf(Math.min(position.page, pages), pages)} · {CONSOLE_LIST_TEXT.total(position.total)}
      </p>
      <Button variant="secondary" disabled={position.page >= pages} onClick={() => onPage(position.page + 1)}>
        {CONSOLE_LIST_TEXT.next}
      </Button>
    </nav>
  );
};
