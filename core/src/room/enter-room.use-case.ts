import { errAsync, okAsync, type ResultAsync } from 'neverthrow';
import type { StoreUnavailable } from '../application/domain-errors';
import type { Clock } from '../calendar/clock.port';
import { openAppointment } from '../booking/appointment-access';
import type { Appointment } from '../booking/appointment.types';
import type { AppointmentStore, ManageTokens } from '../booking/appointments.port';
import { parseAppointmentReference } from '../booking/appointment-reference';
import { roomOpensAt, roomWindowAt } from './room.policy';
import type { TherapistEditor } from '../booking/therapist-staff.use-cases';
import { toPublicTherapist } from '../booking/therapist.schema';
import { NO_ROOM_FACTS, type RoomRecords, type RoomTherapistCard, type RoomTherapists } from './room.port';
import type { RoomRole } from './room-signal.schema';

/**
 * Who knocks: the visitor with the manage token (or the access token of the account the booking is linked to,
 * the adapter having checked it), or a staff person from their console session.
 */
export type RoomEntrant =
  | { readonly kind: 'visitor'; readonly token: string | undefined; readonly userId: string | null }
  | { readonly kind: 'staff'; readonly therapistId: string | null };

export type RoomRefusal =
  | { readonly kind: 'signed-out' }
  | { readonly kind: 'not-found' }
  | { readonly kind: 'not-video' }
  | { readonly kind: 'cancelled' }
  | { readonly kind: 'too-early'; readonly opensAt: Date }
  | { readonly kind: 'closed' }
  | StoreUnavailable;

export interface RoomEntry {
  readonly appointment: Appointment;
  readonly role: RoomRole;
  readonly therapist: RoomTherapistCard;
  /** The visitor has not yet agreed to a video consultation (never asked of the therapist). */
  readonly consentNeeded: boolean;
}

export interface RoomDeps {
  readonly appointments: AppointmentStore;
  readonly tokens: ManageTokens;
  readonly clock: Clock;
  readonly records: RoomRecords;
  readonly therapists: RoomTherapists;
}

const NOT_FOUND: RoomRefusal = { kind: 'not-found' };

/**
 * Opens the appointment for whoever knocks. Only two people: the visitor and the appointment's own therapist; a
 * coordinator, another therapist and another appointment's visitor are the same 'not-found' as an unknown
 * reference, so nobody learns which references exist.
 */
const appointmentFor = (deps: RoomDeps, reference: unknown, entrant: RoomEntrant): ResultAsync<{ appointment: Appointment; role: RoomRole }, RoomRefusal> => {
  if (entrant.kind === 'visitor') {
    return openAppointment(deps)({ reference, token: entrant.token, userId: entrant.userId })
      .map((appointment) => ({ appointment, role: 'visitor' as const }))
      .mapErr((error): RoomRefusal => (error.kind === 'unauthorized' ? { kind: 'signed-out' } : error));
  }
  const parsed = typeof reference === 'string' ? parseAppointmentReference(reference) : null;
  if (entrant.therapistId === null || parsed === null || parsed.isErr()) return errAsync(NOT_FOUND);
  const therapistId = entrant.therapistId;
  return deps.appointments
    .findByReference(parsed.value)
    .andThen((found) => (found !== null && found.therapistId === therapistId ? okAsync({ appointment: found, role: 'therapist' as const }) : errAsync(NOT_FOUND)));
};

/** Whether `entrant` may be in the room of `reference` now, and what the room shows them first. */
export const enterRoom =
  (deps: RoomDeps) =>
  (reference: unknown, entrant: RoomEntrant): ResultAsync<RoomEntry, RoomRefusal> =>
    appointmentFor(deps, reference, entrant).andThen(({ appointment, role }): ResultAsync<RoomEntry, RoomRefusal> => {
      const state = roomWindowAt(appointment, deps.clock.now());
      if (state === 'too-early') return errAsync({ kind: 'too-early', opensAt: roomOpensAt(appointment.start) });
      if (state !== 'open') return errAsync({ kind: state });
      return deps.therapists.cardOf(appointment.therapistId).map(
        (card): RoomEntry => ({
          appointment,
          role,
          therapist: card ?? { name: appointment.therapistId, photo: null, registration: null },
          consentNeeded: role === 'visitor' && (appointment.roomFacts ?? NO_ROOM_FACTS).consent === null,
        }),
      );
    });

/** The visitor agrees, with the words shown (catalog id and version); kept once per appointment. */
export const recordRoomConsent =
  (deps: Pick<RoomDeps, 'records' | 'clock'>) =>
  (entry: RoomEntry, words: string, version: number): ResultAsync<void, StoreUnavailable> =>
    entry.role === 'visitor' ? deps.records.recordConsent(entry.appointment.id, { at: deps.clock.now(), words, version }) : okAsync(undefined);

/** Someone came into the room or went out of it: kept on the appointment with the clock's time. */
export const recordRoomPresence =
  (deps: Pick<RoomDeps, 'records' | 'clock'>) =>
  (entry: RoomEntry, event: 'joined' | 'left'): ResultAsync<void, StoreUnavailable> =>
    deps.records.recordPresence(entry.appointment.id, entry.role, event, deps.clock.now());

/** The room's introduction of a therapist, read from the directory: name, photo and the registration as the public sees it. */
export const roomTherapistsOf = (directory: Pick<TherapistEditor, 'find'>): RoomTherapists => ({
  cardOf: (therapistId) =>
    directory.find(therapistId).map((entry) => {
      if (entry === null) return null;
      const shown = toPublicTherapist(entry.therapist);
      return { name: shown.name, photo: shown.photo_url, registration: shown.registration };
    }),
});
