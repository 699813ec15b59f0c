import { localizedContent, useContent, type LocalizedContent } from '../../content/localized-content';
import type { WizardWords } from './wizard.words.types';

/**
 * The wizard's words, each language a chunk of its own: the route loads the page's language before it renders, so
 * an English page never downloads Hindi and the prerendered and hydrated text agree.
 */
export const WIZARD_WORDS: LocalizedContent<WizardWords> = localizedContent({
  en: () => import('./wizard.words.en').then((m) => m.WIZARD_WORDS_EN),
  hi: () => import('./wizard.words.hi').then((m) => m.WIZARD_WORDS_HI),
});

export const useWizardWords = (): WizardWords => useContent(WIZARD_WORDS);
