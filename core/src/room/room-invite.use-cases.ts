import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { z } from '../schema/zod';
import { parseInput, type InputInvalid, type NotFound, type StoreUnavailable } from '../application/domain-errors';
import type { Clock } from '../calendar/clock.port';
import type { IdGenerator } from '../application/id-generator.port';
import type { Appointment } from '../booking/appointment.types';
import type { AppointmentStore } from '../booking/appointments.port';
import { appointmentReferenceSchema } from '../booking/appointment-reference';
import { toKolkataIsoString } from '../booking/kolkata-instant';
import type { StaffPeople, StaffPerson } from '../staff/staff-people.port';
import { STAFF_FORBIDDEN } from '../staff/staff-reach';
import type { StaffForbidden } from '../staff/staff-errors';
import { roomViewOf, roomWindowAt } from './room.policy';
import type { RoomInviteRefused } from './room-invite.errors';
import type { RoomInvite, RoomInvites } from './room-invite.port';

export type RoomInviteError = InputInvalid | NotFound | StaffForbidden | RoomInviteRefused | StoreUnavailable;

export interface RoomInviteDeps {
  readonly appointments: Pick<AppointmentStore, 'findByReference'>;
  readonly invites: RoomInvites;
  readonly people: Pick<StaffPeople, 'byId' | 'list'>;
  readonly clock: Clock;
  readonly ids: IdGenerator;
}

/** Who makes the call: the staff person and the directory entry linked to them. */
export interface RoomInviteActor {
  readonly personId: string;
  readonly therapistId: string | null;
}

export interface RoomInviteCall {
  readonly actor: RoomInviteActor;
  readonly input: unknown;
}

export const roomInvitesRequestSchema = z.object({ reference: appointmentReferenceSchema });
/** A staff person's id as the store makes them (letters, digits, '-' and '_'): anything else is nobody. */
const staffPersonIdSchema = z.string().min(1).max(100).regex(/^[A-Za-z0-9_-]+$/);
export const inviteToRoomRequestSchema = z.object({ reference: appointmentReferenceSchema, person_id: staffPersonIdSchema });

const personSchema = z.object({ person_id: z.string(), name: z.string() });

/** An appointment's room invite as its therapist's console shows it: who is invited (if anyone), and whom they may choose from. */
export const roomInviteViewSchema = z.object({
  reference: z.string(),
  invited: personSchema.extend({ invited_at: z.string().describe('IST offset') }).nullable(),
  coordinators: z.array(personSchema).describe('Active staff people holding the coordinator role, by name (the therapist themself left out)'),
});
export type RoomInviteView = z.output<typeof roomInviteViewSchema>;

/** A session a coordinator is invited into, with its room's page and times (IST offsets). */
export const invitedSessionSchema = z.object({
  reference: z.string(),
  start: z.string(),
  end: z.string(),
  therapist_id: z.string(),
  room: z.object({ path: z.string(), opens_at: z.string(), closes_at: z.string() }),
});
export const invitedSessionsSchema = z.object({ items: z.array(invitedSessionSchema) });
export type InvitedSession = z.output<typeof invitedSessionSchema>;

const isCoordinator = (person: StaffPerson): boolean => person.active && person.roles.includes('coordinator');

/** The appointment the reference names, only for its own therapist: another staff person is forbidden, an unknown reference not found. */
const ownAppointment = (deps: RoomInviteDeps, actor: RoomInviteActor, reference: string): ResultAsync<Appointment, NotFound | StaffForbidden | StoreUnavailable> =>
  deps.appointments.findByReference(reference).andThen((appointment) => {
    if (appointment === null) return errAsync<Appointment, NotFound>({ kind: 'not-found' });
    if (actor.therapistId === null || appointment.therapistId !== actor.therapistId) return errAsync<Appointment, StaffForbidden>(STAFF_FORBIDDEN);
    return okAsync(appointment);
  });

const viewOf = (deps: RoomInviteDeps, actor: RoomInviteActor, appointment: Appointment): ResultAsync<RoomInviteView, StoreUnavailable> =>
  deps.invites.current(appointment.id).andThen((invite) =>
    deps.people.list().map((people): RoomInviteView => {
      const invitedPerson = invite === null ? undefined : people.find((person) => person.id === invite.coordinatorId);
      return {
        reference: appointment.reference,
        invited: invite === null ? null : { person_id: invite.coordinatorId, name: invitedPerson?.name ?? invite.coordinatorId, invited_at: toKolkataIsoString(invite.invitedAt) },
        coordinators: people
          .filter((person) => isCoordinator(person) && person.id !== actor.personId)
          .map((person) => ({ person_id: person.id, name: person.name }))
          .sort((a, b) => a.name.localeCompare(b.name)),
      };
    }),
  );

/** GET: who is invited into the room of the therapist's own appointment, and the coordinators they may choose from. */
export const showRoomInvite =
  (deps: RoomInviteDeps) =>
  ({ actor, input }: RoomInviteCall): ResultAsync<RoomInviteView, RoomInviteError> =>
    parseInput(roomInvitesRequestSchema, input).asyncAndThen(({ reference }) => ownAppointment(deps, actor, reference).andThen((appointment) => viewOf(deps, actor, appointment)));

/**
 * The appointment's therapist invites a named coordinator into its room: the coordinator may then enter from their
 * console session within the room's window, as the therapist does. Only the appointment's own therapist invites; one
 * coordinator at a time (inviting the one already invited changes nothing); never the therapist themself, never
 * someone without the coordinator role.
 */
export const inviteToRoom =
  (deps: RoomInviteDeps) =>
  ({ actor, input }: RoomInviteCall): ResultAsync<RoomInviteView, RoomInviteError> =>
    parseInput(inviteToRoomRequestSchema, input).asyncAndThen(({ reference, person_id }) =>
      ownAppointment(deps, actor, reference).andThen((appointment) => {
        const state = roomWindowAt(appointment, deps.clock.now());
        if (state !== 'open' && state !== 'too-early') return errAsync<RoomInviteView, RoomInviteError>({ kind: 'no-room' });
        if (person_id === actor.personId) return errAsync<RoomInviteView, RoomInviteError>({ kind: 'self-invite' });
        return deps.people
          .byId(person_id)
          .andThen((person): ResultAsync<void, RoomInviteError> => {
            if (person === null || !isCoordinator(person)) return errAsync({ kind: 'not-a-coordinator' });
            return deps.invites.current(appointment.id).andThen((current): ResultAsync<void, RoomInviteError> => {
              if (current !== null) return current.coordinatorId === person.id ? okAsync(undefined) : errAsync({ kind: 'already-invited' });
              const invite: RoomInvite = {
                id: deps.ids.next(),
                appointmentId: appointment.id,
                reference: appointment.reference,
                coordinatorId: person.id,
                invitedBy: actor.personId,
                invitedAt: deps.clock.now(),
                withdrawnAt: null,
                joinedAt: null,
                leftAt: null,
              };
              return deps.invites.add(invite);
            });
          })
          .andThen(() => viewOf(deps, actor, appointment));
      }),
    );

/** The therapist withdraws the invite: the coordinator can no longer enter, and one in the room is sent out. */
export const withdrawRoomInvite =
  (deps: RoomInviteDeps) =>
  ({ actor, input }: RoomInviteCall): ResultAsync<RoomInviteView, RoomInviteError> =>
    parseInput(roomInvitesRequestSchema, input).asyncAndThen(({ reference }) =>
      ownAppointment(deps, actor, reference).andThen((appointment) =>
        deps.invites
          .withdraw(appointment.id, deps.clock.now())
          .andThen(() => viewOf(deps, actor, appointment)),
      ),
    );

/** GET: the sessions the calling coordinator is invited into whose room has not closed, by start. */
export const myInvitedSessions =
  (deps: Pick<RoomInviteDeps, 'appointments' | 'invites' | 'clock'>) =>
  ({ actor }: Pick<RoomInviteCall, 'actor'>): ResultAsync<{ readonly items: readonly InvitedSession[] }, StoreUnavailable> =>
    deps.invites.ofCoordinator(actor.personId).andThen((invites) =>
      ResultAsync.combine(invites.map((invite) => deps.appointments.findByReference(invite.reference))).map((appointments) => {
        const now = deps.clock.now();
        const items = appointments
          .filter((appointment): appointment is Appointment => appointment !== null)
          .filter((appointment) => {
            const state = roomWindowAt(appointment, now);
            return state === 'open' || state === 'too-early';
          })
          .sort((a, b) => a.start.getTime() - b.start.getTime())
          .flatMap((appointment): InvitedSession[] => {
            const room = roomViewOf(appointment);
            return room === null
              ? []
              : [{ reference: appointment.reference, start: toKolkataIsoString(appointment.start), end: toKolkataIsoString(appointment.end), therapist_id: appointment.therapistId, room }];
          });
        return { items };
      }),
    );
