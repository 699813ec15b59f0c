import { SAMPLE_THERAPISTS, type Clock } from '@manobal/core';
import { composeOutboxWorker } from '../../../server/src/notifications/compose-outbox-worker';
import { startSmtpInbox, type SmtpInbox } from './smtp-inbox';
import { createTestDatabase, type EngineName, type TestDatabase } from './test-databases';
import { startTestServer, type TestServer } from './test-server';

export type ComposedWorker = Awaited<ReturnType<typeof composeOutboxWorker>>;

/** A server sending through a real SMTP inbox, on a fresh database with the sample therapists, and one worker on its store. */
export interface OutboxServer {
  readonly db: TestDatabase;
  readonly server: TestServer;
  readonly inbox: SmtpInbox;
  readonly worker: ComposedWorker;
  close(): Promise<void>;
}

export const startOutboxServer = async (engine: EngineName, clock: Clock, now: Date, env: Readonly<Record<string, string>> = {}): Promise<OutboxServer> => {
  const inbox = await startSmtpInbox();
  const db = await createTestDatabase(engine);
  const server = await startTestServer(db, { clock, env: { SMTP_URL: inbox.url, PUBLIC_ORIGIN: 'https://manobal.test', SMTP_TIMEOUT_MS: '3000', ...env } });
  await server.store.therapists.seed(SAMPLE_THERAPISTS, now);
  const worker = await composeOutboxWorker({ config: server.config, store: server.store, clock, origin: server.baseUrl });
  return {
    db,
    server,
    inbox,
    worker,
    close: async () => {
      worker.sender.close?.();
      await server.close();
      await db.drop();
      await inbox.close();
    },
  };
};
