import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { stopChild, trackChild } from './resources.mjs';

export const HOST = '127.0.0.1';

/** A port nothing listens on right now (the OS picks it). */
export const freePort = () =>
  new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, HOST, () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });

/**
 * Starts `node <script>` on 127.0.0.1 and a free port, and waits until GET `readyPath` answers 2xx.
 * Resolves with { origin, port, child, logs(), stop() }; rejects (after stopping it) when the process
 * exits early or is not ready within `readyTimeoutMs`.
 */
export const startNodeServer = async ({ name, script, env, readyPath, readyTimeoutMs = 30_000 }) => {
  const port = await freePort();
  const child = trackChild(
    spawn(process.execPath, [script], {
      env: { ...env, PORT: String(port), HOST },
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    }),
  );
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk.toString()).slice(-8000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const origin = `http://${HOST}:${port}`;
  const stop = () => stopChild(child);

  const deadline = Date.now() + readyTimeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`${name} exited before it was ready (code ${child.exitCode ?? child.signalCode}):\n${output.trim()}`);
    }
    try {
      const response = await fetch(`${origin}${readyPath}`, { signal: globalThis.AbortSignal.timeout(2000) });
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${name} was not ready within ${readyTimeoutMs / 1000} s:\n${output.trim()}`);
    }
    await sleep(200);
  }
  return { name, origin, port, child, logs: () => output, stop };
};
