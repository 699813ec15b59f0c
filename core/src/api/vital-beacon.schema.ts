import { z } from '../schema/zod';
import { PLAIN_TEXT_PATTERN } from '../forms/shared-rules';

export const VITAL_NAMES = ['LCP', 'INP', 'CLS', 'FCP', 'TTFB'] as const;
export type VitalName = (typeof VITAL_NAMES)[number];

export const VITAL_MESSAGES = {
  name: `name must be one of ${VITAL_NAMES.join(', ')}`,
  value: 'value must be a finite number from 0 to 600000',
  id: 'id must be 1 to 100 characters',
  route: 'route must be a path starting with / (at most 200 characters, no query)',
  rating: 'rating must be good, needs-improvement or poor',
  notAnObject: 'Send the beacon as a JSON object',
  unknownFields: (keys: readonly string[]) => `Unknown field${keys.length === 1 ? '' : 's'}: ${keys.join(', ')}`,
} as const;

/** One web-vitals measurement as the site's reporter sends it (navigator.sendBeacon, text/plain JSON). */
export const vitalBeaconSchema = z.strictObject(
  {
    name: z.enum(VITAL_NAMES, { error: VITAL_MESSAGES.name }),
    value: z.number({ error: VITAL_MESSAGES.value }).min(0, VITAL_MESSAGES.value).max(600_000, VITAL_MESSAGES.value),
    id: z.string({ error: VITAL_MESSAGES.id }).min(1, VITAL_MESSAGES.id).max(100, VITAL_MESSAGES.id).regex(PLAIN_TEXT_PATTERN, VITAL_MESSAGES.id),
    route: z
      .string({ error: VITAL_MESSAGES.route })
      .max(200, VITAL_MESSAGES.route)
      .regex(/^\/[^?#\s]*$/, VITAL_MESSAGES.route)
      .regex(PLAIN_TEXT_PATTERN, VITAL_MESSAGES.route),
    rating: z.enum(['good', 'needs-improvement', 'poor'], { error: VITAL_MESSAGES.rating }).optional(),
  },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? VITAL_MESSAGES.unknownFields(issue.keys) : VITAL_MESSAGES.notAnObject) },
);
export type VitalBeacon = z.output<typeof vitalBeaconSchema>;
