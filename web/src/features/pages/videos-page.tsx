import { PageHeader } from '../../components/page-header';
import { useLocale } from '../../app/locale-context';
import { VIDEOS_PAGES, VIDEO_SHORTS } from '../../content/pages/videos.content';
import { NoVideosYet, VideoCard } from './video-card';
import * as styles from './pages.module.css';

export const VideosPage = () => {
  const words = VIDEOS_PAGES[useLocale()];
  return (
    <>
      <PageHeader title={words.title} intro={VIDEO_SHORTS.length > 0 ? <p>{words.intro}</p> : undefined} />
      <div className={`container ${styles.pageBody}`}>
        {VIDEO_SHORTS.length > 0 ? (
          <ul className={styles.pageGrid}>
            {VIDEO_SHORTS.map((video) => (
              <li key={video.youtubeId}>
                <VideoCard video={video} />
              </li>
            ))}
          </ul>
        ) : (
          <NoVideosYet />
        )}
      </div>
    </>
  );
};
