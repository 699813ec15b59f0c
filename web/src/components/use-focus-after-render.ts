import { useCallback, useLayoutEffect, useState, type RefObject } from 'react';

export type FocusTarget = 'invalid' | 'heading';

/**
 * Focuses the first control marked aria-invalid inside `root`; for an invalid group (a fieldset of radios or
 * checkboxes), its first enabled control.
 */
export const focusFirstInvalid = (root: HTMLElement | null): void => {
  const invalid = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
  const target = invalid?.matches('fieldset') ? invalid.querySelector<HTMLElement>('input:not([disabled]), select, textarea') : invalid;
  target?.focus();
};

/**
 * Moves focus once the render that asked for it is on screen: to the first invalid field after a refused
 * submit (its error is rendered in the same pass, so it is read with the field), or to the step's heading.
 * Returns `requestFocus`; every call focuses again, even when the target is the same as last time.
 */
export const useFocusAfterRender = (form: RefObject<HTMLElement | null>, heading?: RefObject<HTMLElement | null>) => {
  const [request, setRequest] = useState<{ target: FocusTarget; tick: number } | null>(null);
  useLayoutEffect(() => {
    if (!request) return;
    if (request.target === 'heading') heading?.current?.focus();
    else focusFirstInvalid(form.current);
  }, [request, form, heading]);
  return useCallback((target: FocusTarget = 'invalid') => setRequest((current) => ({ target, tick: (current?.tick ?? 0) + 1 })), []);
};
