import { WIZARD_CATALOG_EN } from './wizard.catalog';

// The English catalog's sections under the names the adapters and tests have always used; the words
// themselves are defined once, in wizard.catalog.ts.

/** Every sentence the wizard's logic can produce (spec sections 4, 5 and 9). */
export const WIZARD_MESSAGES = WIZARD_CATALOG_EN.messages;
export type WizardMessage = string;

/** Button and control labels the spec fixes, shared by the web page and the CLI prompts. */
export const WIZARD_LABELS = WIZARD_CATALOG_EN.labels;

/** What the review step shows in place of an empty answer. */
export const REVIEW_PLACEHOLDERS = WIZARD_CATALOG_EN.reviewPlaceholders;

/** Row labels of the review step, in the order the rows appear. */
export const REVIEW_LABELS = WIZARD_CATALOG_EN.review;

/** Messages for stored or hand-written answer sets whose shape is wrong (CLI answers file, session restore). */
export const WIZARD_SCHEMA_MESSAGES = WIZARD_CATALOG_EN.schemaMessages;
