import type { DatabaseConnection, Dialect, Driver, QueryResult, TransactionSettings } from 'kysely';
import { err, ok, ResultAsync } from 'neverthrow';
import { STORE_UNAVAILABLE, type StoreUnavailable } from '@manobal/core';

/**
 * The store could not do its part through no fault of the request: the database went away or the disk is
 * full. The server answers 503 with Retry-After; sending again later can succeed.
 */
export class StoreUnavailableError extends Error {
  readonly code = 'STORE_UNAVAILABLE';

  constructor(cause: unknown) {
    super('The store is unavailable', { cause });
    this.name = 'StoreUnavailableError';
  }
}

/**
 * A store call as core's ports answer it: the store's own fault becomes the `store-unavailable` kind, which
 * the use case passes on; anything else (a bug, a constraint nobody expected) still throws.
 */
export const fromStore = <T>(work: () => Promise<T>): ResultAsync<T, StoreUnavailable> =>
  new ResultAsync(
    Promise.resolve()
      .then(work)
      .then(
        (value) => ok(value),
        (error: unknown) => {
          if (error instanceof StoreUnavailableError) return err(STORE_UNAVAILABLE);
          throw error;
        },
      ),
  );

const codeOf = (error: unknown): string => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' ? code : '';
};

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : '');

/**
 * Operating-system codes of a socket or disk that failed. Only errors raised by the database driver are
 * judged by these, so a visitor's own connection reset never reads as a database fault.
 */
const SYSTEM_FAULT_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', 'ENOSPC', 'EDQUOT', 'EIO']);

/** node-postgres says these in words only, with no code. */
const PG_FAULT_MESSAGES = [
  'Connection terminated',
  'Client has encountered a connection error',
  'Client was closed and is not queryable',
  'timeout exceeded when trying to connect',
];

/**
 * PostgreSQL (SQLSTATE): 08 connection exceptions, 53 insufficient resources (53100 disk full), 57P01-57P03
 * shutting down or not yet accepting connections, 58030 I/O error; plus the socket's own failures.
 */
export const isPostgresFault = (error: unknown): boolean => {
  const code = codeOf(error);
  if (/^(08|53)[0-9A-Z]{3}$/.test(code) || /^57P0[123]$/.test(code) || code === '58030' || SYSTEM_FAULT_CODES.has(code)) return true;
  const message = messageOf(error);
  return PG_FAULT_MESSAGES.some((start) => message.startsWith(start));
};

/**
 * SQLite: the disk is full or failing (SQLITE_FULL, SQLITE_IOERR_*), the file cannot be opened or written
 * (SQLITE_CANTOPEN, SQLITE_READONLY_*: a file system remounted read-only after errors), or another writer held
 * the lock past busy_timeout (SQLITE_BUSY_*).
 */
export const isSqliteFault = (error: unknown): boolean => {
  const code = codeOf(error);
  return (
    code === 'SQLITE_FULL' ||
    code === 'SQLITE_CANTOPEN' ||
    /^SQLITE_(IOERR|READONLY|BUSY)(_|$)/.test(code) ||
    SYSTEM_FAULT_CODES.has(code)
  );
};

const classify =
  (isFault: (error: unknown) => boolean) =>
  (error: unknown): never => {
    throw isFault(error) ? new StoreUnavailableError(error) : error;
  };

/** Runs `work`, classifying its failure; a driver may also throw before returning a promise (SQLite does). */
const classified = async <T>(work: () => Promise<T>, rethrow: (error: unknown) => never): Promise<T> => {
  try {
    return await work();
  } catch (error) {
    return rethrow(error);
  }
};

/**
 * Every query's failure passes through here, so a fault reaches the routes as a StoreUnavailableError whatever
 * the engine, and anything else (a unique violation, a bug) unchanged.
 */
class FaultClassifyingDriver implements Driver {
  readonly #inner: Driver;
  readonly #rethrow: (error: unknown) => never;
  /** The engine's driver releases its own connection objects, not the wrappers handed out here. */
  readonly #unwrapped = new WeakMap<DatabaseConnection, DatabaseConnection>();

  constructor(inner: Driver, isFault: (error: unknown) => boolean) {
    this.#inner = inner;
    this.#rethrow = classify(isFault);
  }

  init(): Promise<void> {
    return classified(() => this.#inner.init(), this.#rethrow);
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const connection = await classified(() => this.#inner.acquireConnection(), this.#rethrow);
    const rethrow = this.#rethrow;
    const wrapped: DatabaseConnection = {
      executeQuery: <R>(query: Parameters<DatabaseConnection['executeQuery']>[0]): Promise<QueryResult<R>> =>
        classified(() => connection.executeQuery<R>(query), rethrow),
      streamQuery: async function* <R>(...args: Parameters<DatabaseConnection['streamQuery']>): AsyncIterableIterator<QueryResult<R>> {
        try {
          yield* connection.streamQuery<R>(...args);
        } catch (error) {
          rethrow(error);
        }
      },
    };
    this.#unwrapped.set(wrapped, connection);
    return wrapped;
  }

  // Transactions and savepoints run their statements through the wrapper's executeQuery, which classifies them.
  beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    return this.#inner.beginTransaction(connection, settings);
  }

  commitTransaction(connection: DatabaseConnection): Promise<void> {
    return this.#inner.commitTransaction(connection);
  }

  rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    return this.#inner.rollbackTransaction(connection);
  }

  savepoint(...args: Parameters<NonNullable<Driver['savepoint']>>): Promise<void> {
    if (!this.#inner.savepoint) throw new Error('This engine has no savepoints');
    return this.#inner.savepoint(...args);
  }

  rollbackToSavepoint(...args: Parameters<NonNullable<Driver['rollbackToSavepoint']>>): Promise<void> {
    if (!this.#inner.rollbackToSavepoint) throw new Error('This engine has no savepoints');
    return this.#inner.rollbackToSavepoint(...args);
  }

  releaseSavepoint(...args: Parameters<NonNullable<Driver['releaseSavepoint']>>): Promise<void> {
    if (!this.#inner.releaseSavepoint) throw new Error('This engine has no savepoints');
    return this.#inner.releaseSavepoint(...args);
  }

  releaseConnection(connection: DatabaseConnection): Promise<void> {
    return this.#inner.releaseConnection(this.#unwrapped.get(connection) ?? connection);
  }

  destroy(): Promise<void> {
    return this.#inner.destroy();
  }
}

/** The same dialect, its faults reported as StoreUnavailableError. */
export const withStoreFaults = (dialect: Dialect, isFault: (error: unknown) => boolean): Dialect => ({
  createAdapter: () => dialect.createAdapter(),
  createDriver: () => new FaultClassifyingDriver(dialect.createDriver(), isFault),
  createQueryCompiler: () => dialect.createQueryCompiler(),
  createIntrospector: (db) => dialect.createIntrospector(db),
});

/** SQLite says SQLITE_CONSTRAINT_UNIQUE (or _PRIMARYKEY); PostgreSQL says 23505. */
export const isUniqueViolation = (error: unknown): boolean => {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY' || code === '23505';
};
