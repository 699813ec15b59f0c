import { afterAll, beforeAll } from 'vitest';
import { SAMPLE_THERAPISTS, type Clock } from '@manobal/core';
import { composeOutboxWorker } from '../../../server/src/notifications/compose-outbox-worker';
import { startSmtpInbox, type SmtpInbox } from './smtp-inbox';
import { createTestDatabase, type EngineName, type TestDatabase } from './test-databases';
import { startTestServer, type TestServer } from './test-server';

/** What a test of messages works with: the server, the SMTP server its mail goes to, and the outbox worker. */
export interface MailingServer {
  readonly server: TestServer;
  readonly inbox: SmtpInbox;
  /** Every message due by the clock's now is sent: the worker's passes at that moment. */
  deliver(): Promise<void>;
}

/**
 * For a describe block: a test server on `engine` whose mail goes to a real SMTP server started here, the sample
 * therapists seeded, and an outbox worker on the same clock. The returned object is filled in before the tests run.
 */
export const useMailingServer = (engine: EngineName, clock: Clock, env: Readonly<Record<string, string>> = {}): MailingServer => {
  let db: TestDatabase | undefined;
  let worker: Awaited<ReturnType<typeof composeOutboxWorker>> | undefined;
  const handle = { deliver: async () => void (await worker?.drain()) } as { server: TestServer; inbox: SmtpInbox; deliver(): Promise<void> };
  beforeAll(async () => {
    handle.inbox = await startSmtpInbox();
    db = await createTestDatabase(engine);
    handle.server = await startTestServer(db, { clock, env: { SMTP_URL: handle.inbox.url, SMTP_TIMEOUT_MS: '3000', ...env } });
    await handle.server.store.therapists.seed(SAMPLE_THERAPISTS, clock.now());
    worker = await composeOutboxWorker({ config: handle.server.config, store: handle.server.store, clock, origin: handle.server.baseUrl });
  });
  afterAll(async () => {
    worker?.sender.close?.();
    await handle.server?.close();
    await db?.drop();
    await handle.inbox?.close();
  });
  return handle;
};
