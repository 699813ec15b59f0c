/** The zod-backed half of the lead form, loaded once a corporate or student button opens it. */
import { leadPayloadSchema, validateWith } from '@manobal/core';

export const checkLead = (values: unknown) => validateWith(leadPayloadSchema, values);
