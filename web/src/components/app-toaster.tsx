import { lazy, Suspense, useEffect, useSyncExternalStore } from 'react';
import type { toast as sonnerToast } from './sonner-toaster';

/*
 * Sonner is loaded on first use (or when the browser is idle), not with the first page: most visits
 * never show a toast. `requestToaster` resolves once the Toaster listens. This is the part the shell's
 * layout mounts; the toast store the pages use (toast.tsx) loads with the first page that shows a toast.
 */
export type SonnerToast = typeof sonnerToast;

let requested = false;
let markMounted: () => void = () => undefined;
let ready: Promise<SonnerToast> | null = null;
const listeners = new Set<() => void>();

/** Loads Sonner and mounts its Toaster (once); resolves to its `toast` when the Toaster listens. */
export const requestToaster = (): Promise<SonnerToast> => {
  if (!ready) {
    const mounted = new Promise<void>((resolve) => {
      markMounted = resolve;
    });
    requested = true;
    listeners.forEach((listener) => listener());
    ready = Promise.all([import('./sonner-toaster'), mounted]).then(([module]) => module.toast);
    ready.catch(() => {
      ready = null;
    });
  }
  return ready;
};

/** The Toaster on its way or listening; null while nothing has asked for it (so nothing is on screen). */
export const requestedToaster = (): Promise<SonnerToast> | null => ready;

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const LazySonnerToaster = lazy(() => import('./sonner-toaster').then((m) => ({ default: m.SonnerToaster })));
const onToasterMounted = () => markMounted();

/** Mounted once by the shell's layout (and by tests that need toasts). */
export const AppToaster = () => {
  const active = useSyncExternalStore(subscribe, () => requested, () => false);
  useEffect(() => {
    // Warm up while the visitor reads, so the first toast is instant even on a slow connection.
    const warm = () => void requestToaster().catch(() => undefined);
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(warm, { timeout: 8000 });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(warm, 0);
    return () => clearTimeout(timer);
  }, []);
  return active ? (
    <Suspense fallback={null}>
      <LazySonnerToaster onMounted={onToasterMounted} />
    </Suspense>
  ) : null;
};
