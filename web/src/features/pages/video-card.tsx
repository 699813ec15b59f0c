import { ButtonLink } from '../../components/button';
import { ExternalLink } from '../../components/external-link';
import { IllustrationImage } from '../../components/illustration-image';
import { useLocale } from '../../app/locale-context';
import { VIDEOS_PAGES, embedUrlFor, type VideoShort } from '../../content/pages/videos.content';
import * as styles from './pages.module.css';

/** A short video: a local thumbnail and a title that opens the privacy-enhanced embed in a new tab. */
export const VideoCard = ({ video, headingLevel = 2 }: { video: VideoShort; headingLevel?: 2 | 3 }) => {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { thumbnail } = VIDEOS_PAGES[useLocale()];
  return (
    <article className={`${styles.pageCard} ${styles.pageCardIsLink}`}>
      <div className={styles.videoCardThumb}>
        <IllustrationImage illustration={thumbnail} lazy />
        <span className={styles.videoCardBadge}>{video.durationLabel}</span>
      </div>
      <Heading className={styles.pageCardTitle}>
        <ExternalLink href={embedUrlFor(video.youtubeId)} className={styles.pageCardLink}>
          {video.title}
        </ExternalLink>
      </Heading>
      <p>{video.summary}</p>
    </article>
  );
};

/** In place of the cards while no video is published: what is coming, and where to go meanwhile. */
export const NoVideosYet = () => {
  const words = VIDEOS_PAGES[useLocale()];
  return (
    <div className={styles.pageCard}>
      <p>{words.none.text}</p>
      <div className={styles.actionRow}>
        {words.none.links.map((link) => (
          <ButtonLink key={link.to} to={link.to} variant="secondary">
            {link.label}
          </ButtonLink>
        ))}
      </div>
    </div>
  );
};
