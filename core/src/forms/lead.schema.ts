import type { z } from '../schema/zod';
import { recordForm } from '../records/record-kind';
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

/** Kept for staff to follow up by e-mail. */
export const LEAD_FORM = recordForm({
  title: 'Ask for a demo or a call',
  schema: leadPayloadSchema,
  call: 'submitLead',
  record: {
    collection: 'leads',
    table: 'leads',
    summary: 'leads from the corporate and student pages',
    followUp: true,
    fields: { kind: LEAD_KINDS, name: 'text', email: 'text', organisation: 'text', phone: 'text?', size: 'integer?', message: 'text?' },
    about:
      'A company or a school asks for a demo, a consultation or a call. size counts employees (corporate kinds) or students (school kinds). A personal email address is accepted.',
  },
});

export type LeadInput = z.input<typeof leadPayloadSchema>;
export type LeadPayload = z.output<typeof leadPayloadSchema>;
