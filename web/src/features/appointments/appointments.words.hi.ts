import { MESSAGE_CHANNEL_TEXT_HI } from '@manobal/core';
import { APPOINTMENTS_COPY_HI } from './appointments.copy.hi';
import type { AppointmentsWords } from './appointments.words.types';

export const APPOINTMENTS_WORDS_HI: AppointmentsWords = { copy: APPOINTMENTS_COPY_HI, channels: MESSAGE_CHANNEL_TEXT_HI };
