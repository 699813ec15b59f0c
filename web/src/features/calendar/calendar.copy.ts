/** The website's own words around core's session calendar (core owns texts, defaults, slots and rules). */
export const CALENDAR_COPY = {
  pageTitle: 'Book your session',
  pageIntro: 'Choose how you would like to meet, then a day and a time that suit you.',
  modeLegend: 'Session mode',
  priceLabel: 'Price',
  durationLabel: 'Duration',
  duration: (minutes: number): string => `${minutes} minutes`,
  dateLegend: 'Choose a date',
  timeHeading: 'Choose a time',
  chooseDateFirst: 'Choose a date to see the available times.',
  noTimesLeft: 'No times are left on this date. Please choose another date.',
  selected: '(selected)',
} as const;
