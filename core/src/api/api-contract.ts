// Kept apart from endpoints.ts on purpose: ENDPOINTS is zod-free so the website's first screens can read a
// path without downloading every form schema. Only the server and the CLI reference this table; the website
// never does, and since this module declares no side effects (core's package.json "sideEffects"), its
// bundler drops it, and the schemas it pulls in, from every chunk.
import { z } from '../schema/zod';
import { LIMITS } from '../catalog/timings';
import { FORMS, type FormId } from '../forms/form-registry';
import { envelopeSchema, loginDataSchema, uploadDataSchema } from './contract';
import { ENDPOINTS, UPLOAD_FIELD, type CallName } from './endpoints';

/** A successful answer: the envelope with `success: true` and this call's `data`. */
const successEnvelopeOf = <Data extends z.ZodType>(data: Data) =>
  envelopeSchema.omit({ errors: true }).extend({ success: z.literal(true), data });

/** The one failure answer of every call: `msg` for the person, `errors` per field when a form was refused. */
export const errorEnvelopeSchema = envelopeSchema.omit({ data: true }).extend({ success: z.literal(false) });
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/**
 * What a form call answers with in `data`. The spec does not show it and no client reads it, so it may be
 * absent; Manobal's server sends the stored record's id.
 */
export const createdDataSchema = z.object({ id: z.string().min(1) });
export type CreatedData = z.infer<typeof createdDataSchema>;

/**
 * The file part of the upload call, as the port's UploadableFile describes it. Type and size are what the
 * client can see; the server still decides by content (careers-documents.ts has the per-document rules).
 */
export const uploadRequestSchema = z.object({
  [UPLOAD_FIELD]: z.looseObject({
    name: z.string().min(1),
    size: z.number().int().min(1).max(LIMITS.uploadMaxBytes),
    type: z.string(),
  }),
});

export interface CallContract {
  readonly method: 'POST';
  readonly path: string;
  /** How the request travels: a JSON body, or multipart/form-data with one part per key of `request`. */
  readonly encoding: 'json' | 'multipart';
  readonly request: z.ZodType;
  /** The success envelope; every failure answers with errorEnvelopeSchema. */
  readonly response: z.ZodType;
  /**
   * The form whose payload this is. For 'book-session' `request` is the payload's shape; the date and slot
   * rules depend on the time, so validate with `formSchema('book-session', clock)`.
   */
  readonly form?: FormId;
}

const formCall = <Call extends CallName, Form extends FormId, Data extends z.ZodType>(call: Call, form: Form, data: Data) =>
  ({
    ...ENDPOINTS[call],
    encoding: 'json',
    request: FORMS[form].shape,
    response: successEnvelopeOf(data),
    form,
  }) as const;

/** The eight calls of spec section 7 as data: method, path, request schema and success envelope. */
export const API_CONTRACT = {
  referPerson: formCall('referPerson', 'refer', createdDataSchema.optional()),
  contactUs: formCall('contactUs', 'contact', createdDataSchema.optional()),
  volunteer: formCall('volunteer', 'volunteer', createdDataSchema.optional()),
  bookSession: formCall('bookSession', 'book-session', createdDataSchema.optional()),
  careersUpload: {
    ...ENDPOINTS.careersUpload,
    encoding: 'multipart',
    request: uploadRequestSchema,
    response: successEnvelopeOf(uploadDataSchema),
  },
  careersApply: formCall('careersApply', 'careers', createdDataSchema.optional()),
  // Spec section 3: the signup answer is success and msg only.
  signup: formCall('signup', 'signup', z.never().optional()),
  login: formCall('login', 'login', loginDataSchema),
} as const satisfies Record<CallName, CallContract>;
