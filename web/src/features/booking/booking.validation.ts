/*
 * The zod-backed half of the booking page, loaded after the page has rendered (see useFormEngine):
 * the form shows at once on a slow phone, and the schemas arrive while the visitor types.
 */
import { createBookingSubmitSchema, validateWith, type Clock } from '@manobal/core';

/** The whole booking checked now: a date before today, or a time already gone today, is refused. */
export const checkBooking = (clock: Clock) => (values: unknown) => validateWith(createBookingSubmitSchema(clock), values);
