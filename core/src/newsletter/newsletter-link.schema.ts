import { z } from '../schema/zod';
import { wireObject } from '../forms/shared-fields';
import { NEWSLETTER_LINK_INCOMPLETE } from './newsletter.catalog';

/** A token from a newsletter link: base64url, as the server makes them. */
export const newsletterTokenRequestSchema = wireObject({
  token: z.string({ error: NEWSLETTER_LINK_INCOMPLETE }).min(1, NEWSLETTER_LINK_INCOMPLETE).max(200, NEWSLETTER_LINK_INCOMPLETE).regex(/^[A-Za-z0-9_-]+$/, NEWSLETTER_LINK_INCOMPLETE),
});

/** The one-click POST of RFC 8058: the token travels in the address's query (`t`), the body says only List-Unsubscribe=One-Click. */
export const oneClickRequestSchema = z.object({ t: newsletterTokenRequestSchema.shape.token });

