import type { z } from '../schema/zod';
import { recordForm } from '../records/record-kind';
import { emailField, indianPhoneField, requiredText, wholeNumberField, wireObject } from './shared-fields';
import { FORM_TEXT_LIMITS, SHARED_MESSAGES } from './shared-rules';

/** Refer-a-person form on the home page (spec sections 3, 4, 5): all four fields required. */
export const REFER_MESSAGES = {
  nameRequired: SHARED_MESSAGES.nameRequired,
  nameTooLong: SHARED_MESSAGES.tooLong('Name', FORM_TEXT_LIMITS.name),
  emailRequired: SHARED_MESSAGES.emailRequired,
  emailInvalid: SHARED_MESSAGES.emailInvalid,
  mobileInvalid: 'Please enter a valid 10-digit mobile number',
  ageRequired: 'Age of Patient is required',
  ageInvalid: SHARED_MESSAGES.ageInvalid,
} as const;

export const REFER_LIMITS = { minAge: 1, maxAge: 120 } as const;

export const referPayloadSchema = wireObject({
  name: requiredText(REFER_MESSAGES.nameRequired, FORM_TEXT_LIMITS.name, REFER_MESSAGES.nameTooLong),
  email: emailField(REFER_MESSAGES.emailRequired, REFER_MESSAGES.emailInvalid),
  mobile: indianPhoneField(REFER_MESSAGES.mobileInvalid),
  age: wholeNumberField({
    missing: REFER_MESSAGES.ageRequired,
    invalid: REFER_MESSAGES.ageInvalid,
    min: [REFER_LIMITS.minAge, REFER_MESSAGES.ageInvalid],
    max: [REFER_LIMITS.maxAge, REFER_MESSAGES.ageInvalid],
  }),
});

/** Each referral is kept for the care team, who reach out. */
export const REFER_FORM = recordForm({
  title: 'Refer a person',
  schema: referPayloadSchema,
  call: 'referPerson',
  record: { collection: 'referrals', table: 'referrals', summary: 'people referred', fields: { name: 'text', email: 'text', mobile: 'text', age: 'integer' }, followUp: true },
});

export type ReferInput = z.input<typeof referPayloadSchema>;
export type ReferPayload = z.output<typeof referPayloadSchema>;
