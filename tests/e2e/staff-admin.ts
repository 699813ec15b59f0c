import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';

const runAdmin = (dataDir: string, args: readonly string[]): string => {
  mkdirSync(dataDir, { recursive: true });
  return execFileSync('npx', ['tsx', 'server/src/admin/admin.ts', ...args], {
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, SCRYPT_N: '1024', LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
};

/**
 * A one-time link that enrols a new administrator, as `npm run admin -- enrolment-link` prints it (the printed
 * link's origin is the admin script's own idea of the server; specs open `/staff/enrol#<code>` on theirs).
 */
export const printEnrolmentCode = (dataDir: string): string => {
  const printed = runAdmin(dataDir, ['enrolment-link']);
  const code = /\/staff\/enrol#(\S+)/.exec(printed)?.[1];
  if (code === undefined) throw new Error(`npm run admin printed no enrolment link: ${printed}`);
  return code;
};

/**
 * Makes an admin in the store under `dataDir` with `npm run admin -- create-person … --token` (the operator's way,
 * on the server's own machine, no HTTP) and returns their personal access token: the last line it prints.
 */
export const provisionStaffAdmin = (dataDir: string, email = 'e2e-admin@manobal.test'): string => {
  const printed = runAdmin(dataDir, ['create-person', '--email', email, '--name', 'E2E Admin', '--roles', 'admin', '--token', 'e2e']);
  const token = printed.trim().split('\n').at(-1) ?? '';
  if (!token.startsWith('mnb_pat_')) throw new Error(`npm run admin printed no token: ${printed}`);
  return token;
};
