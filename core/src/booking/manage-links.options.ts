// The lost-link form's words and limits, zod-free: the manage page reads them before any schema loads.
import { FORM_TEXT_LIMITS } from '../forms/shared-rules';
import type { Localized } from '../i18n/locales';

export const MANAGE_LINK_MESSAGES = {
  contactRequired: 'Please enter the e-mail address or phone number you booked with.',
  contactInvalid: 'Please enter an e-mail address, or a 10-digit phone number.',
} as const;

/** The one field: an e-mail address (it has an @) or a phone number. */
export const MANAGE_LINK_CONTACT_MAX = FORM_TEXT_LIMITS.email;

/** Where the links of a request go: the e-mail address each booking was made with, or by SMS to the phone asked with. */
export type ManageLinkDelivery = 'email' | 'sms';

/**
 * The answer to every request, whether or not anything was booked under the address: the same words, so the form
 * never tells who has booked. Which words follows only from what was typed and what the server can send (a phone
 * number with SMS configured: 'sms'). True in every case, the hourly cap's too: they say where the links go and how
 * often, not that one was sent just now (past the cap nothing is).
 */
export const MANAGE_LINK_SENT: Localized<Readonly<Record<ManageLinkDelivery, string>>> = {
  en: {
    email:
      'Thank you. If a session is booked under this e-mail address or phone number, the links to it go to the e-mail address given when booking, a few times an hour at most. Please check that inbox in a few minutes.',
    sms: 'Thank you. If a session is booked under this phone number, a text message with the link to each session goes to this phone, a few times an hour at most. Please check your messages in a few minutes.',
  },
  hi: {
    email:
      'धन्यवाद। अगर इस ई-मेल पते या फ़ोन नंबर से कोई सेशन बुक है, तो उसके लिंक बुकिंग के समय दिए गए ई-मेल पते पर जाते हैं, एक घंटे में कुछ ही बार। कुछ मिनट में वह इनबॉक्स देखें।',
    sms: 'धन्यवाद। अगर इस फ़ोन नंबर से कोई सेशन बुक है, तो हर सेशन के लिंक वाला SMS इसी फ़ोन पर जाता है, एक घंटे में कुछ ही बार। कुछ मिनट में अपने मैसेज देखें।',
  },
};
