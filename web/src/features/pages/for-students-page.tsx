import { Section } from '../../components/section';
import { useContent } from '../../content/localized-content';
import { FOR_STUDENTS_CONTENT } from '../../content/page-content-routes';
import { LeadActions } from './lead-actions';
import { HeroPageHeader } from './hero-page-header';
import { InfoCardGrid } from './info-card-grid';
import * as styles from './pages.module.css';

export const ForStudentsPage = () => {
  const page = useContent(FOR_STUDENTS_CONTENT);
  const { offer, planned, results, onboarding, fit, contact } = page;
  return (
    <>
      <HeroPageHeader
        eyebrow={page.eyebrow}
        title={page.title}
        intro={page.intro}
        illustration={page.illustration}
      />
      <Section title={offer.heading}>
        <InfoCardGrid items={offer.items} />
      </Section>
      <Section title={planned.heading}>
        <InfoCardGrid items={planned.items} />
      </Section>
      <Section title={results.heading} tone="sand">
        <p>{results.note}</p>
        <ul className={styles.statGrid}>
          {results.stats.map((stat) => (
            <li key={stat.label} className={styles.stat}>
              <span className={styles.statValue}>{stat.value}</span> <span className={styles.statLabel}>{stat.label}</span>
            </li>
          ))}
        </ul>
      </Section>
      <Section title={onboarding.heading}>
        <ol className={styles.steps}>
          {onboarding.steps.map((step, index) => (
            <li key={step.title} className={styles.stepsItem}>
              <span className={styles.stepsNumber} aria-hidden="true">
                {index + 1}
              </span>
              <div>
                <h3 className={styles.pageCardTitle}>{step.title}</h3>
                <p>{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </Section>
      <Section title={fit.heading} tone="sand">
        {fit.body.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </Section>
      <Section title={contact.heading} tone="teal">
        <LeadActions audience="school" note={contact.note} />
      </Section>
    </>
  );
};
