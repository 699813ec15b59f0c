import { Link } from 'react-router-dom';
import { Brain, CloudRain, Wind, type LucideIcon } from 'lucide-react';
import { Carousel } from '../../components/carousel';
import { Section } from '../../components/section';
import { useContent } from '../../content/localized-content';
import type { HomeContent } from './home.content';
import { HOME_CONTENT } from './home-content-routes';
import * as styles from './home.module.css';

const ICONS: Record<HomeContent['conditions']['items'][number]['id'], LucideIcon> = {
  depression: CloudRain,
  anxiety: Wind,
  adhd: Brain,
};

export const ConditionsCarousel = () => {
  const words = useContent(HOME_CONTENT).conditions;
  return (
    <Section title={words.heading} tone="sand">
      <p className={styles.sectionIntro}>{words.intro}</p>
      <Carousel
        className={styles.conditionsCarousel}
        label="Conditions we can help with"
        itemName="condition"
        slides={words.items.map((item) => {
          const Icon = ICONS[item.id];
          return {
            key: item.id,
            content: (
              <article className={styles.conditionCard}>
                <span className={styles.conditionCardIcon}>
                  <Icon aria-hidden="true" size={32} strokeWidth={1.5} />
                </span>
                <h3 className={styles.conditionCardTitle}>{item.title}</h3>
                <p className={styles.conditionCardText}>{item.text}</p>
                <Link className={styles.conditionCardLink} to={item.to}>
                  {words.learnMore}
                  <span className="visually-hidden"> about {item.title}</span>
                </Link>
              </article>
            ),
          };
        })}
      />
    </Section>
  );
};
