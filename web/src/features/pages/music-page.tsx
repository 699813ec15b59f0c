import { Headphones } from 'lucide-react';
import { ExternalLink } from '../../components/external-link';
import { PageHeader } from '../../components/page-header';
import { AUDIO_TRACKS, MUSIC_PAGE } from '../../content/pages/music.content';
import * as styles from './pages.module.css';

export const MusicPage = () => (
  <>
    <PageHeader title={MUSIC_PAGE.title} intro={<p>{MUSIC_PAGE.intro}</p>} />
    <div className={`container ${styles.pageBody}`}>
      <ul className={`${styles.pageGrid} ${styles.pageGridTwo}`}>
        {AUDIO_TRACKS.map((track) => (
          <li key={track.id} className={`${styles.pageCard} ${styles.audioCard}`}>
            <h2 className={styles.pageCardTitle}>
              <Headphones aria-hidden="true" size={22} strokeWidth={1.5} /> {track.title}
            </h2>
            <p>{track.description}</p>
            <p className={styles.pageCardMeta}>{track.durationLabel}</p>
            {/* preload="none": nothing is downloaded until the visitor presses play. */}
            <audio controls preload="none" aria-label={track.title}>
              <source src={track.src} type={track.type} />
              {MUSIC_PAGE.unsupported}
            </audio>
            <p>
              <ExternalLink href={track.src}>
                {MUSIC_PAGE.openLabel}
                <span className="visually-hidden">: {track.title}</span>
              </ExternalLink>
            </p>
          </li>
        ))}
      </ul>
    </div>
  </>
);
