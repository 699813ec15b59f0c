import WebSocket from 'ws';
import { ENDPOINTS } from '@manobal/core';
import type { TestServer } from './test-server';

const ROOM_PREFIX = ENDPOINTS.showAppointment.path.replace('/appointments/{reference}', '/rooms');

/** A received message of the room's socket, as JSON. */
export type RoomMessage = { readonly type: string } & Record<string, unknown>;

/**
 * The room's signalling socket as a browser opens it: the site's own Origin, a console cookie or a staff bearer
 * token when given. Keeps every message received, so a test waits for the one it expects.
 */
export interface RoomClient {
  readonly received: RoomMessage[];
  send(message: unknown): void;
  sendRaw(frame: string | Buffer): void;
  next(type: string): Promise<RoomMessage>;
  closed(): Promise<number>;
  close(): void;
}

export const openRoom = async (server: TestServer, reference: string, headers: Record<string, string> = {}): Promise<RoomClient> => {
  const url = `${server.baseUrl.replace(/^http/, 'ws')}${ROOM_PREFIX}/${encodeURIComponent(reference)}/signal`;
  const socket = new WebSocket(url, { headers: { origin: server.baseUrl, ...headers } });
  const received: RoomMessage[] = [];
  const waiting: { type: string; resolve: (message: RoomMessage) => void }[] = [];
  let seen = 0;
  const closedWith = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
  socket.on('message', (data) => {
    const message = JSON.parse(String(data)) as RoomMessage;
    received.push(message);
    const index = waiting.findIndex((w) => w.type === message.type);
    if (index >= 0) waiting.splice(index, 1)[0]!.resolve(message);
  });
  socket.on('error', () => undefined);
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  return {
    received,
    send: (message) => socket.send(JSON.stringify(message)),
    sendRaw: (frame) => socket.send(frame),
    next: (type) => {
      const found = received.slice(seen).find((m) => m.type === type);
      if (found) {
        seen = received.indexOf(found) + 1;
        return Promise.resolve(found);
      }
      return new Promise<RoomMessage>((resolve, reject) => {
        // Not a timing assertion: a wait that never ends says what did arrive, instead of only timing out.
        const stuck = setTimeout(() => reject(new Error(`no '${type}' came; received ${JSON.stringify(received.map((m) => m.type))}`)), 15_000);
        waiting.push({
          type,
          resolve: (message) => {
            clearTimeout(stuck);
            seen = received.indexOf(message) + 1;
            resolve(message);
          },
        });
      });
    },
    closed: () => closedWith,
    close: () => socket.close(),
  };
};
