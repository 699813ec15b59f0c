import { Headphones } from 'lucide-react';
import { ExternalLink } from '../../components/external-link';
import { PageHeader } from '../../components/page-header';
import { useLocale } from '../../app/locale-context';
import { MUSIC_PAGES } from '../../content/pages/music.content';
import * as styles from './pages.module.css';

export const MusicPage = () => {
  const page = MUSIC_PAGES[useLocale()];
  return (
    <>
      <PageHeader title={page.title} intro={<p>{page.intro}</p>} />
      <div className={`container ${styles.pageBody}`}>
        <ul className={`${styles.pageGrid} ${styles.pageGridTwo}`}>
          {page.tracks.map((track) => (
            <li key={track.id} className={`${styles.pageCard} ${styles.audioCard}`}>
              <h2 className={styles.pageCardTitle}>
                <Headphones aria-hidden="true" size={22} strokeWidth={1.5} /> {track.title}
              </h2>
              <p>{track.description}</p>
              <p className={styles.pageCardMeta}>{track.durationLabel}</p>
              {/* preload="none": nothing is downloaded until the visitor presses play. */}
              <audio controls preload="none" aria-label={track.title}>
                <source src={track.src} type={track.type} />
                {page.unsupported}
              </audio>
              <p>
                <ExternalLink href={track.src}>
                  {page.openLabel}
                  <span className="visually-hidden">: {track.title}</span>
                </ExternalLink>
              </p>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
};
