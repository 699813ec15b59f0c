import { ButtonLink } from '../../components/button';
import { useContent } from '../../content/localized-content';
import { HOME_CONTENT } from './home-content-routes';
import * as styles from './home.module.css';

export const JourneyCta = () => {
  const words = useContent(HOME_CONTENT).journeyCta;
  return (
    <section className={styles.journeyCta} aria-labelledby="journey-cta-title">
      <div className={`container ${styles.journeyCtaInner}`}>
        <div>
          <h2 id="journey-cta-title" className={styles.journeyCtaTitle}>
            {words.heading}
          </h2>
          <p className={styles.journeyCtaText}>{words.text}</p>
        </div>
        <ButtonLink to={words.cta.to} className={styles.journeyCtaButton}>{words.cta.label}</ButtonLink>
      </div>
    </section>
  );
};
