import { useMemo } from 'react';
import { TIMINGS } from '@manobal/core';
import { requestedToaster, requestToaster } from './app-toaster';

// The shell mounts the Toaster (app-toaster.tsx); tests mount it from here too.
export { AppToaster } from './app-toaster';

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
 * The error toasts still showing, so that a success can take them down: 'Upload failed' must not sit beside
 * 'Application submitted'. One store for the whole site; a success toast or a success screen clears it.
 */
const errorToasts = new Set<string | number>();
const forget = (shown: { id: string | number }) => void errorToasts.delete(shown.id);

/** Dismisses every error toast on screen. */
export const clearErrors = (): void => {
  const ready = requestedToaster();
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
