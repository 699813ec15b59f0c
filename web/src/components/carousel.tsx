import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import type { EmblaCarouselType } from 'embla-carousel';
import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { useReducedMotion } from './use-reduced-motion';
import * as styles from './carousel.module.css';

export interface CarouselProps {
  /** Names the carousel for assistive technology, e.g. 'Conditions we help with'. */
  label: string;
  /** What one slide is called in control labels: 'Previous {itemName}', 'Show {itemName} 2 of 6'. */
  itemName: string;
  slides: readonly { key: string; content: ReactNode }[];
  /** The page's class for the root: sets --carousel-per-view and --carousel-gap per breakpoint in its CSS. */
  className?: string;
  loop?: boolean;
  arrows?: boolean;
  dots?: boolean;
  /**
   * Advance every N ms; pauses while hovered or while it holds keyboard focus, carries on after a click, has a
   * Pause/Play button, and is off by default for reduced motion.
   */
  autoplayMs?: number;
}

type AutoplayMode = 'default' | 'playing' | 'paused';

const focusIsVisible = (element: Element): boolean => {
  try {
    return element.matches(':focus-visible');
  } catch {
    // An engine without :focus-visible: treat every focus as visible, the cautious choice.
    return true;
  }
};

/**
 * A carousel built on Embla. The slides are a native, snapping horizontal scroller until Embla arrives
 * (and for good without JavaScript), so every slide stays reachable. Embla itself loads only when the
 * carousel comes near the screen: the first page's JavaScript stays small on slow connections.
 */
const useLazyEmbla = (loop: boolean) => {
  const viewportRef = useRef<HTMLDivElement>(null);
  const [api, setApi] = useState<EmblaCarouselType | undefined>(undefined);
  useEffect(() => {
    const viewport = viewportRef.current;
    if (!viewport) return;
    let instance: EmblaCarouselType | undefined;
    let cancelled = false;
    const start = () => {
      import('embla-carousel')
        .then(({ default: EmblaCarousel }) => {
          if (cancelled) return;
          viewport.scrollLeft = 0;
          instance = EmblaCarousel(viewport, { loop, align: 'start' });
          setApi(instance);
        })
        .catch(() => undefined);
    };
    let observer: IntersectionObserver | undefined;
    if (typeof IntersectionObserver === 'undefined') start();
    else {
      observer = new IntersectionObserver(
        (entries) => {
          if (!entries.some((entry) => entry.isIntersecting)) return;
          observer?.disconnect();
          start();
        },
        { rootMargin: '400px 0px' },
      );
      observer.observe(viewport);
    }
    return () => {
      cancelled = true;
      observer?.disconnect();
      instance?.destroy();
      setApi(undefined);
    };
  }, [loop]);
  return [viewportRef, api] as const;
};

export const Carousel = ({ label, itemName, slides, className, loop = true, arrows = true, dots = false, autoplayMs }: CarouselProps) => {
  const reducedMotion = useReducedMotion();
  const [viewportRef, api] = useLazyEmbla(loop);
  const [selected, setSelected] = useState(0);
  const [snapCount, setSnapCount] = useState(slides.length);
  const [canScroll, setCanScroll] = useState({ prev: false, next: false });
  const [mode, setMode] = useState<AutoplayMode>('default');
  const [hovered, setHovered] = useState(false);
  const [keyboardFocusInside, setKeyboardFocusInside] = useState(false);
  // Bumped by every manual move so the autoplay timer starts its interval again from there.
  const [restartKey, setRestartKey] = useState(0);

  useEffect(() => {
    if (!api) return;
    const sync = () => {
      setSelected(api.selectedScrollSnap());
      setSnapCount(api.scrollSnapList().length);
      setCanScroll({ prev: api.canScrollPrev(), next: api.canScrollNext() });
    };
    sync();
    api.on('select', sync).on('reInit', sync);
    return () => {
      api.off('select', sync).off('reInit', sync);
    };
  }, [api]);

  const autoplayOn = autoplayMs !== undefined && (mode === 'playing' || (mode === 'default' && !reducedMotion));
  const autoplayRunning = autoplayOn && !hovered && !keyboardFocusInside;

  useEffect(() => {
    if (!api || !autoplayRunning || autoplayMs === undefined) return;
    const timer = setInterval(() => api.scrollNext(), autoplayMs);
    return () => clearInterval(timer);
  }, [api, autoplayRunning, autoplayMs, restartKey]);

  const move = useCallback(
    (to: 'prev' | 'next' | number) => {
      if (!api) return;
      if (to === 'prev') api.scrollPrev(reducedMotion);
      else if (to === 'next') api.scrollNext(reducedMotion);
      else api.scrollTo(to, reducedMotion);
      setRestartKey((key) => key + 1);
    },
    [api, reducedMotion],
  );

  const scrollable = canScroll.prev || canScroll.next;
  const ready = api !== undefined;

  return (
    <section
      className={[styles.carousel, className].filter(Boolean).join(' ')}
      aria-roledescription="carousel"
      aria-label={label}
      data-ready={ready || undefined}
      onPointerEnter={(event) => {
        if (event.pointerType === 'mouse') setHovered(true);
      }}
      onPointerLeave={() => setHovered(false)}
      onFocus={(event) => {
        // Keyboard focus pauses autoplay (DESIGN); a mouse click on a dot or arrow does not, so autoplay
        // carries on after the click (spec: "autoplay continues after interaction").
        if (focusIsVisible(event.target)) setKeyboardFocusInside(true);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setKeyboardFocusInside(false);
      }}
    >
      {autoplayMs !== undefined ? (
        <div className={styles.carouselAutoplay}>
          <button
            type="button"
            className={`${styles.carouselControl} ${styles.carouselControlText}`}
            hidden={!ready}
            onClick={() => setMode(autoplayOn ? 'paused' : 'playing')}
          >
            {autoplayOn ? <Pause aria-hidden="true" size={18} strokeWidth={1.5} /> : <Play aria-hidden="true" size={18} strokeWidth={1.5} />}
            {autoplayOn ? `Pause ${itemName}s` : `Play ${itemName}s`}
          </button>
        </div>
      ) : null}
      {/* Until Embla arrives the viewport is a native scroller, which keyboard users must be able to reach. */}
      <div className={styles.carouselViewport} ref={viewportRef} tabIndex={ready ? undefined : 0}>
        <div className={styles.carouselContainer} aria-live={autoplayRunning ? 'off' : 'polite'}>
          {slides.map((slide, index) => (
            <div
              key={slide.key}
              className={styles.carouselSlide}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}`}
            >
              {slide.content}
            </div>
          ))}
        </div>
      </div>
      {arrows || dots ? (
        <div className={styles.carouselNav} hidden={!ready || !scrollable}>
          {arrows ? (
            <button type="button" className={styles.carouselControl} aria-label={`Previous ${itemName}`} disabled={!canScroll.prev} onClick={() => move('prev')}>
              <ChevronLeft aria-hidden="true" size={22} strokeWidth={1.5} />
            </button>
          ) : null}
          {dots ? (
            <div className={styles.carouselDots}>
              {Array.from({ length: snapCount }, (_, index) => (
                <button
                  key={index}
                  type="button"
                  className={styles.carouselDot}
                  aria-label={`Show ${itemName} ${index + 1} of ${snapCount}`}
                  aria-current={index === selected ? 'true' : undefined}
                  onClick={() => move(index)}
                />
              ))}
            </div>
          ) : null}
          {arrows ? (
            <button type="button" className={styles.carouselControl} aria-label={`Next ${itemName}`} disabled={!canScroll.next} onClick={() => move('next')}>
              <ChevronRight aria-hidden="true" size={22} strokeWidth={1.5} />
            </button>
          ) : null}
        </div>
      ) : null}
    </section>
  );
};
