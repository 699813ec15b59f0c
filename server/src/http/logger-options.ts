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

export interface ManobalLoggerOptions {
  readonly level: string;
  readonly redact: { paths: string[]; censor: string };
}

export const loggerOptions = (level: string): ManobalLoggerOptions => ({
  level,
  redact: { paths: [...REDACTED_PATHS], censor: '[redacted]' },
});
