import { KOLKATA_UTC_OFFSET_MINUTES } from '../calendar/kolkata-time';
import type { AppointmentStatus } from '../booking/appointment.types';
import { isReminder, type MessageTemplateId, type ReminderTemplateId } from './notification.types';

const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;

/** How long before the session each reminder goes. */
export const REMINDER_LEAD_MINUTES: Readonly<Record<ReminderTemplateId, number>> = {
  'reminder-24h': 24 * 60,
  'reminder-2h': 2 * 60,
};

/**
 * Quiet hours in IST (minutes since midnight): no reminder or digest is sent from 21:00 to 08:00. A reminder that
 * would fall in them goes at `eveningMinutes` (20:00) on the evening the quiet hours began instead. What answers a
 * person's own action, and crisis alerts to the care team, ignore them.
 */
export const QUIET_HOURS = { startMinutes: 21 * 60, endMinutes: 8 * 60, eveningMinutes: 20 * 60 } as const;

/** Minutes since IST midnight of an instant, and the instant of that IST midnight. */
const kolkataDay = (instant: Date): { readonly midnight: number; readonly minutes: number } => {
  const shifted = instant.getTime() + KOLKATA_UTC_OFFSET_MINUTES * MS_PER_MINUTE;
  const sinceMidnight = ((shifted % MS_PER_DAY) + MS_PER_DAY) % MS_PER_DAY;
  return { midnight: instant.getTime() - sinceMidnight, minutes: Math.floor(sinceMidnight / MS_PER_MINUTE) };
};

export const inQuietHours = (instant: Date): boolean => {
  const { minutes } = kolkataDay(instant);
  return minutes >= QUIET_HOURS.startMinutes || minutes < QUIET_HOURS.endMinutes;
};

/** The instant itself outside quiet hours; 20:00 IST of the evening the quiet hours began otherwise. */
export const outsideQuietHours = (instant: Date): Date => {
  if (!inQuietHours(instant)) return instant;
  const { midnight, minutes } = kolkataDay(instant);
  const eveningDay = minutes >= QUIET_HOURS.startMinutes ? midnight : midnight - MS_PER_DAY;
  return new Date(eveningDay + QUIET_HOURS.eveningMinutes * MS_PER_MINUTE);
};

/**
 * The instant itself outside quiet hours; 08:00 IST when they end otherwise. What nobody is waiting for at that
 * moment (a letter to subscribers) waits for the morning rather than going the evening before.
 */
export const afterQuietHours = (instant: Date): Date => {
  if (!inQuietHours(instant)) return instant;
  const { midnight, minutes } = kolkataDay(instant);
  const morningDay = minutes >= QUIET_HOURS.startMinutes ? midnight + MS_PER_DAY : midnight;
  return new Date(morningDay + QUIET_HOURS.endMinutes * MS_PER_MINUTE);
};

/**
 * When a reminder of a session starting at `start` goes, or null when it should not be scheduled at all: its time
 * (after quiet hours moved it) has already come by `now`, so it would go at booking time or after the fact.
 */
export const reminderRunAt = (templateId: ReminderTemplateId, start: Date, now: Date): Date | null => {
  const due = outsideQuietHours(new Date(start.getTime() - REMINDER_LEAD_MINUTES[templateId] * MS_PER_MINUTE));
  return due.getTime() > now.getTime() ? due : null;
};

/**
 * The unique key of a message: one per template, subject and, for what is bound to a time, that time. A reminder's key
 * names the start it was planned for, so a moved appointment's reminders are new rows and the old ones stay cancelled.
 */
export const dedupeKey = (templateId: MessageTemplateId, subjectId: string, ...parts: readonly (string | number | Date)[]): string =>
  [templateId, subjectId, ...parts.map((part) => (part instanceof Date ? part.toISOString() : String(part)))].join(':');

/** What the worker does with a claimed row once it has read the appointment again. */
export type SendTimeDecision = 'send' | 'cancel';

/**
 * Re-checked at send time: a reminder goes only while its appointment is confirmed, still starts when the reminder
 * was planned for, and has not started yet. Other messages answer something that happened and always go.
 */
export const sendTimeDecision = (
  message: { readonly templateId: MessageTemplateId; readonly appointmentStart: Date | null },
  appointment: { readonly status: AppointmentStatus; readonly start: Date } | null,
  now: Date,
): SendTimeDecision => {
  if (!isReminder(message.templateId)) return 'send';
  if (appointment === null || appointment.status !== 'confirmed') return 'cancel';
  if (message.appointmentStart === null || appointment.start.getTime() !== message.appointmentStart.getTime()) return 'cancel';
  return appointment.start.getTime() > now.getTime() ? 'send' : 'cancel';
};

/** Retries of a failed send: doubling from one minute up to an hour, with jitter; after the last attempt the row is dead. */
export const RETRY_POLICY = { maxAttempts: 8, baseMs: 60_000, capMs: 3_600_000 } as const;

/**
 * When to try again after failed attempt number `attempts` (1 for the first), or null when that was the last. The
 * delay is half fixed and half random (`random` in [0, 1)), so workers that failed together do not retry together.
 */
export const retryAt = (attempts: number, now: Date, random: number, policy: { readonly maxAttempts: number; readonly baseMs: number; readonly capMs: number } = RETRY_POLICY): Date | null => {
  if (attempts >= policy.maxAttempts) return null;
  const ceiling = Math.min(policy.capMs, policy.baseMs * 2 ** Math.max(0, attempts - 1));
  const jittered = ceiling / 2 + (ceiling / 2) * Math.min(Math.max(random, 0), 1);
  return new Date(now.getTime() + Math.round(jittered));
};

/** How long one worker owns a claimed row: past it, another worker may claim the row again (the first died). */
export const SENDING_LEASE_MS = 5 * MS_PER_MINUTE;
