import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isMainThread } from 'node:worker_threads';
import { afterAll, beforeAll } from 'vitest';
import { openSqliteStore } from '../../server/src/store/kysely-sqlite';
import { SQLITE_FILE_NAME } from '../../server/src/store/open-store';
import { addStaffPerson } from '../server/support/staff-people';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));
export const CLI_BIN = join(REPO_ROOT, 'cli', 'bin', 'manobal.js');
const SERVER_MAIN = join(REPO_ROOT, 'server', 'dist', 'main.js');

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One build per test run, shared by every test file: the first file to get the lock builds, the rest wait. */
const runId = (): number => (isMainThread ? process.ppid : process.pid);

const buildOnce = async (workspace: string): Promise<void> => {
  const base = join(tmpdir(), `manobal-test-build-${workspace.replace(/\W/g, '-')}-${runId()}`);
  const done = `${base}.done`;
  const failed = `${base}.failed`;
  try {
    mkdirSync(`${base}.lock`);
  } catch {
    while (!existsSync(done) && !existsSync(failed)) await sleep(200);
    if (existsSync(failed)) throw new Error(`npm run build -w ${workspace} failed (see the first test file's output)`);
    return;
  }
  try {
    execFileSync('npm', ['run', 'build', '-w', workspace], { cwd: REPO_ROOT, stdio: 'pipe' });
    writeFileSync(done, '');
  } catch (error) {
    writeFileSync(failed, '');
    throw error;
  }
};

export const buildCli = (): Promise<void> => buildOnce('@manobal/cli');
export const buildServer = (): Promise<void> => buildOnce('@manobal/server');

export interface CliRun {
  readonly code: number | null;
  readonly stdout: string;
  readonly stderr: string;
}

export interface CliRunOptions {
  /** Text piped to stdin (stdin is never a terminal here). */
  readonly input?: string;
  readonly env?: Readonly<Record<string, string | undefined>>;
  readonly cwd?: string;
}

/** Runs the built `manobal` binary as a subprocess. */
export const runBuiltCli = (args: readonly string[], options: CliRunOptions = {}): Promise<CliRun> =>
  new Promise((resolve, reject) => {
    const env: Record<string, string | undefined> = { ...process.env, MANOBAL_API_URL: undefined, NO_COLOR: undefined, ...options.env };
    const child = spawn(process.execPath, [CLI_BIN, ...args], {
      cwd: options.cwd ?? REPO_ROOT,
      env: Object.fromEntries(Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined)),
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(options.input ?? '');
  });

export interface ClosingReaderOptions {
  /** When the reader stops reading stdout: as soon as the process starts, or after the first line (`| head -1`). */
  readonly closeStdout?: 'at-once' | 'after-first-line';
  /** Close stderr as soon as the process starts (`2>&- `-like: every write to it fails). */
  readonly closeStderr?: boolean;
}

/**
 * Runs the built binary with a reader that stops reading early, as `manobal … | head -1` does: the process
 * then writes into a closed pipe (EPIPE). Returns what arrived before the close, and all of stderr unless it
 * was closed too.
 */
export const runBuiltCliClosingOutput = (args: readonly string[], options: ClosingReaderOptions): Promise<CliRun> =>
  new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI_BIN, ...args], {
      cwd: REPO_ROOT,
      env: Object.fromEntries(Object.entries({ ...process.env, NO_COLOR: '1' }).filter((e): e is [string, string] => e[1] !== undefined && e[0] !== 'MANOBAL_API_URL')),
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    if (options.closeStdout === 'at-once') child.stdout.destroy();
    else {
      child.stdout.on('data', (chunk: Buffer) => {
        stdout += chunk.toString('utf8');
        const newline = stdout.indexOf('\n');
        if (newline >= 0 && options.closeStdout === 'after-first-line') {
          stdout = stdout.slice(0, newline + 1);
          child.stdout.destroy();
        }
      });
    }
    if (options.closeStderr) child.stderr.destroy();
    else child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    child.stdin.end('');
  });

/** A TCP server that accepts every connection and never answers: a stuck API. */
export const startSilentServer = async (): Promise<{ url: string; stop: () => Promise<void> }> => {
  const sockets = new Set<Socket>();
  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    // Reads (and drops) what arrives, so an upload is not held up by a full buffer: only the answer never comes.
    socket.resume();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
};

/** A scratch directory removed by the returned function. */
export const scratchDir = (): { dir: string; remove: () => void } => {
  const dir = mkdtempSync(join(tmpdir(), 'manobal-cli-test-'));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
};

export const writeJson = (dir: string, name: string, value: unknown): string => {
  const path = join(dir, name);
  writeFileSync(path, JSON.stringify(value));
  return path;
};

/** A TCP port nothing listens on right now. */
export const freePort = (): Promise<number> =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });

export interface RunningServer {
  readonly url: string;
  /** Reads one staff collection (bookings, referrals, contacts, volunteers, applications, users). */
  staff(collection: string): Promise<Record<string, unknown>[]>;
  stop(): Promise<void>;
}

/** Starts the built API server on a free port with a fresh SQLite store in a temp directory. */
export const startBuiltServer = async (): Promise<RunningServer> => {
  const port = await freePort();
  const data = scratchDir();
  // An admin straight in the fresh store (as `npm run admin -- create-person … --token` makes one).
  const store = await openSqliteStore(join(data.dir, SQLITE_FILE_NAME));
  const { token: staffToken } = await addStaffPerson(store, { roles: ['admin'] }).finally(() => store.close());
  const child = spawn(process.execPath, [SERVER_MAIN], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: data.dir,
      SCRYPT_N: '1024',
      LOG_LEVEL: 'silent',
      NODE_ENV: 'test',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited (${child.exitCode}):\n${output}`);
    try {
      const response = await fetch(`${url}/api/v1/health`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill();
      throw new Error(`The server did not become healthy:\n${output}`);
    }
    await sleep(100);
  }

  return {
    url,
    staff: async (collection) => {
      const response = await fetch(`${url}/api/v1/staff/${collection}?limit=100`, { headers: { Authorization: `Bearer ${staffToken}` } });
      const body = (await response.json()) as { success: boolean; data?: { items?: Record<string, unknown>[] } };
      if (!response.ok || !body.success) throw new Error(`GET staff/${collection} answered ${response.status}`);
      return body.data?.items ?? [];
    },
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
      data.remove();
    },
  };
};

/**
 * For a test file that drives the built CLI against the built server: both are built and the server started before
 * its tests, stopped (and the scratch directory removed) after them. Read `url` and `staff` inside tests.
 */
export const useBuiltServer = (): Omit<RunningServer, 'stop'> & { readonly scratch: ReturnType<typeof scratchDir> } => {
  let running: RunningServer | undefined;
  const scratch = scratchDir();
  const started = (): RunningServer => {
    if (!running) throw new Error('The built server is not running: read it inside a test.');
    return running;
  };
  beforeAll(async () => {
    await Promise.all([buildCli(), buildServer()]);
    running = await startBuiltServer();
  });
  afterAll(async () => {
    await running?.stop();
    scratch.remove();
  });
  return {
    scratch,
    get url() {
      return started().url;
    },
    staff: (collection) => started().staff(collection),
  };
};
