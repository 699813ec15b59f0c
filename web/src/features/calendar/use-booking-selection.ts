import { useEffect, useReducer } from 'react';
import {
  TIMINGS,
  bookingSelectionReducer,
  initialBookingSelection,
  type BookingSelection,
  type BookingSelectionAction,
} from '@manobal/core';

/**
 * core's booking-selection reducer plus its two timers: 'processing' lasts 1 s (simulated, nothing is
 * sent), then the success message stays 3 s. Leaving the page cancels either.
 */
export const useBookingSelection = (): [BookingSelection, (action: BookingSelectionAction) => void] => {
  const [state, dispatch] = useReducer(bookingSelectionReducer, initialBookingSelection);

  useEffect(() => {
    if (state.status === 'idle') return undefined;
    const timer =
      state.status === 'processing'
        ? setTimeout(() => dispatch({ type: 'processed' }), TIMINGS.calendarProcessingMs)
        : setTimeout(() => dispatch({ type: 'dismissed' }), TIMINGS.calendarSuccessMs);
    return () => clearTimeout(timer);
  }, [state.status]);

  return [state, dispatch];
};
