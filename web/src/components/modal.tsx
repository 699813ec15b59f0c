import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { X } from 'lucide-react';
import { useFocusTrap } from './use-focus-trap';
import './modal.css';

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
      className="modal__backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div ref={dialogRef} className="modal" role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1}>
        <div className="modal__header">
          <h2 id={titleId} className="modal__title">
            {title}
          </h2>
          <button type="button" className="modal__close" aria-label="Close" onClick={onClose}>
            <X aria-hidden="true" size={22} strokeWidth={1.5} />
          </button>
        </div>
        <div className="modal__body">{children}</div>
      </div>
    </div>,
    document.body,
  );
};
