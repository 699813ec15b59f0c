import type { Localized } from '../i18n/locales';
import { MATCH_CATALOG_EN, type MatchCatalog } from './match.catalog';
import { MATCH_CATALOG_HI } from './match.catalog.hi';

/** Match cards' reasons and notes in every language: adapters ask for `MATCH_CATALOGS[locale]`. */
export const MATCH_CATALOGS: Localized<MatchCatalog> = { en: MATCH_CATALOG_EN, hi: MATCH_CATALOG_HI };
