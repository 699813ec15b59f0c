import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { ResultAsync } from 'neverthrow';
import type { DomainError, Endpoint, Submitted } from '@manobal/core';
import { sendOutcome, type Success } from '../http/domain-outcome';
import { sendFail } from '../http/envelope';
import { isJsonContentType } from '../http/json-form';
import { SERVER_MESSAGES } from '../http/server.messages';
import type { RouteContext, UseCases } from './route-context';

// One contract call's server side, as data: an area's routes module builds its entries with route() and
// call.routes.ts gathers them into CALL_ROUTES, which the compiler holds to the contract's calls.
/** What the OpenAPI document says of a call beyond its contract entry. */
export interface CallDoc {
  /** The success status; `alsoOk` documents a 200 for a repeat (the newsletter). */
  readonly status: 200 | 201;
  readonly alsoOk?: string;
  /** The operation's one-line summary; a form call's is its form's title, any other's its name unless given. */
  readonly summary?: string;
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

/** `{id}` in a contract path is `:id` to Fastify. */
export const routePath = (path: string): string => path.replace(/\{(\w+)\}/g, ':$1');

/**
 * Registers one call of a contract table (API_CONTRACT's or STAFF_CONTRACT's): a JSON call refuses any other body
 * with 415 before its use case runs; a query call reads the query string and the path's parameters. The Result
 * becomes the answer once. `preHandlers` run first, in order (the staff guard of the staff table).
 */
export const registerContractRoute = (
  app: FastifyInstance,
  ctx: RouteContext,
  endpoint: Pick<Endpoint, 'method' | 'path' | 'encoding'>,
  callRoute: CallRoute,
  preHandlers: readonly preHandlerAsyncHookHandler[] = [],
): void => {
  const { useCases, config } = ctx;
  const perAddress = { rateLimit: { max: config.rateLimits.authPerMinute, timeWindow: '1 minute' } };
  app.route({
    method: endpoint.method,
    url: routePath(endpoint.path),
    ...(callRoute.limit === 'auth' ? { config: perAddress } : {}),
    ...(preHandlers.length > 0 ? { preHandler: [...preHandlers] } : {}),
    handler: async (request, reply) => {
      if (endpoint.encoding === 'json' && !isJsonContentType(request.headers['content-type'])) return sendFail(reply, 415, SERVER_MESSAGES.jsonOnly);
      const input = endpoint.encoding === 'json' ? request.body : { ...(request.query as object), ...(request.params as object) };
      return sendOutcome(request, reply, await callRoute.handle(useCases, input, request), (success) => success);
    },
  });
};

