import type { Localized } from '../i18n/locales';

/**
 * What the room tells a person it cannot give a call (no WebRTC in the browser, no camera or no microphone, or
 * permission refused): what to do next, in words of their language. The care team's number comes from the
 * deployment's contact settings.
 */
export interface RoomFallbackText {
  readonly noWebRtcHeading: string;
  readonly noMediaHeading: string;
  readonly byPhone: (phone: string) => string;
}

export const ROOM_FALLBACK_TEXT: Localized<RoomFallbackText> = {
  en: {
    noWebRtcHeading: 'This browser cannot hold the video call',
    noMediaHeading: 'Your camera or microphone is not available',
    byPhone: (phone: string) => `Or call the care team on ${phone}: they will hold your session as a phone call instead.`,
  },
  hi: {
    noWebRtcHeading: 'यह ब्राउज़र वीडियो कॉल नहीं चला सकता',
    noMediaHeading: 'आपका कैमरा या माइक्रोफ़ोन उपलब्ध नहीं है',
    byPhone: (phone: string) => `या केयर टीम को ${phone} पर कॉल करें: वे आपका सेशन फ़ोन कॉल पर करवा देंगे।`,
  },
};
