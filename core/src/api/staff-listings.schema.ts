import { z } from '../schema/zod';
import { CAREERS_DOCUMENTS } from '../forms/careers-documents';
import { listedInstantSchema } from '../application/page-request';
import { followUpListedFields } from '../application/follow-up';

// What staff read of the submissions that are more than a kept record (bookings, volunteer feedback, careers
// applications, accounts): the server decides what is shown (identity numbers masked, idempotency keys and
// password hashes never) and answers exactly these shapes; the staff client checks them.

const at = listedInstantSchema;

/** A free introductory call: declared with its use cases (free-call-staff.use-cases.ts). */
export { staffBookingSchema } from '../free-call/free-call-staff.use-cases';

export const staffVolunteerSchema = z.strictObject({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  age: z.number().int().nullable(),
  gender: z.string().nullable(),
  questions_and_answers: z.array(z.strictObject({ ques: z.string(), ans: z.string() })),
  created_at: at,
});

const documentLinks = Object.fromEntries(
  CAREERS_DOCUMENTS.map((careersDoc) => [careersDoc.linkField, careersDoc.required ? z.string() : z.string().nullable()]),
) as Record<string, z.ZodType<string | null>>;

export const staffApplicationSchema = z.strictObject({
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
  ...followUpListedFields,
});

export const staffAccountSchema = z.strictObject({ id: z.string(), name: z.string(), email: z.string(), created_at: at });
