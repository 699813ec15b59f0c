import type { FastifyRequest } from 'fastify';
import type { ResultAsync } from 'neverthrow';
import type { DomainError, Submitted } from '@manobal/core';
import type { Success } from '../http/domain-outcome';
import type { UseCases } from './route-context';

// One contract call's server side, as data: an area's routes module builds its entries with route() and
// call.routes.ts gathers them into CALL_ROUTES, which the compiler holds to the contract's calls.
/** What the OpenAPI document says of a call beyond its contract entry. */
export interface CallDoc {
  /** The success status; `alsoOk` documents a 200 for a repeat (the newsletter). */
  readonly status: 200 | 201;
  readonly alsoOk?: string;
  readonly description?: string;
  /** Refusals of this call beyond the ones every call with a body can give: status → description. */
  readonly refusals?: Readonly<Record<string, string>>;
}

/**
 * One contract call on the server: run its use case on what the transport carried, word the success. The
 * use case checks the input with the very schema the contract names (core's form schema).
 */
export interface CallRoute extends CallDoc {
  readonly handle: (useCases: UseCases, input: unknown, request: FastifyRequest) => ResultAsync<Success, DomainError>;
  /** Signup and login share a per-address limit sized for a classroom behind one address. */
  readonly limit?: 'auth';
}

export const route = <T>(
  run: (useCases: UseCases, input: unknown, request: FastifyRequest) => ResultAsync<T, DomainError>,
  success: (value: T) => Success,
  doc: CallDoc & Pick<CallRoute, 'limit'>,
): CallRoute => ({ ...doc, handle: (useCases, input, request) => run(useCases, input, request).map(success) });

export const created =
  (msg: string) =>
  ({ id }: Submitted): Success => ({ status: 201, msg, data: { id } });

