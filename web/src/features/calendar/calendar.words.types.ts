import type { MessageChannelText, OptInWords, PhoneChannel } from '@manobal/core';
import type { CalendarCopy } from './calendar.copy';

/** The session calendar's words in one language: the page's copy and core's words about a booking's messages. */
export interface CalendarWords {
  readonly copy: CalendarCopy;
  readonly channels: MessageChannelText;
  /** The words beside each phone channel's box: sent with a ticked box, so the server keeps what was agreed to. */
  readonly optIns: Readonly<Record<PhoneChannel, OptInWords>>;
}
