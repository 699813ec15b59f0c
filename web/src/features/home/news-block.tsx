import { ArrowDownUp } from 'lucide-react';
import { ButtonLink } from '../../components/button';
import { ExternalLink } from '../../components/external-link';
import { Section } from '../../components/section';
import { NEWS } from './home.content';

/** Six external reads in a scrollable list (max 400 px) that the keyboard can scroll too. */
export const NewsBlock = () => (
  <Section title={NEWS.heading}>
    <p className="section-intro">{NEWS.intro}</p>
    <div className="news-list" role="region" aria-label={NEWS.listLabel} tabIndex={0}>
      <ul>
        {NEWS.items.map((item) => (
          <li key={item.href} className="news-item">
            <h3 className="news-item__title">
              <ExternalLink href={item.href}>{item.title}</ExternalLink>
            </h3>
            <p className="news-item__author">{item.author}</p>
            <p className="news-item__text">{item.description}</p>
          </li>
        ))}
      </ul>
    </div>
    <p className="news-hint">
      <ArrowDownUp aria-hidden="true" size={16} strokeWidth={1.5} />
      {NEWS.hint}
    </p>
    <div className="section-actions">
      <ButtonLink to={NEWS.seeAll.to} variant="secondary">
        {NEWS.seeAll.label}
      </ButtonLink>
    </div>
  </Section>
);
