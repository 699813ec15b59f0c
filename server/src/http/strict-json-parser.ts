import type { FastifyInstance } from 'fastify';

/** The code a body with invalid UTF-8 is refused with; the error handler turns it into 400 and a sentence. */
export const INVALID_UTF8_BODY = 'MNB_ERR_INVALID_UTF8_BODY';

const utf8 = new TextDecoder('utf-8', { fatal: true });

/**
 * JSON bodies must be UTF-8 (RFC 8259, section 8.1), and so must the one text body the API takes (a web-vitals
 * beacon, JSON sent as text/plain by navigator.sendBeacon). Fastify's own parser decodes with replacement, so a body
 * with invalid bytes was kept with U+FFFD where the sender's bytes were: a name stored as '��', a newsletter
 * address 'a�@b.in'. This parser refuses such a body with 400 and hands valid text to Fastify's own JSON parser,
 * whose checks (empty body, prototype poisoning) stay as they were.
 */
export const installStrictJsonParser = (app: FastifyInstance): void => {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
    let text: string;
    try {
      text = utf8.decode(body as Buffer);
    } catch {
      done(Object.assign(new Error('The request body is not valid UTF-8.'), { statusCode: 400, code: INVALID_UTF8_BODY }), undefined);
      return;
    }
    // Fastify's parser answers through `done`; its declared type also allows a promise, which it never returns.
    void parseJson(request, text, done);
  });
  app.removeContentTypeParser('text/plain');
  app.addContentTypeParser('text/plain', { parseAs: 'buffer' }, (_request, body, done) => {
    try {
      done(null, utf8.decode(body as Buffer));
    } catch {
      done(Object.assign(new Error('The request body is not valid UTF-8.'), { statusCode: 400, code: INVALID_UTF8_BODY }), undefined);
    }
  });
};
