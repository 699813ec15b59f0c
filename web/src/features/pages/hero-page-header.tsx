import type { ReactNode } from 'react';
import { PageHeader } from '../../components/page-header';
import { IllustrationImage } from '../../components/illustration-image';
import type { Illustration } from '../../content/content.types';
import * as styles from './pages.module.css';

export interface HeroPageHeaderProps {
  eyebrow: string;
  title: string;
  intro: readonly string[];
  illustration: Illustration;
  /** Shown under the introduction, e.g. a call to action. */
  children?: ReactNode;
}

/** A landing page's h1 block: introduction paragraphs beside a decorative illustration. */
export const HeroPageHeader = ({ eyebrow, title, intro, illustration, children }: HeroPageHeaderProps) => (
  <PageHeader
    eyebrow={eyebrow}
    title={title}
    intro={
      <div className={styles.heroRow}>
        <div>
          {intro.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {children}
        </div>
        <IllustrationImage className={styles.heroRowArt} illustration={illustration} />
      </div>
    }
    wideIntro
  />
);
