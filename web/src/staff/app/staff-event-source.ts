import { STAFF_EVENTS_PATH } from '@manobal/core';

/**
 * Opens the urgent queue's event stream on the same origin, carrying the session cookie as every console call does.
 * The browser reconnects on its own and names the last event it saw (Last-Event-ID); a stream the browser gave up on
 * is opened again here with the last event seen in the address instead.
 */
export const openStaffEventSource = (lastEventId: number | null): EventSource => {
  const base = `${import.meta.env.VITE_API_BASE_URL ?? ''}${STAFF_EVENTS_PATH}`;
  return new EventSource(lastEventId === null ? base : `${base}?last_event_id=${lastEventId}`);
};
