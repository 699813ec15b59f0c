import { useEffect, useState, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import { HandHeart } from 'lucide-react';
import { useContent } from '../../content/localized-content';
import { HOME_CONTENT } from './home-content-routes';
import * as styles from './home.module.css';

/** The strip along the bottom of the screen the button covers: its height, its offset and a little air. */
const BUTTON_BAND_PX = 88;

/**
 * Whether any of the given sections lies in the strip at the bottom of the screen where the button sits.
 * The observer's root is narrowed to that strip, and rebuilt when the window's height changes.
 */
const useCrowdedBottom = (sections: readonly RefObject<HTMLElement | null>[]): boolean => {
  const [crowded, setCrowded] = useState(false);
  useEffect(() => {
    const targets = sections.map((section) => section.current).filter((el): el is HTMLElement => el !== null);
    if (targets.length === 0 || typeof IntersectionObserver === 'undefined') return undefined;
    const inBand = new Set<Element>();
    let observer: IntersectionObserver | null = null;
    const watch = () => {
      observer?.disconnect();
      inBand.clear();
      setCrowded(false);
      observer = new IntersectionObserver(
        (entries) => {
          for (const entry of entries) {
            if (entry.isIntersecting) inBand.add(entry.target);
            else inBand.delete(entry.target);
          }
          setCrowded(inBand.size > 0);
        },
        { rootMargin: `-${Math.max(0, window.innerHeight - BUTTON_BAND_PX)}px 0px 0px 0px` },
      );
      for (const target of targets) observer.observe(target);
    };
    watch();
    window.addEventListener('resize', watch);
    return () => {
      window.removeEventListener('resize', watch);
      observer?.disconnect();
    };
  }, [sections]);
  return crowded;
};

/**
 * 'Join as Volunteer', fixed bottom right once the hero has scrolled out of view at the top.
 * Above 640 px it shows its label; at 640 px or narrower it is a round icon button (CSS).
 * It steps aside while one of `keepClearOf` passes under it (the refer form, the testimonials): on a phone
 * it would otherwise sit on the form's right edge and on the testimonial's caption.
 */
export const FloatingVolunteer = ({
  heroRef,
  keepClearOf = [],
}: {
  heroRef: RefObject<HTMLElement | null>;
  keepClearOf?: readonly RefObject<HTMLElement | null>[];
}) => {
  const words = useContent(HOME_CONTENT).floatingVolunteer;
  const [visible, setVisible] = useState(false);
  const crowded = useCrowdedBottom(keepClearOf);
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
    <Link className={styles.floatingVolunteer} to={words.to} aria-label={words.label} hidden={!visible || crowded}>
      <HandHeart aria-hidden="true" size={24} strokeWidth={1.5} />
      <span className={styles.floatingVolunteerLabel}>{words.label}</span>
    </Link>
  );
};
