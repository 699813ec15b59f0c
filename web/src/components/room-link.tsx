import { ROOM_LINK_TEXT_EN, type RoomView } from '@manobal/core';
import { formatOnThisDevice } from './device-time';

/**
 * A video appointment's room in an appointment's facts: when it opens (IST) and the link. The manage token, when the
 * page has it, rides in the link's fragment, which browsers never send to a server.
 */
export const RoomLink = ({ room, token }: { room: RoomView | null; token?: string }) =>
  room === null ? null : (
    <div>
      <dt>{ROOM_LINK_TEXT_EN.heading}</dt>
      <dd>
        {ROOM_LINK_TEXT_EN.opensAt(formatOnThisDevice(room.opens_at).ist)}{' '}
        <a href={token === undefined ? room.path : `${room.path}#${encodeURIComponent(token)}`}>{ROOM_LINK_TEXT_EN.link}</a>
      </dd>
    </div>
  );

/** The room's full address, for the calendar file (no token: calendars are shared and synced). */
export const roomUrlOf = (room: RoomView | null | undefined): string | null => (room ? `${window.location.origin}${room.path}` : null);
