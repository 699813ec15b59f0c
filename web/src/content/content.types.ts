/**
 * Shapes of the site's editorial content. Text lives in data files as arrays of paragraphs so that a
 * Hindi or Tamil edition is a second set of files, not a rewrite of the pages.
 */

/** A paragraph, or a bulleted list. */
export type Block = string | { readonly list: readonly string[] };

/** A local, decorative illustration (a flat SVG under web/public/illustrations). */
export interface Illustration {
  readonly src: string;
  readonly width: number;
  readonly height: number;
}

/** An in-site link: `to` is a site path such as '/find-your-doctor'. */
export interface SiteLink {
  readonly label: string;
  readonly to: string;
}

export interface ArticleSection {
  readonly heading: string;
  readonly body: readonly Block[];
}

/**
 * How an article ends. 'responses-and-contact': the six blog posts (closed responses preview, contact footer);
 * 'responses-and-support': Bipolar Disorder (closed responses preview, support contact line); 'support': the others.
 */
export type ArticleEnding = 'responses-and-contact' | 'responses-and-support' | 'support';

export interface Article {
  readonly path: string;
  /** The page's h1. */
  readonly title: string;
  readonly eyebrow: string;
  /** One or two sentences under the h1. */
  readonly standfirst: string;
  readonly illustration: Illustration;
  readonly sections: readonly ArticleSection[];
  /** Screening tests and pages worth visiting next. */
  readonly related: readonly SiteLink[];
  readonly ending: ArticleEnding;
}

export interface FaqItem {
  readonly id: string;
  readonly question: string;
  readonly answer: readonly Block[];
}

/** A titled card with a short text (signs, myths, benefits...). */
export interface InfoCard {
  readonly title: string;
  readonly text: string;
}

/** A type of a condition: a card with a summary whose Read More opens a dialog with the details. */
export interface ConditionType {
  readonly id: string;
  readonly title: string;
  readonly summary: string;
  readonly details: readonly Block[];
  /** A page that goes deeper, e.g. the GAD article. */
  readonly related?: SiteLink;
}

/** A call-out with one link: a screening prompt, 'Not sure what kind of support you need', a banner... */
export interface Prompt {
  readonly id: string;
  readonly heading: string;
  readonly body: readonly string[];
  readonly link: SiteLink;
}

export type SignsBlock =
  | { readonly heading: string; readonly intro?: string; readonly display: 'cards'; readonly items: readonly InfoCard[] }
  | { readonly heading: string; readonly intro?: string; readonly display: 'list'; readonly items: readonly string[] };

/** A condition page (ADHD, depression, alcohol addiction, social anxiety, OCD, anxiety), top to bottom. */
export interface ConditionPageContent {
  readonly path: string;
  readonly hero: {
    readonly eyebrow: string;
    readonly title: string;
    readonly intro: readonly string[];
    readonly action?: SiteLink;
  };
  readonly illustration: Illustration;
  readonly about?: { readonly heading: string; readonly body: readonly Block[] };
  readonly types?: {
    readonly heading: string;
    readonly intro?: string;
    readonly items: readonly ConditionType[];
    /** Offered inside each type's dialog. */
    readonly bookLink: SiteLink;
  };
  readonly signs: SignsBlock;
  /** Call-outs after the signs: screening tests, 'not sure' blocks, treatment links. */
  readonly prompts: readonly Prompt[];
  readonly faqs: { readonly heading: string; readonly items: readonly FaqItem[] };
  /** A closing support banner (the alcohol addiction page). */
  readonly banner?: Prompt;
}

export interface MythAndFact {
  readonly myth: string;
  readonly fact: string;
}

/** One side of the women's health page toggle (anorexia or bulimia). */
export interface EatingDisorderProfile {
  readonly id: 'anorexia' | 'bulimia';
  /** The toggle button's label. */
  readonly label: string;
  readonly title: string;
  readonly description: readonly string[];
  readonly symptoms: readonly string[];
  readonly mythsAndFacts: readonly MythAndFact[];
  readonly screening: SiteLink;
}

export interface WomenHealthContent {
  readonly path: string;
  readonly hero: { readonly eyebrow: string; readonly title: string; readonly intro: readonly string[] };
  readonly illustration: Illustration;
  readonly toggleLabel: string;
  readonly labels: { readonly symptoms: string; readonly mythsAndFacts: string; readonly myth: string; readonly fact: string };
  readonly profiles: readonly [EatingDisorderProfile, EatingDisorderProfile];
  readonly treatment: {
    readonly heading: string;
    readonly body: readonly string[];
    readonly buttonLabel: string;
    readonly toastMessage: string;
    readonly toastCloseLabel: string;
  };
  readonly faqs: { readonly heading: string; readonly items: readonly FaqItem[] };
}

/** A page of titled prose sections: the privacy policy, the terms. */
export interface LegalPageContent {
  readonly title: string;
  /** 'Last updated: …', where the page shows one. */
  readonly lastUpdated?: string;
  readonly intro: readonly string[];
  readonly sections: readonly ArticleSection[];
}

export interface FaqSection {
  readonly id: 'generic' | 'therapy' | 'community' | 'technical';
  readonly heading: string;
  readonly items: readonly FaqItem[];
}

/** 'About Us and FAQs': the page's heading and introduction, then its sections of questions. */
export interface FaqPageContent {
  readonly title: string;
  readonly intro: readonly string[];
  readonly sections: readonly FaqSection[];
}
