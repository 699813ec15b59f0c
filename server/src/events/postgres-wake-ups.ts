import pg from 'pg';
import { STAFF_EVENTS_CHANNEL } from '../store/callback-request-store';
import type { RemoteWakeUps } from '../store/kysely-store';

const FIRST_RETRY_MS = 500;
const LAST_RETRY_MS = 10_000;

/**
 * PostgreSQL's LISTEN on one connection of its own (outside the pool, so streams never take a connection a visitor's
 * request needs): every instance's NOTIFY wakes this instance's streams, which then read the events from the table.
 * A lost connection is opened again with a growing pause, and each (re)connection wakes the streams once, so what
 * was committed while nobody listened is read too.
 */
export const postgresWakeUps =
  (config: pg.ClientConfig): RemoteWakeUps =>
  (wake) => {
    let client: pg.Client | null = null;
    let closed = false;
    let retry: NodeJS.Timeout | null = null;
    let pause = FIRST_RETRY_MS;

    const later = (): void => {
      if (closed || retry !== null) return;
      retry = setTimeout(() => {
        retry = null;
        void connect();
      }, pause);
      retry.unref();
      pause = Math.min(pause * 2, LAST_RETRY_MS);
    };

    const connect = async (): Promise<void> => {
      const next = new pg.Client(config);
      next.on('notification', () => wake());
      // An 'error' nobody listens to ends the process; 'end' follows it and reconnects.
      next.on('error', () => undefined);
      next.once('end', () => {
        if (client === next) client = null;
        later();
      });
      try {
        await next.connect();
        await next.query(`listen ${STAFF_EVENTS_CHANNEL}`);
      } catch {
        await next.end().catch(() => undefined);
        later();
        return;
      }
      if (closed) return void (await next.end().catch(() => undefined));
      client = next;
      pause = FIRST_RETRY_MS;
      wake();
    };

    void connect();
    return {
      close: async () => {
        closed = true;
        if (retry !== null) clearTimeout(retry);
        await client?.end().catch(() => undefined);
      },
    };
  };
