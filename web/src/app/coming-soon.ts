import { useMemo } from 'react';
import { useToast } from '../components/toast';
import { COMING_SOON_CLOSE, COMING_SOON_TOAST, type NavComingSoon } from './navigation';
import type { DropdownItem } from './nav-dropdown';

/** Partner entries become items that show the 'Feature Coming Soon' toast with a Close button. */
export const useComingSoonItems = (entries: readonly NavComingSoon[]): DropdownItem[] => {
  const toast = useToast();
  return useMemo(
    () =>
      entries.map((entry) => ({
        label: entry.label,
        onSelect: () => toast.show(COMING_SOON_TOAST, { action: { label: COMING_SOON_CLOSE } }),
      })),
    [entries, toast],
  );
};
