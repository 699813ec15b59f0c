import { SAMPLE_THERAPISTS } from './sample-therapists';
import type { PublicTherapist } from './therapist.schema';

/**
 * The seed's active therapists as GET /therapists lists them (toPublicTherapist's shape), for pages that are
 * prerendered before the live directory answers: samples all, so marked as such, and none with a registration.
 * Written without toPublicTherapist so a page importing it does not also pull in the staff schema module and its
 * zod objects.
 */
export const SAMPLE_DIRECTORY: readonly PublicTherapist[] = SAMPLE_THERAPISTS.filter(({ therapist }) => therapist.active).map(
  ({ therapist: { active: _active, registration: _registration, ...listed } }) => ({ ...listed, registration: null }),
);
