import { useState } from 'react';
import { TextField } from '../../components/field';
import { Section } from '../../components/section';
import { FOR_CORPORATES_PAGE } from '../../content/pages/for-corporates.content';
import { LeadActions } from './lead-actions';
import { HeroPageHeader } from './hero-page-header';
import { InfoCardGrid } from './info-card-grid';
import * as styles from './pages.module.css';

const { offer, planned, impact, contact } = FOR_CORPORATES_PAGE;

export const ForCorporatesPage = () => {
  const [email, setEmail] = useState('');
  return (
    <>
      <HeroPageHeader
        eyebrow={FOR_CORPORATES_PAGE.eyebrow}
        title={FOR_CORPORATES_PAGE.title}
        intro={FOR_CORPORATES_PAGE.intro}
        illustration={FOR_CORPORATES_PAGE.illustration}
      />
      <Section title={offer.heading}>
        <InfoCardGrid items={offer.items} />
      </Section>
      <Section title={planned.heading}>
        <InfoCardGrid items={planned.items} />
      </Section>
      <Section title={impact.heading} tone="sand">
        <p className={styles.stat}>
          <span className={styles.statValue}>{impact.stat}</span> <span className={styles.statLabel}>{impact.statLabel}</span>
        </p>
        {impact.body.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </Section>
      <Section title={contact.heading} tone="teal">
        <div className={styles.contactBox}>
          <TextField
            label={contact.emailLabel}
            name="work-email"
            type="email"
            autoComplete="email"
            placeholder={contact.emailPlaceholder}
            value={email}
            onChange={setEmail}
          />
          <LeadActions audience="corporate" note={contact.note} email={email} />
        </div>
      </Section>
    </>
  );
};
