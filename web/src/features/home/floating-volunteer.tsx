import { useEffect, useState, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import { HandHeart } from 'lucide-react';
import { FLOATING_VOLUNTEER } from './home.content';
import * as styles from './home.module.css';

/**
 * 'Join as Volunteer', fixed bottom right once the hero has scrolled out of view at the top.
 * Above 640 px it shows its label; at 640 px or narrower it is a round icon button (CSS).
 */
export const FloatingVolunteer = ({ heroRef }: { heroRef: RefObject<HTMLElement | null> }) => {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const hero = heroRef.current;
    if (!hero || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) setVisible(!entry.isIntersecting && entry.boundingClientRect.top < 0);
    });
    observer.observe(hero);
    return () => observer.disconnect();
  }, [heroRef]);
  return (
    <Link className={styles.floatingVolunteer} to={FLOATING_VOLUNTEER.to} aria-label={FLOATING_VOLUNTEER.label} hidden={!visible}>
      <HandHeart aria-hidden="true" size={24} strokeWidth={1.5} />
      <span className={styles.floatingVolunteerLabel}>{FLOATING_VOLUNTEER.label}</span>
    </Link>
  );
};
