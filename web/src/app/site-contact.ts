import { DEFAULT_CONTACT, type ContactDetails } from '@manobal/core';

/** The contact details this deployment shows (VITE_CONTACT_EMAIL / VITE_CONTACT_PHONE override core's). */
export const SITE_CONTACT: ContactDetails = {
  address: DEFAULT_CONTACT.address,
  email: import.meta.env.VITE_CONTACT_EMAIL || DEFAULT_CONTACT.email,
  phone: import.meta.env.VITE_CONTACT_PHONE || DEFAULT_CONTACT.phone,
};

/** 'tel:' form of a printed phone number: digits and a leading +. */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, '')}`;
