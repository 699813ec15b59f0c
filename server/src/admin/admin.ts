import type { Clock } from '@manobal/core';
import { createAuditRecorder } from '../audit/audit-recorder';
import { createVisitorKeys } from '../audit/visitor-keys';
import { resolveSecrets } from '../auth/app-secrets';
import { loadConfig } from '../config';
import { openStore } from '../store/open-store';
import { ADMIN_HELP, runAdminCommand } from './admin-commands';

const systemClock: Clock = { now: () => new Date() };

/** `npm run admin -- <command>`: the server operator's commands over the server's own store. */
const main = async (): Promise<number> => {
  const argv = process.argv.slice(2);
  if (argv.length === 0 || argv[0] === 'help' || argv[0] === '--help') {
    process.stdout.write(`${ADMIN_HELP}\n`);
    return 0;
  }
  const loaded = loadConfig(process.env);
  if (loaded.isErr()) {
    process.stderr.write(`Configuration error: ${loaded.error.message}\n`);
    return 2;
  }
  const store = await openStore(loaded.value);
  try {
    // The same data key as the server's, so the rows' visitor keys match the ones the server writes.
    const { dataKey } = await resolveSecrets(loaded.value);
    const audit = createAuditRecorder({ log: store.auditLog, clock: systemClock, visitorKeyOf: createVisitorKeys(dataKey) });
    const outcome = await runAdminCommand(argv, { store, clock: systemClock, config: loaded.value, audit });
    (outcome.exitCode === 0 ? process.stdout : process.stderr).write(`${outcome.lines.join('\n')}\n`);
    return outcome.exitCode;
  } finally {
    await store.close();
  }
};

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`npm run admin failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
