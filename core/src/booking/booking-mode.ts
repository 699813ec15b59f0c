import { z } from '../schema/zod';
import type { SessionMode } from '../calendar/booking-selection.machine';

/** How a session takes place: stable ids, stored and sent; labels come from the booking catalog. */
export const BOOKING_MODES = ['in-person', 'video'] as const;
export type BookingMode = (typeof BOOKING_MODES)[number];

export const bookingModeSchema = z.enum(BOOKING_MODES);

/** The session calendar's existing mode labels, for the website when it moves from labels to ids. */
export const BOOKING_MODE_OF_CALENDAR_MODE: Readonly<Record<SessionMode, BookingMode>> = {
  'In-person': 'in-person',
  'Video call': 'video',
};
