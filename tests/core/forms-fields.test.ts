import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  CAREERS_LANGUAGES,
  CAREERS_MESSAGES,
  DESCRIBED_FORM_IDS,
  FORM_IDS,
  FORMS,
  LANGUAGE_NAMES_EN,
  VOLUNTEER_GENDER_OPTIONS,
  formField,
  formFields,
  formMessageText,
  labelOfWireField,
} from '@manobal/core';

const wireFieldsOf = (form: (typeof FORM_IDS)[number]): string[] => {
  const schema = z.toJSONSchema(FORMS[form].shape, { io: 'input', unrepresentable: 'any' }) as { properties?: Record<string, unknown> };
  return Object.keys(schema.properties ?? {});
};

describe('form descriptions: every field of every form, described once in core', () => {
  it('describes every form a visitor can submit', () => {
    expect(DESCRIBED_FORM_IDS).toEqual(expect.arrayContaining([...FORM_IDS]));
  });

  it.each(FORM_IDS)('names only fields the %s payload has, each once, each with a label', (form) => {
    const wire = wireFieldsOf(form);
    const sent = formFields(form).filter((field) => !field.formOnly);
    for (const field of sent) {
      expect(wire, field.wire).toContain(field.wire);
      expect(field.label.trim(), field.name).not.toBe('');
    }
    expect(new Set(sent.map((field) => field.wire)).size).toBe(sent.length);
  });

  it("labels the refer form's age as the spec does, and the booking form's name as the website does", () => {
    expect(formField('refer', 'age').label).toBe('Age of Patient');
    expect(formField('book-session', 'name').label).toBe('Full name');
  });

  it("asks for the login's email as 'Email' (there are no usernames), and the careers location as 'Location', the name its message uses", () => {
    expect(formField('login', 'email').label).toBe('Email');
    expect(formField('careers', 'location').label).toBe('Location');
    expect(formMessageText('en', CAREERS_MESSAGES.locationRequired)).toMatch(/^Location /);
  });

  it('takes every age as text with a numeric keypad, so digits typed in Devanagari reach the check', () => {
    for (const form of ['refer', 'volunteer', 'book-session', 'careers'] as const) {
      expect(formField(form, 'age'), form).toMatchObject({ kind: 'text', inputMode: 'numeric' });
    }
  });

  it('maps a wire field back to the label it is shown under', () => {
    expect(labelOfWireField('careers', 'full_name')).toBe('Full name');
    expect(labelOfWireField('careers', 'language1')).toBe('Primary language');
    expect(labelOfWireField('volunteer', 'phone')).toBe('Phone number');
  });

  it('offers choices as ids with labels from the catalogs', () => {
    const primary = formField('careers', 'languages.first');
    expect(primary.options?.map((o) => o.value)).toEqual([...CAREERS_LANGUAGES]);
    expect(primary.options?.map((o) => o.label)).toEqual(CAREERS_LANGUAGES.map((id) => LANGUAGE_NAMES_EN[id]));
    expect(formField('volunteer', 'gender').options?.map((o) => o.value)).toEqual([...VOLUNTEER_GENDER_OPTIONS]);
    expect(formField('book-session', 'problem').options?.find((o) => o.value === 'women-issues')?.label).toBe("Women's issues");
  });

  it('hides secrets: passwords and identity numbers are marked secret', () => {
    expect(formField('signup', 'password').secret).toBe(true);
    expect(formField('careers', 'aadharId').secret).toBe(true);
    expect(formField('careers', 'panCard').secret).toBe(true);
  });

  it('puts each field of a form with steps on a step', () => {
    for (const form of ['book-session', 'volunteer'] as const) {
      for (const field of formFields(form)) expect(field.step, `${form}.${field.name}`).toBeGreaterThanOrEqual(1);
    }
  });
});
