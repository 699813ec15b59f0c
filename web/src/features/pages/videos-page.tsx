import { PageHeader } from '../../components/page-header';
import { VIDEOS_PAGE, VIDEO_SHORTS } from '../../content/pages/videos.content';
import { VideoCard } from './video-card';
import './pages.css';

export const VideosPage = () => (
  <>
    <PageHeader title={VIDEOS_PAGE.title} intro={<p>{VIDEOS_PAGE.intro}</p>} />
    <div className="container page-body">
      <ul className="page-grid">
        {VIDEO_SHORTS.map((video) => (
          <li key={video.youtubeId}>
            <VideoCard video={video} />
          </li>
        ))}
      </ul>
    </div>
  </>
);
