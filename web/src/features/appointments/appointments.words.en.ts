import { MESSAGE_CHANNEL_TEXT_EN } from '@manobal/core';
import { APPOINTMENTS_COPY_EN } from './appointments.copy';
import type { AppointmentsWords } from './appointments.words.types';

export const APPOINTMENTS_WORDS_EN: AppointmentsWords = { copy: APPOINTMENTS_COPY_EN, channels: MESSAGE_CHANNEL_TEXT_EN };
