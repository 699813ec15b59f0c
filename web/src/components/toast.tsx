import { lazy, Suspense, useEffect, useMemo, useSyncExternalStore } from 'react';
import { TIMINGS } from '@manobal/core';
import type { toast as sonnerToast } from './sonner-toaster';

export type ToastVariant = 'info' | 'success' | 'error';
export type ToastPosition = 'top-right' | 'top-center';

export interface ToastOptions {
  variant?: ToastVariant;
  /** Defaults: 3000 ms, errors 5000 ms (spec section 9). */
  durationMs?: number;
  position?: ToastPosition;
  /** A button in the toast that dismisses it, e.g. { label: 'Close' }. */
  action?: { label: string };
}

export interface ToastApi {
  show(message: string, opts?: ToastOptions): void;
  /** Takes down every error toast still on screen (an outcome screen has replaced what they were about). */
  clearErrors(): void;
}

/*
 * Sonner is loaded on first use (or when the browser is idle), not with the first page: most visits
 * never show a toast. `show` waits until the Toaster listens, then hands the toast over.
 */
type SonnerToast = typeof sonnerToast;

let requested = false;
let markMounted: () => void = () => undefined;
let ready: Promise<SonnerToast> | null = null;
const listeners = new Set<() => void>();

const requestToaster = (): Promise<SonnerToast> => {
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

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/*
 * The error toasts still showing, so that a success can take them down: 'Upload failed' must not sit beside
 * 'Application submitted'. One store for the whole site; a success toast or a success screen clears it.
 */
const errorToasts = new Set<string | number>();
const forget = (shown: { id: string | number }) => void errorToasts.delete(shown.id);

/** Dismisses every error toast on screen. */
export const clearErrors = (): void => {
  if (errorToasts.size === 0 || !ready) return;
  const ids = [...errorToasts];
  errorToasts.clear();
  ready.then((toast) => ids.forEach((id) => toast.dismiss(id))).catch(() => undefined);
};

const show = (message: string, opts: ToastOptions = {}): void => {
  const variant = opts.variant ?? 'info';
  const options = {
    duration: opts.durationMs ?? (variant === 'error' ? TIMINGS.errorToastMs : TIMINGS.toastMs),
    ...(opts.position ? { position: opts.position } : {}),
    ...(opts.action ? { action: { label: opts.action.label, onClick: () => undefined } } : {}),
  };
  requestToaster()
    .then((toast) => {
      // Sonner announces toasts politely; an error sits in its own role="alert" so it interrupts.
      if (variant === 'error') errorToasts.add(toast.error(<span role="alert">{message}</span>, { ...options, onAutoClose: forget, onDismiss: forget }));
      else if (variant === 'success') {
        clearErrors();
        toast.success(message, options);
      } else toast(message, options);
    })
    .catch(() => undefined);
};

/** Shows a toast through the one Toaster the shell mounts (AppToaster). */
export const useToast = (): ToastApi => useMemo(() => ({ show, clearErrors }), []);

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
