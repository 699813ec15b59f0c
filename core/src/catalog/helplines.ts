import type { Localized } from '../i18n/locales';

/**
 * Crisis helplines shown on the wizard's risk step, high-risk results, condition pages and the footer.
 * Each carries its source so the next person to check it knows where to look.
 */
export const HELPLINE_IDS = ['tele-manas', 'tele-manas-toll-free', 'emergency-112'] as const;
export type HelplineId = (typeof HELPLINE_IDS)[number];

export interface Helpline {
  readonly id: HelplineId;
  readonly name: string;
  readonly description: string;
  /** As printed for people to read. */
  readonly display: string;
  /** For `tel:` links: digits only, with a leading + where international. */
  readonly dial: string;
  readonly hours: string;
  readonly source: string;
  readonly checkedOn: string;
}

export const HELPLINES: readonly Helpline[] = [
  {
    id: 'tele-manas',
    name: 'Tele-MANAS',
    description: 'National Tele Mental Health Programme, Government of India — free counselling in Indian languages',
    display: '14416',
    dial: '14416',
    hours: '24x7, free',
    source: 'https://telemanas.mohfw.gov.in',
    checkedOn: '2026-11-22',
  },
  {
    id: 'tele-manas-toll-free',
    name: 'Tele-MANAS (toll-free)',
    description: 'The same national counselling helpline on its toll-free number',
    display: '1-800-891-4416',
    dial: '18008914416',
    hours: '24x7, free',
    source: 'https://telemanas.mohfw.gov.in',
    checkedOn: '2026-11-22',
  },
  {
    id: 'emergency-112',
    name: 'National Emergency Number',
    description: 'Emergency Response Support System: police, ambulance and fire, anywhere in India',
    display: '112',
    dial: '112',
    hours: '24x7',
    source: 'https://112.gov.in',
    checkedOn: '2026-11-22',
  },
];

/** The footer's one-line emergency helpline. */
export const EMERGENCY_HELPLINE: Helpline = HELPLINES[0]!;

/** The crisis block's heading; the wizard's promise under it is in the wizard's catalog (WIZARD_CRISIS_BLOCK). */
export const CRISIS_TEXT = {
  heading: 'If you are in crisis, please reach out to:',
} as const;

/** The crisis block's words in one language: its heading, and each helpline's name, what it is and when it answers. */
export interface CrisisCatalog {
  readonly heading: string;
  readonly helplines: Readonly<Record<HelplineId, { readonly name: string; readonly description: string; readonly hours: string }>>;
}

const helplineWordsEn = Object.fromEntries(HELPLINES.map(({ id, name, description, hours }) => [id, { name, description, hours }])) as CrisisCatalog['helplines'];

/**
 * The crisis block, the footer's helpline line and the CLI's crisis support in the visitor's language; the numbers
 * themselves (display, dial) stay in HELPLINES, the same in every language. Glossary words (core/src/i18n/GLOSSARY.md).
 */
export const CRISIS_CATALOGS: Localized<CrisisCatalog> = {
  en: { heading: CRISIS_TEXT.heading, helplines: helplineWordsEn },
  hi: {
    heading: 'अगर आप संकट में हैं, तो इनसे बात करें:',
    helplines: {
      'tele-manas': {
        name: 'Tele-MANAS',
        description: 'भारत सरकार का राष्ट्रीय टेली मानसिक स्वास्थ्य कार्यक्रम — भारतीय भाषाओं में मुफ़्त काउंसलिंग',
        hours: '24x7, मुफ़्त',
      },
      'tele-manas-toll-free': {
        name: 'Tele-MANAS (टोल-फ़्री)',
        description: 'यही राष्ट्रीय काउंसलिंग हेल्पलाइन, इसके टोल-फ़्री नंबर पर',
        hours: '24x7, मुफ़्त',
      },
      'emergency-112': {
        name: 'राष्ट्रीय इमरजेंसी नंबर',
        description: 'इमरजेंसी रिस्पॉन्स सपोर्ट सिस्टम: पूरे भारत में पुलिस, एम्बुलेंस और फ़ायर ब्रिगेड',
        hours: '24x7',
      },
    },
  },
};
