import { spawn } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { defaultWebDist, loadConfig, PRODUCTION_SCRYPT_N, TRUST_PROXY_TRUE_REFUSED } from '../../server/src/config';
import { REPO_ROOT } from '../cli/cli-harness';
import { REAL_CONTACT_SETTINGS } from '../../fixtures/contact-settings';

const load = (env: Record<string, string>) => loadConfig(env, '/srv/manobal');

describe('server configuration', () => {
  it('has safe defaults: 127.0.0.1:3000, ./data, SQLite, OWASP scrypt, no staff routes, no CORS, limits for shared addresses', () => {
    const config = load({})._unsafeUnwrap();
    expect(config).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: '/srv/manobal/data',
      uploadDir: '/srv/manobal/data/uploads',
      databaseUrl: undefined,
      staffToken: undefined,
      publicOrigin: undefined,
      scryptN: PRODUCTION_SCRYPT_N,
      trustProxy: false,
      corsOrigins: [],
      rateLimits: { formsPerMinute: 600, authPerMinute: 120, uploadPerMinute: 60, vitalsPerMinute: 1200, apiReadPerMinute: 600 },
      loginLock: { failures: 10, minutes: 15 },
      redisKeyPrefix: 'manobal-rate-limit-',
    });
    expect(config.webDist).toBe(defaultWebDist());
    expect(config.webDist.endsWith(join('web', 'dist'))).toBe(true);
  });

  it('reads every setting from the environment', () => {
    const config = load({
      PORT: '8080',
      HOST: '0.0.0.0',
      DATA_DIR: '/var/lib/manobal',
      DATABASE_URL: 'postgres://app@db:5432/manobal',
      REDIS_URL: 'redis://cache:6379',
      REDIS_KEY_PREFIX: 'manobal-staging:',
      CORS_ORIGINS: 'https://a.example, https://b.example',
      TRUST_PROXY: '2',
      RATE_LIMIT_AUTH: '5',
      RATE_LIMIT_FORMS: '900',
      LOGIN_LOCK_FAILURES: '6',
      LOGIN_LOCK_MINUTES: '30',
      STAFF_TOKEN: 'a-long-enough-staff-token',
    })._unsafeUnwrap();
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      dataDir: '/var/lib/manobal',
      databaseUrl: 'postgres://app@db:5432/manobal',
      redisUrl: 'redis://cache:6379',
      redisKeyPrefix: 'manobal-staging:',
      corsOrigins: ['https://a.example', 'https://b.example'],
      trustProxy: 2,
      staffToken: 'a-long-enough-staff-token',
      publicOrigin: undefined,
    });
    expect(config.rateLimits.authPerMinute).toBe(5);
    expect(config.rateLimits.formsPerMinute).toBe(900);
    expect(config.loginLock).toEqual({ failures: 6, minutes: 30 });
  });

  it.each([
    ['false', false],
    ['1', 1],
    ['10.0.0.0/8, 192.168.1.1', ['10.0.0.0/8', '192.168.1.1']],
  ])('reads TRUST_PROXY=%s', (value, expected) => {
    expect(load({ TRUST_PROXY: value })._unsafeUnwrap().trustProxy).toEqual(expected);
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ SCRYPT_N: '1000' }, 'SCRYPT_N'],
    [{ STAFF_TOKEN: 'short' }, 'STAFF_TOKEN'],
    [{ JWT_SECRET: 'too-short' }, 'JWT_SECRET'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ REDIS_KEY_PREFIX: 'has spaces' }, 'REDIS_KEY_PREFIX'],
  ])('refuses %j, naming the variable', (env, name) => {
    expect(load(env)._unsafeUnwrapErr().message).toMatch(new RegExp(`^${name}`));
  });

  it.each(['true', 'TRUE', ' true '])('refuses TRUST_PROXY=%j, asking for the hop count or the proxy addresses instead', (value) => {
    const message = load({ TRUST_PROXY: value })._unsafeUnwrapErr().message;
    expect(message).toBe(TRUST_PROXY_TRUE_REFUSED);
    expect(message).toMatch(/^TRUST_PROXY: .*number of proxies.*addresses/);
  });

  it('will not start with TRUST_PROXY=true, and says why on stderr', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', join('server', 'src', 'main.ts')], {
      cwd: REPO_ROOT,
      env: { PATH: process.env.PATH ?? '', TRUST_PROXY: 'true', PORT: '0', DATA_DIR: await mkdtemp(join(tmpdir(), 'manobal-trust-')) },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (data: Buffer) => (stderr += data.toString()));
    const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain(TRUST_PROXY_TRUE_REFUSED);
  });

  it('refuses a lowered scrypt cost in production', () => {
    expect(load({ NODE_ENV: 'production', SCRYPT_N: '1024' }).isErr()).toBe(true);
    expect(load({ NODE_ENV: 'production', ...REAL_CONTACT_SETTINGS }).isOk()).toBe(true);
  });
});
