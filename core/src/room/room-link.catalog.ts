import { ROOM_POLICY } from './room.policy';

/** What the confirmation, the manage page and the profile say of a video appointment's room (a module apart from the room's own words, which only the room's bundle carries). */
export const ROOM_LINK_TEXT_EN = {
  heading: 'Video room',
  opensAt: (time: string) => `Your private video room opens at ${time}, ${ROOM_POLICY.opensMinutesBefore} minutes before the session.`,
  link: 'Open the video room',
} as const;
