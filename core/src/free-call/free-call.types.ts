/** Where the care team is with a free introductory call: not yet called, called, finished. */
export const FREE_CALL_STATUSES = ['waiting', 'called', 'done'] as const;
export type FreeCallStatus = (typeof FREE_CALL_STATUSES)[number];

/** An hour of a day, as the booking form names both (IST date, the form's slot). */
export interface FreeCallHour {
  readonly date: string;
  readonly time: string;
}
