import type { Localized } from '../i18n/locales';

/**
 * The follow-up promise in words, for one locale: what FOLLOW_UP_POLICY keeps (a test holds the two together). Every
 * screen that promises an answer from the care team says this, nothing vaguer ('soon') and nothing sooner.
 */
export interface FollowUpCatalog {
  readonly within: string;
}

export const FOLLOW_UP_CATALOG_EN: FollowUpCatalog = {
  within: 'within two working days (Monday to Saturday)',
};

export const FOLLOW_UP_CATALOG_HI: FollowUpCatalog = {
  within: 'दो कामकाजी दिनों (सोमवार से शनिवार) के अंदर',
};

export const FOLLOW_UP_CATALOGS: Localized<FollowUpCatalog> = { en: FOLLOW_UP_CATALOG_EN, hi: FOLLOW_UP_CATALOG_HI };
