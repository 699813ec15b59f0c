import type { Kysely, Selectable } from 'kysely';
import type { RoomInvite, RoomInvites } from '@manobal/core';
import type { Database, RoomInvitesTable } from './database.schema';
import { fromStore } from './store-faults';

const instantOrNull = (value: string | null): Date | null => (value === null ? null : new Date(value));

const inviteOf = (row: Selectable<RoomInvitesTable>): RoomInvite => ({
  id: row.id,
  appointmentId: row.appointment_id,
  reference: row.reference,
  coordinatorId: row.coordinator_id,
  invitedBy: row.invited_by,
  invitedAt: new Date(row.invited_at),
  withdrawnAt: instantOrNull(row.withdrawn_at),
  joinedAt: instantOrNull(row.joined_at),
  leftAt: instantOrNull(row.left_at),
});

/** The room invites, the same statements on SQLite and PostgreSQL; a withdrawn invite stays as history. */
export const createRoomInviteStore = (db: Kysely<Database>): RoomInvites => ({
  current: (appointmentId) =>
    fromStore(async () => {
      const row = await db
        .selectFrom('room_invites')
        .selectAll()
        .where('appointment_id', '=', appointmentId)
        .where('withdrawn_at', 'is', null)
        .orderBy('invited_at', 'desc')
        .executeTakeFirst();
      return row ? inviteOf(row) : null;
    }),
  add: (invite) =>
    fromStore(async () => {
      await db
        .insertInto('room_invites')
        .values({
          id: invite.id,
          appointment_id: invite.appointmentId,
          reference: invite.reference,
          coordinator_id: invite.coordinatorId,
          invited_by: invite.invitedBy,
          invited_at: invite.invitedAt.toISOString(),
          withdrawn_at: null,
          joined_at: null,
          left_at: null,
        })
        .execute();
    }),
  withdraw: (appointmentId, at) =>
    fromStore(async () => {
      await db.updateTable('room_invites').set({ withdrawn_at: at.toISOString() }).where('appointment_id', '=', appointmentId).where('withdrawn_at', 'is', null).execute();
    }),
  ofCoordinator: (coordinatorId) =>
    fromStore(async () => {
      const rows = await db.selectFrom('room_invites').selectAll().where('coordinator_id', '=', coordinatorId).where('withdrawn_at', 'is', null).execute();
      return rows.map(inviteOf);
    }),
  recordPresence: (inviteId, event, at) =>
    fromStore(async () => {
      if (event === 'left') {
        await db.updateTable('room_invites').set({ left_at: at.toISOString() }).where('id', '=', inviteId).execute();
        return;
      }
      await db
        .updateTable('room_invites')
        .set((eb) => ({ joined_at: eb.fn.coalesce('joined_at', eb.val(at.toISOString())), left_at: null }))
        .where('id', '=', inviteId)
        .execute();
    }),
});
