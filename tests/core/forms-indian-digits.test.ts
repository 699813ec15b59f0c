import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { FORM_IDS, FORMS, formSchema, normaliseIndianPhone, WIRE_FORMATS, type FormId } from '@manobal/core';
import { VALID_PAYLOADS } from '../../fixtures/forms';

const DEVANAGARI_PHONE = '९८७६५४३२१०';
const DEVANAGARI = '०१२३४५६७८९';
const inDevanagari = (value: unknown): string => String(value).replace(/\d/g, (digit) => DEVANAGARI[Number(digit)]!);

type FieldKind = 'phone' | 'number';
const kindOf = (schema: unknown): FieldKind | null => {
  const format = WIRE_FORMATS.get(schema as z.ZodType);
  if (!format) {
    // A shared field piped on (the booking sends its age as text) keeps the format on its first part.
    const first = (schema as Inspectable)._zod?.def.in;
    return first ? kindOf(first) : null;
  }
  if (format.kind === 'indian-phone' || format.kind === 'optional-indian-phone') return 'phone';
  if (format.kind === 'whole-number' || format.kind === 'optional-whole-number') return 'number';
  return null;
};

type Inspectable = { shape?: Record<string, unknown>; _zod?: { def: { in?: unknown; innerType?: unknown; schema?: unknown } } };
/** The object's fields, looking through the refinements and pipes a form's schema wraps them in. */
const objectShape = (schema: unknown): Record<string, unknown> => {
  const node = schema as Inspectable;
  if (node.shape) return node.shape;
  const inner = node._zod?.def.in ?? node._zod?.def.innerType ?? node._zod?.def.schema;
  return inner ? objectShape(inner) : {};
};

/** Every phone and whole-number field of every form, found by the shared field it is built from. */
const digitFields: { form: FormId; field: string; kind: FieldKind }[] = FORM_IDS.flatMap((form) => {
  const shape = objectShape(FORMS[form].shape);
  return Object.entries(shape).flatMap(([field, schema]) => {
    const kind = kindOf(schema);
    return kind ? [{ form, field, kind }] : [];
  });
});

const now = { now: () => new Date() };

describe('digits typed in Devanagari are the same digits, on every form', () => {
  it('reads ९८७६५४३२१० as the mobile number 9876543210', () => {
    expect(normaliseIndianPhone(DEVANAGARI_PHONE)).toBe('9876543210');
    expect(normaliseIndianPhone(`+९१ ${DEVANAGARI_PHONE}`)).toBe('9876543210');
  });

  it('finds the phone and age fields it checks (a form built without the shared fields would escape)', () => {
    const found = digitFields.map(({ form, field }) => `${form}.${field}`);
    expect(found).toEqual(expect.arrayContaining(['refer.mobile', 'refer.age', 'book-session.phone', 'book-session.age', 'careers.age', 'careers.phone_number', 'callback.phone']));
  });

  it.each(digitFields)('$form accepts $field typed in Devanagari and sends ASCII digits', ({ form, field, kind }) => {
    const payload = VALID_PAYLOADS[form]();
    const valid = payload[field];
    const typed = kind === 'phone' ? DEVANAGARI_PHONE : inDevanagari(valid ?? 30);
    const parsed = formSchema(form, now).safeParse({ ...payload, [field]: typed });
    expect(parsed.error?.issues ?? []).toEqual([]);
    const sent = (parsed.data as Record<string, unknown>)[field];
    expect(String(sent)).toBe(kind === 'phone' ? '9876543210' : String(Number(valid ?? 30)));
  });

  it('still refuses a Devanagari number that is not a mobile number', () => {
    expect(normaliseIndianPhone('१२३४५')).toBeNull();
  });
});
