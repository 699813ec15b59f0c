import type { AnchorHTMLAttributes, ReactNode } from 'react';

export interface ExternalLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'> {
  href: string;
  children: ReactNode;
}

/** A link that opens in a new tab, says so to screen readers, and gives the new page no handle on ours. */
export const ExternalLink = ({ href, children, ...rest }: ExternalLinkProps) => (
  <a {...rest} href={href} target="_blank" rel="noopener noreferrer">
    {children}
    <span className="visually-hidden"> (opens in a new tab)</span>
  </a>
);
