/** The session calendar's own words (spec sections 3, 4 and 9); the booking flow itself is booking-flow.machine.ts. */
export const CALENDAR_TEXT = {
  processing: 'Processing...',
  // The spec's string without its party emoji: the care journey is no place for a celebration.
  booked: 'Session booked successfully!',
  bookButton: 'BOOK SESSION',
  confirmButton: 'Confirm booking',
  // Who can read shared answers today: the care team, through its staff listing (sealed in the store until then).
  // Therapists have no view of their own yet, so the words promise no more than that.
  shareIntake: 'Share my answers from the therapy-match questions with this booking',
  shareIntakeHint: 'They are sent only if you tick this, and kept encrypted with this booking. Only our care team can open them, to prepare your session with your therapist.',
  addToCalendar: 'Add to calendar',
} as const;
