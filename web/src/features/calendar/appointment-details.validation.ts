/*
 * The zod-backed half of the details step, loaded once the step is on screen (see useFormEngine): core's booking
 * rules for name, email, 10-digit phone and age, and core's reading of the therapy-match answers kept in this tab.
 */
import { bookingDetailsSchema, parseWizardAnswers, validateWith, type WizardAnswers } from '@manobal/core';

export const checkAppointmentDetails = (values: unknown) => validateWith(bookingDetailsSchema, values);

/** The kept answers when core reads them as answers, else null (nothing to offer). */
export const keptAnswers = (raw: unknown): WizardAnswers | null => (raw === null ? null : parseWizardAnswers(raw).unwrapOr(null));
