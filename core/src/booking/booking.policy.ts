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

/**
 * How much of the calendar one client may claim, so one script cannot empty it (see server/README.md, "Booking
 * caps"). A client is a device (the first-party cookie the server sets on the first hold; a request without it is a
 * new device) and an address. The store checks each cap in the transaction that holds or confirms, so every instance
 * sees the same counts. Address caps are sized for a shared address: a school lab or a carrier's NAT puts a hundred
 * people behind one address, each on their own device with their own phone and e-mail.
 */
export const BOOKING_CAPS = {
  /** Live holds of one device at once: a person compares at most a couple of times. */
  holdsPerDevice: 2,
  /** Live holds of one device on one therapist: one person books one session with them at a time. */
  holdsPerDeviceAndTherapist: 1,
  /** Live holds from one address at once: a lab of 120 booking over an hour has a few choosing in any 5 minutes. */
  holdsPerAddress: 20,
  /**
   * Live holds and bookings from one address for one therapist's week (Monday to Sunday, IST), as a share of the
   * sessions that week's hours offer: whatever else a script from one address does, four fifths stay free.
   */
  addressShareOfTherapistWeek: 0.2,
  /** Bookings without a verified contact per phone number, and per e-mail address, in any 24 hours. */
  bookingsPerContactPerDay: 3,
  /** Bookings without a verified contact from one address in any 24 hours: a school lab of 120 and its staff. */
  bookingsPerAddressPerDay: 150,
  /** A time its device let go of (released, or its hold ran out) cannot be held again by that device this soon. */
  releaseCooldownMinutes: 10,
} as const;
