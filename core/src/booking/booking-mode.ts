import { z } from '../schema/zod';

/** How a session takes place: stable ids, stored and sent; labels come from the booking catalog. */
export const BOOKING_MODES = ['in-person', 'video'] as const;
export type BookingMode = (typeof BOOKING_MODES)[number];

export const bookingModeSchema = z.enum(BOOKING_MODES);

