// What an open console does with the queue's live events: which request is new (announced and highlighted until
// someone takes it), which were seen already (a reconnect's catch-up repeats none), and when the list is read again.
import type { CallbackReason } from '../callbacks/callback.types';
import { isQueueOverdue } from './urgent-queue';
import { staffEventDataSchema, type StaffEventData } from './staff-events';

/** The live side of one console's queue: the last event it took, the requests that came in while it was open, the one to announce. */
export interface QueueLiveState {
  readonly lastEventId: number | null;
  /** Requests that arrived while the console was open and nobody has taken yet, newest last. */
  readonly fresh: readonly string[];
  /** The newest arrival, for the console's alert; null until one comes. */
  readonly announcement: { readonly eventId: number; readonly callbackId: string; readonly reason: CallbackReason } | null;
}

export const QUEUE_LIVE_START: QueueLiveState = { lastEventId: null, fresh: [], announcement: null };

/** What an event asks of the screen besides its live state: read the list again (every change does), and whether to alert. */
export interface QueueLiveStep {
  readonly state: QueueLiveState;
  /** False for an event already taken (a reconnect sends it again): nothing changed since. */
  readonly changed: boolean;
  /** A new request: the console makes itself heard. */
  readonly alert: boolean;
}

/**
 * One event applied: a new request is fresh and announced; a claim or an outcome takes it out of the fresh ones
 * (someone has it); a release leaves it as it was. An event at or before the last one taken changes nothing.
 */
export const queueLiveStep = (state: QueueLiveState, event: StaffEventData): QueueLiveStep => {
  if (state.lastEventId !== null && event.id <= state.lastEventId) return { state, changed: false, alert: false };
  const lastEventId = event.id;
  switch (event.type) {
    case 'callback-requested':
      return {
        state: {
          lastEventId,
          fresh: [...state.fresh.filter((id) => id !== event.callback_id), event.callback_id],
          announcement: { eventId: event.id, callbackId: event.callback_id, reason: event.reason },
        },
        changed: true,
        alert: true,
      };
    case 'callback-claimed':
    case 'callback-outcome':
      return { state: { ...state, lastEventId, fresh: state.fresh.filter((id) => id !== event.callback_id) }, changed: true, alert: false };
    case 'callback-released':
      return { state: { ...state, lastEventId }, changed: true, alert: false };
  }
};

/** An event's `data:` text as the stream sends it, or null for anything else (a console ignores what it cannot read). */
export const parseStaffEventText = (text: string): StaffEventData | null => {
  try {
    const parsed = staffEventDataSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
};

/** A listed call-back as the queue's rules read it (its wire view's names). */
interface ListedCallback {
  readonly id: string;
  readonly reason: CallbackReason;
  readonly created_at: string;
  readonly state: 'waiting' | 'claimed' | 'closed';
}

/** Whether a listed crisis request is overdue now, as the console's clock moves on after the list was read. */
export const isListedOverdue = (callback: ListedCallback, now: Date): boolean =>
  isQueueOverdue({ id: callback.id, reason: callback.reason, receivedAt: new Date(callback.created_at), queueState: callback.state }, now);
