/** How identity numbers appear anywhere but the encrypted column: only the last four characters. */
export const maskAadhaar = (last4: string): string => `XXXX-XXXX-${last4}`;

/** PAN 'ABCPE1234F' shows as 'XXXXXX234F'. */
export const maskPan = (pan: string): string => `${'X'.repeat(Math.max(0, pan.length - 4))}${pan.slice(-4)}`;
