import { useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
};

const readWidth = () => window.innerWidth;

/** Prerendered pages are drawn for a phone first; the real width takes over right after hydration. */
const SERVER_WIDTH = 375;

/** The viewport width in CSS pixels, updated on resize and rotation. */
export const useViewportWidth = (): number => useSyncExternalStore(subscribe, readWidth, () => SERVER_WIDTH);
