/** The zod-backed half of the volunteer page, loaded after the page has rendered. */
import { toVolunteerPayload, validateWith, volunteerPayloadSchema, type VolunteerFormState } from '@manobal/core';

/** The form checked as the payload it becomes (each question with its answer). */
export const checkVolunteer = (values: VolunteerFormState) => validateWith(volunteerPayloadSchema, toVolunteerPayload(values));
