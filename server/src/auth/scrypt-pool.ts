import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { ScryptOptions } from 'node:crypto';

/**
 * scrypt on threads of its own. Node's asynchronous scrypt runs on libuv's pool of four threads, which file
 * reads, compression and DNS share: logins at their rate limit (each hash about 0.4 s of CPU and 128 MiB) then
 * held every thread and pages, health and uploads waited behind them. Here hashing has its own workers, one
 * fewer than the machine's cores (at least one), so a core is always left for serving; extra requests queue.
 */
const WORKER_SOURCE = `
const { parentPort } = require('node:worker_threads');
const { scryptSync } = require('node:crypto');
parentPort.on('message', ({ id, password, salt, keyLength, options }) => {
  try {
    const key = scryptSync(password, Buffer.from(salt), keyLength, options);
    parentPort.postMessage({ id, key });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});
`;

interface Job {
  readonly id: number;
  readonly password: string;
  readonly salt: Buffer;
  readonly keyLength: number;
  readonly options: ScryptOptions;
  readonly resolve: (key: Buffer) => void;
  readonly reject: (error: Error) => void;
}

interface Reply {
  readonly id: number;
  readonly key?: Uint8Array;
  readonly error?: string;
}

const createScryptPool = (size: number) => {
  const idle: Worker[] = [];
  const busy = new Map<Worker, Job>();
  const queue: Job[] = [];
  let started = 0;
  let nextId = 0;

  const run = (worker: Worker, job: Job) => {
    // A thread with work keeps the process alive until it answers; an idle one never does.
    worker.ref();
    busy.set(worker, job);
    const { password, salt, keyLength, options, id } = job;
    worker.postMessage({ id, password, salt, keyLength, options });
  };
  const finish = (worker: Worker) => {
    busy.delete(worker);
    const next = queue.shift();
    if (next) run(worker, next);
    else {
      worker.unref();
      idle.push(worker);
    }
  };
  const start = (): Worker => {
    const worker = new Worker(WORKER_SOURCE, { eval: true, name: 'scrypt' });
    worker.on('message', ({ key, error }: Reply) => {
      const job = busy.get(worker);
      if (job) {
        if (key) job.resolve(Buffer.from(key.buffer, key.byteOffset, key.byteLength));
        else job.reject(new Error(error ?? 'scrypt failed'));
      }
      finish(worker);
    });
    worker.on('error', (error) => {
      // A thread that died is replaced on the next job; its own job fails rather than hangs.
      busy.get(worker)?.reject(error);
      busy.delete(worker);
      started -= 1;
      const next = queue.shift();
      if (next) run(start(), next);
    });
    started += 1;
    return worker;
  };

  return (password: string, salt: Buffer, keyLength: number, options: ScryptOptions): Promise<Buffer> =>
    new Promise((resolve, reject) => {
      const job: Job = { id: nextId++, password, salt, keyLength, options, resolve, reject };
      const worker = idle.pop() ?? (started < size ? start() : undefined);
      if (worker) run(worker, job);
      else queue.push(job);
    });
};

/** The process's hashing threads: one pool whatever number of apps a process builds (tests build many). */
export const scryptOnOwnThreads = createScryptPool(Math.max(1, availableParallelism() - 1));
