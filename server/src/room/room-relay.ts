import { EventEmitter } from 'node:events';
import { z } from 'zod';
import { ROOM_ROLES, type RoomRole } from '@manobal/core';

/**
 * What one instance tells the others about a room: the person of `from`'s connection (in role `sender`) came in
 * ('present'), answered another's arrival ('present-reply'), went ('absent'), took over a role's place from an older
 * connection ('replaced'), or sent a checked signalling message for one other person ('message'); or the therapist
 * withdrew the coordinator's invite ('withdrawn', from the server). Addressed to a role of one room.
 */
export const ROOM_ENVELOPE_KINDS = ['present', 'present-reply', 'absent', 'replaced', 'message', 'withdrawn'] as const;

export const roomEnvelopeSchema = z.object({
  reference: z.string().max(32),
  to: z.enum(ROOM_ROLES),
  from: z.string().max(64),
  sender: z.enum(ROOM_ROLES),
  kind: z.enum(ROOM_ENVELOPE_KINDS),
  message: z.unknown().optional(),
});
export type RoomEnvelope = z.output<typeof roomEnvelopeSchema>;

/** An instance's end of the relay: which rooms' roles it holds, and what to do with an envelope for one of them. */
export interface RoomRelayListener {
  holds(reference: string, role: RoomRole): boolean;
  deliver(envelope: RoomEnvelope): void;
}

export interface RoomRelay {
  /** Delivered to every subscriber of every instance, this one included, in the order one instance published. */
  publish(envelope: RoomEnvelope): Promise<void>;
  subscribe(listener: RoomRelayListener): () => void;
  /** Settles once this instance listens to the others (or its first try to failed, to be retried): a start waits for it. */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/** Everyone else a room may hold: whom an arrival or a leave is told to. */
export const otherRoles = (role: RoomRole): readonly RoomRole[] => ROOM_ROLES.filter((other) => other !== role);

/** One instance (SQLite): the relay is this process. */
export const inProcessRoomRelay = (): RoomRelay => {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    publish: async (envelope) => {
      emitter.emit('envelope', envelope);
    },
    subscribe: (listener) => {
      const deliver = (envelope: RoomEnvelope) => listener.deliver(envelope);
      emitter.on('envelope', deliver);
      return () => emitter.off('envelope', deliver);
    },
    ready: async () => undefined,
    close: async () => {
      emitter.removeAllListeners();
    },
  };
};
