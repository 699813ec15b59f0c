import type { MessageChannelText } from '@manobal/core';
import type { AppointmentsCopy } from './appointments.copy';

/** The manage page's words in one language: its copy and core's words about a booking's messages. */
export interface AppointmentsWords {
  readonly copy: AppointmentsCopy;
  readonly channels: MessageChannelText;
}
