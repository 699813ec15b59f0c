import { z } from 'zod';
import {
  CAREERS_FILES_PATH,
  ENDPOINTS,
  envelopeSchema,
  FORMS,
  HEALTH_PATH,
  IDEMPOTENCY_HEADER,
  loginDataSchema,
  OPENAPI_PATH,
  STAFF_PATH,
  UPLOAD_FIELD,
  uploadDataSchema,
  VITALS_PATH,
  type FormDefinition,
} from '@manobal/core';
import { vitalBeaconSchema } from '@manobal/core';

type JsonSchema = Record<string, unknown>;

/** A zod schema as an embeddable JSON Schema (2020-12, the dialect of OpenAPI 3.1). */
const jsonSchemaOf = (schema: z.ZodType, io: 'input' | 'output' = 'input'): JsonSchema => {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' }) as JsonSchema;
  return rest;
};

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: unknown) => ({ 'application/json': { schema } });
const envelopeResponse = (description: string) => ({ description, content: json(ref('Envelope')) });

const FAILURES = {
  '400': envelopeResponse('Invalid: msg is the first field message, errors maps each field to its message'),
  '413': envelopeResponse('Body too large'),
  '415': envelopeResponse('Wrong content type'),
  '429': envelopeResponse('Rate limited'),
  '500': envelopeResponse('Server error (generic message)'),
};

const STAFF_COLLECTIONS = ['bookings', 'referrals', 'contacts', 'volunteers', 'applications', 'users'] as const;

/** The API's OpenAPI 3.1 description, generated from the same zod schemas the routes validate with. */
export const buildOpenApiDocument = (options: { staff: boolean }): JsonSchema => {
  const paths: Record<string, unknown> = {};
  for (const form of Object.values(FORMS) as FormDefinition[]) {
    const { call, title: summary, shape: schema } = form;
    const success = call === 'login' ? '200' : '201';
    paths[ENDPOINTS[call].path] = {
      post: {
        operationId: call,
        summary,
        ...(call === 'bookSession'
          ? { parameters: [{ name: IDEMPOTENCY_HEADER, in: 'header', required: false, schema: { type: 'string', maxLength: 200 } }] }
          : {}),
        requestBody: { required: true, content: json(jsonSchemaOf(schema)) },
        responses: {
          [success]: envelopeResponse('Done'),
          ...(call === 'login' ? { '401': envelopeResponse('Invalid email or password') } : {}),
          ...(call === 'signup' ? { '409': envelopeResponse('Email already registered') } : {}),
          ...(call === 'bookSession' ? { '409': envelopeResponse('Idempotency-Key reused for a different booking') } : {}),
          ...FAILURES,
        },
      },
    };
  }
  paths[ENDPOINTS.careersUpload.path] = {
    post: {
      operationId: 'careersUpload',
      summary: 'Upload one document (JPEG, PNG, PDF or DOCX by content, at most 10 MB)',
      requestBody: {
        required: true,
        content: {
          'multipart/form-data': {
            schema: { type: 'object', required: [UPLOAD_FIELD], properties: { [UPLOAD_FIELD]: { type: 'string', contentMediaType: 'application/octet-stream' } } },
          },
        },
      },
      responses: { '201': { description: 'Stored; data.file_url names it', content: json(ref('UploadEnvelope')) }, ...FAILURES },
    },
  };
  paths[VITALS_PATH] = {
    post: {
      operationId: 'reportVital',
      summary: 'Record one web-vitals measurement (application/json or text/plain JSON, at most 2 KB)',
      requestBody: { required: true, content: { ...json(jsonSchemaOf(vitalBeaconSchema)), 'text/plain': { schema: { type: 'string' } } } },
      responses: { '201': envelopeResponse('Recorded'), ...FAILURES },
    },
  };
  paths[HEALTH_PATH] = { get: { operationId: 'health', summary: 'Liveness and store engine', responses: { '200': envelopeResponse('Healthy'), '503': envelopeResponse('Store not answering') } } };
  paths[OPENAPI_PATH] = { get: { operationId: 'openapi', summary: 'This document', responses: { '200': { description: 'OpenAPI 3.1' } } } };
  if (options.staff) {
    const pageParameters = [
      { name: 'page', in: 'query', schema: { type: 'integer', minimum: 1, default: 1 } },
      { name: 'limit', in: 'query', schema: { type: 'integer', minimum: 1, maximum: 100, default: 50 } },
    ];
    for (const collection of STAFF_COLLECTIONS) {
      paths[`${STAFF_PATH}/${collection}`] = {
        get: {
          operationId: `staffList_${collection}`,
          summary: `Staff: ${collection}, newest first`,
          security: [{ staffToken: [] }],
          parameters: pageParameters,
          responses: { '200': envelopeResponse('data: { items, page, limit, total }'), '400': FAILURES['400'], '401': envelopeResponse('Staff token required') },
        },
      };
    }
    paths[`${STAFF_PATH}/vitals`] = {
      get: { operationId: 'staffVitals', summary: 'Staff: p75 of each web vital per route', security: [{ staffToken: [] }], responses: { '200': envelopeResponse('data: { routes }'), '401': envelopeResponse('Staff token required') } },
    };
    paths[`${CAREERS_FILES_PATH}/{id}`] = {
      get: {
        operationId: 'staffDocument',
        summary: 'Staff: an uploaded document',
        security: [{ staffToken: [] }],
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        responses: { '200': { description: 'The file' }, '401': envelopeResponse('Staff token required'), '404': envelopeResponse('No such file') },
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Manobal provider API', version: '1.0.0', description: 'Every answer is the envelope { success, msg, data?, errors? }.' },
    paths,
    components: {
      schemas: {
        Envelope: jsonSchemaOf(envelopeSchema, 'output'),
        UploadEnvelope: jsonSchemaOf(envelopeSchema.extend({ data: uploadDataSchema }), 'output'),
        LoginEnvelope: jsonSchemaOf(envelopeSchema.extend({ data: loginDataSchema }), 'output'),
      },
      securitySchemes: { staffToken: { type: 'http', scheme: 'bearer' } },
    },
  };
};
