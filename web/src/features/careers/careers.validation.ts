/*
 * The zod-backed half of the careers page, loaded after the page has rendered (see useFormEngine):
 * the long form shows at once on a slow phone, and the schema arrives while the applicant fills it in.
 */
import { careersApplicationSchema, careersFormToPayload, validateWith, type CareersFormState } from '@manobal/core';

/** The form checked as the payload it becomes (an unticked licence sends no link). */
export const checkCareers = (form: CareersFormState) => validateWith(careersApplicationSchema, careersFormToPayload(form));
