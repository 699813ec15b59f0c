import type { LanguageId } from '../catalog/language-names';
import type { Locale } from '../i18n/locales';
import type { PhoneChannel } from '../notifications/notification.types';
import type { QueueStanding } from '../staff/queue-standing';
import type { RiskAnswer } from '../wizard/wizard.options';

/**
 * Why someone asked to be phoned: 'crisis' from the wizard's crisis block (risk Yes or 'Immediate crisis
 * support'), 'booking-help' from the booking pages. Ids on the wire and in the store; labels at the edges.
 */
export const CALLBACK_REASONS = ['crisis', 'booking-help'] as const;
export type CallbackReason = (typeof CALLBACK_REASONS)[number];

/** How soon the care team should call: 'urgent' requests come first in the staff listing. */
export const CALLBACK_URGENCIES = ['urgent', 'normal'] as const;
export type CallbackUrgency = (typeof CALLBACK_URGENCIES)[number];

/** A request to be phoned by the care team; the person agreed to the call when they sent it (`receivedAt`). */
export interface CallbackRequest {
  readonly id: string;
  readonly name: string;
  /** The 10 digits; never logged. */
  readonly phone: string;
  readonly reason: CallbackReason;
  readonly urgency: CallbackUrgency;
  /** The wizard's risk answer when the screen that offered the call knew it (null otherwise): for the care team. */
  readonly risk: RiskAnswer | null;
  /** The language the person asked to be helped in, when known (null otherwise): who should call. */
  readonly language: LanguageId | null;
  /** The language of the page the request was sent from: its acknowledgement is written in it. */
  readonly locale: Locale;
  readonly receivedAt: Date;
  /** By when the care team should have called (callbackDueAt); listed as past due after it while still open. */
  readonly dueAt: Date;
  /** Where it is in the care team's urgent queue: waiting, someone calling, or closed with an outcome. */
  readonly queue: QueueStanding;
  /**
   * The phone channel the request is acknowledged by (and a crisis alerts coordinators with a phone by): SMS when this
   * deployment sends SMS; null or absent when it does not. Not stored: it only decides the messages written with it.
   */
  readonly phoneChannel?: PhoneChannel | null;
}
