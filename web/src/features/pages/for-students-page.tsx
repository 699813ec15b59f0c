import { Section } from '../../components/section';
import { useContent } from '../../content/localized-content';
import { FOR_STUDENTS_CONTENT } from '../../content/page-content-routes';
import { LeadActions } from './lead-actions';
import { ProgrammeIntro } from './programme-intro';
import * as styles from './pages.module.css';

export const ForStudentsPage = () => {
  const page = useContent(FOR_STUDENTS_CONTENT);
  const { results, onboarding, fit, contact } = page;
  return (
    <>
      <ProgrammeIntro page={page} />
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
