import { useId } from 'react';
import { CRISIS_CATALOGS, HELPLINES } from '@manobal/core';
import { useLocale } from '../app/locale-context';
import * as styles from './crisis-block.module.css';

export interface CrisisBlockProps {
  heading?: string;
}

/** The helplines, as tap-to-call links, in a card that stands out without alarming. */
export const CrisisBlock = ({ heading }: CrisisBlockProps) => {
  const headingId = useId();
  const words = CRISIS_CATALOGS[useLocale()];
  return (
    <section className={styles.crisisBlock} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.crisisBlockHeading}>
        {heading ?? words.heading}
      </h2>
      <ul className={styles.crisisBlockList}>
        {HELPLINES.map((line) => (
          <li key={line.id} className={styles.crisisBlockItem}>
            <span className={styles.crisisBlockName}>{words.helplines[line.id].name}</span>
            <a className={styles.crisisBlockNumber} href={`tel:${line.dial}`}>
              {line.display}
            </a>
            <span className={styles.crisisBlockMeta}>
              {words.helplines[line.id].description}. {words.helplines[line.id].hours}.
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
};
