import { ExternalLink } from '../../components/external-link';
import { VIDEOS_PAGE, embedUrlFor, type VideoShort } from '../../content/pages/videos.content';

/** A short video: a local thumbnail and a title that opens the privacy-enhanced embed in a new tab. */
export const VideoCard = ({ video, headingLevel = 2 }: { video: VideoShort; headingLevel?: 2 | 3 }) => {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { thumbnail } = VIDEOS_PAGE;
  return (
    <article className="page-card page-card--link">
      <div className="video-card__thumb">
        <img src={thumbnail.src} width={thumbnail.width} height={thumbnail.height} alt="" loading="lazy" decoding="async" />
        <span className="video-card__badge">{video.durationLabel}</span>
      </div>
      <Heading className="page-card__title">
        <ExternalLink href={embedUrlFor(video.youtubeId)} className="page-card__link">
          {video.title}
        </ExternalLink>
      </Heading>
      <p>{video.summary}</p>
    </article>
  );
};
