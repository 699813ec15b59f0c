import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { X } from 'lucide-react';
import { IconButton } from './icon-button';
import { useFocusTrap } from './use-focus-trap';
import * as styles from './modal.module.css';

export interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
}

/** A dialog over the page: focus stays inside, Escape or the X closes it, focus returns to the opener. */
export const Modal = ({ open, title, onClose, children }: ModalProps) => {
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useId();
  useEffect(() => {
    if (!open) return;
    const { body } = document;
    const previousOverflow = body.style.overflow;
    body.style.overflow = 'hidden';
    // Everything behind the dialog leaves the accessibility tree and the tab order.
    const root = document.getElementById('root');
    root?.setAttribute('inert', '');
    return () => {
      body.style.overflow = previousOverflow;
      root?.removeAttribute('inert');
    };
  }, [open]);
  // After the effect above, on purpose: effects clean up in the order they are declared, so the page is
  // no longer inert when the trap gives focus back to the opener (an inert element cannot take focus).
  useFocusTrap(dialogRef, open, onClose);

  if (!open) return null;
  return createPortal(
    <div
      className={styles.modalBackdrop}
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div ref={dialogRef} className={styles.modal} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <div className={styles.modalHeader}>
          <h2 id={titleId} className={styles.modalTitle}>
            {title}
          </h2>
          <IconButton label="Close" onClick={onClose}>
            <X aria-hidden="true" size={22} strokeWidth={1.5} />
          </IconButton>
        </div>
        <div className={styles.modalBody}>{children}</div>
      </div>
    </div>,
    document.body,
  );
};
