import { ArrowDownUp } from 'lucide-react';
import { ButtonLink } from '../../components/button';
import { ExternalLink } from '../../components/external-link';
import { Section } from '../../components/section';
import { useContent } from '../../content/localized-content';
import { HOME_CONTENT } from './home-content-routes';
import * as styles from './home.module.css';

/** Six external reads in a scrollable list (max 400 px) that the keyboard can scroll too. */
export const NewsBlock = () => {
  const words = useContent(HOME_CONTENT).news;
  return (
    <Section title={words.heading}>
      <p className={styles.sectionIntro}>{words.intro}</p>
      <div className={styles.newsList} role="region" aria-label={words.listLabel} tabIndex={0}>
        <ul>
          {words.items.map((item) => (
            <li key={item.href} className={styles.newsItem}>
              <h3 className={styles.newsItemTitle}>
                <ExternalLink href={item.href}>{item.title}</ExternalLink>
              </h3>
              <p className={styles.newsItemAuthor}>{item.author}</p>
              <p className={styles.newsItemText}>{item.description}</p>
            </li>
          ))}
        </ul>
      </div>
      <p className={styles.newsHint}>
        <ArrowDownUp aria-hidden="true" size={16} strokeWidth={1.5} />
        {words.hint}
      </p>
      <div className={styles.sectionActions}>
        <ButtonLink to={words.seeAll.to} variant="secondary">
          {words.seeAll.label}
        </ButtonLink>
      </div>
    </Section>
  );
};
