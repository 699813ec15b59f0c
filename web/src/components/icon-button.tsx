import type { ButtonHTMLAttributes, ReactNode } from 'react';
import * as styles from './icon-button.module.css';

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label' | 'type'> {
  /** What the button does, for assistive technology: the icon is decorative. */
  label: string;
  /** The icon, marked aria-hidden by the caller. */
  children: ReactNode;
}

/** A round button with only an icon in it, named by its label (e.g. 'Open menu', 'Close'). */
export const IconButton = ({ label, className, children, ...rest }: IconButtonProps) => (
  <button {...rest} type="button" aria-label={label} className={className ? `${styles.iconButton} ${className}` : styles.iconButton}>
    {children}
  </button>
);
