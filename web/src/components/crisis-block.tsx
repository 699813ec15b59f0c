import { useId } from 'react';
import { CRISIS_TEXT, HELPLINES } from '@manobal/core';
import * as styles from './crisis-block.module.css';

export interface CrisisBlockProps {
  heading?: string;
}

/** The helplines, as tap-to-call links, in a card that stands out without alarming. */
export const CrisisBlock = ({ heading = CRISIS_TEXT.heading }: CrisisBlockProps) => {
  const headingId = useId();
  return (
    <section className={styles.crisisBlock} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.crisisBlockHeading}>
        {heading}
      </h2>
      <ul className={styles.crisisBlockList}>
        {HELPLINES.map((line) => (
          <li key={line.id} className={styles.crisisBlockItem}>
            <span className={styles.crisisBlockName}>{line.name}</span>
            <a className={styles.crisisBlockNumber} href={`tel:${line.dial}`}>
              {line.display}
            </a>
            <span className={styles.crisisBlockMeta}>
              {line.description}. {line.hours}.
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
};
