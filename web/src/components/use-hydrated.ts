import { useLayoutEffect, useSyncExternalStore, type RefObject } from 'react';

const noSubscription = () => () => undefined;

/**
 * False in the prerendered HTML and while React hydrates it; true from then on (and at once on a page React
 * renders itself). On a slow phone the prerendered page is usable for seconds before its script arrives: a
 * submit button pressed then would send the form natively, losing it (and, for a form without a method,
 * putting the visitor's details in the address). Submit buttons wait for this.
 */
export const useHydrated = (): boolean => useSyncExternalStore(noSubscription, () => true, () => false);

/**
 * Hands over what the visitor typed or ticked before the page's script took over. React 19 keeps such input
 * on screen when it hydrates a prerendered page but replays no change event, so state would still hold the
 * empty value and the form would send, or later redraw, empty fields. A control React mounts itself always
 * shows its prop, so a difference at mount can only come from the visitor (or the browser restoring a form).
 * A layout effect reads it before any later render could overwrite the screen with the stale prop.
 */
export const useAdoptEarlyInput = <Element extends HTMLElement, Value>(
  ref: RefObject<Element | null>,
  read: (element: Element) => Value | undefined,
  current: Value,
  onChange: (value: Value) => void,
): void => {
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const shown = read(element);
    if (shown !== undefined && shown !== current) onChange(shown);
    // Once, at mount: afterwards the control and its state move together through onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
};
