import { MESSAGE_CHANNEL_TEXT_HI, MESSAGE_OPT_IN_WORDS_HI } from '@manobal/core';
import { CALENDAR_COPY_HI } from './calendar.copy.hi';
import type { CalendarWords } from './calendar.words.types';

export const CALENDAR_WORDS_HI: CalendarWords = { copy: CALENDAR_COPY_HI, channels: MESSAGE_CHANNEL_TEXT_HI, optIns: MESSAGE_OPT_IN_WORDS_HI };
