import { WIZARD_CATALOG_EN, type WizardCatalog } from './wizard.catalog';
import { WIZARD_TEXT_LIMITS, type WizardTextField } from './wizard.options';

// The English catalog's sections under the names the adapters and tests have always used; the words
// themselves are defined once, in wizard.catalog.ts (and each language's catalog).

type SentenceKey = Exclude<keyof (typeof WIZARD_CATALOG_EN)['messages'], 'textTooLong'>;
const SENTENCE_KEYS: readonly SentenceKey[] = ['location', 'languages', 'mainReasons', 'specificConcerns', 'risk', 'feeConfirmation', 'thankYou', 'crisisClosing'];
const WIZARD_TEXT_FIELDS = Object.keys(WIZARD_TEXT_LIMITS) as WizardTextField[];

/**
 * Every sentence the wizard's logic can produce (spec sections 4, 5 and 9), by id: the machine, the step rules and
 * their state hold these, never words; an adapter words one in its language with wizardMessageText.
 */
export const WIZARD_MESSAGES = {
  ...(Object.fromEntries(SENTENCE_KEYS.map((key) => [key, `wizard.${key}`])) as { readonly [K in SentenceKey]: `wizard.${K}` }),
  textTooLong: Object.fromEntries(WIZARD_TEXT_FIELDS.map((field) => [field, `wizard.textTooLong.${field}`])) as { readonly [F in WizardTextField]: `wizard.textTooLong.${F}` },
} as const;

export type WizardMessage = `wizard.${SentenceKey}` | `wizard.textTooLong.${WizardTextField}`;

const isSentenceKey = (key: string): key is SentenceKey => (SENTENCE_KEYS as readonly string[]).includes(key);
const isTextField = (key: string): key is WizardTextField => (WIZARD_TEXT_FIELDS as readonly string[]).includes(key);

/**
 * A wizard message in the words of a language's catalog (`WIZARD_CATALOGS[locale]`, or the one catalog a page has
 * loaded); an id the catalog does not know is returned as it is.
 */
export const wizardMessageText = (catalog: WizardCatalog, id: string): string => {
  const { messages } = catalog;
  const key = id.startsWith('wizard.') ? id.slice('wizard.'.length) : id;
  if (key.startsWith('textTooLong.')) {
    const field = key.slice('textTooLong.'.length);
    return isTextField(field) ? messages.textTooLong[field] : id;
  }
  return isSentenceKey(key) ? messages[key] : id;
};

/** Button and control labels the spec fixes, shared by the web page and the CLI prompts. */
export const WIZARD_LABELS = WIZARD_CATALOG_EN.labels;

/** What the review step shows in place of an empty answer. */
export const REVIEW_PLACEHOLDERS = WIZARD_CATALOG_EN.reviewPlaceholders;

/** Row labels of the review step, in the order the rows appear. */
export const REVIEW_LABELS = WIZARD_CATALOG_EN.review;

/** Messages for stored or hand-written answer sets whose shape is wrong (CLI answers file, session restore). */
export const WIZARD_SCHEMA_MESSAGES = WIZARD_CATALOG_EN.schemaMessages;
