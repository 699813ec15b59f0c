import { localizedContent, type LocalizedContent } from '../../content/localized-content';
import type { HomeContent } from './home.content';

/**
 * The home page's words, each language its own chunk: the English home page downloads no Hindi. A *-routes file, so the
 * prerenderer preloads the language's chunk with the page (web/scripts/route-chunk-tracker.ts).
 */
export const HOME_CONTENT: LocalizedContent<HomeContent> = localizedContent({
  en: () => import('./home.content').then((m) => m.home),
  hi: () => import('./home.content.hi').then((m) => m.home),
});
