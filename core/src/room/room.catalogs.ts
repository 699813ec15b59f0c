import type { Localized } from '../i18n/locales';
import { ROOM_TEXT_EN, type RoomText } from './room.catalog';
import { ROOM_TEXT_HI } from './room.catalog.hi';

/** The video room's words in every language; the room's page takes those of its own `lang`. */
export const ROOM_TEXTS: Localized<RoomText> = { en: ROOM_TEXT_EN, hi: ROOM_TEXT_HI };
