import type { z } from '../schema/zod';
import type { CallName } from '../api/endpoints';
import type { Clock } from '../calendar/clock.port';
import { loginPayloadSchema } from './auth.schema';
import { bookingPayloadSchema, createBookingSubmitSchema } from './booking.schema';
import { careersApplicationSchema } from './careers.schema';
import { contactPayloadSchema } from './contact.schema';
import { leadPayloadSchema } from './lead.schema';
import { newsletterPayloadSchema } from './newsletter.schema';
import { referPayloadSchema } from './refer.schema';
import { signupPayloadSchema } from './signup-payload.schema';
import { volunteerPayloadSchema } from './volunteer.schema';
import { callbackRequestSchema } from '../callbacks/callback.schema';

export const FORM_IDS = ['refer', 'contact', 'volunteer', 'book-session', 'careers', 'signup', 'login', 'newsletter', 'lead', 'callback'] as const;
export type FormId = (typeof FORM_IDS)[number];

export interface FormDefinition {
  readonly title: string;
  /** The wire payload's schema; a factory where the rules depend on the time (booking). */
  readonly schema: z.ZodType | ((clock: Clock) => z.ZodType);
  /** The payload's shape without time rules: for documentation such as the OpenAPI description. */
  readonly shape: z.ZodType;
  /** Which call of ENDPOINTS submits it. */
  readonly call: CallName;
}

/** Every form a visitor can submit, for adapters that iterate (CLI validate/submit, server OpenAPI). */
export const FORMS = {
  refer: { title: 'Refer a person', schema: referPayloadSchema, shape: referPayloadSchema, call: 'referPerson' },
  contact: { title: 'Contact us', schema: contactPayloadSchema, shape: contactPayloadSchema, call: 'contactUs' },
  volunteer: { title: 'Volunteer feedback', schema: volunteerPayloadSchema, shape: volunteerPayloadSchema, call: 'volunteer' },
  'book-session': { title: 'Book a free session', schema: createBookingSubmitSchema, shape: bookingPayloadSchema, call: 'bookSession' },
  careers: { title: 'Careers application', schema: careersApplicationSchema, shape: careersApplicationSchema, call: 'careersApply' },
  signup: { title: 'Sign up', schema: signupPayloadSchema, shape: signupPayloadSchema, call: 'signup' },
  login: { title: 'Log in', schema: loginPayloadSchema, shape: loginPayloadSchema, call: 'login' },
  newsletter: { title: 'Subscribe to the newsletter', schema: newsletterPayloadSchema, shape: newsletterPayloadSchema, call: 'subscribeNewsletter' },
  lead: { title: 'Ask for a demo or a call', schema: leadPayloadSchema, shape: leadPayloadSchema, call: 'submitLead' },
  callback: { title: 'Request a call back', schema: callbackRequestSchema, shape: callbackRequestSchema, call: 'requestCallback' },
} as const satisfies Record<FormId, FormDefinition>;

export const isFormId = (text: string): text is FormId => (FORM_IDS as readonly string[]).includes(text);

/** The schema that validates a form's payload now. */
export const formSchema = (id: FormId, clock: Clock): z.ZodType => {
  const { schema } = FORMS[id] as FormDefinition;
  return typeof schema === 'function' ? schema(clock) : schema;
};
