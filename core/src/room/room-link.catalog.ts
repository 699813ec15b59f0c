import type { Localized } from '../i18n/locales';
import { ROOM_POLICY } from './room.policy';

/** What the confirmation, the manage page and the profile say of a video appointment's room (a module apart from the room's own words, which only the room's bundle carries). */
export interface RoomLinkText {
  readonly heading: string;
  readonly opensAt: (time: string) => string;
  readonly link: string;
}

export const ROOM_LINK_TEXT_EN: RoomLinkText = {
  heading: 'Video room',
  opensAt: (time: string) => `Your private video room opens at ${time}, ${ROOM_POLICY.opensMinutesBefore} minutes before the session.`,
  link: 'Open the video room',
};

export const ROOM_LINK_TEXT_HI: RoomLinkText = {
  heading: 'वीडियो रूम',
  opensAt: (time) => `आपका निजी वीडियो रूम ${time} पर खुलेगा, सेशन से ${ROOM_POLICY.opensMinutesBefore} मिनट पहले।`,
  link: 'वीडियो रूम खोलें',
};

export const ROOM_LINK_TEXTS: Localized<RoomLinkText> = { en: ROOM_LINK_TEXT_EN, hi: ROOM_LINK_TEXT_HI };
