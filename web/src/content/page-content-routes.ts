import type { ConditionPageContent, FaqPageContent, LegalPageContent, WomenHealthContent } from './content.types';
import { localizedContent, type LocalizedContent } from './localized-content';
import type { ChatbotContent } from './pages/chatbot.content';
import type { ForStudentsContent } from './pages/for-students.content';
import type { ForCorporatesContent } from './pages/for-corporates.content';

/*
 * Every page whose words are content of their own, each language a lazy module: a page in one language never
 * downloads the other's text. Articles and blog posts are English only (their Hindi twin says so in one line).
 * The file is named *-routes so the prerenderer's chunk tracker (web/scripts/route-chunk-tracker.ts) sees these
 * imports and preloads the language's chunk with the page, instead of hydration waiting for a second round trip.
 */

export const FAQ_CONTENT: LocalizedContent<FaqPageContent> = localizedContent({
  en: () => import('./pages/faq.content').then((m) => m.faq),
  hi: () => import('./pages/faq.content.hi').then((m) => m.faq),
});

export const PRIVACY_POLICY_CONTENT: LocalizedContent<LegalPageContent> = localizedContent({
  en: () => import('./pages/privacy-policy.content').then((m) => m.privacyPolicy),
  hi: () => import('./pages/privacy-policy.content.hi').then((m) => m.privacyPolicy),
});

export const TERMS_CONTENT: LocalizedContent<LegalPageContent> = localizedContent({
  en: () => import('./pages/terms.content').then((m) => m.terms),
  hi: () => import('./pages/terms.content.hi').then((m) => m.terms),
});

export const WOMEN_HEALTH_CONTENT: LocalizedContent<WomenHealthContent> = localizedContent({
  en: () => import('./conditions/women-problems.condition').then((m) => m.womenHealth),
  hi: () => import('./conditions/women-problems.condition.hi').then((m) => m.womenHealth),
});

export const FOR_CORPORATES_CONTENT: LocalizedContent<ForCorporatesContent> = localizedContent({
  en: () => import('./pages/for-corporates.content').then((m) => m.forCorporates),
  hi: () => import('./pages/for-corporates.content.hi').then((m) => m.forCorporates),
});

export const FOR_STUDENTS_CONTENT: LocalizedContent<ForStudentsContent> = localizedContent({
  en: () => import('./pages/for-students.content').then((m) => m.forStudents),
  hi: () => import('./pages/for-students.content.hi').then((m) => m.forStudents),
});

export const CHATBOT_CONTENT: LocalizedContent<ChatbotContent> = localizedContent({
  en: () => import('./pages/chatbot.content').then((m) => m.chatbot),
  hi: () => import('./pages/chatbot.content.hi').then((m) => m.chatbot),
});

/** The condition pages, by path. */
export const CONDITION_CONTENTS = {
  '/adhd': localizedContent<ConditionPageContent>({
    en: () => import('./conditions/adhd.condition').then((m) => m.condition),
    hi: () => import('./conditions/adhd.condition.hi').then((m) => m.condition),
  }),
  '/depression': localizedContent<ConditionPageContent>({
    en: () => import('./conditions/depression.condition').then((m) => m.condition),
    hi: () => import('./conditions/depression.condition.hi').then((m) => m.condition),
  }),
  '/addiction': localizedContent<ConditionPageContent>({
    en: () => import('./conditions/addiction.condition').then((m) => m.condition),
    hi: () => import('./conditions/addiction.condition.hi').then((m) => m.condition),
  }),
  '/social-anxiety': localizedContent<ConditionPageContent>({
    en: () => import('./conditions/social-anxiety.condition').then((m) => m.condition),
    hi: () => import('./conditions/social-anxiety.condition.hi').then((m) => m.condition),
  }),
  '/ocd': localizedContent<ConditionPageContent>({
    en: () => import('./conditions/ocd.condition').then((m) => m.condition),
    hi: () => import('./conditions/ocd.condition.hi').then((m) => m.condition),
  }),
  '/anxiety': localizedContent<ConditionPageContent>({
    en: () => import('./conditions/anxiety.condition').then((m) => m.condition),
    hi: () => import('./conditions/anxiety.condition.hi').then((m) => m.condition),
  }),
} as const satisfies Readonly<Record<string, LocalizedContent<ConditionPageContent>>>;

/** Every localized content of the pages, for the tests that hold the languages to the same structure. */
export const PAGE_CONTENTS: Readonly<Record<string, LocalizedContent<unknown>>> = {
  '/faq': FAQ_CONTENT,
  '/privacy-policy': PRIVACY_POLICY_CONTENT,
  '/terms-and-conditions': TERMS_CONTENT,
  '/women-problems': WOMEN_HEALTH_CONTENT,
  '/chatbot': CHATBOT_CONTENT,
  '/for-students': FOR_STUDENTS_CONTENT,
  '/for-corporates': FOR_CORPORATES_CONTENT,
  ...CONDITION_CONTENTS,
};
