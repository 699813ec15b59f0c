import { CALLBACK_REASONS } from '../callbacks/callback.types';
import { CAREERS_LANGUAGES } from '../catalog/languages';
import { LANGUAGE_NAMES_EN } from '../catalog/language-names';
import { BOOKING_GENDER_OPTIONS, BOOKING_PROBLEM_OPTIONS } from './booking.options';
import { GUARDIAN_RELATIONSHIPS, YOUNG_PERSON_TEXT } from './young-person.options';
import { CAREERS_GENDER_OPTIONS } from './careers.options';
import { LEAD_KINDS } from './lead.options';
import { REFER_ADULT_AGE, REFER_RELATIONSHIP_LABELS_EN, REFER_RELATIONSHIPS } from './refer.options';
import { VOLUNTEER_CATALOG_EN, VOLUNTEER_GENDER_OPTIONS } from './volunteer.options';

/*
 * Every form's fields, described once: what each field is called, how it is typed and whether it is required.
 * The website renders them as inputs, the CLI as prompts and --help; no adapter types a label again. No zod
 * here, so a page can show its form before any schema loads. Words are per locale (FormFieldText); a Hindi
 * edition is one more FormFieldCatalog.
 */

/** How a field is typed: each adapter picks its control (an <input type>, a select, a terminal prompt). */
export type FormFieldKind = 'text' | 'long-text' | 'email' | 'tel' | 'number' | 'password' | 'date' | 'choice' | 'yes-no';

export interface FormFieldOption {
  readonly value: string;
  readonly label: string;
}

/** The language-free facts of one field. */
interface FormFieldShape {
  /** The field as the form holds it (the website's input name; a dot path into a nested form state). */
  readonly name: string;
  /** The payload field it is sent as (and the key of the server's field errors). */
  readonly wire: string;
  readonly kind: FormFieldKind;
  readonly required: boolean;
  /** The browser's autocomplete token. */
  readonly autoComplete?: string;
  readonly inputMode?: 'numeric' | 'tel' | 'email';
  /** Never echoed: a terminal hides it as typed and a summary leaves it out. */
  readonly secret?: boolean;
  /** Checked with the form (signupFormSchema's second password box) but never sent. */
  readonly formOnly?: boolean;
  /** The step (1-based) the field is asked on, for forms with steps. */
  readonly step?: number;
  /** A choice's ids and their labels in this locale, from core's catalogs. */
  readonly options?: (catalog: FormOptionLabels) => readonly FormFieldOption[];
}

/** One field's words in one locale. */
export interface FormFieldText {
  readonly label: string;
  readonly hint?: string;
  /** A select's first, empty choice ('Select gender'). */
  readonly placeholder?: string;
}

/** Where a locale's option labels come from (the catalogs of each area). */
export interface FormOptionLabels {
  readonly languages: Readonly<Record<(typeof CAREERS_LANGUAGES)[number], string>>;
  readonly volunteerGenders: Readonly<Record<(typeof VOLUNTEER_GENDER_OPTIONS)[number], string>>;
  /** The button each lead kind is asked from. */
  readonly leadKinds: Readonly<Record<(typeof LEAD_KINDS)[number], string>>;
  /** Why someone asks the care team to call (issue 15). */
  readonly callbackReasons: Readonly<Record<(typeof CALLBACK_REASONS)[number], string>>;
  /** How a referrer knows the person they refer. */
  readonly referRelationships: Readonly<Record<(typeof REFER_RELATIONSHIPS)[number], string>>;
}

/** A described field, in one locale: what an adapter renders. */
export type FormField = Omit<FormFieldShape, 'options'> & FormFieldText & { readonly options?: readonly FormFieldOption[] };

const field = <N extends string>(
  name: N,
  kind: FormFieldKind,
  extra: Partial<Omit<FormFieldShape, 'name' | 'kind'>> = {},
): FormFieldShape & { readonly name: N } => ({
  name,
  wire: name,
  kind,
  required: true,
  ...extra,
});
const fixed = (options: readonly FormFieldOption[]) => () => options;

const FORM_FIELD_SHAPES = {
  refer: [
    field('name', 'text', { autoComplete: 'name' }),
    field('email', 'email', { autoComplete: 'email' }),
    field('mobile', 'tel', { autoComplete: 'tel-national', inputMode: 'tel' }),
    // Text with a numeric keypad, not type=number: a browser empties a number box typed in Devanagari digits (४२).
    field('age', 'text', { inputMode: 'numeric' }),
    field('relationship', 'choice', { options: (labels) => REFER_RELATIONSHIPS.map((value) => ({ value, label: labels.referRelationships[value] })) }),
    // Must be ticked: the person (for a child, the referrer as their parent or guardian) agreed to be contacted.
    field('consent', 'yes-no'),
  ],
  contact: [
    field('name', 'text', { autoComplete: 'name' }),
    field('email', 'email', { autoComplete: 'email' }),
    field('message', 'long-text'),
  ],
  volunteer: [
    field('name', 'text', { autoComplete: 'name', step: 1 }),
    field('email', 'email', { autoComplete: 'email', inputMode: 'email', step: 1 }),
    field('number', 'tel', { wire: 'phone', required: false, autoComplete: 'tel-national', inputMode: 'tel', step: 1 }),
    field('age', 'text', { required: false, inputMode: 'numeric', step: 1 }),
    field('gender', 'choice', {
      required: false,
      step: 1,
      options: (labels) => VOLUNTEER_GENDER_OPTIONS.map((value) => ({ value, label: labels.volunteerGenders[value] })),
    }),
  ],
  'book-session': [
    field('name', 'text', { autoComplete: 'name', step: 1 }),
    field('email', 'email', { autoComplete: 'email', inputMode: 'email', step: 1 }),
    field('phone', 'tel', { autoComplete: 'tel-national', inputMode: 'tel', step: 1 }),
    field('age', 'text', { inputMode: 'numeric', step: 1 }),
    // Asked only of a 16- or 17-year-old (the age rule, young-person.rule.ts); the calendar's details take them too.
    field('guardian_name', 'text', { required: false, autoComplete: 'off', step: 1 }),
    field('guardian_relationship', 'choice', {
      required: false,
      step: 1,
      options: fixed(GUARDIAN_RELATIONSHIPS.map((value) => ({ value, label: YOUNG_PERSON_TEXT.relationships[value] }))),
    }),
    field('guardian_phone', 'tel', { required: false, autoComplete: 'off', inputMode: 'tel', step: 1 }),
    field('guardian_knows', 'yes-no', { required: false, step: 1 }),
    field('gender', 'choice', { step: 2, options: fixed(BOOKING_GENDER_OPTIONS) }),
    field('problem', 'choice', { step: 2, options: fixed(BOOKING_PROBLEM_OPTIONS) }),
    field('date', 'date', { step: 2 }),
    // The slots still open on the chosen date: an adapter asks core's calendar (openSlots), not this table.
    field('time', 'choice', { step: 2 }),
  ],
  careers: [
    field('name', 'text', { wire: 'full_name', autoComplete: 'name' }),
    field('age', 'text', { inputMode: 'numeric' }),
    field('gender', 'choice', { options: fixed(CAREERS_GENDER_OPTIONS) }),
    field('experience', 'text', { inputMode: 'numeric' }),
    field('bio', 'long-text'),
    field('location', 'long-text', { wire: 'address', autoComplete: 'street-address' }),
    field('phoneNumber', 'tel', { wire: 'phone_number', autoComplete: 'tel-national', inputMode: 'tel' }),
    field('email', 'email', { autoComplete: 'email', inputMode: 'email' }),
    field('languages.first', 'choice', {
      wire: 'language1',
      options: (labels) => CAREERS_LANGUAGES.map((value) => ({ value, label: labels.languages[value] })),
    }),
    field('languages.second', 'choice', {
      wire: 'language2',
      required: false,
      options: (labels) => CAREERS_LANGUAGES.map((value) => ({ value, label: labels.languages[value] })),
    }),
    field('aadharId', 'text', { wire: 'aadhar_number', inputMode: 'numeric', autoComplete: 'off', secret: true }),
    field('panCard', 'text', { wire: 'pan_card_number', autoComplete: 'off', secret: true }),
    field('education', 'long-text'),
    field('licenses.rci', 'yes-no', { wire: 'has_rci', required: false }),
    field('licenses.iso', 'yes-no', { wire: 'has_iso_certification', required: false }),
  ],
  signup: [
    field('name', 'text', { autoComplete: 'name' }),
    field('email', 'email', { autoComplete: 'email', inputMode: 'email' }),
    field('password', 'password', { autoComplete: 'new-password', secret: true }),
    field('confirmPassword', 'password', { autoComplete: 'new-password', secret: true, formOnly: true }),
  ],
  login: [
    field('email', 'text', { autoComplete: 'username' }),
    field('password', 'password', { autoComplete: 'current-password', secret: true }),
  ],
  newsletter: [field('email', 'email', { autoComplete: 'email', inputMode: 'email' })],
  lead: [
    // Set by the button that opened the form; asked only where nothing chose it (the CLI).
    field('kind', 'choice', { options: (labels) => LEAD_KINDS.map((value) => ({ value, label: labels.leadKinds[value] })) }),
    field('name', 'text', { autoComplete: 'name' }),
    field('email', 'email', { autoComplete: 'work email', inputMode: 'email' }),
    field('organisation', 'text', { autoComplete: 'organization' }),
    field('phone', 'tel', { required: false, autoComplete: 'tel-national', inputMode: 'tel' }),
    field('size', 'number', { required: false, inputMode: 'numeric' }),
    field('message', 'long-text', { required: false }),
  ],
  callback: [
    field('name', 'text', { autoComplete: 'name' }),
    field('phone', 'tel', { autoComplete: 'tel-national', inputMode: 'tel' }),
    // Set by the screen that offers the call (the wizard's crisis block: 'crisis'); asked only in the CLI.
    field('reason', 'choice', { options: (labels) => CALLBACK_REASONS.map((value) => ({ value, label: labels.callbackReasons[value] })) }),
    // Must be ticked: the person agrees to be phoned at that number.
    field('consent', 'yes-no'),
  ],
} as const satisfies Record<string, readonly FormFieldShape[]>;

/** The forms core describes: every FormId (a test holds the two lists together). */
export type DescribedFormId = keyof typeof FORM_FIELD_SHAPES;
export const DESCRIBED_FORM_IDS = Object.keys(FORM_FIELD_SHAPES) as DescribedFormId[];

type FieldNames<F extends DescribedFormId> = (typeof FORM_FIELD_SHAPES)[F][number]['name'];

/** Every field's words for one locale: a catalog missing one does not compile. */
export type FormFieldCatalog = {
  readonly [F in DescribedFormId]: { readonly [N in FieldNames<F>]: FormFieldText };
} & {
  readonly optionLabels: FormOptionLabels;
  readonly optionalMark: string;
  /** The lead form's size field, as a company or a school counts its people. */
  readonly leadSize: { readonly employees: string; readonly students: string };
};

/** English: the website's labels (the e2e specs find fields by them); 'Age of Patient' is the spec's. */
export const FORM_FIELDS_EN: FormFieldCatalog = {
  refer: {
    name: { label: 'Name' },
    email: { label: 'Email' },
    mobile: { label: 'Mobile number', hint: '10-digit Indian mobile number' },
    age: { label: 'Age of Patient' },
    relationship: { label: 'How do you know them?', placeholder: 'Select one' },
    consent: { label: `They agreed to be contacted by the care team (for someone under ${REFER_ADULT_AGE}: I am their parent or guardian and I agree).` },
  },
  contact: { name: { label: 'Name' }, email: { label: 'Email' }, message: { label: 'Message' } },
  volunteer: {
    name: { label: 'Full name' },
    email: { label: 'Email' },
    number: { label: 'Phone number' },
    age: { label: 'Age' },
    gender: { label: 'Gender', placeholder: 'Prefer not to say' },
  },
  'book-session': {
    name: { label: 'Full name' },
    email: { label: 'Email' },
    phone: { label: 'Phone number', hint: '10-digit mobile number' },
    age: { label: 'Age' },
    guardian_name: { label: "Parent's or guardian's full name" },
    guardian_relationship: { label: 'They are your', placeholder: 'Select' },
    guardian_phone: { label: "Parent's or guardian's phone number", hint: '10-digit mobile number' },
    guardian_knows: { label: 'My parent or guardian knows about this booking and agrees to it.' },
    gender: { label: 'Gender', placeholder: 'Select gender' },
    problem: { label: 'What would you like help with?', placeholder: 'Select a concern' },
    date: { label: 'Date' },
    time: { label: 'Time', placeholder: 'Select a time' },
  },
  careers: {
    name: { label: 'Full name' },
    age: { label: 'Age' },
    gender: { label: 'Gender', placeholder: 'Select gender' },
    experience: { label: 'Experience (in years)' },
    bio: { label: 'Bio', hint: 'A few lines about your work and the people you help.' },
    location: { label: 'Location' },
    phoneNumber: { label: 'Phone number', hint: '10-digit mobile number' },
    email: { label: 'Email' },
    'languages.first': { label: 'Primary language', placeholder: 'Select a language' },
    'languages.second': { label: 'Secondary language', placeholder: 'None' },
    aadharId: { label: 'Aadhar number', hint: '12 digits, as printed on your card' },
    panCard: { label: 'PAN number', hint: 'For example ABCPE1234F' },
    education: { label: 'Education', hint: 'Degrees, institutions and years' },
    'licenses.rci': { label: 'I hold an RCI licence' },
    'licenses.iso': { label: 'I hold an ISO certification' },
  },
  signup: {
    name: { label: 'Full name' },
    email: { label: 'Email' },
    password: { label: 'Password', hint: 'At least 8 characters; not your email or a common password.' },
    confirmPassword: { label: 'Confirm password' },
  },
  // The spec's 'Username or Email': accounts have no usernames, so the field asks for what signs a person in.
  login: { email: { label: 'Email' }, password: { label: 'Password' } },
  newsletter: { email: { label: 'Email address' } },
  lead: {
    kind: { label: 'What would you like?' },
    name: { label: 'Your name' },
    email: { label: 'Work email' },
    organisation: { label: 'Organisation' },
    phone: { label: 'Phone number', hint: '10-digit mobile number' },
    size: { label: 'Number of people' },
    message: { label: 'Message' },
  },
  callback: {
    name: { label: 'Your name' },
    phone: { label: 'Mobile number (10 digits)' },
    reason: { label: 'Why would you like a call?' },
    consent: { label: 'I agree that the care team may call me on this number.' },
  },
  optionLabels: {
    languages: LANGUAGE_NAMES_EN,
    volunteerGenders: VOLUNTEER_CATALOG_EN.genders,
    leadKinds: {
      'corporate-contact': 'Get in Touch',
      'corporate-demo': 'Request a Demo',
      'corporate-consultation': 'Schedule a Free Consultation',
      'school-demo': 'Schedule a Demo',
      'school-contact': 'Talk to Our Team',
      'school-free-session': 'Schedule a free session',
    },
    callbackReasons: { crisis: 'I need support now', 'booking-help': 'Help with booking a session' },
    referRelationships: REFER_RELATIONSHIP_LABELS_EN,
  },
  leadSize: { employees: 'Number of employees', students: 'Number of students' },
  optionalMark: '(optional)',
};

/** A form's fields in order, with the words of one locale. */
export const formFields = <F extends DescribedFormId>(form: F, catalog: FormFieldCatalog = FORM_FIELDS_EN): readonly FormField[] =>
  (FORM_FIELD_SHAPES[form] as readonly FormFieldShape[]).map(({ options, ...shape }) => ({
    ...shape,
    ...(catalog[form] as Readonly<Record<string, FormFieldText>>)[shape.name]!,
    ...(options ? { options: options(catalog.optionLabels) } : {}),
  }));

/** One field of a form by the name the form holds it under; throws for a name the form does not have (a bug). */
export const formField = <F extends DescribedFormId>(form: F, name: FieldNames<F>, catalog: FormFieldCatalog = FORM_FIELDS_EN): FormField => {
  const found = formFields(form, catalog).find((f) => f.name === name);
  if (!found) throw new Error(`No field ${name} on form ${form}`);
  return found;
};

/** The label a field's wire name is shown under (for a server's field error, say), or the wire name itself. */
export const labelOfWireField = (form: DescribedFormId, wire: string, catalog: FormFieldCatalog = FORM_FIELDS_EN): string =>
  formFields(form, catalog).find((f) => f.wire === wire)?.label ?? wire;

/** The field names of each step, in order, for a form whose fields carry steps (booking, volunteer). */
export const formSteps = (form: DescribedFormId): readonly (readonly string[])[] => {
  const steps: string[][] = [];
  for (const field of formFields(form)) (steps[(field.step ?? 1) - 1] ??= []).push(field.name);
  return steps;
};
