import { PageHeader } from '../../components/page-header';
import { VIDEOS_PAGE, VIDEO_SHORTS } from '../../content/pages/videos.content';
import { VideoCard } from './video-card';
import * as styles from './pages.module.css';

export const VideosPage = () => (
  <>
    <PageHeader title={VIDEOS_PAGE.title} intro={<p>{VIDEOS_PAGE.intro}</p>} />
    <div className={`container ${styles.pageBody}`}>
      <ul className={styles.pageGrid}>
        {VIDEO_SHORTS.map((video) => (
          <li key={video.youtubeId}>
            <VideoCard video={video} />
          </li>
        ))}
      </ul>
    </div>
  </>
);
