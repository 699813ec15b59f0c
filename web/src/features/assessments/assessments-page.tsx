import { useId, type ComponentType } from 'react';
import { ArrowRight, ClipboardList, CloudSun, Target, Wind, type LucideProps } from 'lucide-react';
import { ASSESSMENTS, QUIZ_MESSAGES, type Assessment, type AssessmentId } from '@manobal/core';
import { ButtonLink } from '../../components/button';
import { PageHeader } from '../../components/page-header';
import { ASSESSMENTS_COPY } from './assessments.copy';
import './assessments-page.css';

const ICONS: Partial<Record<AssessmentId, ComponentType<LucideProps>>> = {
  depression: CloudSun,
  anxiety: Wind,
  adhd: Target,
};

const featured = ASSESSMENTS.filter((a) => (ASSESSMENTS_COPY.featuredIds as readonly string[]).includes(a.id));
const others = ASSESSMENTS.filter((a) => !(ASSESSMENTS_COPY.featuredIds as readonly string[]).includes(a.id));

const TakeTestLink = ({ assessment, variant }: { assessment: Assessment; variant: 'primary' | 'secondary' }) => (
  <ButtonLink to={assessment.path} variant={variant} className="assessment-card__cta">
    <span>
      {ASSESSMENTS_COPY.takeTest}
      <span className="visually-hidden">: {assessment.title}</span>
    </span>
    <ArrowRight aria-hidden="true" size={18} strokeWidth={1.5} />
  </ButtonLink>
);

const FeaturedCard = ({ assessment }: { assessment: Assessment }) => {
  const Icon = ICONS[assessment.id] ?? ClipboardList;
  return (
    <li className="assessment-card assessment-card--featured">
      <span className="assessment-card__icon" aria-hidden="true">
        <Icon size={28} strokeWidth={1.5} />
      </span>
      <h2 className="assessment-card__title">{assessment.title}</h2>
      <p className="assessment-card__meta">{ASSESSMENTS_COPY.questionCount(assessment.questions.length)}</p>
      <p className="assessment-card__text">{assessment.description}</p>
      <TakeTestLink assessment={assessment} variant="primary" />
    </li>
  );
};

/** /assessments: the three main screenings as cards, then the other five. */
export const AssessmentsPage = () => {
  const moreId = useId();
  return (
    <>
      <PageHeader title={ASSESSMENTS_COPY.chooserTitle} intro={<p>{ASSESSMENTS_COPY.chooserIntro}</p>} />
      <div className="container assessments">
        <ul className="assessments__featured">
          {featured.map((assessment) => (
            <FeaturedCard key={assessment.id} assessment={assessment} />
          ))}
        </ul>
        <section className="assessments__more" aria-labelledby={moreId}>
          <h2 id={moreId}>{ASSESSMENTS_COPY.moreTitle}</h2>
          <p className="assessments__more-intro">{ASSESSMENTS_COPY.moreIntro}</p>
          <ul className="assessments__list">
            {others.map((assessment) => (
              <li key={assessment.id} className="assessment-card">
                <h3 className="assessment-card__title">{assessment.title}</h3>
                <p className="assessment-card__meta">{ASSESSMENTS_COPY.questionCount(assessment.questions.length)}</p>
                <p className="assessment-card__text">{assessment.description}</p>
                <TakeTestLink assessment={assessment} variant="secondary" />
              </li>
            ))}
          </ul>
        </section>
        <p className="assessments__note">{QUIZ_MESSAGES.screeningDisclaimer}</p>
      </div>
    </>
  );
};
