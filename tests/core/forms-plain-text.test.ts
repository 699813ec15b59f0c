import { describe, expect, it } from 'vitest';
import { DESCRIBED_FORM_IDS, FORMS, formFields, formSchema, isPlainText, parseWizardAnswers, PLAIN_TEXT_PATTERN, SHARED_MESSAGES, validateWith, type Clock } from '@manobal/core';
import { VALID_PAYLOADS } from '../../fixtures/forms';
import { CONTROL_CHARACTERS, TEXT_FIELD_CASES, withTextInField } from '../../fixtures/text-fields';

const clock: Clock = { now: () => new Date() };
const checkForm = (form: keyof typeof FORMS, payload: unknown) => validateWith(formSchema(form, clock), payload);

describe('text is text', () => {
  it('allows tab, line feed and carriage return, and refuses every other C0 control character', () => {
    const allowed = ['\t', '\n', '\r'];
    for (let code = 0; code < 0x20; code += 1) {
      const character = String.fromCharCode(code);
      expect(isPlainText(`a${character}b`), `U+${code.toString(16).padStart(4, '0')}`).toBe(allowed.includes(character));
    }
    expect(isPlainText('नमस्ते, வணக்கம் — 10% off?')).toBe(true);
    expect(PLAIN_TEXT_PATTERN.test('')).toBe(true);
  });

  it('accepts every form as its fixture fills it', () => {
    for (const form of Object.keys(FORMS) as (keyof typeof FORMS)[]) expect(checkForm(form, VALID_PAYLOADS[form]()).isOk(), form).toBe(true);
  });

  it('lists every text and e-mail field that core describes, unless its own pattern refuses a control character', () => {
    // So a new form's free text cannot escape the checks below: unlisted, it fails here whether it refuses control
    // characters with the shared message or accepts them. Ages, Aadhaar and PAN answer with their own message.
    const listed = new Set(TEXT_FIELD_CASES.map(({ form, field }) => `${form} ${field}`));
    const unlisted = DESCRIBED_FORM_IDS.flatMap((form) =>
      formFields(form)
        .filter(({ kind, wire }) => (kind === 'text' || kind === 'long-text' || kind === 'email') && !listed.has(`${form} ${wire}`))
        .map(({ wire }) => ({ form, wire })),
    );
    expect(unlisted.length).toBeLessThan(listed.size);
    const notHeldByAPattern = unlisted.filter(({ form, wire }) => {
      const result = checkForm(form, withTextInField(form, wire, '\u0000'));
      const message = result.isErr() ? result.error.fieldErrors[wire] : undefined;
      return message === undefined || message === SHARED_MESSAGES.controlCharacters;
    });
    expect(notHeldByAPattern).toEqual([]);
  });

  describe.each(TEXT_FIELD_CASES)('$form $field', ({ form, field, message }) => {
    it.each(CONTROL_CHARACTERS.map((character) => [JSON.stringify(character), character]))('refuses %s with the field message', (_label, character) => {
      const result = checkForm(form, withTextInField(form, field, character));
      expect(result.isErr()).toBe(true);
      expect(result._unsafeUnwrapErr().fieldErrors[field]).toBe(message);
    });
  });

  it.each(TEXT_FIELD_CASES.filter((textField) => textField.multiline))('keeps CRLF line breaks and tabs in the textarea $form $field', ({ form, field }) => {
    const result = checkForm(form, withTextInField(form, field, '\r\nsecond line\r\n\tindented\n'));
    expect(result.isOk(), JSON.stringify(result.isErr() ? result.error.fieldErrors : {})).toBe(true);
  });

  it('refuses control characters in the wizard’s free text, and keeps line breaks', () => {
    for (const field of ['location', 'otherConcern', 'pastExperienceDesc', 'additionalNotes']) {
      const refused = parseWizardAnswers({ [field]: 'before\u0000after' });
      expect(refused.isErr(), field).toBe(true);
      expect(refused._unsafeUnwrapErr().fieldErrors[field]).toBe(SHARED_MESSAGES.controlCharacters);
      expect(parseWizardAnswers({ [field]: 'line one\r\nline two\tend' }).isOk(), field).toBe(true);
    }
  });
});
