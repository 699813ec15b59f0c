import { createHash, createHmac } from 'node:crypto';
import type { ManageTokens } from '@manobal/core';

/** Domain separation: the data key also seals identity numbers; this use of it can never produce one of those. */
const PURPOSE = 'manobal appointment manage token v1\0';

/**
 * Core's ManageTokens: the token is an HMAC of the appointment's random id under the server's data key (256 bits,
 * unguessable without the key), so a retried confirm can be given the same token; the database keeps only its
 * SHA-256. Someone holding a copy of the database alone cannot manage anyone's appointment.
 */
export const createManageTokens = (dataKey: Buffer): ManageTokens => ({
  tokenFor: (appointmentId) => createHmac('sha256', dataKey).update(PURPOSE).update(appointmentId).digest('base64url'),
  hashOf: (token) => createHash('sha256').update(token, 'utf8').digest('hex'),
});
