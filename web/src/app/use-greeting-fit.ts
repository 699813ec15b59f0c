import { useLayoutEffect, useRef, useState, type RefObject } from 'react';

/** Whether the desktop header shows 'Welcome, {name}' in full or a person icon in its place. */
export type GreetingFit = 'full' | 'icon';

/** Spread on the greeting's text and on the icon standing in for it, so the measurement below finds them. */
export const GREETING_LABEL_PROPS = { 'data-greeting-label': '' } as const;
export const GREETING_ICON_PROPS = { 'data-greeting-icon': '' } as const;

const widthOf = (element: Element | null): number => element?.getBoundingClientRect().width ?? 0;

/**
 * Shows the greeting whole whenever the header row has room for it, and the icon otherwise (the open menu
 * then repeats the greeting): a name's length is not known to CSS, so a width breakpoint either hides a short
 * name that fits or cuts a long one. The room is what the greeting (or the icon) takes now plus the slack
 * between the main navigation and the actions, re-measured whenever the header row changes width.
 * It runs as a layout effect, so the choice is made before the greeting is first painted; with no
 * ResizeObserver the icon stays.
 */
export const useGreetingFit = (
  rowRef: RefObject<HTMLElement | null>,
  navRef: RefObject<HTMLElement | null>,
  actionsRef: RefObject<HTMLElement | null>,
  name: string | null,
): GreetingFit | null => {
  const [fit, setFit] = useState<GreetingFit | null>(null);
  const fitRef = useRef(fit);
  fitRef.current = fit;

  useLayoutEffect(() => {
    const row = rowRef.current;
    if (name === null || !row || typeof ResizeObserver === 'undefined') return undefined;
    const measure = () => {
      const nav = navRef.current;
      const actions = actionsRef.current;
      const label = actions?.querySelector('[data-greeting-label]') ?? null;
      // Below the desktop breakpoint the actions are hidden and the drawer greets instead: nothing to decide.
      if (!nav || !actions || !label || widthOf(actions) === 0) return;
      const gap = parseFloat(getComputedStyle(row).columnGap) || 0;
      const slack = actions.getBoundingClientRect().left - nav.getBoundingClientRect().right - gap;
      // What stands in the greeting's place now: its text (whole or cut), or the icon while the text is hidden.
      const shown = widthOf(label) > 1 ? label.clientWidth : widthOf(actions.querySelector('[data-greeting-icon]'));
      // scrollWidth is the text's whole width, even while it is cut or visually hidden.
      const next: GreetingFit = label.scrollWidth <= shown + Math.max(slack, 0) + 0.5 ? 'full' : 'icon';
      if (next !== fitRef.current) {
        fitRef.current = next;
        setFit(next);
      }
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(row);
    return () => observer.disconnect();
  }, [rowRef, navRef, actionsRef, name]);

  return name === null ? null : fit;
};
