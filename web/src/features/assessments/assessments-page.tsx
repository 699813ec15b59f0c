import { useId, type ComponentType } from 'react';
import { ArrowRight, ClipboardList, CloudSun, Target, Wind, type LucideProps } from 'lucide-react';
import { ASSESSMENTS, QUIZ_MESSAGES, type Assessment, type AssessmentId } from '@manobal/core';
import { ButtonLink } from '../../components/button';
import { PageHeader } from '../../components/page-header';
import { ASSESSMENTS_COPY } from './assessments.copy';
import * as styles from './assessments-page.module.css';

const ICONS: Partial<Record<AssessmentId, ComponentType<LucideProps>>> = {
  depression: CloudSun,
  anxiety: Wind,
  adhd: Target,
};

const featured = ASSESSMENTS.filter((a) => (ASSESSMENTS_COPY.featuredIds as readonly string[]).includes(a.id));
const others = ASSESSMENTS.filter((a) => !(ASSESSMENTS_COPY.featuredIds as readonly string[]).includes(a.id));

const TakeTestLink = ({ assessment, variant }: { assessment: Assessment; variant: 'primary' | 'secondary' }) => (
  <ButtonLink to={assessment.path} variant={variant} className={styles.assessmentCardCta}>
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
    <li className={`${styles.assessmentCard} ${styles.assessmentCardFeatured}`}>
      <span className={styles.assessmentCardIcon} aria-hidden="true">
        <Icon size={28} strokeWidth={1.5} />
      </span>
      <h2 className={styles.assessmentCardTitle}>{assessment.title}</h2>
      <p className={styles.assessmentCardMeta}>{ASSESSMENTS_COPY.questionCount(assessment.questions.length)}</p>
      <p className={styles.assessmentCardText}>{assessment.description}</p>
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
      <div className={`container ${styles.assessments}`}>
        <ul className={styles.assessmentsFeatured}>
          {featured.map((assessment) => (
            <FeaturedCard key={assessment.id} assessment={assessment} />
          ))}
        </ul>
        <section className={styles.assessmentsMore} aria-labelledby={moreId}>
          <h2 id={moreId}>{ASSESSMENTS_COPY.moreTitle}</h2>
          <p className={styles.assessmentsMoreIntro}>{ASSESSMENTS_COPY.moreIntro}</p>
          <ul className={styles.assessmentsList}>
            {others.map((assessment) => (
              <li key={assessment.id} className={styles.assessmentCard}>
                <h3 className={styles.assessmentCardTitle}>{assessment.title}</h3>
                <p className={styles.assessmentCardMeta}>{ASSESSMENTS_COPY.questionCount(assessment.questions.length)}</p>
                <p className={styles.assessmentCardText}>{assessment.description}</p>
                <TakeTestLink assessment={assessment} variant="secondary" />
              </li>
            ))}
          </ul>
        </section>
        <p className={styles.assessmentsNote}>{QUIZ_MESSAGES.screeningDisclaimer}</p>
      </div>
    </>
  );
};
