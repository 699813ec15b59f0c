/** The session calendar's own words (spec sections 3, 4 and 9); the booking flow itself is booking-flow.machine.ts. */
export const CALENDAR_TEXT = {
  processing: 'Processing...',
  // The spec's string without its party emoji: the care journey is no place for a celebration.
  booked: 'Session booked successfully!',
  bookButton: 'BOOK SESSION',
  confirmButton: 'Confirm booking',
  // Who can read shared answers is the role table's intake permissions (staff/intake-readers.ts); a test holds
  // this sentence to it, role by role.
  shareIntake: 'Share my answers from the therapy-match questions with this booking',
  shareIntakeHint:
    'They are sent only if you tick this, and kept encrypted with this booking. Your therapist can read them to prepare your session. Our care coordinators and administrators can open them only when they record why (your care, your safety, or your own request), and every opening is logged.',
  addToCalendar: 'Add to calendar',
} as const;
