import { useState } from 'react';
import { TextField } from '../../components/field';
import { Section } from '../../components/section';
import { useContent } from '../../content/localized-content';
import { FOR_CORPORATES_CONTENT } from '../../content/page-content-routes';
import { LeadActions } from './lead-actions';
import { ProgrammeIntro } from './programme-intro';
import * as styles from './pages.module.css';

export const ForCorporatesPage = () => {
  const page = useContent(FOR_CORPORATES_CONTENT);
  const { impact, contact } = page;
  const [email, setEmail] = useState('');
  return (
    <>
      <ProgrammeIntro page={page} />
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
