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
import { ROOM_CONSENT, type RoomRole } from './room-signal.schema';
import type { Locale } from '../i18n/locales';
import type { RoomInvites } from './room-invite.port';
import type { StaffRole } from '../staff/staff-roles';

/**
 * Who knocks: the visitor with the manage token (or the access token of the account the booking is linked to,
 * the adapter having checked it), or a staff person from their console session (their person id and roles let an
 * invited coordinator in; without them only the therapist's own entry counts).
 */
export type RoomEntrant =
  | { readonly kind: 'visitor'; readonly token: string | undefined; readonly userId: string | null }
  | { readonly kind: 'staff'; readonly therapistId: string | null; readonly personId?: string; readonly roles?: readonly StaffRole[] };

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
  /** The coordinator's invite they came in by; null for the visitor and the therapist. */
  readonly inviteId: string | null;
  readonly therapist: RoomTherapistCard;
  /** The visitor has not yet agreed to a video consultation (never asked of the therapist). */
  readonly consentNeeded: boolean;
  /** The therapist has invited a coordinator into this room (an invite not withdrawn), so the visitor is told before joining. */
  readonly coordinatorInvited: boolean;
}

export interface RoomDeps {
  readonly appointments: AppointmentStore;
  readonly tokens: ManageTokens;
  readonly clock: Clock;
  readonly records: RoomRecords;
  readonly therapists: RoomTherapists;
  readonly invites: Pick<RoomInvites, 'current' | 'recordPresence'>;
}

const NOT_FOUND: RoomRefusal = { kind: 'not-found' };

type Admitted = { appointment: Appointment; role: RoomRole; inviteId: string | null };

/**
 * Opens the appointment for whoever knocks. The visitor, the appointment's own therapist, and a coordinator the
 * therapist invited (while the invite stands); another therapist, an uninvited coordinator and another
 * appointment's visitor are the same 'not-found' as an unknown reference, so nobody learns which references exist.
 */
const appointmentFor = (deps: RoomDeps, reference: unknown, entrant: RoomEntrant): ResultAsync<Admitted, RoomRefusal> => {
  if (entrant.kind === 'visitor') {
    return openAppointment(deps)({ reference, token: entrant.token, userId: entrant.userId })
      .map((appointment): Admitted => ({ appointment, role: 'visitor', inviteId: null }))
      .mapErr((error): RoomRefusal => (error.kind === 'unauthorized' ? { kind: 'signed-out' } : error));
  }
  const parsed = typeof reference === 'string' ? parseAppointmentReference(reference) : null;
  if (parsed === null || parsed.isErr()) return errAsync(NOT_FOUND);
  const { therapistId, personId, roles = [] } = entrant;
  return deps.appointments.findByReference(parsed.value).andThen((found): ResultAsync<Admitted, RoomRefusal> => {
    if (found === null) return errAsync(NOT_FOUND);
    if (therapistId !== null && found.therapistId === therapistId) return okAsync({ appointment: found, role: 'therapist', inviteId: null });
    if (personId === undefined || !roles.includes('coordinator')) return errAsync(NOT_FOUND);
    return deps.invites
      .current(found.id)
      .andThen((invite): ResultAsync<Admitted, RoomRefusal> =>
        invite !== null && invite.coordinatorId === personId ? okAsync({ appointment: found, role: 'coordinator', inviteId: invite.id }) : errAsync(NOT_FOUND),
      );
  });
};

/** Whether `entrant` may be in the room of `reference` now, and what the room shows them first. */
export const enterRoom =
  (deps: RoomDeps) =>
  (reference: unknown, entrant: RoomEntrant): ResultAsync<RoomEntry, RoomRefusal> =>
    appointmentFor(deps, reference, entrant).andThen(({ appointment, role, inviteId }): ResultAsync<RoomEntry, RoomRefusal> => {
      const state = roomWindowAt(appointment, deps.clock.now());
      if (state === 'too-early') return errAsync({ kind: 'too-early', opensAt: roomOpensAt(appointment.start) });
      if (state !== 'open') return errAsync({ kind: state });
      return deps.therapists.cardOf(appointment.therapistId).andThen((card) =>
        deps.invites.current(appointment.id).map(
          (invite): RoomEntry => ({
            appointment,
            role,
            inviteId,
            therapist: card ?? { name: appointment.therapistId, photo: null, registration: null },
            consentNeeded: role === 'visitor' && (appointment.roomFacts ?? NO_ROOM_FACTS).consent === null,
            coordinatorInvited: invite !== null,
          }),
        ),
      );
    });

/**
 * The visitor agrees, with the words shown (catalog id, version and language); kept once per appointment. Words of
 * another version than the room shows now are refused: the consent would not be to what the room says.
 */
export const recordRoomConsent =
  (deps: Pick<RoomDeps, 'records' | 'clock'>) =>
  (entry: RoomEntry, words: string, version: number, locale: Locale): ResultAsync<void, StoreUnavailable | { readonly kind: 'invalid-message' }> => {
    if (entry.role !== 'visitor') return okAsync(undefined);
    if (words !== ROOM_CONSENT.id || version !== ROOM_CONSENT.version) return errAsync({ kind: 'invalid-message' as const });
    return deps.records.recordConsent(entry.appointment.id, { at: deps.clock.now(), words, version, locale });
  };

/** Someone came into the room or went out of it: kept on the appointment (a coordinator's on their invite) with the clock's time. */
export const recordRoomPresence =
  (deps: Pick<RoomDeps, 'records' | 'clock' | 'invites'>) =>
  (entry: RoomEntry, event: 'joined' | 'left'): ResultAsync<void, StoreUnavailable> => {
    if (entry.role !== 'coordinator') return deps.records.recordPresence(entry.appointment.id, entry.role, event, deps.clock.now());
    return entry.inviteId === null ? okAsync(undefined) : deps.invites.recordPresence(entry.inviteId, event, deps.clock.now());
  };

/** The room's introduction of a therapist, read from the directory: name, photo and the registration as the public sees it. */
export const roomTherapistsOf = (directory: Pick<TherapistEditor, 'find'>): RoomTherapists => ({
  cardOf: (therapistId) =>
    directory.find(therapistId).map((entry) => {
      if (entry === null) return null;
      const shown = toPublicTherapist(entry.therapist);
      return { name: shown.name, photo: shown.photo_url, registration: shown.registration };
    }),
});
