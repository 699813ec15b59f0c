/** The product's name and the contact details that deployments configure. */
export const PRODUCT_NAME = 'Manobal';

/**
 * Placeholder contact details used until a deployment configures its own
 * (web: VITE_CONTACT_EMAIL / VITE_CONTACT_PHONE; server: CONTACT_EMAIL / CONTACT_PHONE).
 * The `.example` domain and the all-zero number are deliberately unroutable.
 */
export const DEFAULT_CONTACT = {
  email: 'care@manobal.example',
  phone: '+91 00000 00000',
  address: 'Manobal Care, 2nd Floor, 14 MG Road, Pune, Maharashtra 411001',
} as const;

export interface ContactDetails {
  readonly email: string;
  readonly phone: string;
  readonly address: string;
}

/** Fills the spec's `{product}`, `{email}` and `{phone}` placeholders in a product string. */
export const fillPlaceholders = (text: string, contact: ContactDetails = DEFAULT_CONTACT): string =>
  text.replaceAll('{product}', PRODUCT_NAME).replaceAll('{email}', contact.email).replaceAll('{phone}', contact.phone);
