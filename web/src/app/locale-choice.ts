import { LANGUAGE_COOKIE, parseLocale, type Locale } from '@manobal/core';

/**
 * The language a visitor chose (the switch, the offer or its dismissal), kept for a year. A cookie rather than
 * storage so the server can read it too: it answers API messages in the site's choice (then Accept-Language).
 */
const ONE_YEAR_S = 365 * 24 * 60 * 60;

export const rememberLocale = (locale: Locale): void => {
  document.cookie = `${LANGUAGE_COOKIE}=${locale}; path=/; max-age=${ONE_YEAR_S}; samesite=lax`;
};

export const rememberedLocale = (): Locale | undefined => {
  const entry = document.cookie
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${LANGUAGE_COOKIE}=`));
  return parseLocale(entry?.slice(LANGUAGE_COOKIE.length + 1));
};
