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
  FORM_FIELDS_EN,
  FORM_FIELDS_HI,
  LANGUAGE_NAMES_HI,
  WIZARD_CATALOGS,
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
    const sent = formFields(form, FORM_FIELDS_EN).filter((field) => !field.formOnly);
    for (const field of sent) {
      expect(wire, field.wire).toContain(field.wire);
      expect(field.label.trim(), field.name).not.toBe('');
    }
    expect(new Set(sent.map((field) => field.wire)).size).toBe(sent.length);
  });

  it("labels the refer form's age as the spec does, and the booking form's name as the website does", () => {
    expect(formField('refer', 'age', FORM_FIELDS_EN).label).toBe('Age of Patient');
    expect(formField('book-session', 'name', FORM_FIELDS_EN).label).toBe('Full name');
  });

  it("asks for the login's email as 'Email' (there are no usernames), and the careers location as 'Location', the name its message uses", () => {
    expect(formField('login', 'email', FORM_FIELDS_EN).label).toBe('Email');
    expect(formField('careers', 'location', FORM_FIELDS_EN).label).toBe('Location');
    expect(formMessageText('en', CAREERS_MESSAGES.locationRequired)).toMatch(/^Location /);
  });

  it('takes every age as text with a numeric keypad, so digits typed in Devanagari reach the check', () => {
    for (const form of ['refer', 'volunteer', 'book-session', 'careers'] as const) {
      expect(formField(form, 'age', FORM_FIELDS_EN), form).toMatchObject({ kind: 'text', inputMode: 'numeric' });
    }
  });

  it('maps a wire field back to the label it is shown under', () => {
    expect(labelOfWireField('careers', 'full_name', FORM_FIELDS_EN)).toBe('Full name');
    expect(labelOfWireField('careers', 'language1', FORM_FIELDS_EN)).toBe('Primary language');
    expect(labelOfWireField('volunteer', 'phone', FORM_FIELDS_EN)).toBe('Phone number');
  });

  it('offers choices as ids with labels from the catalogs', () => {
    const primary = formField('careers', 'languages.first', FORM_FIELDS_EN);
    expect(primary.options?.map((o) => o.value)).toEqual([...CAREERS_LANGUAGES]);
    expect(primary.options?.map((o) => o.label)).toEqual(CAREERS_LANGUAGES.map((id) => LANGUAGE_NAMES_EN[id]));
    expect(formField('volunteer', 'gender', FORM_FIELDS_EN).options?.map((o) => o.value)).toEqual([...VOLUNTEER_GENDER_OPTIONS]);
    expect(formField('book-session', 'problem', FORM_FIELDS_EN).options?.find((o) => o.value === 'women-issues')?.label).toBe("Women's issues");
  });

  it('hides secrets: passwords and identity numbers are marked secret', () => {
    expect(formField('signup', 'password', FORM_FIELDS_EN).secret).toBe(true);
    expect(formField('careers', 'aadharId', FORM_FIELDS_EN).secret).toBe(true);
    expect(formField('careers', 'panCard', FORM_FIELDS_EN).secret).toBe(true);
  });

  it('puts each field of a form with steps on a step', () => {
    for (const form of ['book-session', 'volunteer'] as const) {
      for (const field of formFields(form, FORM_FIELDS_EN)) expect(field.step, `${form}.${field.name}`).toBeGreaterThanOrEqual(1);
    }
  });
});

const DEVANAGARI = /[\u0900-\u097F]/;
/** Abbreviations the glossary keeps as they are said in Hindi too. */
const KEPT_AS_SAID = new Set(['OCD', 'ADHD']);

describe('the Hindi field words: every form, every field, every choice', () => {
  it.each(DESCRIBED_FORM_IDS)('%s: every field has a Hindi label, and the same fields in the same order as English', (form) => {
    const hindi = formFields(form, FORM_FIELDS_HI);
    const english = formFields(form, FORM_FIELDS_EN);
    expect(hindi.map((field) => field.wire)).toEqual(english.map((field) => field.wire));
    for (const field of hindi) {
      expect(field.label, `${form}.${field.name}`).toMatch(DEVANAGARI);
      if (field.hint !== undefined) expect(field.hint, `${form}.${field.name} hint`).toMatch(DEVANAGARI);
      if (field.placeholder !== undefined) expect(field.placeholder, `${form}.${field.name} placeholder`).toMatch(DEVANAGARI);
    }
  });

  it.each(DESCRIBED_FORM_IDS)('%s: every choice keeps its id and has a Hindi label', (form) => {
    const english = formFields(form, FORM_FIELDS_EN);
    for (const field of formFields(form, FORM_FIELDS_HI)) {
      const twin = english.find((f) => f.name === field.name)!;
      expect(field.options?.map((o) => o.value), `${form}.${field.name}`).toEqual(twin.options?.map((o) => o.value));
      for (const option of field.options ?? []) {
        if (!KEPT_AS_SAID.has(option.label)) expect(option.label, `${form}.${field.name}=${option.value}`).toMatch(DEVANAGARI);
      }
    }
  });

  it("words the form's other texts in Hindi too: the volunteer questions, the lead kinds, the refer promise", () => {
    for (const question of Object.values(FORM_FIELDS_HI.volunteerQuestions)) expect(question).toMatch(DEVANAGARI);
    for (const feature of Object.values(FORM_FIELDS_HI.optionLabels.volunteerFeatures)) expect(feature).toMatch(DEVANAGARI);
    for (const kind of Object.values(FORM_FIELDS_HI.optionLabels.leadKinds)) expect(kind).toMatch(DEVANAGARI);
    expect(FORM_FIELDS_HI.referNext).toMatch(/दो कामकाजी दिनों/);
  });

  it('names every language once in Hindi, the same names the wizard uses', () => {
    for (const name of Object.values(LANGUAGE_NAMES_HI)) expect(name).toMatch(DEVANAGARI);
    for (const [id, name] of Object.entries(WIZARD_CATALOGS.hi.choices.languages)) expect(name).toBe(LANGUAGE_NAMES_HI[id as keyof typeof LANGUAGE_NAMES_HI]);
  });
});
