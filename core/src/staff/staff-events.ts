// What every open console is told as it happens: a new call-back, a claim, a release, an outcome. Each event has a
// number that only grows, so a console that reconnects names the last one it saw and is sent every one after it.
import { z } from '../schema/zod';
import { STAFF_PATH } from '../api/endpoints';
import { CALLBACK_REASONS, type CallbackReason } from '../callbacks/callback.types';
import { CALLBACK_OUTCOMES, QUEUE_EVENT_TYPES, type CallbackOutcome, type QueueEventType, type QueueWorker } from './queue-standing';

/** The server-sent event stream of the care team's console (text/event-stream), for people who work call-backs. */
export const STAFF_EVENTS_PATH = `${STAFF_PATH}/events`;

/** An event as a use case records it, before the store numbers it. It names people by id and role, never a visitor's details. */
export interface NewStaffEvent {
  readonly type: QueueEventType;
  readonly callbackId: string;
  readonly reason: CallbackReason;
  readonly at: Date;
  /** Who claimed, released or recorded the outcome; null for a new request (the visitor asked). */
  readonly by: QueueWorker | null;
  readonly outcome: CallbackOutcome | null;
}

/** An event as kept: numbered 1, 2, 3… in the order the changes were committed. */
export interface StaffEvent extends NewStaffEvent {
  readonly id: number;
}

/** An event's `data:` line (JSON); the stream's `id:` line is the same number. */
export const staffEventDataSchema = z.object({
  id: z.number().int().min(1),
  type: z.enum(QUEUE_EVENT_TYPES),
  callback_id: z.string(),
  reason: z.enum(CALLBACK_REASONS),
  at: z.string().describe('ISO-8601 UTC'),
  by: z.object({ person_id: z.string(), name: z.string() }).nullable(),
  outcome: z.enum(CALLBACK_OUTCOMES).nullable(),
});
export type StaffEventData = z.output<typeof staffEventDataSchema>;

export const toStaffEventData = (event: StaffEvent): StaffEventData => ({
  id: event.id,
  type: event.type,
  callback_id: event.callbackId,
  reason: event.reason,
  at: event.at.toISOString(),
  by: event.by === null ? null : { person_id: event.by.personId, name: event.by.name },
  outcome: event.outcome,
});

/** A Last-Event-ID header or `?last_event_id=` as the number of the last event seen, or null when absent or not a number. */
export const parseLastEventId = (text: string | undefined): number | null => {
  if (text === undefined || !/^\d{1,15}$/.test(text.trim())) return null;
  return Number(text.trim());
};
