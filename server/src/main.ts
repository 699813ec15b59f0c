import { randomUUID } from 'node:crypto';
import { enrolmentLink, SAMPLE_THERAPISTS, type Clock } from '@manobal/core';
import { buildApp } from './app';
import { configOrExit } from './startup-config';
import { composeOutboxWorker, mailboxDir } from './notifications/compose-outbox-worker';
import { pdfRendererAvailable } from './files/document-rebuilder';
import { createLocalFileStorage } from './files/local-file-storage';
import { sweepUnlinkedUploads } from './files/upload-sweeper';
import { openStore } from './store/open-store';
import { composeStaffPeopleUseCases } from './staff-auth/staff-people.use-cases';
import { createStaffSecrets } from './staff-auth/staff-secrets';

const systemClock: Clock = { now: () => new Date() };
const LEFTOVER_UPLOAD_AGE_MS = 60 * 60 * 1000;
/** How often uploads that nothing names are looked for (each is removed a day after it came). */
const UNLINKED_UPLOAD_SWEEP_MS = 60 * 60 * 1000;

/** Reads the environment, opens and migrates the store, listens, and shuts down cleanly on SIGTERM/SIGINT. */
const main = async (): Promise<void> => {
  const config = configOrExit();
  const store = await openStore(config);
  // The illustrative sample therapists, so a fresh start has a bookable directory; existing rows are never touched.
  if (config.seedSampleTherapists) await store.therapists.seed(SAMPLE_THERAPISTS, systemClock.now());
  const files = await createLocalFileStorage(config.uploadDir, systemClock);
  await files.sweepPending(LEFTOVER_UPLOAD_AGE_MS);
  const app = await buildApp({ config, store, clock: systemClock, files });
  const sweepUploads = () =>
    sweepUnlinkedUploads({ store, files, clock: systemClock }).then(
      (removed) => removed > 0 && app.log.info({ removed }, 'removed uploads that no application named within a day'),
      (error: unknown) => app.log.warn({ err: error }, 'sweeping unlinked uploads failed; trying again later'),
    );
  void sweepUploads();
  setInterval(() => void sweepUploads(), UNLINKED_UPLOAD_SWEEP_MS).unref();

  let outbox: Awaited<ReturnType<typeof composeOutboxWorker>> | undefined;
  let closing = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) {
      process.exit(1);
    }
    closing = true;
    app.log.info({ signal }, 'shutting down');
    void app
      .close()
      .then(() => outbox?.stop())
      .then(() => store.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);

  const address = await app.listen({ port: config.port, host: config.host });
  process.stdout.write(`Manobal is running at ${address} (store: ${store.engine})\n`);
  if (config.mail.worker) {
    outbox = await composeOutboxWorker({
      config,
      store,
      clock: systemClock,
      origin: address,
      onError: (error) => app.log.warn({ err: error }, 'outbox worker: the store did not answer; trying again'),
    });
    outbox.start(config.mail.pollMs);
    if (config.mail.smtpUrl === undefined) process.stdout.write(`No SMTP_URL: messages go to ${mailboxDir(config)} (the console's Sent messages)\n`);
  }
  if (config.staffToken !== undefined) {
    app.log.warn(
      'STAFF_TOKEN is set but opens nothing any more: staff are named people with personal access tokens (npm run admin -- create-person … --token NAME; manobal staff token-create). Remove STAFF_TOKEN.',
    );
  }
  // A store with no staff person yet: one link makes the first administrator, so `npm start` alone opens the console.
  const staff = composeStaffPeopleUseCases({ store, clock: systemClock, ids: { next: randomUUID }, secrets: createStaffSecrets() });
  const first = await staff.firstAdminEnrolment();
  if (first.isOk() && first.value !== null) {
    const link = enrolmentLink(config.publicOrigin ?? address, first.value.code);
    process.stdout.write(
      `No staff person yet. Open this one-time link (24 hours) to become the first administrator of the care team's console:\n  ${link}\n` +
        'It asks for your name, e-mail, a password and an authenticator app; `npm run admin -- enrolment-link` prints a new link.\n',
    );
  }
  if (!(await pdfRendererAvailable())) {
    app.log.warn('pdfinfo/pdftoppm (Debian package poppler-utils) or prlimit not found: every PDF upload will be refused until they are installed');
  }
};

main().catch((error: unknown) => {
  process.stderr.write(`Manobal server failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
