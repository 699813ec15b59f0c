import type { FastifyInstance } from 'fastify';

/** The code a body with invalid UTF-8 is refused with; the error handler turns it into 400 and a sentence. */
export const INVALID_UTF8_BODY = 'MNB_ERR_INVALID_UTF8_BODY';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** In a `u` pattern a surrogate pair is one code point, so only a lone surrogate is of category Cs. */
const LONE_SURROGATE = /\p{Cs}/u;
/** A `\uD800`…`\uDFFF` escape: the only way valid UTF-8 JSON can produce a lone surrogate. */
const SURROGATE_ESCAPE = /\\u[dD][89a-fA-F]/;

/** Whether text holds a lone surrogate: what invalid UTF-8 becomes when it is written as a `\u` escape. */
export const hasLoneSurrogate = (text: string): boolean => LONE_SURROGATE.test(text);

/** Every string of a parsed JSON value, keys included, walked without recursion (nesting depth is the sender's). */
const holdsLoneSurrogate = (value: unknown): boolean => {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const next = pending.pop();
    if (typeof next === 'string') {
      if (hasLoneSurrogate(next)) return true;
    } else if (Array.isArray(next)) {
      for (const item of next as unknown[]) pending.push(item);
    } else if (typeof next === 'object' && next !== null) {
      for (const [key, item] of Object.entries(next)) {
        if (hasLoneSurrogate(key)) return true;
        pending.push(item);
      }
    }
  }
  return false;
};

/** The text as JSON, or itself when it is not JSON (its route then answers for it). */
const safeParse = (text: string): unknown => {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
};

/** The error a body (or a multipart text field) that is not UTF-8 is refused with. */
export const invalidUtf8Error = (): Error => Object.assign(new Error('The request body is not valid UTF-8.'), { statusCode: 400, code: INVALID_UTF8_BODY });

/**
 * JSON bodies must be UTF-8 (RFC 8259, section 8.1), and so must the one text body the API takes (a web-vitals
 * beacon, JSON sent as text/plain by navigator.sendBeacon). Fastify's own parser decodes with replacement, so a body
 * with invalid bytes was kept with U+FFFD where the sender's bytes were: a name stored as '��', a newsletter
 * address 'a�@b.in'. This parser refuses such a body with 400 and hands valid text to Fastify's own JSON parser,
 * whose checks (empty body, prototype poisoning) stay as they were. A `\ud800` escape is valid JSON text but
 * decodes to a lone surrogate, which no UTF-8 can carry: SQLite kept it as invalid bytes, PostgreSQL as U+FFFD. It
 * is refused the same way, so both engines keep exactly what was sent or nothing.
 */
export const installStrictJsonParser = (app: FastifyInstance): void => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = utf8.decode(body as Buffer);
    } catch {
      done(invalidUtf8Error(), undefined);
      return;
    }
    // Fastify's parser answers through `done`; its declared type also allows a promise, which it never returns.
    void parseJson(request, text, (error, parsed) => {
      if (error) done(error, undefined);
      // Only a surrogate escape can make one, so most bodies are never walked.
      else if (SURROGATE_ESCAPE.test(text) && holdsLoneSurrogate(parsed)) done(invalidUtf8Error(), undefined);
      else done(null, parsed);
    });
  });
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'buffer' }, (_request, body, done) => {
    let text: string;
    try {
      text = utf8.decode(body as Buffer);
    } catch {
      done(invalidUtf8Error(), undefined);
      return;
    }
    // The one text body is JSON read by its route (a web-vitals beacon): the same escapes are refused here.
    if (SURROGATE_ESCAPE.test(text) && holdsLoneSurrogate(safeParse(text))) done(invalidUtf8Error(), undefined);
    else done(null, text);
  });
};
