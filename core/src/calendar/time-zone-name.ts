/** An IANA zone name's shape: 'UTC', 'Europe/London', 'America/Argentina/Buenos_Aires', 'Etc/GMT+5'. */
const IANA_ZONE_PATTERN = /^[A-Za-z][A-Za-z0-9_+-]*(?:\/[A-Za-z0-9_+-]+){0,2}$/;

/**
 * Whether a text names an IANA time zone the runtime knows. A module of its own, apart from the formatting of times,
 * so the booking call's schema (which every bundle with the API contract carries) stays small.
 */
export const isKnownTimeZone = (timeZone: string): boolean => {
  if (!IANA_ZONE_PATTERN.test(timeZone)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
};
