import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';

/**
 * Where the operator's script (and a seeding script) finds a server's store: a data directory alone (its SQLite
 * store and generated secrets), or the environment that server has, DATA_DIR with DATABASE_URL and the shared
 * DATA_KEY and JWT_SECRET of several instances on one PostgreSQL.
 */
export type StoreLocation = string | (Readonly<Record<string, string>> & { readonly DATA_DIR: string });

/** The environment a script reading `store` runs with. */
export const storeEnvironment = (store: StoreLocation): Record<string, string> => {
  const env = typeof store === 'string' ? { DATA_DIR: store } : store;
  return { PATH: process.env.PATH ?? '', SCRYPT_N: '1024', LOG_LEVEL: 'warn', ...env };
};

const runAdmin = (store: StoreLocation, args: readonly string[]): string => {
  const env = storeEnvironment(store);
  mkdirSync(env.DATA_DIR ?? '', { recursive: true });
  return execFileSync('npx', ['tsx', 'server/src/admin/admin.ts', ...args], { env, encoding: 'utf8' });
};

/**
 * A one-time link that enrols a new administrator, as `npm run admin -- enrolment-link` prints it (the printed
 * link's origin is the admin script's own idea of the server; specs open `/staff/enrol#<code>` on theirs).
 */
export const printEnrolmentCode = (store: StoreLocation): string => {
  const printed = runAdmin(store, ['enrolment-link']);
  const code = /\/staff\/enrol#(\S+)/.exec(printed)?.[1];
  if (code === undefined) throw new Error(`npm run admin printed no enrolment link: ${printed}`);
  return code;
};

/**
 * Makes an admin in `store` with `npm run admin -- create-person … --token` (the operator's way, on the server's
 * own machine, no HTTP) and returns their personal access token: the last line it prints.
 */
export const provisionStaffAdmin = (store: StoreLocation, email = 'e2e-admin@manobal.test'): string => {
  const printed = runAdmin(store, ['create-person', '--email', email, '--name', 'E2E Admin', '--roles', 'admin', '--token', 'e2e']);
  const token = printed.trim().split('\n').at(-1) ?? '';
  if (!token.startsWith('mnb_pat_')) throw new Error(`npm run admin printed no token: ${printed}`);
  return token;
};
