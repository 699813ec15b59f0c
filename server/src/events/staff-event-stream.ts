import type { ServerResponse } from 'node:http';
import { toStaffEventData, type StaffEvent } from '@manobal/core';
import type { StaffEventLog } from '../store/staff-event-store';

/** A comment line this often keeps proxies and load balancers (60 s idle cuts are common) from closing the stream. */
export const HEARTBEAT_MS = 15_000;
/** Events read per query while catching up. */
const BATCH = 200;

/** One event as the stream sends it: its number (the browser's Last-Event-ID), and its data as one JSON line. */
export const eventFrame = (event: StaffEvent): string => `id: ${event.id}\ndata: ${JSON.stringify(toStaffEventData(event))}\n\n`;

/**
 * One open console's stream: it sends every event after the last one the console saw, in order, whenever it is woken
 * (a new event here or, through LISTEN, on another instance) and at each heartbeat. Reads are one at a time per
 * stream and each starts after the last event sent, so nothing is sent twice or skipped, whatever wakes it and when.
 * A read that fails (the database away) is tried again at the next wake or heartbeat.
 */
export const openEventStream = (options: {
  readonly log: StaffEventLog;
  readonly response: ServerResponse;
  readonly after: number;
  readonly retryMs: number;
  readonly heartbeatMs?: number;
  readonly onClose: () => void;
}): { readonly close: () => void } => {
  const { log, response } = options;
  let lastSent = options.after;
  let reading = false;
  let again = false;
  let closed = false;

  const pump = async (): Promise<void> => {
    if (closed) return;
    if (reading) {
      again = true;
      return;
    }
    reading = true;
    try {
      do {
        again = false;
        for (;;) {
          const events = await log.after(lastSent, BATCH);
          if (closed) return;
          for (const event of events) response.write(eventFrame(event));
          if (events.length > 0) lastSent = events.at(-1)!.id;
          if (events.length < BATCH) break;
        }
      } while (again && !closed);
    } catch {
      // The next wake-up or heartbeat reads again from the same place.
    } finally {
      reading = false;
    }
  };

  const unsubscribe = log.subscribe(() => void pump());
  const heartbeat = setInterval(() => {
    response.write(': heartbeat\n\n');
    void pump();
  }, options.heartbeatMs ?? HEARTBEAT_MS);
  heartbeat.unref();

  const close = (): void => {
    if (closed) return;
    closed = true;
    clearInterval(heartbeat);
    unsubscribe();
    if (!response.writableEnded) response.end();
    options.onClose();
  };
  response.on('close', close);
  response.write(`retry: ${options.retryMs}\n\n`);
  void pump();
  return { close };
};
