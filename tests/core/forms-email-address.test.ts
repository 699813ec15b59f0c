import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, formSchema, SHARED_MESSAGES, validateWith, type Clock, type FormId } from '@manobal/core';
import { VALID_PAYLOADS } from '../../fixtures/forms';
import { TEXT_FIELD_CASES } from '../../fixtures/text-fields';

const clock: Clock = { now: () => new Date() };
/** Every form field that takes an e-mail address, as the control-character table lists them (login takes an identifier). */
const EMAIL_FIELDS = TEXT_FIELD_CASES.filter(({ form, field }) => field === 'email' && form !== 'login');
const withEmail = (form: FormId, email: string) => ({ ...VALID_PAYLOADS[form](), email, ...(form === 'signup' ? { password: 'a-long-pass-phrase' } : {}) });
const check = (form: FormId, email: string) => validateWith(formSchema(form, clock), withEmail(form, email));
const messageFor = (form: FormId, email: string) => {
  const result = check(form, email);
  return result.isErr() ? result.error.fieldErrors.email : undefined;
};

describe('an e-mail address is one address, whatever it looks like', () => {
  it('lists every form that takes an address', () => {
    expect(EMAIL_FIELDS.map(({ form }) => form).sort()).toEqual(['book-session', 'careers', 'contact', 'lead', 'newsletter', 'refer', 'signup', 'volunteer']);
  });

  describe.each(EMAIL_FIELDS)('$form', ({ form }) => {
    it('keeps full-width letters and digits as the plain ones (NFKC)', () => {
      const result = check(form, 'ａｓｈａ２＠ｅｘａｍｐｌｅ．ｉｎ');
      expect(result.isOk(), JSON.stringify(result.isErr() ? result.error.fieldErrors : {})).toBe(true);
      expect((result._unsafeUnwrap() as { email: string }).email.toLowerCase()).toBe('asha2@example.in');
    });

    it.each([
      ['a right-to-left mark', 'asha\u200F@example.in'],
      ['a right-to-left override', 'asha\u202Eni.elpmaxe@example.in'],
      ['a zero-width space in the domain', 'asha@exam\u200Bple.in'],
      ['a zero-width joiner', 'as\u200Dha@example.in'],
      ['a byte-order mark', 'asha\uFEFF@example.in'],
      ['a soft hyphen', 'as\u00ADha@example.in'],
      ['a direction isolate', '\u2066asha@example.in'],
    ])('refuses %s with words of its own', (_what, email) => {
      expect(messageFor(form, email)).toBe(SHARED_MESSAGES.emailInvisible);
    });

    it.each([
      ['a Cyrillic "а" among Latin letters in the local part', 'p\u0430ypal@example.in'],
      ['a Cyrillic "е" in the domain', 'asha@\u0435xample.in'],
      ['a Greek "ο" among Latin letters', 'g\u03BFogle@example.in'],
      ['Cyrillic and Greek together', '\u0430\u03B2@example.in'],
    ])('refuses %s with words of its own', (_what, email) => {
      expect(messageFor(form, email)).toBe(SHARED_MESSAGES.emailMixedScripts);
    });

    it.each(['asha.verma+notes@example.co.in', 'राम.sharma@example.in', 'почта@пример.рф', 'ユーザー名@例え.jp', 'o\u0301la@example.in'])('accepts %s', (email) => {
      expect(messageFor(form, email)).toBeUndefined();
    });
  });

  it('finds the account of an address typed full-width at login', () => {
    const result = validateWith(formSchema('login', clock), { email: ' ａｓｈａ＠ｅｘａｍｐｌｅ．ｉｎ ', password: 'whatever' });
    expect((result._unsafeUnwrap() as { email: string }).email).toBe('asha@example.in');
    expect(AUTH_MESSAGES.emailInvalid).toBe(SHARED_MESSAGES.emailInvalid);
  });
});
