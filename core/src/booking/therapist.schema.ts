import { z } from '../schema/zod';
import { LANGUAGE_IDS, type LanguageId } from '../catalog/language-ids';
import { WIZARD_STYLES, type TherapyStyle } from '../wizard/wizard.options';
import { BOOKING_MODES, type BookingMode } from './booking-mode';
import { REGISTRATION_BODIES, type RegistrationBody } from './registration-body';
import { SPECIALISATION_IDS, type SpecialisationId } from './specialisations';
import { PLAIN_TEXT_PATTERN, SHARED_MESSAGES } from '../forms/shared-rules';

/** A therapist's id: a lowercase slug ('ananya-rao'), used in URLs (`/session-calendar?doctor=<id>`). */
export const THERAPIST_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const THERAPIST_ID_MESSAGE = 'A therapist id is 2 to 60 lowercase letters, digits and hyphens, such as ananya-rao.';
export const therapistIdSchema = z.string({ error: THERAPIST_ID_MESSAGE }).min(2, THERAPIST_ID_MESSAGE).max(60, THERAPIST_ID_MESSAGE).regex(THERAPIST_ID_PATTERN, THERAPIST_ID_MESSAGE);

/** What staff are told when a directory change is refused for a reason the schema cannot see. */
export const THERAPIST_STAFF_MESSAGES = {
  idTaken: 'A therapist with this id already exists. Choose another id, or edit that therapist.',
  idMismatch: "The therapist's id cannot change: send the id in the path.",
  registrationNeeded:
    'An active therapist needs a verified registration: send registration with body, number, verified_by and verified_at, or send active: false.',
} as const;

/** A registration as the directory keeps it: verified_by and verified_at are both set once someone has checked it. */
export interface Registration {
  readonly body: RegistrationBody;
  readonly number: string;
  readonly verified_by: string | null;
  readonly verified_at: string | null;
}

/** What the public sees of a verified registration: the number and who issued it, not who checked it. */
export interface PublicRegistration {
  readonly body: RegistrationBody;
  readonly number: string;
}

/** The most a session may cost in the directory, in rupees: a typo guard, not a policy on fees. */
export const MAX_FEE_INR = 100_000;

const distinct = <T extends z.ZodType>(item: T) =>
  z.array(item).refine((items) => new Set(items).size === items.length, { error: 'List each choice once.' });

/** How long each text of a therapist may be, and their years of experience: one list for the checks and their words. */
const THERAPIST_LIMITS = { name: 120, title: 120, bio: 2000, photoUrl: 300, registration: 40, verifiedBy: 120, city: 80, centreAddress: 300, experienceYears: 70 } as const;
const L = THERAPIST_LIMITS;

/** What staff (the CLI, a script) are told of each field they got wrong: what to send, not zod's words. */
const FIELD_MESSAGES = {
  name: `Give the name, 1 to ${L.name} characters.`,
  title: `Give the title, 1 to ${L.title} characters, such as 'Clinical Psychologist'.`,
  bio: `Give a bio of at most ${L.bio} characters (it may be empty).`,
  photo_url: 'photo_url is the address of a photo the server keeps (upload one), or null.',
  experience_years: `Give the years of experience as a whole number from 0 to ${L.experienceYears}.`,
  registration: `Give the registration as { body, number, verified_by, verified_at } (body one of ${REGISTRATION_BODIES.join(', ')}; verified_by and verified_at both set once checked, or both null), or null when there is none.`,
  registration_number: `Give the registration number, 1 to ${L.registration} characters.`,
  verified_by: `Give who verified the registration, 1 to ${L.verifiedBy} characters, or null until it is verified.`,
  verified_at: 'Give when the registration was verified as an ISO 8601 instant, like 2026-11-20T10:00:00+05:30, or null until it is verified.',
  languages: `List at least one language id: ${LANGUAGE_IDS.join(', ')}.`,
  specialisations: `List at least one specialisation id: ${SPECIALISATION_IDS.join(', ')}.`,
  styles: `List the therapy style ids offered (or none): ${WIZARD_STYLES.join(', ')}.`,
  modes: `List the modes offered: ${BOOKING_MODES.join(', ')}.`,
  city: `Give the city (at most ${L.city} characters), or null for video sessions only.`,
  centre_address: `Give the centre address (at most ${L.centreAddress} characters), or null for video sessions only.`,
  fee_inr: `Give the fee per 60-minute session in whole rupees, from 0 to ${MAX_FEE_INR}.`,
  crisis_trained: 'Say true or false: is the therapist trained to support people in crisis?',
  active: 'Say true or false: false hides the therapist from the directory and from booking.',
} as const;
const M = FIELD_MESSAGES;

/** A stored image's address, or null (the site then draws an illustrated avatar). */
export const therapistPhotoUrlSchema = z.string({ error: M.photo_url }).min(1, M.photo_url).max(L.photoUrl, M.photo_url).regex(PLAIN_TEXT_PATTERN, M.photo_url).nullable();

/** Staff-typed text is plain text like every form's (no NUL, BEL or terminal escapes for the directory to serve). */
const text = (message: string, min: number, max: number) =>
  z.string({ error: message }).trim().min(min, message).max(max, message).regex(PLAIN_TEXT_PATTERN, SHARED_MESSAGES.controlCharacters);
const whole = (message: string, max: number) => z.number({ error: message }).int(message).min(0, message).max(max, message);
const idList = <T extends z.ZodType>(item: T, message: string) => distinct(item).min(1, message);

/** A registration as staff record it; who verified it and when come together or not at all. */
export const registrationSchema = z
  .object(
    {
      body: z.enum(REGISTRATION_BODIES, { error: M.registration }),
      number: text(M.registration_number, 1, L.registration),
      verified_by: text(M.verified_by, 1, L.verifiedBy).nullable(),
      verified_at: z.iso.datetime({ offset: true, error: M.verified_at }).nullable(),
    },
    { error: M.registration },
  )
  .refine((r) => (r.verified_by === null) === (r.verified_at === null), { error: M.registration, path: ['verified_at'] });

/** True when someone has checked the registration: both who and when are recorded. */
export const isVerifiedRegistration = (registration: Registration | null): registration is Registration & { verified_by: string; verified_at: string } =>
  registration !== null && registration.verified_by !== null && registration.verified_at !== null;

/**
 * The directory's rule for who may be listed: a real therapist is active only with a verified registration. The
 * seeded samples carry none and are marked as samples wherever they are shown instead. Null when allowed.
 */
export const activationRefusal = (therapist: Pick<Therapist, 'active' | 'sample' | 'registration'>): string | null =>
  therapist.active && !therapist.sample && !isVerifiedRegistration(therapist.registration) ? THERAPIST_STAFF_MESSAGES.registrationNeeded : null;

/**
 * A therapist as staff write them and the store keeps them (issue 14): ids for languages, specialisations,
 * styles and modes; labels come from catalogs. In-person sessions need a city and a centre address.
 */
const therapistFields = z.object({
  id: therapistIdSchema,
  name: text(M.name, 1, L.name),
  title: text(M.title, 1, L.title),
  bio: text(M.bio, 0, L.bio),
  /** A stored image's URL, or null: the site then draws an illustrated avatar. */
  photo_url: therapistPhotoUrlSchema,
  experience_years: whole(M.experience_years, L.experienceYears),
  /** The clinician's registration when they have one; never invented. */
  registration: registrationSchema.nullable(),
  languages: idList(z.enum(LANGUAGE_IDS, { error: M.languages }), M.languages),
  specialisations: idList(z.enum(SPECIALISATION_IDS, { error: M.specialisations }), M.specialisations),
  styles: distinct(z.enum(WIZARD_STYLES, { error: M.styles })),
  modes: idList(z.enum(BOOKING_MODES, { error: M.modes }), M.modes).transform((modes) => BOOKING_MODES.filter((mode) => modes.includes(mode))),
  city: text(M.city, 1, L.city).nullable(),
  centre_address: text(M.centre_address, 1, L.centreAddress).nullable(),
  /** Fee per 60-minute session, whole rupees. */
  fee_inr: whole(M.fee_inr, MAX_FEE_INR),
  crisis_trained: z.boolean({ error: M.crisis_trained }),
  active: z.boolean({ error: M.active }),
});

const inPersonNeedsAddress = <T extends { readonly modes: readonly string[]; readonly city: string | null; readonly centre_address: string | null }>(t: T) =>
  !t.modes.includes('in-person') || (t.city !== null && t.centre_address !== null);
const IN_PERSON_ADDRESS = { error: 'In-person sessions need a city and a centre address.', path: ['centre_address'] };

/**
 * What staff send: every field but `sample`, which only the seeder sets (a therapist staff add is never a sample,
 * so it cannot escape the registration rule).
 */
export const therapistSchema = therapistFields.refine(inPersonNeedsAddress, IN_PERSON_ADDRESS);

/** A therapist as staff read them back: what they send, and whether the seeder added them as a sample. */
export const therapistViewSchema = therapistFields.extend({ sample: z.boolean() }).refine(inPersonNeedsAddress, IN_PERSON_ADDRESS);

export interface Therapist {
  readonly id: string;
  readonly name: string;
  readonly title: string;
  readonly bio: string;
  readonly photo_url: string | null;
  readonly experience_years: number;
  readonly registration: Registration | null;
  readonly languages: readonly LanguageId[];
  readonly specialisations: readonly SpecialisationId[];
  readonly styles: readonly TherapyStyle[];
  readonly modes: readonly BookingMode[];
  readonly city: string | null;
  readonly centre_address: string | null;
  readonly fee_inr: number;
  readonly crisis_trained: boolean;
  readonly active: boolean;
  /** An illustrative profile the server seeded (SEED_SAMPLE_THERAPISTS), not a real clinician: every place showing it says so. */
  readonly sample: boolean;
}

/**
 * What the public directory shows of a therapist: everything but the `active` flag (inactive ones are not listed),
 * and of the registration only a verified one's body and number.
 */
export type PublicTherapist = Omit<Therapist, 'active' | 'registration'> & { readonly registration: PublicRegistration | null };

export const toPublicTherapist = ({ active: _active, registration, ...rest }: Therapist): PublicTherapist => ({
  ...rest,
  registration: isVerifiedRegistration(registration) ? { body: registration.body, number: registration.number } : null,
});
