/*
 * The zod-backed half of the careers page, loaded after the page has rendered (see useDeferredModule):
 * the long form shows at once on a slow phone, and the schema arrives while the applicant fills it in.
 */
export { careersApplicationSchema, validateWith } from '@manobal/core';
