import { useCallback, useReducer } from 'react';
import {
  APPOINTMENT_MESSAGES,
  bookingFlowReducer,
  defaultBookingMode,
  holdDeadline,
  initialBookingFlow,
  type ApiError,
  type BookingFlow,
  type BookingFlowEvent,
  type ConfirmedAppointmentData,
  isRefusal,
} from '@manobal/core';
import { useApi } from '../../app/api-context';
import type { TherapistProfile } from './use-therapist-calendar';

export type CalendarFlow = BookingFlow<ConfirmedAppointmentData>;

const refusalOf = (error: ApiError) =>
  isRefusal(error, 'slot-taken', 'conflict') && error.kind === 'http'
    ? ({ kind: 'slot-taken', message: error.serverMsg ?? APPOINTMENT_MESSAGES.slotTaken } as const)
    : ({ kind: 'failed', message: error.message } as const);

/**
 * core's booking flow with its calls: 'BOOK SESSION' asks the server for a hold on the chosen slot. A taken slot
 * (409) or one no longer offered sends the visitor back to the strip, which is fetched again (`onStale`).
 */
export const useBookingFlow = (therapist: TherapistProfile, onStale: () => void) => {
  const api = useApi();
  const [flow, dispatch] = useReducer(
    (state: CalendarFlow, event: BookingFlowEvent<ConfirmedAppointmentData>) => bookingFlowReducer(state, event),
    therapist.modes,
    (modes): CalendarFlow => initialBookingFlow(defaultBookingMode(modes)),
  );

  const book = useCallback(() => {
    if (flow.step !== 'choosing' || flow.mode === null || flow.start === null) return;
    dispatch({ type: 'book' });
    const askedAt = new Date();
    void api.holdSlot({ therapist_id: therapist.id, start: new Date(flow.start), mode: flow.mode }).match(
      ({ data }) => dispatch({ type: 'held', hold: { id: data.hold_id, expiresAtMs: holdDeadline(askedAt), phoneChannels: data.phone_channels } }),
      (error) => {
        const notice = refusalOf(error);
        dispatch({ type: 'holdRefused', notice });
        if (notice.kind === 'slot-taken' || isRefusal(error, 'slot-not-offered', 'invalid-request')) onStale();
      },
    );
  }, [api, flow, onStale, therapist.id]);

  const expire = useCallback(
    (message: string = APPOINTMENT_MESSAGES.holdExpired) => {
      dispatch({ type: 'expired', message });
      onStale();
    },
    [onStale],
  );

  /**
   * 'Choose another time': the hold is given back at once (the server frees the time for everyone), and the strip is
   * read again once it has been, so this visitor sees the time free too. A release that fails only leaves the hold to
   * run out by itself.
   */
  const release = useCallback(() => {
    if (flow.step !== 'held' || flow.hold === null) return;
    const holdId = flow.hold.id;
    dispatch({ type: 'release' });
    void api.releaseHold({ hold_id: holdId }).match(onStale, () => undefined);
  }, [api, flow, onStale]);

  return { flow, dispatch, book, expire, release };
};
