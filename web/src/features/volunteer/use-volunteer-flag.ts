import { useSyncExternalStore } from 'react';
import { VOLUNTEER_FLAG_KEY } from './volunteer.copy';

const read = (): boolean => {
  try {
    return window.localStorage.getItem(VOLUNTEER_FLAG_KEY) === 'true';
  } catch {
    return false;
  }
};

const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key === null || event.key === VOLUNTEER_FLAG_KEY) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
};

/** Remembers on this device that the visitor has volunteered (the spec's 'volunteerSubmitted' = 'true'). */
export const markVolunteered = (): void => {
  try {
    window.localStorage.setItem(VOLUNTEER_FLAG_KEY, 'true');
  } catch {
    // Storage switched off: the thank-you still shows now, just not on the next visit.
  }
  listeners.forEach((listener) => listener());
};

/** Whether this device has volunteered before; false while prerendering and hydrating. */
export const useVolunteered = (): boolean => useSyncExternalStore(subscribe, read, () => false);
