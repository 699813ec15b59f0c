import type { FastifyRequest } from 'fastify';
import { chooseLocale, LANGUAGE_COOKIE, LANGUAGE_HEADER, type Locale } from '@manobal/core';

// Node lower-cases incoming header names.
const LANGUAGE_HEADER_NAME = LANGUAGE_HEADER.toLowerCase();

const cookieValue = (cookieHeader: string | undefined, name: string): string | undefined => {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return undefined;
};

const single = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

/**
 * The language of an answer: the site's choice (the language header, else the website's cookie), then the
 * browser's Accept-Language, then English. Chosen here once per request; the words come from core's catalogs.
 */
export const requestLocale = (request: Pick<FastifyRequest, 'headers'>): Locale =>
  chooseLocale(
    single(request.headers[LANGUAGE_HEADER_NAME]) ?? cookieValue(single(request.headers.cookie), LANGUAGE_COOKIE),
    single(request.headers['accept-language']),
  );
