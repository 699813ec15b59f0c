import { performance } from 'node:perf_hooks';
import { scrypt } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { ROOT } from './paths.mjs';
import { median } from './stats.mjs';

const HASHER = join(ROOT, 'server', 'src', 'auth', 'password-hasher.ts');
const CONFIG = join(ROOT, 'server', 'src', 'config.ts');

/** OWASP's scrypt set, used when the server does not say otherwise. */
const FALLBACK = { N: 2 ** 17, r: 8, p: 1 };

/**
 * The production parameters as the server defines them (PRODUCTION_SCRYPT_N and, when exported,
 * SCRYPT_R / SCRYPT_P or PRODUCTION_SCRYPT_PARAMETERS), and the server's own hash function when it exists.
 */
export const loadHasher = async () => {
  const params = { ...FALLBACK };
  const sources = [];
  if (existsSync(CONFIG)) {
    const config = await tsImport(CONFIG, import.meta.url);
    if (config.PRODUCTION_SCRYPT_PARAMETERS) Object.assign(params, config.PRODUCTION_SCRYPT_PARAMETERS);
    if (typeof config.PRODUCTION_SCRYPT_N === 'number') params.N = config.PRODUCTION_SCRYPT_N;
    if (typeof config.SCRYPT_R === 'number') params.r = config.SCRYPT_R;
    if (typeof config.SCRYPT_P === 'number') params.p = config.SCRYPT_P;
    sources.push('server/src/config.ts');
  }
  if (existsSync(HASHER)) {
    const { createPasswordHasher } = await tsImport(HASHER, import.meta.url);
    const hasher = createPasswordHasher(params);
    sources.push('server/src/auth/password-hasher.ts');
    return { params, hash: (password) => hasher.hash(password), source: sources.join(' + ') };
  }
  const maxmem = 256 * params.N * params.r + 1024 * 1024;
  const hash = (password) =>
    new Promise((resolve, reject) =>
      scrypt(password, 'bench-salt-16-by', 32, { ...params, maxmem }, (error, key) => (error ? reject(error) : resolve(key))),
    );
  return { params, hash, source: `node:crypto scrypt (${sources.join(' + ') || 'no server source'})` };
};

const batch = async (hash, count, concurrency) => {
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < count) {
      next += 1;
      await hash(`correct horse battery staple ${next}`);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return count / ((performance.now() - started) / 1000);
};

/**
 * Hashes per second at the production cost: one at a time (the latency of a login) and with `concurrency`
 * hashes in flight (libuv's default thread pool of 4: the login capacity of one server process).
 */
export const scryptRate = async ({ runs = 3, hashesPerRun = 8, concurrency = 4 } = {}) => {
  const hasher = await loadHasher();
  await hasher.hash('warm-up');
  const sequential = [];
  const parallel = [];
  for (let i = 0; i < runs; i += 1) {
    sequential.push(await batch(hasher.hash, Math.max(2, hashesPerRun / 2), 1));
    parallel.push(await batch(hasher.hash, hashesPerRun, concurrency));
  }
  const perSecond = median(parallel);
  return {
    params: hasher.params,
    source: hasher.source,
    concurrency,
    sequentialPerSecond: median(sequential),
    msPerHash: 1000 / median(sequential),
    perSecond,
    loginsPerMinute: perSecond * 60,
    perRun: { sequential, parallel },
  };
};
