import { z } from '../schema/zod';
import { emailKeyOf, phoneKeyOf } from './booking-caps';
import { EMAIL_PATTERN, PLAIN_TEXT_PATTERN } from '../forms/shared-rules';
import { normaliseIndianPhone } from '../forms/indian-phone.rule';
import { normaliseEmailText } from '../forms/email-address.rule';
import { wireObject } from '../forms/shared-fields';
import { MANAGE_LINK_CONTACT_MAX, MANAGE_LINK_MESSAGES as M } from './manage-links.options';

/** An address bookings are found by, normalised as the booking caps count it (emailKeyOf, phoneKeyOf). */
export type BookingContact = { readonly kind: 'email'; readonly key: string } | { readonly kind: 'phone'; readonly key: string };

/** What the visitor typed, checked: an e-mail address (it has an @) in lower case, else a phone number's ten digits. */
const checkedContact = (text: string): string | null => {
  if (text.includes('@')) {
    const email = normaliseEmailText(text).toLowerCase();
    return EMAIL_PATTERN.test(email) ? email : null;
  }
  return normaliseIndianPhone(text);
};

/** A checked contact as bookings are found by it. */
export const bookingContactOf = (contact: string): BookingContact =>
  contact.includes('@') ? { kind: 'email', key: emailKeyOf(contact) } : { kind: 'phone', key: phoneKeyOf(contact) };

/**
 * The shape of either, as the OpenAPI document can state it: something@something.something, or 10 to 20 of the
 * characters a phone number is typed with. The digits' own rules (ten, a mobile's first digit) are checked after it.
 */
const CONTACT_PATTERN = /^(?:[^\s@]+@[^\s@]+\.[^\s@]+|[-+0-9 ()]{10,20})$/;

/** POST /appointments/lost-link: the e-mail address or phone number the bookings were made with. */
export const manageLinkRequestSchema = wireObject({
  contact: z
    .string({ error: M.contactRequired })
    .trim()
    .min(1, M.contactRequired)
    .max(MANAGE_LINK_CONTACT_MAX, M.contactInvalid)
    .regex(PLAIN_TEXT_PATTERN, M.contactInvalid)
    .regex(CONTACT_PATTERN, M.contactInvalid)
    .transform((text, ctx) => {
      const contact = checkedContact(text);
      if (contact === null) {
        ctx.issues.push({ code: 'custom', message: M.contactInvalid, input: text });
        return z.NEVER;
      }
      return contact;
    }),
});
