import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { buildServer, REPO_ROOT } from '../../cli/cli-harness';
import type { TestDatabase } from './test-databases';
import { addTestAdmin } from './staff-people';

const SERVER_MAIN = join(REPO_ROOT, 'server', 'dist', 'main.js');

/** A server running as a child process: a crash (an unhandled 'error' event) is observable as an exit. */
export interface BuiltServer {
  readonly baseUrl: string;
  readonly child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far, for failure messages. */
  output(): string;
  alive(): boolean;
  stop(): Promise<void>;
}

export interface BuiltServerOptions {
  /** Added to DATABASE_URL's query (e.g. application_name), PostgreSQL only. */
  readonly databaseUrlParams?: Readonly<Record<string, string>>;
  /** Extra environment; the rate limits are the defaults unless set here. */
  readonly env?: Readonly<Record<string, string>>;
}

/** Spawns a server process (`args` after node) and resolves once it prints the address it listens on. */
export const startServerProcess = async (args: readonly string[], env: Readonly<Record<string, string>>): Promise<BuiltServer> => {
  const child = spawn(process.execPath, args, { cwd: REPO_ROOT, env: { PATH: process.env.PATH ?? '', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const baseUrl = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`server did not start: ${output}`));
    }, 30_000);
    const onData = (data: Buffer) => {
      output += data.toString();
      const match = /running at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1]);
      }
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code ?? signal}) before listening: ${output}`));
    });
  });
  return {
    baseUrl,
    child,
    output: () => output,
    alive: () => child.exitCode === null && child.signalCode === null,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      await exited;
    },
  };
};

/** Builds the server once per run, then starts the bundle on a free port over the test database. */
export const startBuiltServer = async (db: TestDatabase, options: BuiltServerOptions = {}): Promise<BuiltServer> => {
  await buildServer();
  // The test admin (TEST_STAFF_TOKEN) is in the store before the process opens it, as `npm run admin` would put them.
  const store = await db.open();
  try {
    await addTestAdmin(store);
  } finally {
    await store.close();
  }
  let databaseUrl = db.databaseUrl;
  if (databaseUrl && options.databaseUrlParams) {
    const query = new URLSearchParams(options.databaseUrlParams).toString();
    databaseUrl += `${databaseUrl.includes('?') ? '&' : '?'}${query}`;
  }
  return startServerProcess([SERVER_MAIN], {
    PORT: '0',
    HOST: '127.0.0.1',
    DATA_DIR: db.dataDir,
    WEB_DIST: join(db.dataDir, 'no-web-dist'),
    SCRYPT_N: '1024',
    LOG_LEVEL: 'warn',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...options.env,
  });
};
