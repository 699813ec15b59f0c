import { z } from '../schema/zod';
import { recordForm } from '../records/record-kind';
import { mayRefer, REFER_ADULT_AGE, REFER_RELATIONSHIPS } from './refer.options';
import { choiceField, emailField, indianPhoneField, requiredText, wholeNumberField, wireObject } from './shared-fields';
import { FORM_TEXT_LIMITS, SHARED_MESSAGES } from './shared-rules';
import { formMessageIds } from './form-message-ids';

/**
 * Refer-a-person form on the home page (spec sections 3, 4, 5): every field required, and the box that says the
 * person (for a child, their parent or guardian, who is then the referrer) agreed to be contacted ticked.
 */
export const REFER_MESSAGES = {
  nameRequired: SHARED_MESSAGES.nameRequired,
  nameTooLong: SHARED_MESSAGES.nameTooLong,
  emailRequired: SHARED_MESSAGES.emailRequired,
  emailInvalid: SHARED_MESSAGES.emailInvalid,
  ageInvalid: SHARED_MESSAGES.ageInvalid,
  ...formMessageIds('refer', ['mobileInvalid', 'ageRequired', 'relationshipRequired', 'relationshipInvalid', 'childNeedsGuardian', 'consent']),
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
  relationship: choiceField(REFER_RELATIONSHIPS, REFER_MESSAGES.relationshipRequired, REFER_MESSAGES.relationshipInvalid),
  consent: z.literal(true, { error: REFER_MESSAGES.consent }),
}).superRefine((payload, ctx) => {
  if (!mayRefer(payload.age, payload.relationship)) ctx.addIssue({ code: 'custom', path: ['relationship'], message: REFER_MESSAGES.childNeedsGuardian });
});

/** Each referral is kept for the care team, who reach out. */
export const REFER_FORM = recordForm({
  title: 'Refer a person',
  schema: referPayloadSchema,
  call: 'referPerson',
  record: {
    collection: 'referrals',
    table: 'referrals',
    summary: 'people referred',
    about: `Someone refers a person they know, with how they know them; consent must be true (the person agreed to be contacted; for someone under ${REFER_ADULT_AGE}, the referrer is their parent or guardian and agreed).`,
    fields: { name: 'text', email: 'text', mobile: 'text', age: 'integer', relationship: REFER_RELATIONSHIPS, consent: 'consent' },
    followUp: true,
  },
});

export type ReferInput = z.input<typeof referPayloadSchema>;
export type ReferPayload = z.output<typeof referPayloadSchema>;
