import { ButtonLink } from '../../components/button';
import { JOURNEY_CTA } from './home.content';

export const JourneyCta = () => (
  <section className="journey-cta" aria-labelledby="journey-cta-title">
    <div className="container journey-cta__inner">
      <div>
        <h2 id="journey-cta-title" className="journey-cta__title">
          {JOURNEY_CTA.heading}
        </h2>
        <p className="journey-cta__text">{JOURNEY_CTA.text}</p>
      </div>
      <ButtonLink to={JOURNEY_CTA.cta.to}>{JOURNEY_CTA.cta.label}</ButtonLink>
    </div>
  </section>
);
