import { BOOKING_CATALOGS, localizedPath, ROOM_LINK_TEXTS, type RoomView } from '@manobal/core';
import { useLocale } from '../app/locale-context';
import { formatOnThisDevice } from './device-time';

/**
 * A video appointment's room in an appointment's facts: when it opens (IST) and the link to the room in the page's
 * language. The manage token, when the page has it, rides in the link's fragment, which browsers never send to a server.
 */
export const RoomLink = ({ room, token }: { room: RoomView | null; token?: string }) => {
  const locale = useLocale();
  const words = ROOM_LINK_TEXTS[locale];
  const path = room === null ? '' : localizedPath(locale, room.path);
  return room === null ? null : (
    <div>
      <dt>{words.heading}</dt>
      <dd>
        {words.opensAt(formatOnThisDevice(room.opens_at, BOOKING_CATALOGS[locale]).ist)}{' '}
        <a href={token === undefined ? path : `${path}#${encodeURIComponent(token)}`}>{words.link}</a>
      </dd>
    </div>
  );
};

/** The room's full address, for the calendar file (no token: calendars are shared and synced). */
export const roomUrlOf = (room: RoomView | null | undefined): string | null => (room ? `${window.location.origin}${room.path}` : null);
