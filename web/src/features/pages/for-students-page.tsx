import { Section } from '../../components/section';
import { FOR_STUDENTS_PAGE } from '../../content/pages/for-students.content';
import { InertActions } from './inert-actions';
import { HeroPageHeader } from './hero-page-header';
import { InfoCardGrid } from './info-card-grid';
import './pages.css';

const { offer, results, onboarding, fit, contact } = FOR_STUDENTS_PAGE;

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
    <Section title={results.heading} tone="sand">
      <ul className="stat-grid">
        {results.stats.map((stat) => (
          <li key={stat.label} className="stat">
            <span className="stat__value">{stat.value}</span> <span className="stat__label">{stat.label}</span>
          </li>
        ))}
      </ul>
    </Section>
    <Section title={onboarding.heading}>
      <ol className="steps">
        {onboarding.steps.map((step, index) => (
          <li key={step.title} className="steps__item">
            <span className="steps__number" aria-hidden="true">
              {index + 1}
            </span>
            <div>
              <h3 className="page-card__title">{step.title}</h3>
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
      <InertActions labels={contact.buttons} note={contact.note} />
    </Section>
  </>
);
