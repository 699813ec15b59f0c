import { z } from '../schema/zod';
import { optionalIndianPhoneField, optionalText } from './shared-fields';
import { FORM_TEXT_LIMITS, parseWholeNumber } from './shared-rules';
import { ageBandOf, GUARDIAN_RELATIONSHIPS, YOUNG_PERSON_MESSAGES, type Guardian } from './young-person.options';

const M = YOUNG_PERSON_MESSAGES;

/**
 * The guardian's fields as every booking form sends them: each may be left out (an adult's booking has none);
 * ageRule decides when they are needed. `guardian_knows` is the visitor's tick that the guardian knows.
 */
export const guardianFields = {
  guardian_name: optionalText(FORM_TEXT_LIMITS.name, M.guardianNameTooLong).optional(),
  guardian_relationship: z
    .union([z.enum(GUARDIAN_RELATIONSHIPS, { error: M.guardianRelationship }), z.literal('')], { error: M.guardianRelationship })
    .nullish()
    .transform((value) => (value ? value : undefined))
    .optional(),
  guardian_phone: optionalIndianPhoneField(M.guardianPhone).optional(),
  guardian_knows: z
    .boolean({ error: M.guardianKnows })
    .nullish()
    .transform((value) => value === true)
    .optional(),
};

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

const ageOf = (raw: unknown): number | null => {
  if (typeof raw !== 'number' && typeof raw !== 'string') return null;
  const age = parseWholeNumber(raw);
  return typeof age === 'number' ? age : null;
};

/** What the age rule finds wrong with a form's values, field by field (empty when the rule is kept). */
export const ageRuleIssues = (values: Readonly<Record<string, unknown>>): readonly { field: string; message: string }[] => {
  const age = ageOf(values['age']);
  if (age === null) return [];
  const band = ageBandOf(age);
  if (band === 'too-young') return [{ field: 'age', message: M.tooYoung }];
  if (band === 'adult') return [];
  const blank = (field: string) => {
    const value = values[field];
    return typeof value !== 'string' || value.trim() === '';
  };
  return [
    ...(blank('guardian_name') ? [{ field: 'guardian_name', message: M.guardianNameRequired }] : []),
    ...(blank('guardian_relationship') ? [{ field: 'guardian_relationship', message: M.guardianRelationship }] : []),
    ...(blank('guardian_phone') ? [{ field: 'guardian_phone', message: M.guardianPhone }] : []),
    ...(values['guardian_knows'] === true ? [] : [{ field: 'guardian_knows', message: M.guardianKnows }]),
  ];
};

/**
 * The age rule as a zod refinement of a booking schema: under 16 refused at the age, 16 and 17 need the guardian.
 * It runs even when other fields fail, so every message shows at once; a field already refused keeps its own.
 */
export const withAgeRule = <S extends z.ZodType>(schema: S) =>
  schema.superRefine(
    (values, ctx) => {
      const refused = new Set(ctx.issues?.map((issue) => String(issue.path?.[0])) ?? []);
      for (const { field, message } of ageRuleIssues(values as Record<string, unknown>)) {
        if (!refused.has(field)) ctx.addIssue({ code: 'custom', path: [field], message });
      }
    },
    { when: (parse) => isRecord(parse.value) },
  );

/** The guardian a checked booking names: only for a 16- or 17-year-old (an adult's guardian fields are dropped). */
export const guardianOf = (checked: {
  readonly age: string | number;
  readonly guardian_name?: string | undefined;
  readonly guardian_relationship?: Guardian['relationship'] | undefined;
  readonly guardian_phone?: string | undefined;
}): Guardian | null => {
  const age = ageOf(checked.age);
  const { guardian_name: name, guardian_relationship: relationship, guardian_phone: phone } = checked;
  return age !== null && ageBandOf(age) === 'with-guardian' && name && relationship && phone ? { name, relationship, phone } : null;
};
