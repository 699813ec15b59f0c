import { BOOKING_POLICY } from './booking.policy';

const STEP_MS = BOOKING_POLICY.slotStepMinutes * 60_000;

/**
 * The half-hour cells a session starting at `start` occupies, its buffer included: the keys a store claims under
 * a unique (therapist, cell) constraint so that the database, not the process, decides between overlapping
 * bookings. A unique (therapist, start) alone would let 10:00 and 10:30 both win; cells do not. Because every
 * session starts on the grid, two sessions with the same buffer share a cell exactly when their occupancies
 * (session plus buffer) overlap (tested in booking-claim-cells.test.ts).
 *
 * A buffer changed while claims are live makes old and new claims cover different spans; the store should
 * re-check with checkSlot inside the claiming transaction, which reads taken intervals with the current buffer.
 */
export const claimCells = (start: Date, bufferMinutes: number): Date[] => {
  const count = Math.ceil((BOOKING_POLICY.sessionMinutes + bufferMinutes) / BOOKING_POLICY.slotStepMinutes);
  return Array.from({ length: count }, (_, i) => new Date(start.getTime() + i * STEP_MS));
};
