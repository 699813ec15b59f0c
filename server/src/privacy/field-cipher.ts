import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import type { FieldCipher as FieldCipherPort } from '@manobal/core';

/**
 * Core's FieldCipher port as AES-256-GCM for single fields (Aadhaar, PAN) at rest:
 * `v1.<iv>.<tag>.<ciphertext>` in base64url. Opening a sealed field is the server's alone.
 */
export interface FieldCipher extends FieldCipherPort {
  decrypt(sealed: string): string;
}

export const createFieldCipher = (key: Buffer): FieldCipher => {
  if (key.length !== 32) throw new Error('The data key must be 32 bytes');
  return {
    encrypt: (plain) => {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), body].map((part) => (typeof part === 'string' ? part : part.toString('base64url'))).join('.');
    },
    decrypt: (sealed) => {
      const [version, iv, tag, body] = sealed.split('.');
      if (version !== 'v1' || iv === undefined || tag === undefined || body === undefined) throw new Error('Unknown sealed field format');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
    },
  };
};
