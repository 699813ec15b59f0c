/**
 * The booking engine's policy values, defined once: the server, the CLI, the website and the tests read them
 * from here. Session length and the start grid are fixed because the store's claim cells depend on them
 * (see slot-claim-cells.ts); notice and horizon may be tuned per deployment through `SlotPolicy`.
 */
export const BOOKING_POLICY = {
  timeZone: 'Asia/Kolkata',
  sessionMinutes: 60,
  /** Sessions start on the hour or the half hour (IST). */
  slotStepMinutes: 30,
  /** Rest after each session, per therapist. */
  defaultBufferMinutes: 0,
  maxBufferMinutes: 120,
  minNoticeMinutes: 120,
  horizonDays: 30,
  holdMinutes: 5,
  /** Cancel and reschedule are open until this long before the start. */
  changeCutoffHours: 12,
  maxSlotQueryDays: 31,
  /** What a slot query without `days` covers. */
  defaultSlotQueryDays: 7,
} as const;

export type BookingTimeZone = (typeof BOOKING_POLICY)['timeZone'];

/** The policy values a deployment may tune; every other value is fixed. */
export interface SlotPolicy {
  readonly minNoticeMinutes: number;
  readonly horizonDays: number;
}

export const DEFAULT_SLOT_POLICY: SlotPolicy = {
  minNoticeMinutes: BOOKING_POLICY.minNoticeMinutes,
  horizonDays: BOOKING_POLICY.horizonDays,
};

const MS_PER_MINUTE = 60_000;

/** When a hold taken at `now` stops counting as a claim. */
export const holdExpiresAt = (now: Date): Date => new Date(now.getTime() + BOOKING_POLICY.holdMinutes * MS_PER_MINUTE);

/** Whether an appointment starting at `start` may still be cancelled or rescheduled at `now` (open up to and including the cutoff instant). */
export const canChangeAppointment = (start: Date, now: Date): boolean =>
  now.getTime() <= start.getTime() - BOOKING_POLICY.changeCutoffHours * 60 * MS_PER_MINUTE;
