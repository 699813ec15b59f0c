import { createServer } from 'node:net';
import { loadOnce } from './http-load.mjs';
import { freePort } from './server-process.mjs';

/** A rate-limited read (the public therapist directory): its answer waits on the limiter before anything else. */
const LIMITED = '/api/v1/therapists';

/**
 * A rate-limited call while the shared limiter's Redis is unreachable (a closed port) and while it accepts
 * connections but never answers (the worse case: nothing fails, everything waits). The limiter gives Redis
 * 50 ms and then counts on the instance; the target is p99 under 100 ms.
 */
export const measureRedisDown = async ({ startServer, seconds, log }) => {
  const closedPort = await freePort();
  const sockets = new Set();
  const hung = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => {});
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise((resolve) => hung.listen(0, '127.0.0.1', resolve));
  const result = { target: 100 };
  try {
    for (const [label, port] of [
      ['closed', closedPort],
      ['hung', hung.address().port],
    ]) {
      log(`redis down (${label}): a limited call under load…`);
      const server = await startServer(`server (Redis ${label})`, `redis://127.0.0.1:${port}`);
      try {
        const run = await loadOnce({ url: `${server.origin}${LIMITED}`, connections: 10, durationSeconds: seconds });
        result[label] = { p50: run.p50, p99: run.p99, rps: run.rps, errors: run.errors, timeouts: run.timeouts, statusCodes: run.statusCodes };
        log(`  p50 ${run.p50} ms, p99 ${run.p99} ms, ${Math.round(run.rps)} req/s`);
      } finally {
        await server.stop();
      }
    }
  } finally {
    // Connections the stopped servers left are dropped; close() alone would wait for them.
    for (const socket of sockets) socket.destroy();
    hung.close();
  }
  return result;
};

export const redisDownSection = (down) =>
  down?.closed
    ? [
        '## A limited call while Redis is down',
        '',
        `\`GET ${LIMITED}\` on 10 connections with \`REDIS_URL\` pointing at a closed port, then at a server that accepts and never answers; target: p99 under ${down.target} ms.`,
        '',
        '| Redis | p50 | p99 | req/s |',
        '|---|---:|---:|---:|',
        ...['closed', 'hung'].filter((label) => down[label]).map((label) => `| ${label} | ${down[label].p50} ms | ${down[label].p99} ms | ${Math.round(down[label].rps)} |`),
        '',
      ].join('\n')
    : '';
