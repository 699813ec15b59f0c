import { Link } from 'react-router-dom';
import { ButtonLink } from '../../components/button';
import { Carousel } from '../../components/carousel';
import { ExternalLink } from '../../components/external-link';
import { Section } from '../../components/section';
import { IllustrationImage } from '../../components/illustration-image';
import { BLOG_POSTS } from '../../content/blog-posts.content';
import { embedUrlFor, VIDEO_SHORTS, VIDEOS_PAGES } from '../../content/pages/videos.content';
import { useContent } from '../../content/localized-content';
import { HOME_CONTENT } from './home-content-routes';
import * as styles from './home.module.css';

const video = VIDEO_SHORTS[0];

/** Two articles and one short video: a grid on wide screens, a slider below 1024 px. */
export const ResourcesBlock = () => {
  const words = useContent(HOME_CONTENT).resources;
  const articleCards = words.articles.flatMap((article) => {
    const post = BLOG_POSTS.find((candidate) => candidate.link === article.to);
    return post ? [{ ...article, post }] : [];
  });
  const slides = [
    ...articleCards.map(({ label, to, post }) => ({
      key: to,
      content: (
        <article className={styles.resourceCard}>
          <IllustrationImage className={styles.resourceCardImage} illustration={post.image} lazy />
          <div className={styles.resourceCardBody}>
            <p className={styles.resourceCardLabel}>{label}</p>
            <h3 className={styles.resourceCardTitle}>
              <Link to={to}>{post.title}</Link>
            </h3>
            <p className={styles.resourceCardText}>{post.teaser}</p>
          </div>
        </article>
      ),
    })),
    ...(video
      ? [
          {
            key: video.youtubeId,
            content: (
              <article className={styles.resourceCard}>
                <IllustrationImage className={styles.resourceCardImage} illustration={VIDEOS_PAGES.en.thumbnail} lazy />
                <div className={styles.resourceCardBody}>
                  <p className={styles.resourceCardLabel}>{words.videoLabel}</p>
                  <h3 className={styles.resourceCardTitle}>
                    <ExternalLink href={embedUrlFor(video.youtubeId)}>{video.title}</ExternalLink>
                  </h3>
                  <p className={styles.resourceCardText}>{video.summary}</p>
                </div>
              </article>
            ),
          },
        ]
      : []),
  ];
  return (
    <Section title={words.heading} tone="sand">
      <p className={styles.sectionIntro}>{video ? words.intro : words.introWithoutVideos}</p>
      <Carousel className={styles.resourcesCarousel} label="Featured resources" itemName="resource" slides={slides} loop={false} />
      <div className={styles.sectionActions}>
        <ButtonLink to={words.viewAll.to} variant="secondary">
          {words.viewAll.label}
        </ButtonLink>
      </div>
    </Section>
  );
};
