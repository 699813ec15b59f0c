import { contactPayloadSchema, validateWith } from '@manobal/core';

/** Loaded on first use of the form, so zod and the schemas stay out of the page's own chunk. */
export const validateContact = (values: unknown) => validateWith(contactPayloadSchema, values);
