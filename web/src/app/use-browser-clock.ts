import { useSyncExternalStore } from 'react';
import type { Clock } from '@manobal/core';

const browserClock: Clock = { now: () => new Date() };
const noSubscription = () => () => undefined;

/**
 * The device clock once the page runs in a browser; null while prerendering and hydrating, so a page
 * built yesterday never offers yesterday's dates and hydration never disagrees with the server's HTML.
 */
export const useBrowserClock = (): Clock | null =>
  useSyncExternalStore(noSubscription, () => browserClock, () => null);
