import type { ReactNode } from 'react';
import * as styles from './page-header.module.css';

export interface PageHeaderProps {
  title: string;
  intro?: ReactNode;
  eyebrow?: string;
  /** The intro spans the full width instead of a reading measure (text beside a picture). */
  wideIntro?: boolean;
}

/** The page's one h1, with an optional eyebrow line above and an introduction below. */
export const PageHeader = ({ title, intro, eyebrow, wideIntro = false }: PageHeaderProps) => (
  <header className={styles.pageHeader}>
    <div className="container">
      {eyebrow ? <p className={styles.pageHeaderEyebrow}>{eyebrow}</p> : null}
      <h1 className={styles.pageHeaderTitle}>{title}</h1>
      {intro ? <div className={wideIntro ? `${styles.pageHeaderIntro} ${styles.pageHeaderIntroWide}` : styles.pageHeaderIntro}>{intro}</div> : null}
    </div>
  </header>
);
