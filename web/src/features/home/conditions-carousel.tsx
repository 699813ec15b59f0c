import { Link } from 'react-router-dom';
import { Brain, CloudRain, Wind, type LucideIcon } from 'lucide-react';
import { Carousel } from '../../components/carousel';
import { Section } from '../../components/section';
import { CONDITIONS } from './home.content';

const ICONS: Record<(typeof CONDITIONS.items)[number]['id'], LucideIcon> = {
  depression: CloudRain,
  anxiety: Wind,
  adhd: Brain,
};

export const ConditionsCarousel = () => (
  <Section title={CONDITIONS.heading} tone="sand">
    <p className="section-intro">{CONDITIONS.intro}</p>
    <Carousel
      className="conditions-carousel"
      label="Conditions we can help with"
      itemName="condition"
      slides={CONDITIONS.items.map((item) => {
        const Icon = ICONS[item.id];
        return {
          key: item.id,
          content: (
            <article className="condition-card">
              <span className="condition-card__icon">
                <Icon aria-hidden="true" size={32} strokeWidth={1.5} />
              </span>
              <h3 className="condition-card__title">{item.title}</h3>
              <p className="condition-card__text">{item.text}</p>
              <Link className="condition-card__link" to={item.to}>
                {CONDITIONS.learnMore}
                <span className="visually-hidden"> about {item.title}</span>
              </Link>
            </article>
          ),
        };
      })}
    />
  </Section>
);
