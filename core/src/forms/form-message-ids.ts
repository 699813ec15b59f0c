import type { FormMessageCatalog } from './form-messages.catalog';

// The ids alone, without any language's words: schemas and pages that only name a message load no catalog.

export type FormMessageSection = keyof FormMessageCatalog;

/** 'booking.nameRequired': a section of the catalog and one of its keys. */
export type FormMessageId = { [S in FormMessageSection]: `${S}.${keyof FormMessageCatalog[S] & string}` }[FormMessageSection];

/** The ids of one section, by key: what a schema passes to zod. Typed, so a key missing from the catalog fails the build. */
export const formMessageIds = <S extends FormMessageSection, const K extends keyof FormMessageCatalog[S] & string>(
  section: S,
  keys: readonly K[],
): { readonly [Key in K]: `${S}.${Key}` } =>
  Object.fromEntries(keys.map((key) => [key, `${section}.${key}`])) as { readonly [Key in K]: `${S}.${Key}` };
