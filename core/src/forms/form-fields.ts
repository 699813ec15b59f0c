import { CALLBACK_REASONS } from '../callbacks/callback.types';
import { CAREERS_LANGUAGES } from '../catalog/languages';
import { BOOKING_GENDERS, BOOKING_PROBLEMS } from './booking.options';
import { GUARDIAN_RELATIONSHIPS } from './young-person.options';
import { CAREERS_GENDERS } from './careers.options';
import { LEAD_KINDS } from './lead.options';
import { REFER_RELATIONSHIPS } from './refer.options';
import { VOLUNTEER_GENDER_OPTIONS, type VOLUNTEER_FEATURE_OPTIONS, type VolunteerQuestionField } from './volunteer.options';

/*
 * Every form's fields, described once: what each field is called, how it is typed and whether it is required.
 * The website renders them as inputs, the CLI as prompts and --help; no adapter types a label again. No zod
 * here, so a page can show its form before any schema loads. Words are per locale: one FormFieldCatalog per
 * language, each in a module of its own (form-fields.catalog.<locale>.ts), so a page can load only its language's.
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

type Labels<Ids extends readonly string[]> = Readonly<Record<Ids[number], string>>;

/** Every choice's label in one locale, by the id that is stored and sent. */
export interface FormOptionLabels {
  readonly languages: Labels<typeof CAREERS_LANGUAGES>;
  readonly volunteerGenders: Labels<typeof VOLUNTEER_GENDER_OPTIONS>;
  /** The features a volunteer can be excited about, as the page shows them (the wire keeps the spec's English). */
  readonly volunteerFeatures: Labels<typeof VOLUNTEER_FEATURE_OPTIONS>;
  readonly bookingGenders: Labels<typeof BOOKING_GENDERS>;
  /** What a person booking would like help with. */
  readonly bookingProblems: Labels<typeof BOOKING_PROBLEMS>;
  readonly careersGenders: Labels<typeof CAREERS_GENDERS>;
  /** Who a 16- or 17-year-old's parent or guardian is to them. */
  readonly guardianRelationships: Labels<typeof GUARDIAN_RELATIONSHIPS>;
  /** The button each lead kind is asked from. */
  readonly leadKinds: Labels<typeof LEAD_KINDS>;
  /** Why someone asks the care team to call (issue 15). */
  readonly callbackReasons: Labels<typeof CALLBACK_REASONS>;
  /** How a referrer knows the person they refer. */
  readonly referRelationships: Labels<typeof REFER_RELATIONSHIPS>;
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
/** A choice's options: its ids in order, each with its label from the locale's catalog. */
const choices =
  <Ids extends readonly string[]>(ids: Ids, labelsOf: (labels: FormOptionLabels) => Labels<Ids>) =>
  (labels: FormOptionLabels): readonly FormFieldOption[] =>
    ids.map((value: Ids[number]) => ({ value, label: labelsOf(labels)[value] }));

const FORM_FIELD_SHAPES = {
  refer: [
    field('name', 'text', { autoComplete: 'name' }),
    field('email', 'email', { autoComplete: 'email' }),
    field('mobile', 'tel', { autoComplete: 'tel-national', inputMode: 'tel' }),
    // Text with a numeric keypad, not type=number: a browser empties a number box typed in Devanagari digits (४२).
    field('age', 'text', { inputMode: 'numeric' }),
    field('relationship', 'choice', { options: choices(REFER_RELATIONSHIPS, (l) => l.referRelationships) }),
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
      options: choices(VOLUNTEER_GENDER_OPTIONS, (l) => l.volunteerGenders),
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
      options: choices(GUARDIAN_RELATIONSHIPS, (l) => l.guardianRelationships),
    }),
    field('guardian_phone', 'tel', { required: false, autoComplete: 'off', inputMode: 'tel', step: 1 }),
    field('guardian_knows', 'yes-no', { required: false, step: 1 }),
    field('gender', 'choice', { step: 2, options: choices(BOOKING_GENDERS, (l) => l.bookingGenders) }),
    field('problem', 'choice', { step: 2, options: choices(BOOKING_PROBLEMS, (l) => l.bookingProblems) }),
    field('date', 'date', { step: 2 }),
    // The slots still open on the chosen date: an adapter asks core's calendar (openSlots), not this table.
    field('time', 'choice', { step: 2 }),
  ],
  careers: [
    field('name', 'text', { wire: 'full_name', autoComplete: 'name' }),
    field('age', 'text', { inputMode: 'numeric' }),
    field('gender', 'choice', { options: choices(CAREERS_GENDERS, (l) => l.careersGenders) }),
    field('experience', 'text', { inputMode: 'numeric' }),
    field('bio', 'long-text'),
    field('location', 'long-text', { wire: 'address', autoComplete: 'street-address' }),
    field('phoneNumber', 'tel', { wire: 'phone_number', autoComplete: 'tel-national', inputMode: 'tel' }),
    field('email', 'email', { autoComplete: 'email', inputMode: 'email' }),
    field('languages.first', 'choice', {
      wire: 'language1',
      options: choices(CAREERS_LANGUAGES, (l) => l.languages),
    }),
    field('languages.second', 'choice', {
      wire: 'language2',
      required: false,
      options: choices(CAREERS_LANGUAGES, (l) => l.languages),
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
    field('kind', 'choice', { options: choices(LEAD_KINDS, (l) => l.leadKinds) }),
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
    field('reason', 'choice', { options: choices(CALLBACK_REASONS, (l) => l.callbackReasons) }),
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
  /** The words around the fields that every form shares (a form's own page words stay with its page). */
  readonly formWords: {
    readonly allRequired: string;
    readonly send: string;
    readonly sending: string;
    /** While a form opened from a button is still loading. */
    readonly loadingForm: string;
  };
  /** The lead form's size field, as a company or a school counts its people. */
  readonly leadSize: { readonly employees: string; readonly students: string };
  /** A corporate lead's gentle hint for a personal address (never a refusal: the address works). */
  readonly leadPersonalMail: string;
  /** The volunteer form's six questions as the page asks them (the wire keeps the spec's English questions). */
  readonly volunteerQuestions: Readonly<Record<VolunteerQuestionField, string>>;
  /** Under the refer form: what the care team does and when (FOLLOW_UP_POLICY keeps the time). */
  readonly referNext: string;
};

/** A form's fields in order, with the words of one locale. */
export const formFields = <F extends DescribedFormId>(form: F, catalog: FormFieldCatalog): readonly FormField[] =>
  (FORM_FIELD_SHAPES[form] as readonly FormFieldShape[]).map(({ options, ...shape }) => ({
    ...shape,
    ...(catalog[form] as Readonly<Record<string, FormFieldText>>)[shape.name]!,
    ...(options ? { options: options(catalog.optionLabels) } : {}),
  }));

/** One field of a form by the name the form holds it under; throws for a name the form does not have (a bug). */
export const formField = <F extends DescribedFormId>(form: F, name: FieldNames<F>, catalog: FormFieldCatalog): FormField => {
  const found = formFields(form, catalog).find((f) => f.name === name);
  if (!found) throw new Error(`No field ${name} on form ${form}`);
  return found;
};

/** The label a field's wire name is shown under (for a server's field error, say), or the wire name itself. */
export const labelOfWireField = (form: DescribedFormId, wire: string, catalog: FormFieldCatalog): string =>
  formFields(form, catalog).find((f) => f.wire === wire)?.label ?? wire;

/** The field names of each step, in order, for a form whose fields carry steps (booking, volunteer). */
export const formSteps = (form: DescribedFormId): readonly (readonly string[])[] => {
  const steps: string[][] = [];
  for (const field of FORM_FIELD_SHAPES[form] as readonly FormFieldShape[]) (steps[(field.step ?? 1) - 1] ??= []).push(field.name);
  return steps;
};

/** The wire names of a form's fields by the names the form holds them under (no words needed). */
export const formWireNames = (form: DescribedFormId): ReadonlyMap<string, string> =>
  new Map((FORM_FIELD_SHAPES[form] as readonly FormFieldShape[]).map((field) => [field.wire, field.name]));
