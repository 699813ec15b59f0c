import { describe, expect, it } from 'vitest';
import {

  AUTH_MESSAGES,
  BOOKING_MESSAGES,
  CALLBACK_MESSAGES,
  CAREERS_MESSAGES,
  CONTACT_MESSAGES,
  FORM_IDS,
  FORM_MESSAGE_CATALOGS,
  LEAD_MESSAGES,
  LOCALES,
  NEWSLETTER_MESSAGES,
  REFER_MESSAGES,
  SHARED_MESSAGES,
  VOLUNTEER_MESSAGES,
  YOUNG_PERSON_MESSAGES,
  fixedClock,
  formMessageText,
  formSchema,
  isFormMessageId,
  validateWith,
} from '@manobal/core';
import { VALID_PAYLOADS } from '../../fixtures/forms';

const ID_SETS = {
  SHARED_MESSAGES,
  BOOKING_MESSAGES,
  CONTACT_MESSAGES,
  REFER_MESSAGES,
  CAREERS_MESSAGES,
  VOLUNTEER_MESSAGES,
  AUTH_MESSAGES,
  YOUNG_PERSON_MESSAGES,
  CALLBACK_MESSAGES,

};
// Two entries of these sets are words (success answers), not ids a schema gives.
const WORDS_NOT_IDS = new Set<string>([LEAD_MESSAGES.received, NEWSLETTER_MESSAGES.subscribed]);
const LEAD_AND_NEWSLETTER_IDS = [...Object.values(LEAD_MESSAGES), ...Object.values(NEWSLETTER_MESSAGES)].filter((m) => !WORDS_NOT_IDS.has(m));

const allIds = [...Object.values(ID_SETS).flatMap((set) => Object.values(set) as string[]), ...LEAD_AND_NEWSLETTER_IDS];
const clock = fixedClock('2025-07-04T04:30:00Z');

/** What each form's schema says about an empty payload, a payload of wrong types and one with an unknown field. */
const messagesOf = (form: (typeof FORM_IDS)[number]): Array<[string, string]> =>
  [{}, { name: 7, email: [], phone: {}, age: 'old', consent: 'yes' }, { ...VALID_PAYLOADS[form](), favourite_colour: 'teal' }].flatMap((payload) =>
    validateWith(formSchema(form, clock), payload).match(
      () => [],
      (error) => Object.entries(error.fieldErrors),
    ),
  );

describe('form messages are ids with words in every language', () => {
  it('every id a form names has words in English and in Hindi', () => {
    for (const id of allIds) {
      expect(isFormMessageId(id), id).toBe(true);
      for (const locale of LOCALES) expect(formMessageText(locale, id, 'name'), `${locale} ${id}`).not.toBe(id);
    }
  });

  it.each(FORM_IDS)('the %s schema refuses with ids only, each worded in every language', (form) => {
    const messages = messagesOf(form);
    expect(messages.length).toBeGreaterThan(0);
    for (const [field, id] of messages) {
      expect(isFormMessageId(id), `${field}: ${id}`).toBe(true);
      expect(formMessageText('hi', id, field)).not.toBe(formMessageText('en', id, field));
    }
  });

  it('an unknown field is refused under its own name, and the words name it', () => {
    const field = 'favourite_colour';
    const id = Object.fromEntries(messagesOf('contact'))[field]!;
    expect(id).toBe(SHARED_MESSAGES.unknownField);
    expect(formMessageText('en', id, field)).toBe('Unknown field: favourite_colour');
    expect(formMessageText('hi', id, field)).toBe('अनजान फ़ील्ड: favourite_colour');
  });

  it('reads a few messages in Hindi as a visitor sees them', () => {
    expect(formMessageText('hi', BOOKING_MESSAGES.phoneInvalid)).toBe('सही फ़ोन नंबर ज़रूरी है');
    expect(formMessageText('hi', SHARED_MESSAGES.nameRequired)).toBe('नाम ज़रूरी है');
    expect(formMessageText('hi', YOUNG_PERSON_MESSAGES.tooYoung)).toBe('ऑनलाइन बुकिंग 16 साल और उससे ज़्यादा उम्र के लोगों के लिए है।');
    expect(formMessageText('hi', CAREERS_MESSAGES.documentRequired, 'photograph_link')).toBe('फ़ोटो ज़रूरी है');
    expect(formMessageText('en', CAREERS_MESSAGES.documentRequired, 'pan_card_document_link')).toBe('PAN Card Document is required');
  });

  it('leaves no Hindi entry the same as its English one', () => {
    for (const [section, entries] of Object.entries(FORM_MESSAGE_CATALOGS.en)) {
      for (const [key, english] of Object.entries(entries as Record<string, unknown>)) {
        const hindi = (FORM_MESSAGE_CATALOGS.hi as unknown as Record<string, Record<string, unknown>>)[section]![key];
        const word = (entry: unknown) => (typeof entry === 'function' ? (entry as (field: string) => string)('photograph_link') : entry);
        expect(word(hindi), `${section}.${key}`).not.toBe(word(english));
      }
    }
  });

  it('passes words that are no id through unchanged', () => {
    expect(formMessageText('hi', 'Please choose a time the staff console offers')).toBe('Please choose a time the staff console offers');
  });
});
