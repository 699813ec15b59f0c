import type { z } from '../schema/zod';
import type { CallName } from '../api/endpoints';
import type { Clock } from '../calendar/clock.port';
import type { RecordKind } from '../records/record-kind';
import { loginPayloadSchema } from './auth.schema';
import { bookingPayloadSchema, createBookingSubmitSchema } from './booking.schema';
import { careersApplicationSchema } from './careers.schema';
import { RECORD_FORMS } from './record-forms';
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
  /** Set when the call keeps the payload as one record (records/record-kind.ts): nothing else is written for it. */
  readonly record?: RecordKind;
}

/**
 * Every form a visitor can submit, for adapters that iterate (CLI validate/submit, server OpenAPI). A form whose
 * call keeps one record is declared with recordForm in its schema's module and named here.
 */
export const FORMS = {
  refer: RECORD_FORMS.refer,
  contact: RECORD_FORMS.contact,
  volunteer: { title: 'Volunteer feedback', schema: volunteerPayloadSchema, shape: volunteerPayloadSchema, call: 'volunteer' },
  'book-session': { title: 'Book a free introductory call', schema: createBookingSubmitSchema, shape: bookingPayloadSchema, call: 'bookSession' },
  careers: { title: 'Careers application', schema: careersApplicationSchema, shape: careersApplicationSchema, call: 'careersApply' },
  signup: { title: 'Sign up', schema: signupPayloadSchema, shape: signupPayloadSchema, call: 'signup' },
  login: { title: 'Log in', schema: loginPayloadSchema, shape: loginPayloadSchema, call: 'login' },
  newsletter: RECORD_FORMS.newsletter,
  lead: RECORD_FORMS.lead,
  callback: { title: 'Request a call back', schema: callbackRequestSchema, shape: callbackRequestSchema, call: 'requestCallback' },
} as const satisfies Record<FormId, FormDefinition>;

export const isFormId = (text: string): text is FormId => (FORM_IDS as readonly string[]).includes(text);

/** The schema that validates a form's payload now. */
export const formSchema = (id: FormId, clock: Clock): z.ZodType => {
  const { schema } = FORMS[id] as FormDefinition;
  return typeof schema === 'function' ? schema(clock) : schema;
};

/** The forms whose call keeps one record, by id. */
export type RecordFormId = { [F in FormId]: (typeof FORMS)[F] extends { readonly record: RecordKind } ? F : never }[FormId];
/** The calls that keep one record: the server routes each to keepRecord with its form. */
export type RecordCallName = (typeof FORMS)[RecordFormId]['call'];

export const RECORD_FORM_IDS = FORM_IDS.filter((id): id is RecordFormId => 'record' in FORMS[id]);
