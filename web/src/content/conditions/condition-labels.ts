/** Labels shared by the condition pages' type cards. */
export const TYPE_CARD_LABELS = {
  readMore: 'Read More',
  /** The accessible name: starts with the visible label and says which card it opens. */
  readMoreAbout: (title: string): string => `Read More about ${title}`,
} as const;
