import type { ReactNode } from 'react';
import type { Illustration } from '../../content/content.types';
import styles from './condition.module.css';

/** The hero's text and picture side by side (stacked on phones). */
export const HeroIntro = ({
  paragraphs,
  illustration,
  children,
}: {
  paragraphs: readonly string[];
  illustration: Illustration;
  children?: ReactNode;
}) => (
  <div className={styles.heroSplit}>
    <div className={styles.heroSplitText}>
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {children}
    </div>
    <img
      className={styles.heroSplitArt}
      src={illustration.src}
      width={illustration.width}
      height={illustration.height}
      alt=""
      decoding="async"
    />
  </div>
);
