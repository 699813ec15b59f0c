import { z } from '../schema/zod';
import { languageIdSchema, type LanguageId } from '../catalog/language-ids';
import { WIZARD_STYLES, type TherapyStyle } from '../wizard/wizard.options';
import { bookingModeSchema, BOOKING_MODES, type BookingMode } from './booking-mode';
import { specialisationIdSchema, type SpecialisationId } from './specialisations';

/** A therapist's id: a lowercase slug ('ananya-rao'), used in URLs (`/session-calendar?doctor=<id>`). */
export const THERAPIST_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const THERAPIST_ID_MESSAGE = 'A therapist id is 2 to 60 lowercase letters, digits and hyphens, such as ananya-rao.';
export const therapistIdSchema = z.string({ error: THERAPIST_ID_MESSAGE }).min(2, THERAPIST_ID_MESSAGE).max(60, THERAPIST_ID_MESSAGE).regex(THERAPIST_ID_PATTERN, THERAPIST_ID_MESSAGE);

/** What staff are told when a directory change is refused for a reason the schema cannot see. */
export const THERAPIST_STAFF_MESSAGES = {
  idTaken: 'A therapist with this id already exists. Choose another id, or edit that therapist.',
  idMismatch: "The therapist's id cannot change: send the id in the path.",
} as const;

/** The most a session may cost in the directory, in rupees: a typo guard, not a policy on fees. */
export const MAX_FEE_INR = 100_000;

const distinct = <T extends z.ZodType>(item: T) =>
  z.array(item).refine((items) => new Set(items).size === items.length, { error: 'List each choice once.' });

/**
 * A therapist as staff write them and the store keeps them (issue 14): ids for languages, specialisations,
 * styles and modes; labels come from catalogs. In-person sessions need a city and a centre address.
 */
export const therapistSchema = z
  .object({
    id: therapistIdSchema,
    name: z.string().trim().min(1).max(120),
    title: z.string().trim().min(1).max(120),
    bio: z.string().trim().max(2000),
    /** A stored image's URL, or null: the site then draws an illustrated avatar. */
    photo_url: z.string().min(1).max(300).nullable(),
    experience_years: z.number().int().min(0).max(70),
    /** RCI registration number when the therapist has one; never invented. */
    rci_registration: z.string().trim().min(1).max(40).nullable(),
    languages: distinct(languageIdSchema).min(1),
    specialisations: distinct(specialisationIdSchema).min(1),
    styles: distinct(z.enum(WIZARD_STYLES)),
    modes: distinct(bookingModeSchema)
      .min(1)
      .transform((modes) => BOOKING_MODES.filter((mode) => modes.includes(mode))),
    city: z.string().trim().min(1).max(80).nullable(),
    centre_address: z.string().trim().min(1).max(300).nullable(),
    /** Fee per 60-minute session, whole rupees. */
    fee_inr: z.number().int().min(0).max(MAX_FEE_INR),
    crisis_trained: z.boolean(),
    active: z.boolean(),
  })
  .refine((t) => !t.modes.includes('in-person') || (t.city !== null && t.centre_address !== null), {
    error: 'In-person sessions need a city and a centre address.',
    path: ['centre_address'],
  });

export interface Therapist {
  readonly id: string;
  readonly name: string;
  readonly title: string;
  readonly bio: string;
  readonly photo_url: string | null;
  readonly experience_years: number;
  readonly rci_registration: string | null;
  readonly languages: readonly LanguageId[];
  readonly specialisations: readonly SpecialisationId[];
  readonly styles: readonly TherapyStyle[];
  readonly modes: readonly BookingMode[];
  readonly city: string | null;
  readonly centre_address: string | null;
  readonly fee_inr: number;
  readonly crisis_trained: boolean;
  readonly active: boolean;
}

/** What the public directory shows of a therapist: everything but the `active` flag (inactive ones are not listed). */
export type PublicTherapist = Omit<Therapist, 'active'>;

export const toPublicTherapist = ({ active: _active, ...rest }: Therapist): PublicTherapist => rest;
