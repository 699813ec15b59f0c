import { ButtonLink } from '../../components/button';
import { IllustrationImage } from '../../components/illustration-image';
import type { Illustration, SiteLink } from '../../content/content.types';
import * as styles from './condition.module.css';

/** The hero's text and picture side by side (stacked on phones). */
export const HeroIntro = ({
  paragraphs,
  illustration,
  action,
}: {
  paragraphs: readonly string[];
  illustration: Illustration;
  action?: SiteLink;
}) => (
  <div className={styles.heroSplit}>
    <div className={styles.heroSplitText}>
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {action ? (
        <ButtonLink to={action.to} className={styles.heroSplitAction}>
          {action.label}
        </ButtonLink>
      ) : null}
    </div>
    <IllustrationImage className={styles.heroSplitArt} illustration={illustration} />
  </div>
);
