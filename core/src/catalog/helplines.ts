/**
 * Crisis helplines shown on the wizard's risk step, high-risk results, condition pages and the footer.
 * Each carries its source so the next person to check it knows where to look.
 */
export interface Helpline {
  readonly id: string;
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
