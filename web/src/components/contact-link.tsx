import type { ReactNode } from 'react';

/**
 * An e-mail address or phone number of the care team, linked when the deployment configured a real one; the
 * build's placeholder (web/src/app/site-contact.ts gives no href for it) is plain text, never a link that goes
 * nowhere (an `<a>` without href is no link to a keyboard, a screen reader or a crawler).
 */
export const ContactLink = ({ href, children }: { href: string | undefined; children: ReactNode }) =>
  href === undefined ? <span>{children}</span> : <a href={href}>{children}</a>;
