import { localizedContent, useContent, type LocalizedContent } from '../../content/localized-content';
import type { AppointmentsWords } from './appointments.words.types';

/**
 * The manage page's words, each language a chunk of its own: the route loads the page's language before it renders,
 * so an English page never downloads Hindi and the prerendered and hydrated text agree.
 */
export const APPOINTMENTS_WORDS: LocalizedContent<AppointmentsWords> = localizedContent({
  en: () => import('./appointments.words.en').then((m) => m.APPOINTMENTS_WORDS_EN),
  hi: () => import('./appointments.words.hi').then((m) => m.APPOINTMENTS_WORDS_HI),
});

export const useAppointmentsWords = (): AppointmentsWords => useContent(APPOINTMENTS_WORDS);
