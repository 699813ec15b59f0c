/** The website's own words around core's wizard (core owns steps, options, messages and review rows). */
export const WIZARD_COPY = {
  pageTitle: 'Find your therapist',
  pageIntro:
    'Eleven short steps. Your answers stay in this browser tab, so a reload will not lose them, and go nowhere else unless you choose to share them with the therapist you book.',
  stepsLabel: 'Steps',
  completed: '(completed)',
  current: '(current step)',
  locationLabel: 'City or town',
  capNote: (cap: number): string => `You have chosen ${cap}, the most for this question. Untick one to choose another.`,
  mainReasonsCapNote: (cap: number): string =>
    `You have chosen ${cap}, the most for this question. Untick one to choose another; Immediate crisis support can always be ticked.`,
  lengthHint: (max: number): string => `Up to ${max} characters.`,
  languageInputLabel: 'Add a language',
  languageListLabel: 'Suggested languages',
  languagesChosen: 'Chosen languages',
  removeLanguage: (language: string): string => `Remove ${language}`,
  languageCapNote: 'You have chosen 2 languages, the most you can pick. Remove one to choose another.',
  noLanguageMatch: 'No language matches. Try another spelling.',
  moveUp: (slot: string): string => `Move ${slot} up`,
  moveDown: (slot: string): string => `Move ${slot} down`,
  previousTherapyLegend: 'Have you had therapy before?',
  notesLabel: 'Additional notes',
  reviewHeading: 'Your answers',
  backToHome: 'Back to Home',
} as const;
