/*
 * The zod-backed half of the volunteer page, loaded after the page has rendered (see useDeferredModule):
 * the form shows at once on a slow phone, and the schema arrives while the visitor types.
 */
export { validateWith, volunteerPayloadSchema } from '@manobal/core';
