import { configOrExit } from './startup-config';
import { composeOutboxWorker } from './notifications/compose-outbox-worker';
import { openStore } from './store/open-store';

/**
 * The outbox worker alone (`npm run worker`, or `manobal worker`, which runs this file), for deployments that run it
 * apart from the web instances (which then set OUTBOX_WORKER=off). Any number may run: the claim keeps them from sending one row twice.
 */
const main = async (): Promise<void> => {
  const config = configOrExit();
  const store = await openStore(config);
  const worker = await composeOutboxWorker({
    config,
    store,
    clock: { now: () => new Date() },
    origin: `http://localhost:${config.port}`,
    onError: (error) => process.stderr.write(`outbox worker: the store did not answer (${error instanceof Error ? error.message : 'store-unavailable'}); trying again\n`),
  });
  worker.start(config.mail.pollMs);
  process.stdout.write(`Manobal outbox worker running (store: ${store.engine}, ${config.mail.smtpUrl ? 'SMTP' : 'local mailbox'})\n`);
  const keepAlive = setInterval(() => undefined, 60_000);
  let stopping = false;
  // Ctrl+C under `manobal worker` reaches this process twice (from the terminal and forwarded): the first one stops it.
  const shutdown = () => {
    if (stopping) return;
    stopping = true;
    clearInterval(keepAlive);
    void worker
      .stop()
      .then(() => worker.sender.close?.())
      .then(() => store.close())
      .then(() => process.exit(0), () => process.exit(1));
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
};

main().catch((error: unknown) => {
  process.stderr.write(`Manobal outbox worker failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
