import { contactFromSettings, DEFAULT_CONTACT, type ContactDetails } from '@manobal/core';

/** The contact details this deployment shows: CONTACT_PHONE, CONTACT_EMAIL and CONTACT_ADDRESS, as the server reads them. */
export const SITE_CONTACT: ContactDetails = contactFromSettings({
  CONTACT_PHONE: import.meta.env.CONTACT_PHONE,
  CONTACT_EMAIL: import.meta.env.CONTACT_EMAIL,
  CONTACT_ADDRESS: import.meta.env.CONTACT_ADDRESS,
});

/** The origin of canonical and Open Graph URLs (SITE_ORIGIN at build time). */
export const SITE_ORIGIN: string = import.meta.env.SITE_ORIGIN ?? 'http://127.0.0.1:3000';

/*
 * The development placeholders are unroutable (an all-zero number, a .example address): printed, they show where the
 * real contact goes, but they are never made a link that would dial or write to nobody.
 */

/** 'tel:' form of a printed phone number (digits and a leading +); none for the placeholder. */
export const telHref = (phone: string): string | undefined => (phone === DEFAULT_CONTACT.phone ? undefined : `tel:${phone.replace(/[^\d+]/g, '')}`);

/** 'mailto:' form of an e-mail address; none for the placeholder. */
export const mailHref = (email: string): string | undefined => (email === DEFAULT_CONTACT.email ? undefined : `mailto:${email}`);
