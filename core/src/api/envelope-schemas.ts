// The envelope around every answer and the upload's file part: shared by the public contract and the staff one,
// apart from api-contract.ts so that the staff table (and the console) does not carry every visitor form's schema.
import { z } from '../schema/zod';
import { LIMITS } from '../catalog/timings';
import { CAREERS_DOCUMENT_MESSAGES } from '../forms/careers-documents';
import { envelopeSchema } from './contract';
import { UPLOAD_FIELD } from './endpoints';

/** A successful answer: the envelope with `success: true` and this call's `data`. */
export const successEnvelopeOf = <Data extends z.ZodType>(data: Data) =>
  envelopeSchema.omit({ errors: true }).extend({ success: z.literal(true), data });

/** The one failure answer of every call: `msg` for the person, `errors` per field when a form was refused. */
export const errorEnvelopeSchema = envelopeSchema.omit({ data: true }).extend({ success: z.literal(false) });
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/**
 * The file part of the upload call, as the port's UploadableFile describes it. Type and size are what the
 * client can see; the server still decides by content (careers-documents.ts has the per-document rules).
 */
export const uploadRequestSchema = z.object({
  [UPLOAD_FIELD]: z.looseObject({
    name: z.string().min(1),
    size: z.number().int().min(1, { error: CAREERS_DOCUMENT_MESSAGES.empty('the upload') }).max(LIMITS.uploadMaxBytes, { error: CAREERS_DOCUMENT_MESSAGES.tooLarge('File') }),
    type: z.string(),
  }),
});
