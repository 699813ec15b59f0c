import { z } from '../schema/zod';
import { REGISTRATION_BODIES } from './registration-body';

// The directory's answers as they travel (issue 14), checked by the fetch client: shapes, not the staff-side rules.
export const publicTherapistDataSchema = z.object({
  id: z.string(),
  name: z.string(),
  title: z.string(),
  bio: z.string(),
  photo_url: z.string().nullable(),
  experience_years: z.number().int(),
  registration: z.object({ body: z.enum(REGISTRATION_BODIES), number: z.string() }).nullable(),
  languages: z.array(z.string()),
  specialisations: z.array(z.string()),
  styles: z.array(z.string()),
  modes: z.array(z.enum(['in-person', 'video'])),
  city: z.string().nullable(),
  centre_address: z.string().nullable(),
  fee_inr: z.number().int(),
  crisis_trained: z.boolean(),
  sample: z.boolean(),
});

export const therapistListDataSchema = z.object({ items: z.array(publicTherapistDataSchema) });

export const slotCalendarDataSchema = z.object({
  timezone: z.literal('Asia/Kolkata'),
  days: z.array(
    z.object({
      date: z.string(),
      slots: z.array(z.object({ start: z.string(), end: z.string(), modes: z.array(z.enum(['in-person', 'video'])) })),
    }),
  ),
});
