// Kept apart from endpoints.ts on purpose: ENDPOINTS is zod-free so the website's first screens can read a
// path without downloading every form schema. Only the server, the CLI and types reference this table; the
// website never imports it at run time, and since this module declares no side effects (core's package.json
// "sideEffects"), its bundler drops it, and the schemas it pulls in, from every chunk.
import { z } from '../schema/zod';
import { FORM_IDS, FORMS, type FormId } from '../forms/form-registry';
import { CALL_MESSAGES, type CallMessages } from './api-error';
import { therapistListQuerySchema, therapistSlotsRequestSchema } from '../booking/therapist-directory.use-cases';
import { therapistIdSchema } from '../booking/therapist.schema';
import {
  appointmentReferenceRequestSchema,
  confirmAppointmentSchema,
  holdRequestSchema,
  releaseHoldRequestSchema,
  rescheduleRequestSchema,
} from '../booking/appointment.schema';
import { manageLinkRequestSchema } from '../booking/manage-links.schema';
import { newsletterTokenRequestSchema, oneClickRequestSchema } from '../newsletter/newsletter-link.schema';
import { CALL_DATA } from './contract';
import { ENDPOINTS, type CallName, type Endpoint } from './endpoints';

export { errorEnvelopeSchema, successEnvelopeOf, uploadRequestSchema, type ErrorEnvelope } from './envelope-schemas';
import { uploadRequestSchema, successEnvelopeOf } from './envelope-schemas';

export interface CallContract extends Endpoint {
  /** The request's shape: the JSON body, the multipart parts, or the path and query parameters of a GET. */
  readonly request: z.ZodType;
  /** The success envelope; every failure answers with errorEnvelopeSchema. */
  readonly response: z.ZodType;
  /** The fallback messages of spec section 8 (CALL_MESSAGES). */
  readonly messages: CallMessages;
  /**
   * The form whose payload this is. For 'book-session' `request` is the payload's shape; the date and slot
   * rules depend on the time, so validate with `formSchema('book-session', clock)`.
   */
  readonly form?: FormId;
}

const call = <Call extends CallName, Request extends z.ZodType>(name: Call, request: Request) =>
  ({
    ...ENDPOINTS[name],
    request,
    response: successEnvelopeOf(CALL_DATA[ENDPOINTS[name].data]),
    messages: CALL_MESSAGES[name],
  }) as const;

const formCall = <Call extends CallName, Form extends FormId>(name: Call, form: Form) => ({ ...call(name, FORMS[form].shape), form }) as const;

type FormCallOf<Form extends FormId> = ReturnType<typeof formCall<(typeof FORMS)[Form]['call'], Form>>;
/** Each form's call, derived from the form registry (FORMS names the call that submits a form). */
type FormCalls = { readonly [Form in FormId as (typeof FORMS)[Form]['call']]: FormCallOf<Form> };

// One entry per form; FORMS and its types are the source, so the cast only restates what the map builds.
const FORM_CALLS = Object.fromEntries(FORM_IDS.map((form) => [FORMS[form].call, formCall(FORMS[form].call, form)])) as unknown as FormCalls;

/**
 * The one contract table: ENDPOINTS' method, path, encoding and port name, with each call's request schema,
 * success envelope and messages. It drives the client port type (ManobalApi), the fetch client, the server's
 * routes, the OpenAPI document and the CLI's `submit`. A form's call comes from the form registry (its payload
 * schema is the form's); the other calls name their request schema here. See ENDPOINTS for how to add a call.
 */
export const API_CONTRACT = {
  ...FORM_CALLS,
  careersUpload: call('careersUpload', uploadRequestSchema),
  holdSlot: call('holdSlot', holdRequestSchema),
  releaseHold: call('releaseHold', releaseHoldRequestSchema),
  confirmAppointment: call('confirmAppointment', confirmAppointmentSchema),
  showAppointment: call('showAppointment', appointmentReferenceRequestSchema),
  cancelAppointment: call('cancelAppointment', appointmentReferenceRequestSchema),
  rescheduleAppointment: call('rescheduleAppointment', rescheduleRequestSchema.extend(appointmentReferenceRequestSchema.shape)),
  requestManageLinks: call('requestManageLinks', manageLinkRequestSchema),
  confirmNewsletter: call('confirmNewsletter', newsletterTokenRequestSchema),
  unsubscribeNewsletter: call('unsubscribeNewsletter', newsletterTokenRequestSchema),
  unsubscribeOneClick: call('unsubscribeOneClick', oneClickRequestSchema),
  myAppointments: call('myAppointments', z.object({})),
  logout: call('logout', z.object({})),
  listTherapists: call('listTherapists', therapistListQuerySchema),
  getTherapist: call('getTherapist', z.object({ id: therapistIdSchema })),
  therapistSlots: call('therapistSlots', therapistSlotsRequestSchema),
} as const satisfies Record<CallName, CallContract>;
