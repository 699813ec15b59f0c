import { useId, type ReactNode } from 'react';
import * as styles from './section.module.css';

export type SectionTone = 'paper' | 'sand' | 'teal';

export interface SectionProps {
  title?: string;
  tone?: SectionTone;
  /** Without a title: the id of the element inside that names the band. */
  labelledBy?: string;
  children: ReactNode;
}

/**
 * A page band: labelled by its h2 when it has a title, so it is a region landmark worth navigating to.
 * The tone is written as data-tone for pages whose cards change colour with the band.
 */
export const Section = ({ title, tone = 'paper', labelledBy, children }: SectionProps) => {
  const headingId = useId();
  return (
    <section className={styles.section} data-tone={tone} aria-labelledby={title ? headingId : labelledBy}>
      <div className="container">
        {title ? (
          <h2 id={headingId} className={styles.sectionTitle}>
            {title}
          </h2>
        ) : null}
        {children}
      </div>
    </section>
  );
};
