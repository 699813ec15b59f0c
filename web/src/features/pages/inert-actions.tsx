import { useId } from 'react';
import { Button } from '../../components/button';
import { RichText } from '../../content/content-blocks';
import * as styles from './pages.module.css';

/**
 * The spec's corporate and student buttons do nothing. Rather than pretend, each is described by a note
 * that says requests are not open yet and gives the contact address.
 */
export const InertActions = ({ labels, note }: { labels: readonly string[]; note: string }) => {
  const noteId = useId();
  return (
    <>
      <div className={styles.actionRow}>
        {labels.map((label, index) => (
          <Button key={label} variant={index === 0 ? 'primary' : 'secondary'} aria-describedby={noteId}>
            {label}
          </Button>
        ))}
      </div>
      <p id={noteId} className={styles.pageNote}>
        <RichText text={note} />
      </p>
    </>
  );
};
