/** The website's own words around core's wizard (core owns steps, options, messages and review rows). */
export interface WizardCopy {
  readonly pageTitle: string;
  readonly pageIntro: string;
  readonly stepsLabel: string;
  readonly completed: string;
  readonly current: string;
  readonly locationLabel: string;
  readonly capNote: (cap: number) => string;
  readonly mainReasonsCapNote: (cap: number) => string;
  readonly lengthHint: (max: number) => string;
  readonly languageInputLabel: string;
  readonly languageListLabel: string;
  readonly languagesChosen: string;
  readonly removeLanguage: (language: string) => string;
  readonly languageCapNote: string;
  readonly noLanguageMatch: string;
  readonly moveUp: (slot: string) => string;
  readonly moveDown: (slot: string) => string;
  readonly previousTherapyLegend: string;
  readonly notesLabel: string;
  readonly reviewHeading: string;
  readonly backToHome: string;
}

export const WIZARD_COPY_EN: WizardCopy = {
  pageTitle: 'Find your therapist',
  pageIntro:
    'Eleven short steps. Your answers stay in this browser tab, so a reload will not lose them, and go nowhere else unless you choose to share them with the therapist you book.',
  stepsLabel: 'Steps',
  completed: '(completed)',
  current: '(current step)',
  locationLabel: 'City or town',
  capNote: (cap) => `You have chosen ${cap}, the most for this question. Untick one to choose another.`,
  mainReasonsCapNote: (cap) =>
    `You have chosen ${cap}, the most for this question. Untick one to choose another; Immediate crisis support can always be ticked.`,
  lengthHint: (max) => `Up to ${max} characters.`,
  languageInputLabel: 'Add a language',
  languageListLabel: 'Suggested languages',
  languagesChosen: 'Chosen languages',
  removeLanguage: (language) => `Remove ${language}`,
  languageCapNote: 'You have chosen 2 languages, the most you can pick. Remove one to choose another.',
  noLanguageMatch: 'No language matches. Try another spelling.',
  moveUp: (slot) => `Move ${slot} up`,
  moveDown: (slot) => `Move ${slot} down`,
  previousTherapyLegend: 'Have you had therapy before?',
  notesLabel: 'Additional notes',
  reviewHeading: 'Your answers',
  backToHome: 'Back to Home',
};
