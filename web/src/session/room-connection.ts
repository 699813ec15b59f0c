import {
  API_PREFIX,
  readSignalFrame,
  roomServerMessageSchema,
  type MediaState,
  type RoomClientMessage,
  type RoomServerMessage,
} from '@manobal/core';

/** What the page hears from the room: every server message, and whether the signalling socket is up. */
export interface RoomConnectionEvents {
  readonly onMessage: (message: RoomServerMessage) => void;
  readonly onSocket: (open: boolean) => void;
}

export interface RoomConnection {
  send(message: RoomClientMessage): void;
  /** Once joined, a socket that drops is opened again and joins again by itself (a dropped network, a switch to mobile data). */
  setRejoin(rejoin: boolean): void;
  close(): void;
}

const FIRST_RETRY_MS = 500;
const LAST_RETRY_MS = 4_000;

/**
 * The room's signalling socket, reopened after a drop: each (re)opening says hello again with the visitor's token
 * (the therapist's session rides on the cookie), and rejoins once the person had joined. A refusal ends it: the
 * server said why, and the page shows it.
 */
export const openRoomConnection = (reference: string, token: string | undefined, events: RoomConnectionEvents): RoomConnection => {
  const url = `${window.location.protocol === 'https:' ? 'wss' : 'ws'}://${window.location.host}${API_PREFIX}/rooms/${encodeURIComponent(reference)}/signal`;
  let socket: WebSocket | null = null;
  let closed = false;
  let rejoin = false;
  let pause = FIRST_RETRY_MS;

  const open = () => {
    const next = new WebSocket(url);
    socket = next;
    next.onopen = () => {
      pause = FIRST_RETRY_MS;
      next.send(JSON.stringify({ type: 'hello', ...(token === undefined ? {} : { token }) } satisfies RoomClientMessage));
      events.onSocket(true);
    };
    next.onmessage = (event: MessageEvent<unknown>) => {
      if (typeof event.data !== 'string') return;
      const read = readSignalFrame(event.data, roomServerMessageSchema);
      if (!read.ok) return;
      const message = read.message;
      if (message.type === 'refused' && message.kind !== 'consent-needed') closed = true;
      if (message.type === 'room' && rejoin) next.send(JSON.stringify({ type: 'join' } satisfies RoomClientMessage));
      events.onMessage(message);
    };
    next.onclose = () => {
      if (socket !== next) return;
      events.onSocket(false);
      if (closed) return;
      window.setTimeout(open, pause);
      pause = Math.min(pause * 2, LAST_RETRY_MS);
    };
  };
  open();
  // Back online: try at once instead of waiting out the pause.
  const online = () => {
    if (!closed && socket?.readyState !== WebSocket.OPEN && socket?.readyState !== WebSocket.CONNECTING) open();
  };
  window.addEventListener('online', online);

  return {
    send: (message) => {
      if (socket?.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
    },
    setRejoin: (value) => void (rejoin = value),
    close: () => {
      closed = true;
      window.removeEventListener('online', online);
      socket?.close();
    },
  };
};

export const NO_MEDIA_CHANGE: MediaState = { muted: false, camera_off: false, audio_only: false, weak_connection: false };
