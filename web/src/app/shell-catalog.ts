/**
 * Every word of the web shell (navigation, header, footer, drawer, skip link, the 404 and the route
 * error screens, the language switch and offer), one typed object per language. Each language's object is its own
 * chunk, loaded before the first render (shell-catalogs.ts), so an English page carries no Hindi and a Hindi page
 * no English. Route titles and descriptions are route-heads.ts' (loaded on the first move to another page).
 */

/** The navigation's links, by id; navigation.ts says where each goes. */
export type NavLinkId =
  | 'about'
  | 'experts'
  | 'login'
  | 'profile'
  | 'volunteer'
  | 'depression'
  | 'anxiety'
  | 'adhd'
  | 'ocd'
  | 'socialAnxiety'
  | 'addiction'
  | 'womenHealth'
  | 'grief'
  | 'ptsd'
  | 'gad'
  | 'bipolar'
  | 'forStudentsProgramme'
  | 'forCorporates'
  | 'allResources'
  | 'blogs'
  | 'videos'
  | 'music'
  | 'assessments'
  | 'news'
  | 'team'
  | 'careers'
  | 'forStudents'
  | 'contactUs'
  | 'bookFreeCall'
  | 'privacyPolicy'
  | 'terms';

export type FooterColumnId = 'support' | 'resources' | 'about' | 'help';

export interface ShellCatalog {
  readonly skipLink: string;
  readonly pageLoadingLabel: string;
  readonly pageLoading: string;
  readonly brandHome: (product: string) => string;
  readonly nav: Readonly<Record<NavLinkId, string>>;
  readonly services: string;
  readonly resources: string;
  readonly logout: string;
  readonly welcome: (name: string) => string;
  readonly mainNav: string;
  readonly mobileNav: string;
  readonly footerNav: string;
  readonly menu: string;
  readonly openMenu: string;
  readonly closeMenu: string;
  readonly footerColumns: Readonly<Record<FooterColumnId, string>>;
  readonly footerTagline: string;
  readonly socialMedia: string;
  /** The footer's newsletter box: double opt-in, and each letter stops in one click or by writing to `email`. */
  readonly newsletterHeading: string;
  readonly newsletterIntro: (email: string) => string;
  readonly newsletterEmail: string;
  readonly subscribe: string;
  readonly needHelp: string;
  /** Around the helpline's number: 'Call {name} on' … '({hours}).' */
  readonly helplineCall: (name: string) => string;
  readonly helplineHours: (hours: string) => string;
  readonly routeError: { readonly title: string; readonly body: string; readonly retry: string };
  readonly notFound: {
    readonly title: string;
    readonly body: string;
    readonly mayHelp: string;
    readonly home: string;
    readonly allResources: string;
    readonly screenings: string;
    readonly contactUs: string;
    readonly findTherapist: string;
  };
  /** The switch's name (a nav landmark holding the other languages' endonyms). */
  readonly languageNav: string;
  /** The one line offered on another language's page to a browser that prefers this language, in this language. */
  readonly languageOffer: { readonly text: string; readonly action: string; readonly dismiss: string };
}
