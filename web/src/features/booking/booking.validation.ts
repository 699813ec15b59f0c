/*
 * The zod-backed half of the booking page, loaded after the page has rendered (see useDeferredModule):
 * the form shows at once on a slow phone, and the schemas arrive while the visitor types.
 */
export { bookingDetailsSchema, createBookingSubmitSchema, validateWith } from '@manobal/core';
