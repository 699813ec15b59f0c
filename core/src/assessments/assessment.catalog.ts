import type { Localized } from '../i18n/locales';
import { ASSESSMENT_CATALOG_EN, type AssessmentCatalog } from './assessment.catalog.en';
import { ASSESSMENT_CATALOG_HI } from './assessment.catalog.hi';
import type { AssessmentId } from './assessment.types';

export type { AssessmentCatalog } from './assessment.catalog.en';

/** The quiz words of every language: adapters ask for `ASSESSMENT_CATALOGS[locale]`. */
export const ASSESSMENT_CATALOGS: Localized<AssessmentCatalog> = { en: ASSESSMENT_CATALOG_EN, hi: ASSESSMENT_CATALOG_HI };

/** An assessment's question texts in the catalog's language, in the order asked. */
export const questionTexts = (catalog: AssessmentCatalog, id: AssessmentId): readonly string[] => catalog.assessments[id].questions;
