/** Private fields at any depth pino can name: passwords, tokens, identity numbers and phone numbers. */
const PRIVATE_FIELDS = [
  'password',
  'access_token',
  'token',
  'aadhar_number',
  'aadhaar_number',
  'pan_card_number',
  'phone',
  'phone_number',
  'mobile',
];

/**
 * pino settings: bodies are never logged (Fastify's request serializer has no body or headers), and the paths
 * below are redacted in case anything ever logs a request, its headers or a payload.
 */
export const REDACTED_PATHS: readonly string[] = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["idempotency-key"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  ...PRIVATE_FIELDS.flatMap((field) => [field, `*.${field}`, `req.body.${field}`, `body.${field}`, `payload.${field}`]),
];

/**
 * Query parameters the API reads that can never carry a secret or a person's data: pages, dates, therapist and
 * filter ids. Every other parameter is dropped from the logged URL, value and name alike: a token sent as `?token=`
 * is refused by every route, but the log would have kept it.
 */
export const LOGGED_QUERY_PARAMETERS: ReadonlySet<string> = new Set(['page', 'limit', 'from', 'to', 'days', 'mode', 'status', 'therapist', 'language', 'concern']);

/** The request's path, with only the allowed query parameters (the path itself holds ids and references, never secrets). */
export const loggableUrl = (url: string): string => {
  const queryStart = url.indexOf('?');
  if (queryStart < 0) return url;
  const kept = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(url.slice(queryStart + 1))) if (LOGGED_QUERY_PARAMETERS.has(name)) kept.append(name, value);
  const query = kept.toString();
  return `${url.slice(0, queryStart)}${query ? `?${query}` : ''}`;
};

interface LoggedRequest {
  readonly method: string;
  readonly url: string;
  readonly host?: string;
  readonly ip?: string;
  readonly socket?: { readonly remotePort?: number } | null;
}

export interface ManobalLoggerOptions {
  readonly level: string;
  readonly redact: { paths: string[]; censor: string };
  readonly serializers: { req: (request: LoggedRequest) => Record<string, unknown> };
}

export const loggerOptions = (level: string): ManobalLoggerOptions => ({
  level,
  redact: { paths: [...REDACTED_PATHS], censor: '[redacted]' },
  // Fastify's own request serializer, with the query string reduced to the harmless parameters.
  serializers: {
    req: (request) => ({
      method: request.method,
      url: loggableUrl(request.url),
      host: request.host,
      remoteAddress: request.ip,
      remotePort: request.socket?.remotePort,
    }),
  },
});
