import { z } from '../schema/zod';
import { bookingDetailsSchema } from '../forms/booking.schema';
import { choiceField, wireObject } from '../forms/shared-fields';
import { LANGUAGE_IDS } from '../catalog/language-names';
import { WIZARD_RISK_CHOICES } from '../wizard/wizard.options';
import { CALLBACK_REASONS } from './callback.types';
import { formMessageIds } from '../forms/form-message-ids';

/** The call-back form's own words; name and phone keep the booking form's messages (one rule, one message). */
export const CALLBACK_MESSAGES = formMessageIds('callback', ['consent', 'reasonRequired', 'reasonInvalid', 'riskInvalid', 'languageInvalid']);

/**
 * POST /api/v1/callbacks: `{ name, phone, consent, reason, risk?, language? }`. Name and the 10-digit Indian mobile
 * are the booking form's rules; consent must be `true` (the person agreed to be phoned at that number). `risk` (the
 * wizard's answer) and `language` (the first language chosen) go with it when the screen knows them, for the care team.
 */
export const callbackRequestSchema = wireObject({
  name: bookingDetailsSchema.shape.name,
  phone: bookingDetailsSchema.shape.phone,
  consent: z.literal(true, { error: CALLBACK_MESSAGES.consent }),
  reason: choiceField(CALLBACK_REASONS, CALLBACK_MESSAGES.reasonRequired, CALLBACK_MESSAGES.reasonInvalid),
  risk: z.enum(WIZARD_RISK_CHOICES, { error: CALLBACK_MESSAGES.riskInvalid }).optional(),
  language: z.enum(LANGUAGE_IDS, { error: CALLBACK_MESSAGES.languageInvalid }).optional(),
});

export type CallbackRequestInput = z.input<typeof callbackRequestSchema>;
export type CallbackRequestPayload = z.output<typeof callbackRequestSchema>;
