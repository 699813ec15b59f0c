import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { useHydrated } from './use-hydrated';
import * as styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'quiet';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /**
   * While busy the button is disabled and shows `busyLabel` (e.g. 'Submitting...'). A submit button is also
   * disabled until the page is hydrated, so a form can only be sent through its script.
   */
  busy?: boolean;
  busyLabel?: string;
  children: ReactNode;
}

const VARIANT_CLASS: Record<ButtonVariant, string | undefined> = {
  primary: styles.btnPrimary,
  secondary: styles.btnSecondary,
  quiet: styles.btnQuiet,
};

/** The button look, for elements that must stay what they are (an external link, say) yet look like a button. */
export const buttonClass = (variant: ButtonVariant, extra?: string): string =>
  [styles.btn, VARIANT_CLASS[variant], extra].filter(Boolean).join(' ');

export const Button = ({ variant = 'primary', busy = false, busyLabel, className, disabled, type = 'button', children, ...rest }: ButtonProps) => {
  const hydrated = useHydrated();
  const waiting = type === 'submit' && !hydrated;
  return (
    <button {...rest} type={type} className={buttonClass(variant, className)} disabled={disabled || busy || waiting} aria-busy={busy || undefined}>
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
};

export interface ButtonLinkProps extends LinkProps {
  variant?: ButtonVariant;
}

export const ButtonLink = ({ variant = 'primary', className, ...rest }: ButtonLinkProps) => (
  <Link {...rest} className={buttonClass(variant, className)} />
);
