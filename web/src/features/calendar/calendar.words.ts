import { localizedContent, useContent, type LocalizedContent } from '../../content/localized-content';
import type { CalendarWords } from './calendar.words.types';

/**
 * The session calendar's words, each language a chunk of its own: the route loads the page's language before it
 * renders, so an English page never downloads Hindi and the prerendered and hydrated text agree.
 */
export const CALENDAR_WORDS: LocalizedContent<CalendarWords> = localizedContent({
  en: () => import('./calendar.words.en').then((m) => m.CALENDAR_WORDS_EN),
  hi: () => import('./calendar.words.hi').then((m) => m.CALENDAR_WORDS_HI),
});

export const useCalendarWords = (): CalendarWords => useContent(CALENDAR_WORDS);
