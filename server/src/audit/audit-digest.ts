import { createHash } from 'node:crypto';
import type { TextDigest } from '@manobal/core';

/** The audit chain's digest: SHA-256 of the entry's text, lowercase hex (core's auditEntryText decides the text). */
export const auditDigest: TextDigest = (text) => createHash('sha256').update(text, 'utf8').digest('hex');
