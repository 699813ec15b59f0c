import { z } from '../schema/zod';

/** Every answer of the API has this shape. */
export const envelopeSchema = z.object({
  success: z.boolean(),
  msg: z.string(),
  data: z.unknown().optional(),
  errors: z.record(z.string(), z.string()).optional(),
});
export type Envelope = z.infer<typeof envelopeSchema>;

export const uploadDataSchema = z.object({ file_url: z.string().min(1) });
export type UploadData = z.infer<typeof uploadDataSchema>;

export const publicUserSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });
export type PublicUser = z.infer<typeof publicUserSchema>;

export const loginDataSchema = z.object({ access_token: z.string().min(1), user: publicUserSchema });
export type LoginData = z.infer<typeof loginDataSchema>;
