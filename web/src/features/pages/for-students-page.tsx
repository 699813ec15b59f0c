import { Section } from '../../components/section';
import { FOR_STUDENTS_PAGE } from '../../content/pages/for-students.content';
import { LeadActions } from './lead-actions';
import { HeroPageHeader } from './hero-page-header';
import { InfoCardGrid } from './info-card-grid';
import * as styles from './pages.module.css';

const { offer, planned, results, onboarding, fit, contact } = FOR_STUDENTS_PAGE;

export const ForStudentsPage = () => (
  <>
    <HeroPageHeader
      eyebrow={FOR_STUDENTS_PAGE.eyebrow}
      title={FOR_STUDENTS_PAGE.title}
      intro={FOR_STUDENTS_PAGE.intro}
      illustration={FOR_STUDENTS_PAGE.illustration}
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
