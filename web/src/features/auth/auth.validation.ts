/*
 * The zod-backed half of the auth pages, loaded after the page has rendered: the form is usable at once
 * on a slow phone, and the schemas (shared with the API client's chunk) arrive while the visitor types.
 */
import { loginPayloadSchema, signupFormSchema, signupPayloadFromForm, validateWith } from '@manobal/core';

export const checkLogin = (values: unknown) => validateWith(loginPayloadSchema, values);

/** The signup form's check (passwords match) and the payload it sends (without the second box). */
export const checkSignup = (values: unknown) => validateWith(signupFormSchema, values).map(signupPayloadFromForm);
