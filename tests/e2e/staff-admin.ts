import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';

/**
 * Makes an admin in the store under `dataDir` with `npm run admin -- create-person … --token` (the operator's way,
 * on the server's own machine, no HTTP) and returns their personal access token: the last line it prints.
 */
export const provisionStaffAdmin = (dataDir: string, email = 'e2e-admin@manobal.test'): string => {
  mkdirSync(dataDir, { recursive: true });
  const printed = execFileSync('npx', ['tsx', 'server/src/admin/admin.ts', 'create-person', '--email', email, '--name', 'E2E Admin', '--roles', 'admin', '--token', 'e2e'], {
    env: { PATH: process.env.PATH ?? '', DATA_DIR: dataDir, SCRYPT_N: '1024', LOG_LEVEL: 'warn' },
    encoding: 'utf8',
  });
  const token = printed.trim().split('\n').at(-1) ?? '';
  if (!token.startsWith('mnb_pat_')) throw new Error(`npm run admin printed no token: ${printed}`);
  return token;
};
