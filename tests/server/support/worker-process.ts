import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { sql, type RawBuilder } from 'kysely';
import { CLI_BIN, REPO_ROOT } from '../../cli/cli-harness';
import { openRawDatabase, type TestDatabase } from './test-databases';

const WORKER_MAIN = join(REPO_ROOT, 'server', 'dist', 'worker.js');

/** How a deployment starts the worker: the server's own entry (`npm run worker`), or the CLI's `manobal worker`. */
export const WORKER_COMMANDS = { server: [WORKER_MAIN], cli: [CLI_BIN, 'worker'] } as const;

/** `npm run worker` as a child process over the test database, started once it says it runs. */
export interface WorkerProcess {
  readonly child: ChildProcess;
  output(): string;
  /** SIGTERM, and its exit code once it has stopped. */
  stop(): Promise<number | null>;
  /** SIGKILL, as a crash or the OOM killer does: no handler runs. */
  kill(): Promise<void>;
}

/** PostgreSQL: the application_name of every worker process's connections to this test database. */
const workerApplicationName = (db: TestDatabase): string => `manobal-worker-${db.schema ?? ''}`;

export const startWorkerProcess = async (
  db: TestDatabase,
  env: Readonly<Record<string, string>>,
  command: readonly string[] = WORKER_COMMANDS.server,
): Promise<WorkerProcess> => {
  const databaseUrl = db.databaseUrl === undefined ? undefined : `${db.databaseUrl}&application_name=${workerApplicationName(db)}`;
  const child = spawn(process.execPath, [...command], {
    cwd: REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', DATA_DIR: db.dataDir, SCRYPT_N: '1024', LOG_LEVEL: 'warn', ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await new Promise<void>((resolve, reject) => {
    const onData = (data: Buffer) => {
      output += data.toString();
      if (output.includes('outbox worker running')) resolve();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.once('exit', (code, signal) => reject(new Error(`worker exited (${code ?? signal}) before running: ${output}`)));
  });
  return {
    child,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      return exited;
    },
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
      await exited;
    },
  };
};

export interface OutboxRow {
  readonly id: string;
  readonly message_id: string;
  readonly recipient: string;
  readonly state: string;
  readonly attempts: number;
}

/** The outbox as the database holds it, read apart from any store (what a worker process wrote). */
export const outboxRows = async (db: TestDatabase): Promise<OutboxRow[]> => {
  const raw = openRawDatabase(db);
  try {
    const { rows } = await sql<OutboxRow>`select id, message_id, recipient, state, attempts from outbox order by created_at, id`.execute(raw);
    return rows.map((row) => ({ ...row, attempts: Number(row.attempts) }));
  } finally {
    await raw.destroy();
  }
};

/** Runs a statement on the test database apart from any store: time passing for a process that reads the real clock. */
export const runOnDatabase = async (db: TestDatabase, statement: RawBuilder<unknown>): Promise<void> => {
  const raw = openRawDatabase(db);
  try {
    await statement.execute(raw);
  } finally {
    await raw.destroy();
  }
};

/**
 * After a worker process was killed, ends what it left inside PostgreSQL: a statement it had sent and that waits on a
 * lock would otherwise still run once the lock is released (a backend does not notice its client is gone while it
 * waits). A machine that dies takes those with it; so does this. SQLite: the process was the connection, nothing is left.
 */
export const endKilledWorkerConnections = async (db: TestDatabase): Promise<void> => {
  if (db.engine !== 'postgres') return;
  const raw = openRawDatabase(db);
  const name = workerApplicationName(db);
  try {
    await sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = ${name}`.execute(raw);
    for (;;) {
      const { rows } = await sql<{ left: number }>`select count(*)::int as left from pg_stat_activity where application_name = ${name}`.execute(raw);
      if (Number(rows[0]?.left ?? 0) === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  } finally {
    await raw.destroy();
  }
};

/**
 * Holds a write lock on one outbox row (PostgreSQL: that row; SQLite: the database) until `release` is called, so
 * a worker that wants to mark it waits there.
 */
export const lockOutboxRow = async (db: TestDatabase, messageId: string): Promise<{ release(): Promise<void> }> => {
  const raw = openRawDatabase(db);
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let locked: () => void = () => undefined;
  const holding = new Promise<void>((resolve) => {
    locked = resolve;
  });
  const done = raw.transaction().execute(async (trx) => {
    await sql`update outbox set attempts = attempts where message_id = ${messageId}`.execute(trx);
    locked();
    await released;
  });
  await Promise.race([holding, done]);
  return {
    release: async () => {
      release();
      await done;
      await raw.destroy();
    },
  };
};
