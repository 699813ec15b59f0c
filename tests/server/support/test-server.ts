import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import type { Clock } from '@manobal/core';
import { buildApp, type AppDeps } from '../../../server/src/app';
import { loadConfig, type ServerConfig } from '../../../server/src/config';
import { createLocalFileStorage } from '../../../server/src/files/local-file-storage';
import type { Store } from '../../../server/src/store/store.port';
import { createTestDatabase, type EngineName, type TestDatabase } from './test-databases';
import { addStaffPerson, addTestAdmin, TEST_STAFF_TOKEN, type StaffPersonOptions } from './staff-people';

export { TEST_STAFF_TOKEN } from './staff-people';

export interface TestServer {
  readonly baseUrl: string;
  readonly app: FastifyInstance;
  readonly store: Store;
  readonly config: ServerConfig;
  /** POST a JSON value (or raw text with its own content type). */
  post(path: string, body: unknown, headers?: Record<string, string>): Promise<TestResponse>;
  postRaw(path: string, body: string | FormData | Uint8Array<ArrayBuffer>, headers?: Record<string, string>): Promise<TestResponse>;
  get(path: string, headers?: Record<string, string>): Promise<TestResponse>;
  /** GET with the test admin's personal access token (TEST_STAFF_TOKEN). */
  staffGet(path: string): Promise<TestResponse>;
  /** A new staff person with these roles (and therapist entry), and their personal access token. */
  staffPerson(options: StaffPersonOptions): Promise<{ readonly personId: string; readonly token: string; readonly email: string }>;
  close(): Promise<void>;
}

export interface TestResponse {
  readonly status: number;
  readonly headers: Headers;
  readonly text: string;
  /** Parsed JSON, or undefined when the body is not JSON. */
  readonly json: any; // eslint-disable-line @typescript-eslint/no-explicit-any
}

const systemClock: Clock = { now: () => new Date() };

/**
 * Settings for tests: cheap scrypt, no website unless asked (the staff admin is a person in the store). The rate limits are the
 * defaults a deployment gets, so a limit that would stop real visitors stops the tests too.
 */
export const TEST_ENV: Readonly<Record<string, string>> = {
  SCRYPT_N: '1024',
  LOG_LEVEL: 'silent',
};

const read = async (response: Response): Promise<TestResponse> => {
  const text = await response.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, text, json };
};

export interface StartOptions {
  /** Environment overrides (merged over TEST_ENV); a value of '' removes a setting. */
  readonly env?: Readonly<Record<string, string>>;
  readonly clock?: Clock;
  readonly knownRoutes?: readonly string[];
  /** pino options for tests that read the logs; silent otherwise. */
  readonly logger?: AppDeps['logger'];
  /** The therapist directory as booking reads it (appointment tests). */
  readonly therapists?: AppDeps['therapists'];
  /** false: no test admin (a store with no staff person, as on a first start). */
  readonly staffAdmin?: boolean;
}

/** Opens the database's store and serves the app on a real port (127.0.0.1, port 0). */
export const startTestServer = async (db: TestDatabase, options: StartOptions = {}): Promise<TestServer> => {
  const env = { ...TEST_ENV, DATA_DIR: db.dataDir, WEB_DIST: join(db.dataDir, 'no-web-dist'), ...options.env };
  const loaded = loadConfig(env);
  if (loaded.isErr()) throw new Error(loaded.error.message);
  const config = loaded.value;
  const clock = options.clock ?? systemClock;
  const store = await db.open();
  if (options.staffAdmin !== false) await addTestAdmin(store);
  const files = await createLocalFileStorage(config.uploadDir, clock);
  const app = await buildApp({ config, store, clock, files, logger: options.logger ?? false, ...(options.knownRoutes ? { knownRoutes: options.knownRoutes } : {}), ...(options.therapists ? { therapists: options.therapists } : {}) });
  const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });

  const postRaw = async (path: string, body: string | FormData | Uint8Array<ArrayBuffer>, headers: Record<string, string> = {}) =>
    read(await fetch(`${baseUrl}${path}`, { method: 'POST', body, headers }));

  return {
    baseUrl,
    app,
    store,
    config,
    post: (path, body, headers = {}) => postRaw(path, JSON.stringify(body), { 'content-type': 'application/json', ...headers }),
    postRaw,
    get: async (path, headers = {}) => read(await fetch(`${baseUrl}${path}`, { headers })),
    staffGet: async (path) => read(await fetch(`${baseUrl}${path}`, { headers: { authorization: `Bearer ${TEST_STAFF_TOKEN}` } })),
    staffPerson: (person) => addStaffPerson(store, person),
    close: async () => {
      await app.close();
      await store.close();
    },
  };
};

/**
 * A server on a fresh database of `engine`, started before the suite's tests and stopped (database dropped)
 * after them. Call the returned function inside tests.
 */
export const useTestServer = (engine: EngineName, options: StartOptions = {}): (() => TestServer) => {
  let db: TestDatabase | undefined;
  let server: TestServer | undefined;
  beforeAll(async () => {
    db = await createTestDatabase(engine);
    server = await startTestServer(db, options);
  });
  afterAll(async () => {
    await server?.close();
    await db?.drop();
  });
  return () => {
    if (!server) throw new Error('The test server has not started');
    return server;
  };
};
