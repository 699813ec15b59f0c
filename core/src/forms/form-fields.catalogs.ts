import type { Localized } from '../i18n/locales';
import type { FormFieldCatalog } from './form-fields';
import { FORM_FIELDS_EN } from './form-fields.catalog.en';
import { FORM_FIELDS_HI } from './form-fields.catalog.hi';

/**
 * Every language's field words together, for adapters where size does not matter (the CLI, the server). The website
 * loads only its page's language (each catalog is a module of its own).
 */
export const FORM_FIELD_CATALOGS: Localized<FormFieldCatalog> = { en: FORM_FIELDS_EN, hi: FORM_FIELDS_HI };
