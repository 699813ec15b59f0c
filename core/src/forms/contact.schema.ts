import type { z } from '../schema/zod';
import { recordForm } from '../records/record-kind';
import { emailField, requiredText, wireObject } from './shared-fields';
import { FORM_TEXT_LIMITS, SHARED_MESSAGES } from './shared-rules';
import { formMessageIds } from './form-message-ids';

/** Contact Us message form (spec sections 3 and 5). */
export const CONTACT_MESSAGES = {
  nameRequired: SHARED_MESSAGES.nameRequired,
  nameTooLong: SHARED_MESSAGES.nameTooLong,
  emailRequired: SHARED_MESSAGES.emailRequired,
  emailInvalid: SHARED_MESSAGES.emailInvalid,
  messageRequired: formMessageIds('contact', ['messageRequired']).messageRequired,
  messageTooLong: SHARED_MESSAGES.messageTooLong,
} as const;

export const contactPayloadSchema = wireObject({
  name: requiredText(CONTACT_MESSAGES.nameRequired, FORM_TEXT_LIMITS.name, CONTACT_MESSAGES.nameTooLong),
  email: emailField(CONTACT_MESSAGES.emailRequired, CONTACT_MESSAGES.emailInvalid),
  message: requiredText(CONTACT_MESSAGES.messageRequired, FORM_TEXT_LIMITS.message, CONTACT_MESSAGES.messageTooLong),
});

export const CONTACT_FORM = recordForm({
  title: 'Contact us',
  schema: contactPayloadSchema,
  call: 'contactUs',
  record: { collection: 'contacts', table: 'contact_messages', summary: 'contact messages', fields: { name: 'text', email: 'text', message: 'text' }, followUp: true },
});

export type ContactInput = z.input<typeof contactPayloadSchema>;
export type ContactPayload = z.output<typeof contactPayloadSchema>;
