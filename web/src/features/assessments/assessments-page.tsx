import { useId, type ComponentType } from 'react';
import { ArrowRight, ClipboardList, CloudSun, Target, Wind, type LucideProps } from 'lucide-react';
import { ASSESSMENT_CATALOGS, ASSESSMENT_TITLE_CATALOGS, ASSESSMENTS, type Assessment, type AssessmentId } from '@manobal/core';
import { useLocale } from '../../app/locale-context';
import { ButtonLink } from '../../components/button';
import { PageHeader } from '../../components/page-header';
import { ASSESSMENTS_COPY, FEATURED_ASSESSMENT_IDS } from './assessments.copy';
import * as styles from './assessments-page.module.css';

const ICONS: Partial<Record<AssessmentId, ComponentType<LucideProps>>> = {
  depression: CloudSun,
  anxiety: Wind,
  adhd: Target,
};

const featured = ASSESSMENTS.filter((a) => FEATURED_ASSESSMENT_IDS.includes(a.id));
const others = ASSESSMENTS.filter((a) => !FEATURED_ASSESSMENT_IDS.includes(a.id));

const TakeTestLink = ({ assessment, variant }: { assessment: Assessment; variant: 'primary' | 'secondary' }) => {
  const locale = useLocale();
  return (
    <ButtonLink to={assessment.path} variant={variant} className={styles.assessmentCardCta}>
      <span>
        {ASSESSMENTS_COPY[locale].takeTest}
        <span className="visually-hidden">: {ASSESSMENT_TITLE_CATALOGS[locale][assessment.id].title}</span>
      </span>
      <ArrowRight aria-hidden="true" size={18} strokeWidth={1.5} />
    </ButtonLink>
  );
};

const FeaturedCard = ({ assessment }: { assessment: Assessment }) => {
  const locale = useLocale();
  const copy = ASSESSMENTS_COPY[locale];
  const { title, description } = ASSESSMENT_TITLE_CATALOGS[locale][assessment.id];
  const Icon = ICONS[assessment.id] ?? ClipboardList;
  return (
    <li className={`${styles.assessmentCard} ${styles.assessmentCardFeatured}`}>
      <span className={styles.assessmentCardIcon} aria-hidden="true">
        <Icon size={28} strokeWidth={1.5} />
      </span>
      <h2 className={styles.assessmentCardTitle}>{title}</h2>
      <p className={styles.assessmentCardMeta}>{copy.questionCount(assessment.questions.length)}</p>
      <p className={styles.assessmentCardText}>{description}</p>
      <TakeTestLink assessment={assessment} variant="primary" />
    </li>
  );
};

/** /assessments: the three main screenings as cards, then the other five. */
export const AssessmentsPage = () => {
  const moreId = useId();
  const locale = useLocale();
  const copy = ASSESSMENTS_COPY[locale];
  const titles = ASSESSMENT_TITLE_CATALOGS[locale];
  return (
    <>
      <PageHeader title={copy.chooserTitle} intro={<p>{copy.chooserIntro}</p>} />
      <div className={`container ${styles.assessments}`}>
        <ul className={styles.assessmentsFeatured}>
          {featured.map((assessment) => (
            <FeaturedCard key={assessment.id} assessment={assessment} />
          ))}
        </ul>
        <section className={styles.assessmentsMore} aria-labelledby={moreId}>
          <h2 id={moreId}>{copy.moreTitle}</h2>
          <p className={styles.assessmentsMoreIntro}>{copy.moreIntro}</p>
          <ul className={styles.assessmentsList}>
            {others.map((assessment) => (
              <li key={assessment.id} className={styles.assessmentCard}>
                <h3 className={styles.assessmentCardTitle}>{titles[assessment.id].title}</h3>
                <p className={styles.assessmentCardMeta}>{copy.questionCount(assessment.questions.length)}</p>
                <p className={styles.assessmentCardText}>{titles[assessment.id].description}</p>
                <TakeTestLink assessment={assessment} variant="secondary" />
              </li>
            ))}
          </ul>
        </section>
        <p className={styles.assessmentsNote}>{ASSESSMENT_CATALOGS[locale].quiz.screeningDisclaimer}</p>
      </div>
    </>
  );
};
