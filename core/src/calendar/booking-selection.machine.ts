/** The session calendar's own words (spec sections 3, 4 and 9); the booking flow itself is booking-flow.machine.ts. */
export const CALENDAR_TEXT = {
  processing: 'Processing...',
  // The spec's string without its party emoji: the care journey is no place for a celebration.
  booked: 'Session booked successfully!',
  bookButton: 'BOOK SESSION',
  confirmButton: 'Confirm booking',
  shareIntake: 'Share my answers from the therapy-match questions with my therapist',
  shareIntakeHint: 'They are sent only if you tick this, and only this therapist sees them.',
  addToCalendar: 'Add to calendar',
} as const;
