import { ButtonLink } from '../../components/button';
import { JOURNEY_CTA } from './home.content';
import * as styles from './home.module.css';

export const JourneyCta = () => (
  <section className={styles.journeyCta} aria-labelledby="journey-cta-title">
    <div className={`container ${styles.journeyCtaInner}`}>
      <div>
        <h2 id="journey-cta-title" className={styles.journeyCtaTitle}>
          {JOURNEY_CTA.heading}
        </h2>
        <p className={styles.journeyCtaText}>{JOURNEY_CTA.text}</p>
      </div>
      <ButtonLink to={JOURNEY_CTA.cta.to} className={styles.journeyCtaButton}>{JOURNEY_CTA.cta.label}</ButtonLink>
    </div>
  </section>
);
