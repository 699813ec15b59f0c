import { z } from 'zod';
import {
  API_CONTRACT,
  CAREERS_FILES_PATH,
  envelopeSchema,
  errorEnvelopeSchema,
  FORMS,
  HEALTH_PATH,
  HOLD_CAPS,
  CONFIRM_CAPS,
  IDEMPOTENCY_HEADER,
  LIMITS,
  OPENAPI_PATH,
  STAFF_CONTRACT,
  STAFF_PATH,
  STAFF_ROLES,
  STAFF_SIGN_IN_CONTRACT,
  rolesAllow,
  UPLOAD_FIELD,
  VITALS_PATH,
  WIRE_FORMATS,
  DELIVERY_RECEIPT_HEADERS,
  DELIVERY_RECEIPT_TOLERANCE_MS,
  DELIVERY_RECEIPTS_PATH,
  deliveryReceiptSchema,
  MAIL_BOUNCE_MESSAGES,
  MAIL_BOUNCES_PATH,
  mailBounceSchema,
  vitalBeaconSchema,
  type CallContract,
  type Clock,
  type FormId,
  type PayloadCallName,
  type StaffCallName,
  type StaffPayloadCallName,
  type StaffPermission,
  type StaffSignInCallName,
} from '@manobal/core';
import type { CallRoute } from '../routes/call-route';
import { CALL_ROUTES } from '../routes/call.routes';
import { STAFF_CALL_ROUTES } from '../routes/staff.routes';
import { STAFF_SIGN_IN_CALL_ROUTES } from '../routes/staff-sign-in.routes';
import { STAFF_SESSION_COOKIE } from '../staff-auth/staff-session-cookie';
import { STAFF_PHOTO_DOC } from '../routes/therapists.routes';
import { callExample, EXAMPLE_FILE_ID, STAFF_EXAMPLES, STAFF_SIGN_IN_EXAMPLES, uploadExampleResponse, type CallExample } from './openapi-examples';
import { CAREERS_CROSS_FIELD_RULES, FIELD_FORMATS, trimmedLengthPattern, wireFormatSchema, type JsonSchema } from './wire-formats';

type ZodInternals = { _zod: { def: { type: string; in?: z.ZodType; out?: z.ZodType; entries?: Record<string, string>; checks?: { _zod: { def: { check: string } } }[] } } };
const defOf = (schema: unknown) => (schema as ZodInternals)._zod.def;

/**
 * Fills in what zod's generator leaves out of a request schema: a choice core trims and then checks against a
 * list (`z.string().trim().pipe(z.enum(...))`) gets the list; text core trims before counting gets a pattern that
 * counts the trimmed text; a shared field with a wire format (core's WIRE_FORMATS: a phone, a number sent as text, …)
 * gets that format's schema. Refinements JSON Schema cannot state are left to FIELD_FORMATS and descriptions.
 */
const completeInputSchema = ({ zodSchema, jsonSchema }: { zodSchema: unknown; jsonSchema: JsonSchema }): void => {
  const format = WIRE_FORMATS.get(zodSchema as z.ZodType);
  if (format) {
    for (const key of Object.keys(jsonSchema)) delete jsonSchema[key];
    Object.assign(jsonSchema, structuredClone(wireFormatSchema(format)));
    return;
  }
  const def = defOf(zodSchema);
  if (def.type === 'pipe' && def.out && defOf(def.out).type === 'enum') {
    const values = Object.values(defOf(def.out).entries ?? {});
    for (const key of Object.keys(jsonSchema)) delete jsonSchema[key];
    Object.assign(jsonSchema, { type: 'string', enum: values });
    return;
  }
  const trimmed = def.type === 'string' && (def.checks ?? []).some((check) => check._zod.def.check === 'overwrite');
  if (trimmed && typeof jsonSchema.minLength === 'number' && jsonSchema.minLength >= 1) {
    const max = typeof jsonSchema.maxLength === 'number' ? jsonSchema.maxLength : 1_000_000;
    const counted = trimmedLengthPattern(jsonSchema.minLength, max);
    // A field with patterns of its own (an e-mail's, a character rule's) must match them all: allOf keeps each.
    if (jsonSchema.pattern === undefined && jsonSchema.allOf === undefined) jsonSchema.pattern = counted;
    else {
      const own = jsonSchema.pattern === undefined ? [] : [{ pattern: jsonSchema.pattern }];
      delete jsonSchema.pattern;
      jsonSchema.allOf = [...own, ...((jsonSchema.allOf as unknown[] | undefined) ?? []), { pattern: counted }];
    }
  }
};

const toJsonSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
    ...(io === 'input' ? { override: completeInputSchema } : {}),
  }) as JsonSchema;
  return rest;
};

/** A form's request body as the server accepts it: zod's schema, completed by FIELD_FORMATS. */
export const formRequestSchema = (form: FormId): JsonSchema => {
  const generated = toJsonSchema(FORMS[form].shape, 'input');
  const properties = { ...(generated.properties as Record<string, JsonSchema>), ...FIELD_FORMATS[form] };
  return { ...generated, properties, ...(form === 'careers' ? { allOf: CAREERS_CROSS_FIELD_RULES } : {}) };
};

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const exampleOf = (summary: string, value: unknown) => ({ default: { summary, value } });
const answer = (description: string, schema: unknown, example?: { summary: string; value: unknown }) => ({
  description,
  content: { 'application/json': { schema, ...(example ? { examples: exampleOf(example.summary, example.value) } : {}) } },
});
const failure = (description: string) => answer(description, ref('ErrorEnvelope'));
const RETRY_AFTER = { 'Retry-After': { description: 'Seconds to wait before trying again', schema: { type: 'integer', minimum: 0 } } };
const withRetryAfter = (description: string) => ({ ...failure(description), headers: RETRY_AFTER });

/** Answers any call can give. */
const COMMON_FAILURES = {
  '429': withRetryAfter('Rate limited'),
  '500': failure('Server error (generic message)'),
  '503': withRetryAfter('The store is not answering; try again later'),
};
const BODY_FAILURES = {
  '400': failure('Invalid (kind validation): msg is the first field message, errors maps each field to its message, error_ids each field to its message id'),
  '413': failure('Body too large'),
  '415': failure('Wrong content type'),
  ...COMMON_FAILURES,
};

const VITAL_EXAMPLE = { name: 'LCP', value: 1234.5, id: 'v5-1700000000000-1234567890123', route: '/', rating: 'good' };

/** A staff call takes a personal access token (bearer) or a console session (its cookie): either one. */
const STAFF_SECURITY = [{ staffToken: [] }, { staffSession: [] }];
const PUBLIC = [] as const;
const staffFailure = failure('Staff token required');


/** A multipart body of one file part, of the media types given (the server decides by content). */
const oneFileBody = (contentType: string) => ({
  required: true,
  content: {
    'multipart/form-data': {
      schema: { type: 'object', required: [UPLOAD_FIELD], properties: { [UPLOAD_FIELD]: { type: 'string', contentMediaType: 'application/octet-stream' } } },
      encoding: { [UPLOAD_FIELD]: { contentType } },
    },
  },
});

/** What the document reads of a call of either contract table (API_CONTRACT's or STAFF_CONTRACT's). */
type DocumentedCall = Pick<CallContract, 'method' | 'path' | 'encoding' | 'request' | 'idempotent' | 'form'> & {
  readonly auth?: 'bearer' | 'staff' | 'public';
  readonly allow?: readonly StaffPermission[];
};

/** The roles whose permissions open a staff call (core's role table), as the document names them. */
const rolesOpening = (allow: readonly StaffPermission[]): string[] => STAFF_ROLES.filter((role) => rolesAllow([role], allow));

const IDEMPOTENCY_PARAMETER = { name: IDEMPOTENCY_HEADER, in: 'header', required: false, schema: { type: 'string', pattern: '^[\\x21-\\x7e]{1,200}$' } };

/** A query call's request: each path parameter (`{id}`) in the path, every other field in the query string. */
const queryParameters = (contract: DocumentedCall): unknown[] => {
  const schema = toJsonSchema(contract.request, 'input');
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const inPath = new Set([...contract.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]));
  return Object.entries(properties).map(([name, property]) =>
    inPath.has(name) ? { name, in: 'path', required: true, schema: property } : { name, in: 'query', required: required.has(name), schema: property },
  );
};

/** The path parameters (`{reference}`) of a call with a JSON body: the body itself holds the other fields. */
const pathParameters = (contract: DocumentedCall): unknown[] => {
  const properties = (toJsonSchema(contract.request, 'input').properties ?? {}) as Record<string, JsonSchema>;
  return [...contract.path.matchAll(/\{(\w+)\}/g)].map(([, name = '']) => ({ name, in: 'path', required: true, schema: properties[name] ?? { type: 'string' } }));
};

/** A JSON call's request body: its request schema without the fields that travel in the path. */
const bodySchema = (contract: DocumentedCall): JsonSchema => {
  const schema = toJsonSchema(contract.request, 'input');
  const inPath = new Set([...contract.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]));
  if (inPath.size === 0) return schema;
  const properties = Object.fromEntries(Object.entries((schema.properties ?? {}) as Record<string, JsonSchema>).filter(([name]) => !inPath.has(name)));
  const required = ((schema.required as string[] | undefined) ?? []).filter((name) => !inPath.has(name));
  return { ...schema, properties, required };
};

/** An example request's body: what travels in the path (`{id}`) is documented as a parameter, not in the body. */
const withoutPathParameters = (contract: DocumentedCall, request: unknown): unknown => {
  const inPath = new Set([...contract.path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]));
  return typeof request === 'object' && request !== null ? Object.fromEntries(Object.entries(request).filter(([name]) => !inPath.has(name))) : request;
};

const SECURITY = { bearer: [{ accessToken: [] }], staff: STAFF_SECURITY, public: PUBLIC } as const;

/**
 * One contract call's operation: its contract entry (path, schemas, form title, auth) and its server route
 * (statuses, summary, refusals), with its example request and answer.
 */
const callOperation = (call: string, contract: DocumentedCall, route: CallRoute, example: CallExample) => {
  const summary = route.summary ?? (contract.form ? FORMS[contract.form].title : call);
  const roles = contract.allow ? rolesOpening(contract.allow) : null;
  const description = [route.description, roles ? `Roles: ${roles.join(', ')}.` : undefined].filter((part) => part !== undefined).join(' ');
  const refusals = Object.fromEntries(Object.entries(route.refusals ?? {}).map(([status, description]) => [status, failure(description)]));
  const parameters = [...(contract.idempotent ? [IDEMPOTENCY_PARAMETER] : []), ...(contract.encoding === 'query' ? queryParameters(contract) : pathParameters(contract))];
  return {
    operationId: call,
    summary,
    ...(description ? { description } : {}),
    ...(roles ? { 'x-staff-roles': roles, 'x-staff-permissions': [...(contract.allow ?? [])] } : {}),
    security: contract.auth ? SECURITY[contract.auth] : PUBLIC,
    ...(parameters.length > 0 ? { parameters } : {}),
    ...(contract.encoding === 'json'
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: ref(`${call}Request`), examples: exampleOf(route.summary ? 'A valid request' : `A valid ${summary.toLowerCase()} request`, withoutPathParameters(contract, example.request)) } },
          },
        }
      : {}),
    responses: {
      [String(route.status)]: answer('Done', ref(`${call}Response`), { summary: 'Accepted', value: example.response }),
      ...(route.alsoOk ? { '200': answer(route.alsoOk, ref(`${call}Response`), { summary: 'The same answer', value: example.response }) } : {}),
      ...refusals,
      ...(contract.auth === 'staff' ? { '401': staffFailure } : {}),
      ...(contract.encoding === 'json' ? BODY_FAILURES : { '400': BODY_FAILURES['400'], ...COMMON_FAILURES }),
    },
  };
};

/** Adds an operation to its path (several methods may share one, e.g. GET and POST of staff therapists). */
const addOperation = (paths: Record<string, unknown>, path: string, method: string, operation: unknown): void => {
  paths[path] = { ...(paths[path] as object | undefined), [method.toLowerCase()]: operation };
};

export interface OpenApiOptions {
  /** Whether the staff routes are served (a staff token is configured). */
  readonly staff: boolean;
  /** The booking example is for tomorrow as this clock sees it. */
  readonly clock: Clock;
}

/**
 * The API's OpenAPI 3.1 description, generated from core's contract table (paths, schemas), the server's call
 * routes (statuses, refusals) and its staff collections (item schemas).
 */
export const buildOpenApiDocument = ({ staff, clock }: OpenApiOptions): JsonSchema => {
  const paths: Record<string, unknown> = {};
  for (const [call, route] of Object.entries(CALL_ROUTES) as [PayloadCallName, CallRoute][]) {
    const contract: CallContract = API_CONTRACT[call];
    // signup/ and login/ keep spec section 7's trailing slash in the contract; the server serves both spellings,
    // and the document names the one without, like every other path (what linters and client generators expect).
    addOperation(paths, contract.path.replace(/(.)\/$/, '$1'), contract.method, callOperation(call, contract, route, callExample(call, clock)));
  }
  paths[API_CONTRACT.careersUpload.path] = {
    post: {
      operationId: 'careersUpload',
      summary: `Upload one document (JPEG, PNG or PDF by content, at most ${LIMITS.uploadMaxBytes / 1_048_576} MB)`,
      description:
        'The upload is never kept as sent: a new file is made from it (a PDF drawn page by page and put together from the page images, an image decoded and encoded again) and only that one is stored and served. 415 when it cannot be: a password-protected or damaged PDF, too many pages, too many pixels.',
      security: PUBLIC,
      requestBody: oneFileBody('image/jpeg, image/png, application/pdf'),
      responses: {
        '201': answer('Stored; data.file_url names it', ref('careersUploadResponse'), { summary: 'Stored', value: uploadExampleResponse }),
        ...BODY_FAILURES,
      },
    },
  };
  paths[VITALS_PATH] = {
    post: {
      operationId: 'reportVital',
      summary: 'Record one web-vitals measurement',
      description: 'application/json, or the same JSON as text/plain (navigator.sendBeacon); at most 2 KB.',
      security: PUBLIC,
      requestBody: {
        required: true,
        content: {
          'application/json': { schema: ref('VitalBeacon'), examples: exampleOf('A largest-contentful-paint sample', VITAL_EXAMPLE) },
          'text/plain': { schema: { type: 'string', contentMediaType: 'application/json' }, examples: exampleOf('The same, as sendBeacon sends it', JSON.stringify(VITAL_EXAMPLE)) },
        },
      },
      responses: { '201': answer('Recorded', ref('Envelope'), { summary: 'Recorded', value: { success: true, msg: 'Recorded' } }), ...BODY_FAILURES },
    },
  };
  // The signed webhooks' headers and refusals: delivery receipts and e-mail bounces are signed alike.
  const SIGNED_HEADERS = [
    { name: DELIVERY_RECEIPT_HEADERS.timestamp, in: 'header', required: true, schema: { type: 'string', pattern: '^[0-9]{1,12}$' }, example: '1764493200' },
    { name: DELIVERY_RECEIPT_HEADERS.signature, in: 'header', required: true, schema: { type: 'string', pattern: '^[0-9a-fA-F]{64}$' }, example: 'a'.repeat(64) },
  ];
  const SIGNATURE_REFUSED = failure('Unsigned (kind receipt-unsigned), a signature that does not match (receipt-signature-invalid), or a timestamp too far from now (receipt-stale)');
  paths[DELIVERY_RECEIPTS_PATH] = {
    post: {
      operationId: 'deliveryReceipt',
      summary: 'A phone provider reports what became of an SMS or WhatsApp message it took: delivered, failed or bounced',
      description: `Signed: ${DELIVERY_RECEIPT_HEADERS.timestamp} is the Unix time in seconds, ${DELIVERY_RECEIPT_HEADERS.signature} the HMAC-SHA256 (hex) of "<timestamp>.<raw body>" with MESSAGE_RECEIPT_SECRET. A timestamp more than ${DELIVERY_RECEIPT_TOLERANCE_MS / 60_000} minutes from the server's clock is refused, so a captured receipt cannot be posted again later. delivered records when; failed or bounced makes the message dead with the reason, listed with the console's failed deliveries. At most 4 KB.`,
      security: PUBLIC,
      parameters: SIGNED_HEADERS,
      requestBody: {
        required: true,
        content: { 'application/json': { schema: ref('DeliveryReceipt'), examples: exampleOf('A bounce', { message_id: 'prov-8d1f2', status: 'bounced', reason: 'handset unreachable' }) } },
      },
      responses: {
        '200': answer('Recorded', ref('Envelope'), { summary: 'Recorded', value: { success: true, msg: 'Receipt recorded.' } }),
        '401': SIGNATURE_REFUSED,
        '404': failure('No sent message has that id yet (kind message-unknown: a receipt that outruns the sent mark may be retried), or receipts are not taken because no secret is configured (kind not-found)'),
        ...BODY_FAILURES,
      },
    },
  };
  paths[MAIL_BOUNCES_PATH] = {
    post: {
      operationId: 'mailBounce',
      summary: 'An MTA or mail provider reports a bounce or complaint about an e-mail that was sent, by its Message-ID',
      description: `Signed as delivery receipts are: ${DELIVERY_RECEIPT_HEADERS.timestamp} is the Unix time in seconds, ${DELIVERY_RECEIPT_HEADERS.signature} the HMAC-SHA256 (hex) of "<timestamp>.<raw body>" with MAIL_BOUNCE_SECRET (a secret of its own, not the phone provider's), the timestamp within ${DELIVERY_RECEIPT_TOLERANCE_MS / 60_000} minutes of the server's clock. message_id is the Message-ID the e-mail was sent with (with or without the angle brackets) or the id the mail provider gave it. hard makes the message dead with the reason, listed with the console's failed deliveries (the booking it was about stands); soft and complaint keep the reason and leave the message as it is. A bounce for a message already dead changes nothing and says so. At most 4 KB.`,
      security: PUBLIC,
      parameters: SIGNED_HEADERS,
      requestBody: {
        required: true,
        content: {
          'application/json': {
            schema: ref('MailBounce'),
            examples: exampleOf('A hard bounce', { message_id: '<0b8f2c1e-5d7a-4f3b-9c2d-1a2b3c4d5e6f@manobal.outbox>', kind: 'hard', reason: '550 5.1.1 <asha@example.com>: Recipient address rejected' }),
          },
        },
      },
      responses: {
        '200': answer(`Recorded; or, when the e-mail had already failed, nothing changed and msg says so ("${MAIL_BOUNCE_MESSAGES.unchanged}")`, ref('Envelope'), { summary: 'Recorded', value: { success: true, msg: MAIL_BOUNCE_MESSAGES.recorded } }),
        '401': SIGNATURE_REFUSED,
        '404': failure('No e-mail was sent with that id (kind message-unknown), or bounces are not taken because MAIL_BOUNCE_SECRET is not configured (kind not-found)'),
        ...BODY_FAILURES,
      },
    },
  };
  paths[HEALTH_PATH] = {
    get: {
      operationId: 'health',
      summary:
        "Liveness, store engine, how rate limits are counted (limiter: local without Redis, shared, or degraded while Redis does not answer and each instance counts its own; still 200), how many holds and bookings each booking cap refused (counts only, from the store: every instance shows the same), and how long the outbox's oldest due message has waited (0 when none waits past its time)",
      security: PUBLIC,
      responses: {
        '200': answer('Healthy', ref('Envelope'), {
          summary: 'Healthy',
          value: {
            success: true,
            msg: 'ok',
            data: {
              store: 'sqlite',
              limiter: 'local',
              booking_caps: { holds_refused: Object.fromEntries(HOLD_CAPS.map((cap) => [cap, 0])), bookings_refused: Object.fromEntries(CONFIRM_CAPS.map((cap) => [cap, 0])) },
              outbox: { oldest_due_seconds: 0 },
            },
          },
        }),
        '429': COMMON_FAILURES['429'],
        '503': failure('Store not answering'),
      },
    },
  };
  // The therapist directory outside the contract table (issue 14): a therapist's current photo, and the staff changes below.
  paths[`${API_CONTRACT.getTherapist.path}/photo/{file}`] = {
    get: {
      operationId: 'therapistPhoto',
      summary: "An active therapist's current photo (the photo_url of their profile)",
      security: PUBLIC,
      parameters: [
        { name: 'id', in: 'path', required: true, schema: { type: 'string' } },
        { name: 'file', in: 'path', required: true, schema: { type: 'string' } },
      ],
      responses: {
        '200': { description: 'The image; cacheable for good, since a new photo has a new address', content: { 'image/png': { schema: { type: 'string', contentMediaType: 'image/png' } }, 'image/jpeg': { schema: { type: 'string', contentMediaType: 'image/jpeg' } } } },
        '404': failure('Not the current photo of an active therapist'),
        ...COMMON_FAILURES,
      },
    },
  };
  paths[OPENAPI_PATH] = {
    get: {
      operationId: 'openapi',
      summary: 'This document',
      security: PUBLIC,
      responses: {
        '200': { description: 'OpenAPI 3.1', content: { 'application/json': { schema: { type: 'object', required: ['openapi'], properties: { openapi: { type: 'string' } } }, examples: exampleOf('Its start', { openapi: '3.1.0' }) } } },
        '429': COMMON_FAILURES['429'],
      },
    },
  };
  if (staff) {
    // The staff contract (STAFF_CONTRACT): the directory's changes and every staff listing.
    for (const [call, route] of Object.entries(STAFF_CALL_ROUTES) as [StaffPayloadCallName, CallRoute][]) {
      const contract = STAFF_CONTRACT[call];
      addOperation(paths, contract.path, contract.method, callOperation(call, contract, route, STAFF_EXAMPLES[call]));
    }
    // Signing in (public: limited per address, from the console's own origin): enrolment and the two sign-in steps.
    for (const [call, route] of Object.entries(STAFF_SIGN_IN_CALL_ROUTES) as [StaffSignInCallName, CallRoute][]) {
      const contract = STAFF_SIGN_IN_CONTRACT[call];
      addOperation(paths, contract.path, contract.method, callOperation(call, contract, route, STAFF_SIGN_IN_EXAMPLES[call]));
    }
    const photo = STAFF_CONTRACT.staffSetTherapistPhoto;
    addOperation(paths, photo.path, photo.method, {
      operationId: 'staffSetTherapistPhoto',
      summary: STAFF_PHOTO_DOC.summary,
      description: `Roles: ${rolesOpening(photo.allow).join(', ')}.`,
      'x-staff-roles': rolesOpening(photo.allow),
      'x-staff-permissions': [...photo.allow],
      security: STAFF_SECURITY,
      parameters: pathParameters(photo),
      requestBody: oneFileBody(STAFF_PHOTO_DOC.contentTypes),
      responses: {
        '200': answer('Saved', ref('staffSetTherapistPhotoResponse'), { summary: 'Saved', value: STAFF_EXAMPLES.staffSetTherapistPhoto.response }),
        '401': staffFailure,
        '404': failure('No therapist with this id (active or not)'),
        ...BODY_FAILURES,
      },
    });
    paths[`${STAFF_PATH}/vitals`] = {
      get: {
        operationId: 'staffVitals',
        summary: 'Staff: p75 of each web vital per route',
        security: STAFF_SECURITY,
        responses: {
          '200': answer('The summary', ref('Envelope'), { summary: 'No samples yet', value: { success: true, msg: 'ok', data: { routes: [] } } }),
          '401': staffFailure,
          ...COMMON_FAILURES,
        },
      },
    };
    paths[`${CAREERS_FILES_PATH}/{id}`] = {
      get: {
        operationId: 'staffDocument',
        summary: 'Staff: an uploaded document',
        description: 'Recruiters and administrators only, signed in to the console within the last five minutes (step-up); a personal access token never opens one.',
        security: STAFF_SECURITY,
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' }, example: EXAMPLE_FILE_ID }],
        responses: {
          '200': { description: 'The file, as an attachment', content: { 'application/octet-stream': { schema: { type: 'string', contentMediaType: 'application/octet-stream' } } } },
          '401': staffFailure,
          '403': failure('Not a recruiter or administrator (kind forbidden), or the sign-in is older than five minutes (kind step-up-required)'),
          '404': failure('No such file'),
          ...COMMON_FAILURES,
        },
      },
    };
  }

  const schemas: Record<string, unknown> = {
    Envelope: toJsonSchema(envelopeSchema, 'output'),
    ErrorEnvelope: toJsonSchema(errorEnvelopeSchema, 'output'),
    VitalBeacon: toJsonSchema(vitalBeaconSchema, 'input'),
    DeliveryReceipt: toJsonSchema(deliveryReceiptSchema, 'input'),
    MailBounce: toJsonSchema(mailBounceSchema, 'input'),
    careersUploadResponse: toJsonSchema(API_CONTRACT.careersUpload.response, 'output'),
  };
  for (const call of Object.keys(CALL_ROUTES) as PayloadCallName[]) {
    const contract: CallContract = API_CONTRACT[call];
    if (contract.encoding === 'json') schemas[`${call}Request`] = contract.form ? formRequestSchema(contract.form) : bodySchema(contract);
    schemas[`${call}Response`] = toJsonSchema(contract.response, 'output');
  }
  if (staff) {
    for (const call of Object.keys(STAFF_CONTRACT) as StaffCallName[]) {
      const contract = STAFF_CONTRACT[call];
      if (contract.encoding === 'json') schemas[`${call}Request`] = bodySchema(contract);
      schemas[`${call}Response`] = toJsonSchema(contract.response, 'output');
    }
    for (const call of Object.keys(STAFF_SIGN_IN_CONTRACT) as StaffSignInCallName[]) {
      const contract = STAFF_SIGN_IN_CONTRACT[call];
      schemas[`${call}Request`] = bodySchema(contract);
      schemas[`${call}Response`] = toJsonSchema(contract.response, 'output');
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Manobal provider API',
      version: '1.0.0',
      description: 'Every answer is the envelope { success, msg, data?, errors?, error_ids?, kind? }; a failure always names its kind. msg and errors are in the request\'s language: the X-Manobal-Lang header, else the manobal_lang cookie, else Accept-Language (en, hi), else English. Text fields are trimmed before they are checked.',
    },
    servers: [{ url: '/', description: 'The server that serves this document' }],
    paths,
    components: {
      schemas,
      securitySchemes: {
        staffToken: { type: 'http', scheme: 'bearer', description: 'A staff person\'s personal access token (mnb_pat_…), created in the console or with npm run admin' },
        staffSession: {
          type: 'apiKey',
          in: 'cookie',
          name: STAFF_SESSION_COOKIE,
          description: `A console session, set by signing in (HttpOnly, SameSite=Strict, Path=/; over https named __Host-${STAFF_SESSION_COOKIE} and Secure). It ends after 30 minutes idle or 12 hours. A request that changes something must carry the console's own Origin (403, kind cross-site-request).`,
        },
        ...(Object.values(API_CONTRACT).some((contract: CallContract) => contract.auth === 'bearer')
          ? { accessToken: { type: 'http', scheme: 'bearer', description: 'An access token from login' } }
          : {}),
      },
    },
  };
};
