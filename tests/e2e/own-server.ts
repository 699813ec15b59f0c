import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { provisionStaffAdmin, type StoreLocation } from './staff-admin';

export interface OwnServer {
  readonly baseUrl: string;
  /** The personal access token of this server's own admin. */
  readonly staffToken: string;
  /** Its data directory (its SQLite store, unless DATABASE_URL was given). */
  readonly dataDir: string;
  /** Where scripts find its store: its data directory, with DATABASE_URL, DATA_KEY and JWT_SECRET when it was given them. */
  readonly store: StoreLocation;
  readonly stop: () => Promise<void>;
}

/** What of a server's environment says where its store is and how its rows are sealed and its tokens signed. */
const STORE_VARIABLES = ['DATABASE_URL', 'DATA_KEY', 'JWT_SECRET'] as const;

/**
 * The built server on a port and a fresh data directory of its own, with settings a spec needs that the shared
 * server does not have (no sample therapists, other care-team hours). Stop it when done: the directory goes too.
 * Several of them share one PostgreSQL when given the same DATABASE_URL, DATA_KEY and JWT_SECRET (as a deployment's
 * instances are); each has an admin of its own (named after `name`) in it.
 */
export const startOwnServer = async (name: string, env: Readonly<Record<string, string>>): Promise<OwnServer> => {
  const dataDir = await mkdtemp(join(process.env.E2E_DATA_DIR ?? '.tmp', '..', `e2e-${name}-`));
  const store: StoreLocation = { DATA_DIR: dataDir, ...Object.fromEntries(STORE_VARIABLES.flatMap((key) => (env[key] === undefined ? [] : [[key, env[key]]]))) };
  const staffToken = provisionStaffAdmin(store, `e2e-admin-${name}@manobal.test`);
  const child: ChildProcess = spawn(process.execPath, ['server/dist/main.js'], {
    env: {
      PATH: process.env.PATH ?? '',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SCRYPT_N: '1024',
      LOG_LEVEL: 'warn',
      ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const onData = (data: Buffer) => {
      output += data.toString();
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve(match[1]);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`the server ${name} exited (${code}): ${output}`)));
  });
  return {
    baseUrl,
    staffToken,
    dataDir,
    store,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
};
