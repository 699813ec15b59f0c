import { appointmentReferenceFromBytes, APPOINTMENT_REFERENCE_PREFIX, APPOINTMENT_REFERENCE_RANDOM_BYTES, type RandomBytes } from '../booking/appointment-reference';

/**
 * A free call's reference: 'CALL-' and the six Crockford characters an appointment's has, so it is read aloud
 * the same way and never mistaken for an appointment's 'MNB-…'. The store's unique index decides a clash.
 */
export const FREE_CALL_REFERENCE_PREFIX = 'CALL';
export const FREE_CALL_REFERENCE_PATTERN = /^CALL-[0-9A-HJKMNP-TV-Z]{6}$/;

export const newFreeCallReference = (randomBytes: RandomBytes): string =>
  `${FREE_CALL_REFERENCE_PREFIX}${appointmentReferenceFromBytes(randomBytes(APPOINTMENT_REFERENCE_RANDOM_BYTES)).slice(APPOINTMENT_REFERENCE_PREFIX.length)}`;
