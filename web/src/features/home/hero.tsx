import type { Ref } from 'react';
import { ButtonLink } from '../../components/button';
import { HeroIllustration } from './hero-illustration';
import { useContent } from '../../content/localized-content';
import { HOME_CONTENT } from './home-content-routes';
import * as styles from './home.module.css';

export const Hero = ({ ref }: { ref?: Ref<HTMLElement> }) => {
  const words = useContent(HOME_CONTENT).hero;
  return (
    <section ref={ref} className={styles.hero} aria-labelledby="hero-title">
      <div className={`container ${styles.heroInner}`}>
        <div>
          <p className={styles.heroSubheading}>{words.subheading}</p>
          <h1 id="hero-title" className={styles.heroTitle}>
            {words.headline}
          </h1>
          <p className={styles.heroTagline}>{words.tagline}</p>
          <ButtonLink to={words.cta.to}>
            {words.cta.label}
          </ButtonLink>
        </div>
        <div className={styles.heroArt}>
          <HeroIllustration />
        </div>
      </div>
    </section>
  );
};
