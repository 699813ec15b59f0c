import type { LanguageId, MatchCatalog, WizardCatalog } from '@manobal/core';
import type { MatchResultsCopy } from './match-results.copy';
import type { WizardCopy } from './wizard.copy';

/** Every word of /find-your-doctor in one language: core's wizard and match catalogs and the page's own copy. */
export interface WizardWords {
  readonly catalog: WizardCatalog;
  readonly match: MatchCatalog;
  readonly copy: WizardCopy;
  readonly results: MatchResultsCopy;
  /** A therapist's language as the match card names it. */
  readonly languageName: (id: LanguageId) => string;
}
