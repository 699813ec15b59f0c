import { z } from 'zod';
import {
  CAREERS_DOCUMENTS,
  FORMS,
  maskAadhaar,
  RECORD_FORM_IDS,
  type Booking,
  type CareerApplication,
  type RecordKind,
  type StoredField,
  type VolunteerFeedback,
} from '@manobal/core';
import { careerApplicationFields } from '../store/career-application-fields';
import type { PageOf, PageRequest, StaffAccount, StaffListing, Store } from '../store/store.port';

/**
 * One staff collection: its path segment under /api/v1/staff, the store listing it reads, and how an item is
 * shown (`show`, checked against `item`, the schema the OpenAPI document publishes). Items are domain values
 * until here; what staff may see is decided here only (identity numbers masked, idempotency keys and password
 * hashes never).
 */
export interface StaffCollection {
  readonly name: string;
  readonly summary: string;
  /** How the listing is ordered, as the OpenAPI summary says it; newest first unless a collection says otherwise. */
  readonly order: string;
  readonly item: z.ZodType;
  readonly list: (store: Store, page: PageRequest) => Promise<PageOf<unknown>>;
}

const collection = <Domain, Schema extends z.ZodType>(spec: {
  readonly name: string;
  readonly summary: string;
  readonly order?: string;
  readonly item: Schema;
  readonly listing: (store: Store) => StaffListing<Domain>;
  readonly show: (value: Domain) => z.input<Schema>;
}): StaffCollection => ({
  name: spec.name,
  summary: spec.summary,
  order: spec.order ?? 'newest first',
  item: spec.item,
  list: async (store, page) => {
    const listed = await spec.listing(store).list(page);
    return { ...listed, items: listed.items.map(spec.show) };
  },
});

const at = z.string().describe('ISO-8601 UTC');
const iso = (date: Date): string => date.toISOString();

const bookingItem = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  age: z.string(),
  gender: z.string(),
  problem: z.string(),
  date: z.string(),
  time: z.string(),
  created_at: at,
});
const volunteerItem = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  age: z.number().int().nullable(),
  gender: z.string().nullable(),
  questions_and_answers: z.array(z.object({ ques: z.string(), ans: z.string() })),
  created_at: at,
});
const documentLinks = Object.fromEntries(
  CAREERS_DOCUMENTS.map((document) => [document.linkField, document.required ? z.string() : z.string().nullable()]),
) as Record<string, z.ZodType<string | null>>;
const applicationItem = z.object({
  id: z.string(),
  full_name: z.string(),
  age: z.number().int(),
  gender: z.string(),
  experience: z.number().int(),
  bio: z.string(),
  address: z.string(),
  phone_number: z.string(),
  email: z.string(),
  language1: z.string(),
  language2: z.string(),
  aadhar_number: z.string().describe('Masked: XXXX-XXXX and the last four digits'),
  pan_card_number: z.string().describe('Masked: XXXXXX and the last four characters'),
  education: z.string(),
  has_rci: z.boolean(),
  has_iso_certification: z.boolean(),
  ...documentLinks,
  created_at: at,
});
const accountItem = z.object({ id: z.string(), name: z.string(), email: z.string(), created_at: at });
/** A stored field as staff read it. */
const listedField = (field: StoredField): z.ZodType => {
  switch (field) {
    case 'text':
      return z.string();
    case 'text?':
      return z.string().nullable();
    case 'integer':
      return z.number().int();
    case 'integer?':
      return z.number().int().nullable();
    default:
      return z.enum(field);
  }
};

/** A record kind's listing: its rows as stored (id, the declared fields, the time received), newest first. */
const recordCollection = (kind: RecordKind): StaffCollection => ({
  name: kind.collection,
  summary: kind.summary,
  order: 'newest first',
  item: z.object({ id: z.string(), ...Object.fromEntries(Object.entries(kind.fields).map(([name, field]) => [name, listedField(field)])), [kind.receivedColumn]: at }),
  list: (store, page) => store.records.list(kind, page),
});

/** The staff listings, in the order the OpenAPI document shows them; staff.routes.ts serves each. */
export const STAFF_COLLECTIONS: readonly StaffCollection[] = [
  collection({
    name: 'bookings',
    summary: 'free-session bookings',
    item: bookingItem,
    listing: (store) => store.sessionBookings,
    show: ({ idempotency: _key, receivedAt, ...booking }: Booking) => ({ ...booking, created_at: iso(receivedAt) }),
  }),
  collection({
    name: 'volunteers',
    summary: 'volunteer feedback',
    item: volunteerItem,
    listing: (store) => store.volunteerSubmissions,
    show: ({ answers, receivedAt, ...feedback }: VolunteerFeedback) => ({
      ...feedback,
      questions_and_answers: answers.map(({ ques, ans }) => ({ ques, ans })),
      created_at: iso(receivedAt),
    }),
  }),
  collection({
    name: 'applications',
    summary: 'careers applications (identity numbers masked)',
    item: applicationItem,
    listing: (store) => store.careerApplications,
    show: (application: CareerApplication) => ({
      ...careerApplicationFields(application),
      // Identity numbers leave the server only masked; the sealed values never do.
      aadhar_number: maskAadhaar(application.aadhaar.last4),
      pan_card_number: application.pan.masked,
      has_rci: application.hasRci,
      has_iso_certification: application.hasIsoCertification,
      ...application.documents,
      created_at: iso(application.receivedAt),
    }),
  }),
  collection({
    name: 'users',
    summary: 'accounts (never their password hashes)',
    item: accountItem,
    listing: (store) => store.users,
    show: ({ createdAt, ...account }: StaffAccount) => ({ ...account, created_at: iso(createdAt) }),
  }),
  ...RECORD_FORM_IDS.map((form) => recordCollection(FORMS[form].record)),
];
