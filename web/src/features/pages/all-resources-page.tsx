import { Brain, CloudSun, Waves } from 'lucide-react';
import { ButtonLink, buttonClass } from '../../components/button';
import { ExternalLink } from '../../components/external-link';
import { PageHeader } from '../../components/page-header';
import { Section } from '../../components/section';
import { BLOG_POSTS } from '../../content/blog-posts.content';
import { useLocale } from '../../app/locale-context';
import { ALL_RESOURCES_COUNTS, ALL_RESOURCES_PAGES, type AssessmentCard } from '../../content/pages/all-resources.content';
import { VIDEO_SHORTS } from '../../content/pages/videos.content';
import { BlogCardView } from './blog-card';
import { NoVideosYet, VideoCard } from './video-card';
import * as styles from './pages.module.css';

const ICONS: Record<AssessmentCard['icon'], typeof Brain> = { cloud: CloudSun, waves: Waves, focus: Brain };

/** The resources landing: expert videos, blogs and assessments, each with a way to see them all. */
export const AllResourcesPage = () => {
  const page = ALL_RESOURCES_PAGES[useLocale()];
  const { videos, blogs, assessments } = page;
  return (
    <>
      <PageHeader eyebrow={page.eyebrow} title={page.title} intro={<p>{page.intro}</p>} />
      <Section title={videos.heading}>
        {VIDEO_SHORTS.length > 0 ? (
          <>
            <p className={styles.pageIntro}>{videos.intro}</p>
            <ul className={styles.pageGrid}>
              {VIDEO_SHORTS.slice(0, ALL_RESOURCES_COUNTS.videos).map((video) => (
                <li key={video.youtubeId}>
                  <VideoCard video={video} headingLevel={3} />
                </li>
              ))}
            </ul>
            <ButtonLink to={videos.more.to} variant="secondary">
              {videos.more.label}
            </ButtonLink>
          </>
        ) : (
          <NoVideosYet />
        )}
      </Section>
      <Section title={blogs.heading} tone="sand">
        <p className={styles.pageIntro}>{blogs.intro}</p>
        <ul className={styles.pageGrid}>
          {BLOG_POSTS.slice(0, ALL_RESOURCES_COUNTS.blogs).map((post) => (
            <li key={post.link}>
              <BlogCardView post={post} newTab headingLevel={3} />
            </li>
          ))}
        </ul>
        <ButtonLink to={blogs.more.to} variant="secondary">
          {blogs.more.label}
        </ButtonLink>
      </Section>
      <Section title={assessments.heading}>
        <p className={styles.pageIntro}>{assessments.intro}</p>
        <ul className={styles.pageGrid}>
          {page.cards.map((card) => {
            const Icon = ICONS[card.icon];
            return (
              <li key={card.link} className={`${styles.pageCard} ${styles.assessmentCard}`}>
                <Icon className={styles.assessmentCardIcon} aria-hidden="true" size={32} strokeWidth={1.5} />
                <h3 className={styles.pageCardTitle}>{card.title}</h3>
                <ExternalLink href={card.link} className={buttonClass('primary', styles.assessmentCardAction)}>
                  {assessments.takeLabel}
                  <span className="visually-hidden">: {card.title}</span>
                </ExternalLink>
              </li>
            );
          })}
        </ul>
        <ButtonLink to={assessments.more.to} variant="secondary">
          {assessments.more.label}
        </ButtonLink>
      </Section>
    </>
  );
};
