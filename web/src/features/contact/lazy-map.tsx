import { useEffect, useRef, useState } from 'react';
import { MapPin } from 'lucide-react';
import { Button } from '../../components/button';
import { ExternalLink } from '../../components/external-link';
import { useLocale } from '../../app/locale-context';
import { CONTACT_WORDS, type OFFICE_MAP } from './contact.content';
import * as styles from './contact.module.css';

/** The office map: an OpenStreetMap frame that loads only when scrolled near (or when asked). */
export const LazyMap = ({ map }: { map: NonNullable<typeof OFFICE_MAP> }) => {
  const words = CONTACT_WORDS[useLocale()];
  const [load, setLoad] = useState(false);
  const boxRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = boxRef.current;
    if (load || !box || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setLoad(true);
      },
      { rootMargin: '200px 0px' },
    );
    observer.observe(box);
    return () => observer.disconnect();
  }, [load]);
  return (
    <div>
      <div ref={boxRef} className={styles.contactMapFrame}>
        {load ? (
          <iframe title={words.map.title} src={map.embedUrl} width="600" height="360" loading="lazy" referrerPolicy="no-referrer" />
        ) : (
          <div className={styles.contactMapPlaceholder}>
            <MapPin aria-hidden="true" size={32} strokeWidth={1.5} />
            <p>{words.map.placeholder}</p>
            <Button variant="secondary" onClick={() => setLoad(true)}>
              {words.map.show}
            </Button>
          </div>
        )}
      </div>
      <p className={styles.contactMapLink}>
        <ExternalLink href={map.linkUrl}>{words.map.larger}</ExternalLink>
      </p>
    </div>
  );
};
