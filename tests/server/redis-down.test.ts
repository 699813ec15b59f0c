import { createServer, type Server, type Socket } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { ENDPOINTS, HEALTH_PATH } from '@manobal/core';
import { aValidLogin } from '../../fixtures/forms';
import { createTestDatabase, describeEachEngine, type TestDatabase } from './support/test-databases';
import { startTestServer, useTestServer, type TestServer } from './support/test-server';

/** A port nothing listens on: bound, then closed again. */
const closedPort = async (): Promise<number> => {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
};

/** A TCP server on a free loopback port that hands each connection to `onSocket`, and closes them all at the end. */
const fakeServer = async (onSocket: (socket: Socket) => void = () => undefined): Promise<{ port: number; close: () => Promise<void> }> => {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('error', () => undefined);
    onSocket(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as { port: number }).port,
    close: async () => {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
};

/** A server that accepts connections and never answers a byte: Redis hung, or a firewall that black-holes. */
const silentServer = () => fakeServer();

const REDIS_INFO = '# Server\r\nloading:0\r\n';
/**
 * A Redis that completes the handshake (answers INFO as a ready server does) and then never answers a command:
 * the connection looks ready, so only the limiter's own time bound can notice.
 */
const hangingRedis = () =>
  fakeServer((socket) =>
    socket.on('data', (data: Buffer) => {
      if (/info/i.test(data.toString())) socket.write(`$${Buffer.byteLength(REDIS_INFO)}\r\n${REDIS_INFO}\r\n`);
    }),
  );

const RATE_LIMIT_AUTH = 5;
const CASES = ['a closed port', 'a server that never answers', 'a Redis that hangs after its handshake'] as const;
/** Generous on purpose: this checks that a limited call answers, not how fast (the bench measures that). */
const ANSWERS_WITHIN_MS = 1000;

describeEachEngine('rate limits with REDIS_URL set and Redis down', (engine) => {
  let db: TestDatabase;
  let silent: Awaited<ReturnType<typeof silentServer>>;
  let hanging: Awaited<ReturnType<typeof hangingRedis>>;
  const servers: Record<string, TestServer> = {};

  beforeAll(async () => {
    db = await createTestDatabase(engine);
    silent = await silentServer();
    hanging = await hangingRedis();
    const env = (port: number) => ({ REDIS_URL: `redis://127.0.0.1:${port}`, RATE_LIMIT_AUTH: String(RATE_LIMIT_AUTH) });
    servers['a closed port'] = await startTestServer(db, { env: env(await closedPort()) });
    servers['a server that never answers'] = await startTestServer(db, { env: env(silent.port) });
    servers['a Redis that hangs after its handshake'] = await startTestServer(db, { env: env(hanging.port) });
  });
  afterAll(async () => {
    for (const server of Object.values(servers)) await server.close();
    await silent?.close();
    await hanging?.close();
    await db?.drop();
  });

  it.each(CASES)('with %s, every limited call answers at once, and the limit still holds on this instance', async (which) => {
    const server = servers[which]!;
    const answers: { status: number; ms: number }[] = [];
    for (let attempt = 0; attempt < RATE_LIMIT_AUTH + 3; attempt += 1) {
      const started = performance.now();
      const answer = await server.post(ENDPOINTS.login.path, aValidLogin({ email: `nobody-${attempt}@example.in`, password: 'not-a-password' }));
      answers.push({ status: answer.status, ms: performance.now() - started });
    }
    expect(answers.every(({ ms }) => ms < ANSWERS_WITHIN_MS), JSON.stringify(answers)).toBe(true);
    expect(answers.slice(0, RATE_LIMIT_AUTH).map(({ status }) => status)).toEqual(Array(RATE_LIMIT_AUTH).fill(401));
    expect(answers.slice(RATE_LIMIT_AUTH).map(({ status }) => status)).toEqual([429, 429, 429]);
  });

  it.each(CASES)('with %s, health stays 200 and says the limiter is degraded', async (which) => {
    const health = await servers[which]!.get(HEALTH_PATH);
    expect(health.status).toBe(200);
    expect(health.json.data.limiter).toBe('degraded');
  });
});

describeEachEngine('health names how rate limits are counted', (engine) => {
  const running = useTestServer(engine);

  it('says local without REDIS_URL', async () => {
    expect((await running().get(HEALTH_PATH)).json.data.limiter).toBe('local');
  });
});
