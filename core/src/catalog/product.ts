/** The product's name and the contact details that deployments configure. */
export const PRODUCT_NAME = 'Manobal';

/**
 * Placeholder contact details used until a deployment configures its own (CONTACT_SETTINGS). The `.example`
 * domain and the all-zero number are deliberately unroutable, so they are allowed in development only: the
 * server refuses to start in production while any of them is still in place.
 */
export const DEFAULT_CONTACT = {
  email: 'care@manobal.example',
  phone: '+91 00000 00000',
  address: 'Manobal Care, 2nd Floor, 14 MG Road, Pune, Maharashtra 411001',
} as const;

export interface ContactDetails {
  readonly email: string;
  readonly phone: string;
  readonly address: string;
}

/**
 * The one set of settings that names the care team's contact details. The website's build and the server read
 * the same names (through contactFromSettings), so the number a page prints is the number the server's refusals name.
 */
export const CONTACT_SETTINGS = { phone: 'CONTACT_PHONE', email: 'CONTACT_EMAIL', address: 'CONTACT_ADDRESS' } as const satisfies Record<
  keyof ContactDetails,
  string
>;

export type ContactSettingName = (typeof CONTACT_SETTINGS)[keyof ContactDetails];

const CONTACT_KEYS = ['phone', 'email', 'address'] as const satisfies readonly (keyof ContactDetails)[];

/** The contact details the settings name; a setting left out or blank keeps the placeholder. */
export const contactFromSettings = (settings: Readonly<Record<string, string | undefined>>): ContactDetails => {
  const value = (key: keyof ContactDetails): string => settings[CONTACT_SETTINGS[key]]?.trim() || DEFAULT_CONTACT[key];
  return { phone: value('phone'), email: value('email'), address: value('address') };
};

/** The settings whose value is still the development placeholder, in CONTACT_SETTINGS order. */
export const placeholderContactSettings = (contact: ContactDetails): ContactSettingName[] =>
  CONTACT_KEYS.filter((key) => contact[key] === DEFAULT_CONTACT[key]).map((key) => CONTACT_SETTINGS[key]);

/** Fills the spec's `{product}`, `{email}` and `{phone}` placeholders in a product string. */
export const fillPlaceholders = (text: string, contact: ContactDetails = DEFAULT_CONTACT): string =>
  text.replaceAll('{product}', PRODUCT_NAME).replaceAll('{email}', contact.email).replaceAll('{phone}', contact.phone);
