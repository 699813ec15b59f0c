import { Quote } from 'lucide-react';
import { TESTIMONIALS, testimonialLabel, TIMINGS } from '@manobal/core';
import { ButtonLink } from '../../components/button';
import { Carousel } from '../../components/carousel';
import { CLOSING } from './home.content';

/** The invitation to take the first step, with the six testimonials (one at a time, autoplaying). */
export const ClosingSection = () => (
  <section className="closing" aria-labelledby="closing-title">
    <div className="container closing__inner">
      <div className="closing__text">
        <h2 id="closing-title">{CLOSING.heading}</h2>
        <p>{CLOSING.text}</p>
        <ButtonLink to={CLOSING.cta.to}>{CLOSING.cta.label}</ButtonLink>
      </div>
      <Carousel
        className="testimonials-carousel"
        label={CLOSING.testimonialsLabel}
        itemName="testimonial"
        arrows={false}
        dots
        autoplayMs={TIMINGS.testimonialAutoplayMs}
        slides={TESTIMONIALS.map((testimonial) => {
          const label = testimonialLabel(testimonial);
          return {
            key: label,
            content: (
              <figure className="testimonial">
                <Quote className="testimonial__mark" aria-hidden="true" size={32} strokeWidth={1.5} />
                <blockquote className="testimonial__text">
                  <p>{testimonial.text}</p>
                </blockquote>
                <figcaption className="testimonial__by">{label}</figcaption>
              </figure>
            ),
          };
        })}
      />
    </div>
  </section>
);
