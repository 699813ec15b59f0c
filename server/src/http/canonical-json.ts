import { createHash } from 'node:crypto';

/**
 * JSON with object keys sorted at every depth, so equal payloads give equal text whatever the key order.
 * It recurses once per level: give it only input a schema has already found flat, never a raw request body.
 */
export const canonicalJson = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, inner]) => inner !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([key, inner]) => `${JSON.stringify(key)}:${canonicalJson(inner)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
};

export const sha256Hex = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');
