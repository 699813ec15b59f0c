import type { FastifyRequest } from 'fastify';
import { err, type Result } from 'neverthrow';
import type { z } from 'zod';
import { validateWith, type FieldErrors } from '@manobal/core';
import { SERVER_MESSAGES } from './server.messages';

/** Why a request was refused, ready to become an envelope at the route's edge. */
export interface HttpRefusal {
  readonly status: number;
  readonly msg: string;
  readonly errors?: FieldErrors;
}

export const isJsonContentType = (contentType: string | undefined): boolean => {
  const type = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return type === 'application/json' || (type.startsWith('application/') && type.endsWith('+json'));
};

/**
 * A JSON form submission checked by core's own schema (which also refuses non-objects and unknown fields),
 * so the server's messages are the website's messages.
 */
export const readJsonForm = <S extends z.ZodType>(request: FastifyRequest, schema: S): Result<z.output<S>, HttpRefusal> => {
  if (!isJsonContentType(request.headers['content-type'])) return err({ status: 415, msg: SERVER_MESSAGES.jsonOnly });
  return validateWith(schema, request.body).mapErr((error): HttpRefusal => ({ status: 400, msg: error.message, errors: error.fieldErrors }));
};
