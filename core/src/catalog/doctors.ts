/**
 * Initials for an avatar: 'Dr. Ananya Rao' -> 'AR'. (The sample doctors that lived here are the directory's sample
 * therapists now: core/src/booking/sample-therapists.ts, read by every page through the API.)
 */
export const initialsOf = (name: string): string =>
  name
    .replace(/^Dr\.?\s+/i, '')
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase())
    .slice(0, 2)
    .join('');
