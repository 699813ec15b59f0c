import { useEffect } from 'react';

/**
 * For code a page needs only once the visitor acts (zod and a form's schemas): starts loading it after
 * the first render, so it arrives while the visitor reads and types instead of delaying the page, and
 * returns the loader to await on submit. `load` must be stable (a module-level `() => import('./x')`).
 * A failed prefetch is ignored here: the caller meets the failure when it awaits the loader.
 */
export const useDeferredModule = <Module>(load: () => Promise<Module>): (() => Promise<Module>) => {
  useEffect(() => {
    load().catch(() => undefined);
  }, [load]);
  return load;
};
