import { Headphones } from 'lucide-react';
import { ExternalLink } from '../../components/external-link';
import { PageHeader } from '../../components/page-header';
import { AUDIO_TRACKS, MUSIC_PAGE } from '../../content/pages/music.content';
import './pages.css';

export const MusicPage = () => (
  <>
    <PageHeader title={MUSIC_PAGE.title} intro={<p>{MUSIC_PAGE.intro}</p>} />
    <div className="container page-body">
      <ul className="page-grid page-grid--two">
        {AUDIO_TRACKS.map((track) => (
          <li key={track.id} className="page-card audio-card">
            <h2 className="page-card__title">
              <Headphones aria-hidden="true" size={22} strokeWidth={1.5} /> {track.title}
            </h2>
            <p>{track.description}</p>
            <p className="page-card__meta">{track.durationLabel}</p>
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
