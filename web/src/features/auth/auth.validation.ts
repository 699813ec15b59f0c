/*
 * The zod-backed half of the auth pages, loaded after the page has rendered: the form is usable at once
 * on a slow phone, and the schemas (shared with the API client's chunk) arrive while the visitor types.
 */
export { loginPayloadSchema, signupFormSchema, signupPayloadFromForm, validateWith } from '@manobal/core';
