import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import type { ValidateFunction } from 'ajv';

// ajv-formats is CommonJS: its function is the default export under Node's interop, `.default` under a bundler's.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as typeof addFormatsModule;

type Json = Record<string, unknown>;

export interface DocumentedOperation {
  readonly method: 'get' | 'put' | 'post' | 'delete' | 'patch';
  readonly path: string;
  readonly operation: Json;
}

/** A served OpenAPI document, with a JSON Schema validator for its schemas (references resolved). */
export const openApiValidator = (document: Json) => {
  const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
  addFormats(ajv);
  const components = (document.components as { schemas: Record<string, Json> }).schemas;
  const resolve = (schema: Json): Json => {
    const target = schema.$ref;
    if (typeof target !== 'string') return schema;
    const name = target.replace('#/components/schemas/', '');
    const found = components[name];
    if (!found) throw new Error(`the document has no schema ${name}`);
    return found;
  };
  const compiled = new Map<Json, ValidateFunction>();
  const validatorOf = (schema: Json): ValidateFunction => {
    const resolved = resolve(schema);
    const known = compiled.get(resolved);
    if (known) return known;
    const fresh = ajv.compile(resolved);
    compiled.set(resolved, fresh);
    return fresh;
  };
  const operations: DocumentedOperation[] = Object.entries(document.paths as Record<string, Record<string, Json>>).flatMap(([path, item]) =>
    (['get', 'put', 'post', 'delete', 'patch'] as const).flatMap((method) => (item[method] ? [{ method, path, operation: item[method] }] : [])),
  );
  const operation = (operationId: string): DocumentedOperation => {
    const found = operations.find((o) => o.operation.operationId === operationId);
    if (!found) throw new Error(`the document has no operation ${operationId}`);
    return found;
  };
  const mediaOf = (operationId: string, mediaType = 'application/json') =>
    ((operation(operationId).operation.requestBody as { content: Record<string, { schema: Json; examples?: Record<string, { value: unknown }> }> }).content[mediaType])!;
  /** Whether the document accepts this JSON body for the operation (and ajv's reasons when not). */
  const accepts = (operationId: string, body: unknown): { ok: boolean; errors: string } => {
    const validate = validatorOf(mediaOf(operationId).schema);
    const ok = validate(body) === true;
    return { ok, errors: ok ? '' : ajv.errorsText(validate.errors) };
  };
  const responseOf = (operationId: string, status: string) => {
    const response = (operation(operationId).operation.responses as Record<string, { content?: Record<string, { schema: Json; examples?: Record<string, { value: unknown }> }> }>)[status];
    if (!response) throw new Error(`${operationId} documents no ${status} answer`);
    return response;
  };
  /** Whether the answer's body matches what the document says that status carries. */
  const answerMatches = (operationId: string, status: number, body: unknown): { ok: boolean; errors: string } => {
    const content = responseOf(operationId, String(status)).content?.['application/json'];
    if (!content) return { ok: false, errors: `no JSON content documented for ${status}` };
    const validate = validatorOf(content.schema);
    const ok = validate(body) === true;
    return { ok, errors: ok ? '' : ajv.errorsText(validate.errors) };
  };
  return { operations, operation, mediaOf, accepts, responseOf, answerMatches };
};

/** The one example of a media type or answer (the document gives each exactly one, named `default`). */
export const exampleValue = (holder: { examples?: Record<string, { value: unknown }> } | undefined): unknown => {
  const value = holder?.examples?.default?.value;
  if (value === undefined) throw new Error('no example');
  return value;
};
