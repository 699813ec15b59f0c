import type { Localized } from '../i18n/locales';
import { WIZARD_CATALOG_EN, type WizardCatalog } from './wizard.catalog';
import { WIZARD_CATALOG_HI } from './wizard.catalog.hi';

/** The wizard's words in every language: adapters ask for `WIZARD_CATALOGS[locale]`. */
export const WIZARD_CATALOGS: Localized<WizardCatalog> = { en: WIZARD_CATALOG_EN, hi: WIZARD_CATALOG_HI };
