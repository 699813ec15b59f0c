import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { SlotNotOffered, SlotTaken, StoreUnavailable } from '../application/domain-errors';
import type { BookingMode } from './booking-mode';
import type { SlotPolicy } from './booking.policy';
import type { AppointmentStore, AvailabilityReader, BookableTherapist } from './appointments.port';
import { checkSlot } from './slot-check';
import { claimCells } from './slot-claim-cells';

const DAY_MS = 86_400_000;

export interface OfferedSlot {
  readonly therapist: BookableTherapist;
  readonly start: Date;
  readonly end: Date;
  readonly cells: readonly Date[];
}

export interface SlotDeps {
  readonly therapists: AvailabilityReader;
  readonly appointments: AppointmentStore;
  /** The deployment's notice and horizon; core's defaults when absent. */
  readonly slotPolicy?: Partial<SlotPolicy>;
}

/**
 * Whether `start` in `mode` is one of the therapist's free slots now (the same decision the slot list makes),
 * reading the taken time around it. The store's unique claim still decides between two people who pass at once.
 * `exceptOwner` leaves an appointment's own time out, for a reschedule.
 */
export const offeredSlot = (
  deps: SlotDeps,
  request: { readonly therapistId: string; readonly start: Date; readonly mode: BookingMode; readonly now: Date; readonly exceptOwner?: string },
): ResultAsync<OfferedSlot, SlotTaken | SlotNotOffered | StoreUnavailable> =>
  deps.therapists.bookable(request.therapistId).andThen((therapist) => {
    if (!therapist?.active) return errAsync<OfferedSlot, SlotNotOffered>({ kind: 'slot-not-offered' });
    const around = { from: new Date(request.start.getTime() - DAY_MS), to: new Date(request.start.getTime() + DAY_MS) };
    return deps.appointments.taken(therapist.id, around.from, around.to, request.now, request.exceptOwner).andThen((taken) => {
      const { availability } = therapist;
      const checked = checkSlot({
        rules: availability.rules,
        timeOff: availability.timeOff,
        dateOverrides: availability.dateOverrides,
        bufferMinutes: availability.bufferMinutes,
        taken,
        now: request.now,
        start: request.start,
        mode: request.mode,
        ...(deps.slotPolicy ? { policy: deps.slotPolicy } : {}),
      });
      if (checked.isErr()) return errAsync<OfferedSlot, SlotTaken | SlotNotOffered>({ kind: checked.error.kind === 'taken' ? 'slot-taken' : 'slot-not-offered' });
      return okAsync({
        therapist,
        start: request.start,
        end: new Date(checked.value.end),
        cells: claimCells(request.start, availability.bufferMinutes),
      });
    });
  });
