import { useEffect } from 'react';
import { Toaster } from 'sonner';
// Sonner also injects these rules at runtime; bundling them keeps toasts styled under a strict style-src CSP.
import 'sonner/dist/styles.css';
import * as styles from './toast.module.css';

export { toast } from 'sonner';

/** Sonner's Toaster; tells the toast module once it listens, since toasts sent earlier would be lost. */
export const SonnerToaster = ({ onMounted }: { onMounted: () => void }) => {
  useEffect(() => {
    onMounted();
  }, [onMounted]);
  return (
    <Toaster
      position="top-right"
      theme="light"
      closeButton={false}
      containerAriaLabel="Notifications"
      className={styles.toaster}
      toastOptions={{ className: styles.toast }}
    />
  );
};
