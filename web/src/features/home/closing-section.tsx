import type { Ref } from 'react';
import { Quote } from 'lucide-react';
import { testimonialLabel, TIMINGS } from '@manobal/core';
import { ButtonLink } from '../../components/button';
import { Carousel } from '../../components/carousel';
import { SITE_CONTENT } from '../../content/site-content';
import { useContent } from '../../content/localized-content';
import { HOME_CONTENT } from './home-content-routes';
import * as styles from './home.module.css';

const { testimonials } = SITE_CONTENT;

/**
 * The invitation to take the first step, with the deployment's testimonials (one at a time, autoplaying). The
 * stories the site ships with are not real clients' words, and say so above the carousel.
 */
export const ClosingSection = ({ ref }: { ref?: Ref<HTMLElement> }) => {
  const words = useContent(HOME_CONTENT).closing;
  return (
    <section ref={ref} className={styles.closing} aria-labelledby="closing-title">
      <div className={`container ${styles.closingInner}`}>
        <div className={styles.closingText}>
          <h2 id="closing-title">{words.heading}</h2>
          <p>{words.text}</p>
          <ButtonLink to={words.cta.to}>{words.cta.label}</ButtonLink>
        </div>
        <div className={styles.testimonials}>
          {testimonials.illustrative ? (
            <p className={styles.testimonialsNote}>
              <strong>{words.illustrativeLabel}</strong> {words.illustrativeDetail}
            </p>
          ) : null}
          <Carousel
            className={styles.testimonialsCarousel}
            label={words.testimonialsLabel}
            itemName="testimonial"
            arrows={false}
            dots
            autoplayMs={TIMINGS.testimonialAutoplayMs}
            slides={testimonials.items.map((testimonial) => {
              const label = testimonialLabel(testimonial);
              return {
                key: label,
                content: (
                  <figure className={styles.testimonial}>
                    <Quote className={styles.testimonialMark} aria-hidden="true" size={32} strokeWidth={1.5} />
                    <blockquote className={styles.testimonialText}>
                      <p>{testimonial.text}</p>
                    </blockquote>
                    <figcaption className={styles.testimonialBy}>{label}</figcaption>
                  </figure>
                ),
              };
            })}
          />
        </div>
      </div>
    </section>
  );
};
