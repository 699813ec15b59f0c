import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  API_CONTRACT,
  DESCRIBED_FORM_IDS,
  FORMS,
  formFields,
  formSchema,
  isPlainText,
  parseWizardAnswers,
  PLAIN_TEXT_PATTERN,
  SHARED_MESSAGES,
  STAFF_CONTRACT,
  STAFF_SIGN_IN_CONTRACT,
  validateWith,
  type Clock,
  FORM_FIELDS_EN,
} from '@manobal/core';
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
      formFields(form, FORM_FIELDS_EN)
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

/** A request field found by walking a schema: where it is, and the schema that checks it alone. */
interface StringField {
  readonly path: string;
  readonly schema: z.ZodType;
}

type Def = { readonly type: string } & Record<string, unknown>;
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

/** Whether a value of this schema may be given as text (through optional, default, a pipe's input, a union). */
const takesText = (schema: unknown): boolean => {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return true;
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
      return takesText(def.innerType);
    case 'pipe':
      return takesText(def.in);
    case 'union':
      return (def.options as unknown[]).some(takesText);
    default:
      return false;
  }
};

/** The object or array a property holds, through the same wrappers, or null for a leaf. */
const containerOf = (schema: unknown): Def | null => {
  const def = defOf(schema);
  if (def.type === 'object' || def.type === 'array') return def;
  if (['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch'].includes(def.type)) return containerOf(def.innerType);
  if (def.type === 'pipe') return containerOf(def.in);
  return null;
};

/** Every text-taking field of a request schema, at any depth (array items as `.0`). */
const stringFields = (schema: unknown, prefix = ''): StringField[] => {
  const container = containerOf(schema);
  if (container === null) return takesText(schema) ? [{ path: prefix, schema: schema as z.ZodType }] : [];
  if (container.type === 'array') return stringFields(container.element, `${prefix}.0`);
  return Object.entries(container.shape as Record<string, unknown>).flatMap(([key, field]) => stringFields(field, prefix ? `${prefix}.${key}` : key));
};

/**
 * Fields exempt from the rule, each with its reason. Everything else a call takes as text must refuse control
 * characters, so a new field (a staff note, a cancel reason) cannot escape by being forgotten here.
 */
const EXEMPT: Readonly<Record<string, string>> = {
  password: 'taken exactly as typed and only hashed, never stored or shown as text',
  confirm_password: 'compared with the password, never stored',
  reference: 'a path parameter read leniently into a reference pattern (parseAppointmentReference), never stored or shown',
  hold_id: 'an id looked up among live holds: an unknown one is not found, and nothing of it is kept',
  id: 'an id looked up among stored records: an unknown one is not found, and nothing of it is kept',
  file: "the browser's File (its name and type are never read: the server judges the content)",
};
const isExempt = (path: string): boolean => path.split('.').some((key, index, keys) => key in EXEMPT && (index === 0 || index === keys.length - 1));

const PROBES = ['\u0000', 'a\u0000b', 'Asha\u0007 Verma', 'Asha \u001b[31mVerma'];

describe('every text a call takes refuses control characters, found by walking the contract’s request schemas', () => {
  const requests = [
    ...Object.entries(API_CONTRACT).map(([name, call]) => [name, call.request] as const),
    ...Object.entries(STAFF_CONTRACT).map(([name, call]) => [`staff ${name}`, call.request] as const),
    ...Object.entries(STAFF_SIGN_IN_CONTRACT).map(([name, call]) => [`sign-in ${name}`, call.request] as const),
  ];
  const fields = requests.flatMap(([call, request]) => stringFields(request).map((field) => ({ call, ...field })));

  it('finds the fields (the walk itself works)', () => {
    const found = new Set(fields.map(({ call, path }) => `${call} ${path}`));
    for (const expected of ['submitContact message', 'staff staffAddTherapist bio', 'confirmAppointment notes', 'submitVolunteer questions_and_answers.0.ans']) {
      expect([...found].some((entry) => entry === expected || entry.endsWith(` ${expected.split(' ').pop()}`)), expected).toBe(true);
    }
  });

  it.each(fields.filter(({ path }) => !isExempt(path)).map((field) => [`${field.call} ${field.path}`, field] as const))('%s', (_name, { schema }) => {
    for (const probe of PROBES) expect(schema.safeParse(probe).success, JSON.stringify(probe)).toBe(false);
  });
});
