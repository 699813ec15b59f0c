import type { Ref } from 'react';
import { ButtonLink } from '../../components/button';
import { HeroIllustration } from './hero-illustration';
import { HERO } from './home.content';

export const Hero = ({ ref }: { ref?: Ref<HTMLElement> }) => (
  <section ref={ref} className="hero" aria-labelledby="hero-title">
    <div className="container hero__inner">
      <div className="hero__text">
        <p className="hero__subheading">{HERO.subheading}</p>
        <h1 id="hero-title" className="hero__title">
          {HERO.headline}
        </h1>
        <p className="hero__tagline">{HERO.tagline}</p>
        <ButtonLink to={HERO.cta.to} className="hero__cta">
          {HERO.cta.label}
        </ButtonLink>
      </div>
      <div className="hero__art">
        <HeroIllustration />
      </div>
    </div>
  </section>
);
