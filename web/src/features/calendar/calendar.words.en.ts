import { MESSAGE_CHANNEL_TEXT_EN, MESSAGE_OPT_IN_WORDS_EN } from '@manobal/core';
import { CALENDAR_COPY_EN } from './calendar.copy';
import type { CalendarWords } from './calendar.words.types';

export const CALENDAR_WORDS_EN: CalendarWords = { copy: CALENDAR_COPY_EN, channels: MESSAGE_CHANNEL_TEXT_EN, optIns: MESSAGE_OPT_IN_WORDS_EN };
