// The baseline for every server figure: a bare Fastify app returning a constant, started exactly like the
// real server (node child process, 127.0.0.1, PORT from the environment, no logging).
import { requireFromServer } from './lib/paths.mjs';

const Fastify = requireFromServer('fastify');

const app = Fastify({ logger: false });
const CONSTANT = { ok: true };
app.get('/', async () => CONSTANT);

const close = () => app.close().then(() => process.exit(0));
process.once('SIGTERM', close);
process.once('SIGINT', close);

await app.listen({ port: Number(process.env.PORT ?? 0), host: process.env.HOST ?? '127.0.0.1' });
