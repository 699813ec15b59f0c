import { z } from '../schema/zod';

/**
 * What a therapist works with: one list that the wizard's concerns and main reasons and the screenings map
 * onto (see specialisation-mappings.ts). Ids are stored and sent; labels live in the booking catalog.
 */
export const SPECIALISATION_IDS = [
  'anxiety',
  'low-mood',
  'relationships',
  'work-money-stress',
  'grief',
  'identity-self-esteem',
  'trauma',
  'adhd',
  'ocd',
  'eating',
  'addiction',
  'sleep',
  'anger',
  'life-purpose',
  'family',
  'lgbtqia-affirmative',
] as const;
export type SpecialisationId = (typeof SPECIALISATION_IDS)[number];

export const specialisationIdSchema = z.enum(SPECIALISATION_IDS);
