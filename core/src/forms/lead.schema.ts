import type { z } from '../schema/zod';
import { LEAD_KINDS, LEAD_LIMITS, LEAD_MESSAGES } from './lead.options';
import {
  choiceField,
  emailField,
  optionalIndianPhoneField,
  optionalText,
  optionalWholeNumberField,
  requiredText,
  wireObject,
} from './shared-fields';
import { FORM_TEXT_LIMITS } from './shared-rules';

/** The lead form: { kind, name, email, organisation, phone?, size?, message? }; messages in lead.options.ts. */
export const leadPayloadSchema = wireObject({
  kind: choiceField(LEAD_KINDS, LEAD_MESSAGES.kindRequired, LEAD_MESSAGES.kindInvalid),
  name: requiredText(LEAD_MESSAGES.nameRequired, FORM_TEXT_LIMITS.name, LEAD_MESSAGES.nameTooLong),
  email: emailField(LEAD_MESSAGES.emailRequired, LEAD_MESSAGES.emailInvalid, { lowerCase: true }),
  organisation: requiredText(LEAD_MESSAGES.organisationRequired, FORM_TEXT_LIMITS.name, LEAD_MESSAGES.organisationTooLong),
  phone: optionalIndianPhoneField(LEAD_MESSAGES.phoneInvalid),
  size: optionalWholeNumberField({
    invalid: LEAD_MESSAGES.sizeInvalid,
    min: [LEAD_LIMITS.minSize, LEAD_MESSAGES.sizeInvalid],
    max: [LEAD_LIMITS.maxSize, LEAD_MESSAGES.sizeInvalid],
  }),
  message: optionalText(FORM_TEXT_LIMITS.message, LEAD_MESSAGES.messageTooLong),
});

export type LeadInput = z.input<typeof leadPayloadSchema>;
export type LeadPayload = z.output<typeof leadPayloadSchema>;
