import { languageNames } from '../catalog/language-names';
import {
  type ExperienceRating,
  type WIZARD_CHOICE_IDS,
  type WizardChoiceField,
  type WizardStepId,
  type WizardTextField,
  WIZARD_LANGUAGES,
  WIZARD_TEXT_LIMITS,
} from './wizard.options';

/** The review step's rows, in the order they appear. */
export type ReviewRowId =
  | 'location'
  | 'days'
  | 'times'
  | 'languages'
  | 'style'
  | 'mainReasons'
  | 'specificConcerns'
  | 'otherConcern'
  | 'previousTherapy'
  | 'pastExperience'
  | 'pastExperienceDesc'
  | 'risk'
  | 'additionalNotes'
  | 'feeConfirmation';

/** A label for every id of one enumerated answer: a catalog missing one does not compile. */
export type WizardChoiceLabels = {
  readonly [K in WizardChoiceField]: Readonly<Record<(typeof WIZARD_CHOICE_IDS)[K][number], string>>;
};

export interface WizardStepText {
  readonly title: string;
  readonly prompt: string;
}

/**
 * Every word the wizard shows, for one locale. A Hindi edition is one more object of this type in
 * WIZARD_CATALOGS; state, schema, storage and the CLI answers file hold ids only.
 */
export interface WizardCatalog {
  readonly choices: WizardChoiceLabels;
  readonly experienceRatings: Readonly<Record<ExperienceRating, string>>;
  readonly steps: Readonly<Record<WizardStepId, WizardStepText>>;
  /** 'Step 11 of 11': the one way a step's position is written, on the web and in the CLI. */
  readonly stepOf: (position: number, count: number) => string;
  /**
   * The spec's promise under the helplines (section 8). The website shows it only beside 'Request a call back',
   * on the closing screen, where it is kept; a step shows `crisisWhenYouFinish` instead.
   */
  readonly crisisFollowUp: string;
  /** Under the helplines on a step (risk Yes, 'Immediate crisis support'): what the closing screen will offer. */
  readonly crisisWhenYouFinish: string;
  readonly messages: {
    readonly location: string;
    readonly languages: string;
    readonly mainReasons: string;
    readonly specificConcerns: string;
    readonly risk: string;
    readonly feeConfirmation: string;
    readonly thankYou: string;
    /**
     * The closing screen's heading for a visitor who said they may harm themselves or asked for crisis support:
     * no thanks and no tick, only that help is here.
     */
    readonly crisisClosing: string;
    /** A free-text answer longer than WIZARD_TEXT_LIMITS allows, by field. */
    readonly textTooLong: Readonly<Record<WizardTextField, string>>;
  };
  readonly labels: {
    readonly next: string;
    readonly previous: string;
    readonly submit: string;
    readonly otherConcern: string;
    readonly days: string;
    readonly times: string;
    readonly pastExperience: string;
    readonly pastExperienceDesc: string;
    readonly addLanguagePlaceholder: string;
    readonly styleSlot: (slotIndex: number) => string;
    readonly noStyle: string;
    /** A rating as offered and reviewed: '3 – Good'. */
    readonly ratingOption: (rating: ExperienceRating, name: string) => string;
  };
  readonly review: Readonly<Record<ReviewRowId, string>>;
  readonly reviewPlaceholders: {
    readonly notSpecified: string;
    readonly notConfirmed: string;
    readonly flexible: string;
    readonly none: string;
  };
  readonly schemaMessages: {
    readonly repeated: string;
    readonly tooManyLanguages: string;
    readonly tooManyMainReasons: string;
    readonly tooManySpecificConcerns: string;
    readonly repeatedStyle: string;
    readonly pastExperience: string;
    /** An id that is not one of the field's: the message lists the ones it takes. */
    readonly unknownChoice: (ids: readonly string[]) => string;
  };
}

/** English, with the spec's labels verbatim (sections 3, 4, 5, 8 and 9). */
export const WIZARD_CATALOG_EN: WizardCatalog = {
  choices: {
    days: { weekdays: 'Weekdays', weekends: 'Weekends' },
    times: { morning: 'Morning (6-12)', afternoon: 'Afternoon (12-17)', evening: 'Evening (17-21)' },
    languages: languageNames(WIZARD_LANGUAGES),
    style: {
      soothing: 'Soothing',
      'goal-oriented': 'Goal-oriented',
      insightful: 'Insightful',
      'light-hearted': 'Light-hearted',
      structured: 'Structured',
      'open-ended': 'Open-ended',
    },
    mainReasons: {
      'stress-anxiety': 'Managing stress or anxiety',
      'low-mood': 'Feeling low or depressed',
      'relationship-work': 'Relationship or work issues',
      'past-trauma': 'Processing past trauma',
      'life-purpose': 'Exploring life purpose',
      'crisis-support': 'Immediate crisis support',
    },
    specificConcerns: {
      anxiety: 'Anxiety',
      'low-mood': 'Low mood',
      'relationship-stress': 'Relationship stress',
      'work-financial-pressure': 'Work/financial pressure',
      'grief-loss': 'Grief or loss',
      'identity-self-esteem': 'Identity & self-esteem',
    },
    previousTherapy: { yes: 'Yes', 'first-time': 'No, first time' },
    risk: { yes: 'Yes', no: 'No' },
    feeConfirmation: { ready: "Yes, let's go!", 'not-now': 'Not right now (take me back)' },
  },
  experienceRatings: { 1: 'Poor', 2: 'Fair', 3: 'Good', 4: 'Very good', 5: 'Excellent' },
  steps: {
    welcome: {
      title: "Let's find the right therapist for you",
      prompt:
        'A few short questions help us match you with someone who suits you. It takes about five minutes, and you can go back and change an answer at any time.',
    },
    location: {
      title: 'Where are you based?',
      prompt: 'Your city or town helps us suggest therapists who can see you in person as well as online.',
    },
    availability: {
      title: 'When suits you best?',
      prompt: 'Pick the days and times that usually work for you. Leave them blank if you are flexible.',
    },
    languages: {
      title: 'Which languages are you most comfortable in?',
      prompt: 'Choose up to 2. Talking in a language that feels like home can make things easier.',
    },
    style: {
      title: 'What kind of support feels right?',
      prompt: 'Rank up to three styles, your favourite first. You can skip this if you are not sure.',
    },
    'main-reasons': {
      title: 'What brings you here today?',
      prompt: 'Choose up to 2 main reasons. There are no wrong answers.',
    },
    'specific-concerns': {
      title: 'Is there something more specific on your mind?',
      prompt: 'Choose up to 3. If it is something else, you can add it in your own words under Other.',
    },
    'previous-therapy': {
      title: 'Have you had therapy before?',
      prompt: 'If you have, tell us how it went. It helps us understand what worked for you and what did not.',
    },
    risk: {
      title: 'Your safety matters to us',
      prompt: 'Are you having thoughts of harming yourself, or do you feel unsafe right now?',
    },
    'additional-notes': {
      title: 'Anything else you would like us to know?',
      prompt: 'This is optional. Share anything that could help us find the right match for you.',
    },
    review: {
      title: 'Review your answers',
      // No fee here: the fee question under the answers names the matched therapists' own fees (MATCH_CATALOG_EN.feeSentence).
      prompt: 'Take a moment to check your answers; you can go back to change any of them.',
    },
  },
  stepOf: (position, count) => `Step ${position} of ${count}`,
  // Beside the call-back form: what asking does (the request goes first in the care team's list), not a promise
  // to connect anyone to a therapist, which nothing does by itself.
  crisisFollowUp: 'Ask below and our care team will call you back: a crisis request goes first in their list.',
  // True whoever is in the directory: the call-back form is always there; a crisis-trained therapist leads the
  // matches only when one is active and free, so the sentence promises the order, not that one exists.
  crisisWhenYouFinish:
    'When you finish these questions, you can ask our care team to call you back, and any therapist trained in crisis support is listed first in your matches.',
  messages: {
    location: 'Please enter your location.',
    languages: 'Please select at least one language.',
    mainReasons: 'Please select at least one main reason.',
    specificConcerns: 'Please select at least one specific concern.',
    risk: 'Please answer the risk assessment question.',
    feeConfirmation: 'Please confirm the fee.',
    // The spec's 'has been submitted' would be untrue: the answers stay in the visitor's tab (matching runs there) and
    // reach a therapist only if the visitor ticks sharing them when booking.
    thankYou: 'Thank you! Your pre-assessment is complete.',
    crisisClosing: 'You do not have to face this alone. Help is here now.',
    textTooLong: {
      location: `Please keep your location to ${WIZARD_TEXT_LIMITS.location} characters or fewer.`,
      otherConcern: `Please keep what you write under Other to ${WIZARD_TEXT_LIMITS.otherConcern} characters or fewer.`,
      pastExperienceDesc: `Please keep this to ${WIZARD_TEXT_LIMITS.pastExperienceDesc} characters or fewer.`,
      additionalNotes: `Please keep your notes to ${WIZARD_TEXT_LIMITS.additionalNotes} characters or fewer.`,
    },
  },
  labels: {
    next: 'Next',
    previous: 'Previous',
    submit: 'Submit Assessment',
    otherConcern: 'Other',
    days: 'Days',
    times: 'Times',
    pastExperience: 'How was your past experience?',
    pastExperienceDesc: 'Tell us a little about it (optional)',
    addLanguagePlaceholder: 'Type a language',
    styleSlot: (slotIndex) => `Choice ${slotIndex + 1}`,
    noStyle: 'No preference',
    ratingOption: (rating, name) => `${rating} – ${name}`,
  },
  review: {
    location: 'Location',
    days: 'Preferred days',
    times: 'Preferred times',
    languages: 'Languages',
    style: 'Therapy style',
    mainReasons: 'Main reasons',
    specificConcerns: 'Specific concerns',
    otherConcern: 'Other concern',
    previousTherapy: 'Previous therapy',
    pastExperience: 'Past experience',
    pastExperienceDesc: 'About your past experience',
    risk: 'Risk assessment',
    additionalNotes: 'Additional notes',
    feeConfirmation: 'Fee confirmation',
  },
  reviewPlaceholders: {
    notSpecified: 'Not specified',
    notConfirmed: 'Not confirmed',
    flexible: 'Flexible',
    none: 'None',
  },
  schemaMessages: {
    repeated: 'Each option can be chosen only once.',
    tooManyLanguages: 'Please choose up to 2 languages.',
    tooManyMainReasons: 'Please choose up to 2 main reasons, besides Immediate crisis support.',
    tooManySpecificConcerns: 'Please choose up to 3 specific concerns.',
    repeatedStyle: 'Each style can fill only one slot.',
    pastExperience: 'Past experience must be a whole number from 1 to 5.',
    unknownChoice: (ids) => `Please use one of: ${ids.join(', ')}.`,
  },
};

