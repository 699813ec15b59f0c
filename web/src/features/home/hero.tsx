import type { Ref } from 'react';
import { ButtonLink } from '../../components/button';
import { HeroIllustration } from './hero-illustration';
import { HERO } from './home.content';
import * as styles from './home.module.css';

export const Hero = ({ ref }: { ref?: Ref<HTMLElement> }) => (
  <section ref={ref} className={styles.hero} aria-labelledby="hero-title">
    <div className={`container ${styles.heroInner}`}>
      <div>
        <p className={styles.heroSubheading}>{HERO.subheading}</p>
        <h1 id="hero-title" className={styles.heroTitle}>
          {HERO.headline}
        </h1>
        <p className={styles.heroTagline}>{HERO.tagline}</p>
        <ButtonLink to={HERO.cta.to}>
          {HERO.cta.label}
        </ButtonLink>
      </div>
      <div className={styles.heroArt}>
        <HeroIllustration />
      </div>
    </div>
  </section>
);
