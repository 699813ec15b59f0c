import type { Localized } from '@manobal/core';

export interface TypeCardLabels {
  readonly readMore: string;
  /** The accessible name: starts with the visible label and says which card it opens. */
  readonly readMoreAbout: (title: string) => string;
}

/** Labels shared by the condition pages' type cards, in both languages (a few bytes). */
export const TYPE_CARD_LABELS: Localized<TypeCardLabels> = {
  en: { readMore: 'Read More', readMoreAbout: (title) => `Read More about ${title}` },
  hi: { readMore: 'और पढ़ें', readMoreAbout: (title) => `और पढ़ें: ${title}` },
};
