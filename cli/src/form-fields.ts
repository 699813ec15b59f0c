import { FORM_FIELD_CATALOGS, FORM_IDS, FORMS, NO_SECOND_LANGUAGE, formFields, type FormId, type Locale } from '@manobal/core';
import { z } from 'zod';

/** The JSON types a wire field accepts, read from core's schema for the form (never restated here). */
export type FieldTypes = ReadonlySet<string>;

interface JsonSchemaProperty {
  readonly type?: string | readonly string[];
  readonly anyOf?: readonly JsonSchemaProperty[];
  readonly oneOf?: readonly JsonSchemaProperty[];
}

const typesOf = (property: JsonSchemaProperty): string[] => {
  const own = property.type === undefined ? [] : Array.isArray(property.type) ? [...property.type] : [property.type as string];
  const nested = [...(property.anyOf ?? []), ...(property.oneOf ?? [])].flatMap(typesOf);
  return [...own, ...nested];
};

const cache = new Map<FormId, ReadonlyMap<string, FieldTypes>>();

/** Each top-level wire field of a form and the JSON types its schema accepts as input. */
export const wireFieldTypes = (form: FormId): ReadonlyMap<string, FieldTypes> => {
  const cached = cache.get(form);
  if (cached) return cached;
  let fields = new Map<string, FieldTypes>();
  try {
    const schema = z.toJSONSchema(FORMS[form].shape, { io: 'input', unrepresentable: 'any' }) as {
      properties?: Record<string, JsonSchemaProperty>;
    };
    fields = new Map(Object.entries(schema.properties ?? {}).map(([key, property]) => [key, new Set(typesOf(property))]));
  } catch {
    // A schema JSON Schema cannot describe: every --field value then stays text and core judges it.
  }
  cache.set(form, fields);
  return fields;
};

/**
 * Turns a `--field key=value` text into what the field's schema takes: text stays text wherever text is
 * accepted (numeric fields take numeric text); a boolean-only field takes true/false. Anything else is
 * left as typed, for core to refuse with its own message.
 */
export const coerceFieldText = (types: FieldTypes | undefined, text: string): unknown => {
  if (!types || types.has('string')) return text;
  if (types.has('boolean') && (text === 'true' || text === 'false')) return text === 'true';
  if ((types.has('number') || types.has('integer')) && /^-?\d+(\.\d+)?$/.test(text)) return Number(text);
  return text;
};

/**
 * --help's list of every form's choices: the field as the payload names it, then each id the field takes with
 * the label the website shows for it (core's description). The payload carries the id.
 */
export const formChoicesHelp = (locale: Locale): string[] => [
  'Choices take ids (the website shows the label in quotes):',
  ...FORM_IDS.flatMap((form) =>
    formFields(form, FORM_FIELD_CATALOGS[locale])
      .filter((field) => field.kind === 'choice' && (field.options?.length ?? 0) > 0)
      .map((field) => `  ${form} ${field.wire}: ${(field.options ?? []).map((o) => `${o.value} = "${o.label}"`).join(', ')}`),
  ),
  `  careers language2 also takes ${NO_SECOND_LANGUAGE} for none; book-session time takes a slot still open on the date, e.g. "10:00 AM".`,
];
