import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Everything the bench starts or creates, so it can all be undone on success, failure, Ctrl-C or a timeout.
 * Child processes are started detached (their own process group) and stopped by group id: only what the
 * bench itself started is ever signalled.
 */
const children = new Set();
const dirs = new Set();
const finalizers = [];

export const trackChild = (child) => {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
};

const signalGroup = (child, signal) => {
  if (child.exitCode !== null || child.signalCode !== null) return;
  try {
    process.kill(-child.pid, signal);
  } catch {
    try {
      child.kill(signal);
    } catch {
      // already gone
    }
  }
};

/** SIGTERM, then SIGKILL after `graceMs` if the process is still there. */
export const stopChild = (child, graceMs = 5000) =>
  new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      children.delete(child);
      resolve();
      return;
    }
    const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), graceMs);
    child.once('exit', () => {
      clearTimeout(timer);
      children.delete(child);
      resolve();
    });
    signalGroup(child, 'SIGTERM');
  });

export const makeTempDir = (prefix) => {
  const dir = mkdtempSync(join(tmpdir(), `manobal-bench-${prefix}-`));
  dirs.add(dir);
  return dir;
};

export const removeTempDir = (dir) => {
  rmSync(dir, { recursive: true, force: true });
  dirs.delete(dir);
};

/** An async undo step (drop a database, close a browser) run once by cleanupAll, newest first. */
export const onCleanup = (fn) => {
  const entry = { fn, done: false };
  finalizers.push(entry);
  return async () => {
    if (entry.done) return;
    entry.done = true;
    await fn();
  };
};

export const cleanupAll = async () => {
  for (const entry of finalizers.reverse()) {
    if (entry.done) continue;
    entry.done = true;
    try {
      await entry.fn();
    } catch (error) {
      console.error(`cleanup step failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  finalizers.length = 0;
  await Promise.all([...children].map((child) => stopChild(child, 3000)));
  for (const dir of [...dirs]) removeTempDir(dir);
};

/** Last resort when the process exits without cleanupAll: kill what is left and remove temp dirs. */
const cleanupSync = () => {
  for (const child of children) signalGroup(child, 'SIGKILL');
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
};

export const installExitHandlers = (onSignal) => {
  process.once('exit', cleanupSync);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
    process.once(signal, () => {
      console.error(`\nbench: ${signal} received, cleaning up…`);
      Promise.resolve(onSignal?.())
        .catch(() => undefined)
        .then(cleanupAll)
        .finally(() => process.exit(130));
    });
  }
};
