import { z } from '../schema/zod';
import { PLAIN_TEXT_PATTERN } from '../forms/shared-rules';
import { listWith } from '../i18n/list-with';
import { MESSAGE_OPT_IN_CONSENTS, PHONE_CHANNELS, type MessageChannel, type MessageChannelText, type OptInWords, type PhoneChannel } from './notification.types';
import { MESSAGE_OPT_IN_WORDS_HI } from './message-opt-in.hi';

export const MESSAGE_OPT_IN_WORDS_EN: Readonly<Record<PhoneChannel, OptInWords>> = {
  sms: {
    ...MESSAGE_OPT_IN_CONSENTS.sms,
    text: 'Also send me SMS about this booking (the confirmation, any change, and reminders) to the phone number above.',
  },
  whatsapp: {
    ...MESSAGE_OPT_IN_CONSENTS.whatsapp,
    text: 'Also send me WhatsApp messages about this booking (the confirmation, any change, and reminders) to the phone number above.',
  },
};

/** The booking's words about its messages: the choice on the details step, and where they go once booked. */
export const MESSAGE_CHANNEL_TEXT_EN: MessageChannelText = {
  choiceHeading: 'Messages about this booking',
  emailAlways: 'We e-mail the confirmation, any change and the reminders to the address above.',
  factLabel: 'Messages',
  /** Where an appointment's messages go, from its channels: 'By e-mail and SMS: the confirmation, any change and reminders'. */
  goBy: (channels: readonly MessageChannel[]): string => {
    const names = channels.map((channel) => ({ email: 'e-mail', sms: 'SMS', whatsapp: 'WhatsApp' })[channel]);
    return `By ${listWith('and')(names)}: the confirmation, any change and reminders`;
  },
};

/** The opt-in words by locale; the server accepts words shown in any of them. */
export const MESSAGE_OPT_IN_CATALOGS: Readonly<Record<string, Readonly<Record<PhoneChannel, OptInWords>>>> = { en: MESSAGE_OPT_IN_WORDS_EN, hi: MESSAGE_OPT_IN_WORDS_HI };

/** The refusals of an opt-in, as the booking form and the server word them. */
export const MESSAGE_OPT_IN_MESSAGES = {
  wordsUnknown: 'Those are not the words this site shows for that choice. Please reload the page and tick it again.',
  twice: 'Each channel may be chosen once.',
  notOffered: 'Messages by that channel are not offered just now. Please untick it; we will e-mail you.',
} as const;

/** The catalog entry (id, version, text) whose text these words are, for this channel, in any language. */
export const shownWordsOf = (channel: PhoneChannel, text: string): OptInWords | undefined =>
  Object.values(MESSAGE_OPT_IN_CATALOGS)
    .map((words) => words[channel])
    .find((words) => words.text === text);

/**
 * One ticked opt-in as the booking form sends it: the channel and the exact words shown beside the box, from which
 * confirming finds the catalog entry's id and version to keep with them. The words are held to the catalog by
 * messageOptInsRefusal, which confirming runs, so the contract (which the care console loads too) does not carry
 * every language's words.
 */
export const messageOptInSchema = z.object({ channel: z.enum(PHONE_CHANNELS), words: z.string().max(400).regex(PLAIN_TEXT_PATTERN) });

export const messageOptInsSchema = z.array(messageOptInSchema).max(PHONE_CHANNELS.length);

/**
 * Why these opt-ins cannot be taken, or null: words that are not the catalog's for that channel (in any language), a channel chosen twice, or one this deployment does not send by.
 */
export const messageOptInsRefusal = (optIns: readonly z.output<typeof messageOptInSchema>[], offered: readonly PhoneChannel[]): string | null => {
  if (optIns.some((optIn) => shownWordsOf(optIn.channel, optIn.words) === undefined)) return MESSAGE_OPT_IN_MESSAGES.wordsUnknown;
  if (new Set(optIns.map((optIn) => optIn.channel)).size !== optIns.length) return MESSAGE_OPT_IN_MESSAGES.twice;
  return optIns.some((optIn) => !offered.includes(optIn.channel)) ? MESSAGE_OPT_IN_MESSAGES.notOffered : null;
};

/** The opt-in of a channel as the form sends it, from the words it shows. */
export const optInOf = (channel: PhoneChannel, words: Readonly<Record<PhoneChannel, OptInWords>> = MESSAGE_OPT_IN_WORDS_EN) => ({ channel, words: words[channel].text });

/** A stored opt-in: the channel, the words agreed to (id, version, text) and when. */
export interface MessageOptIn {
  readonly channel: PhoneChannel;
  readonly wordsId: string;
  readonly wordsVersion: number;
  readonly words: string;
  readonly givenAt: Date;
}

/** The channels an appointment's messages go by: e-mail, then each phone channel the visitor opted in to. */
export const messageChannelsOf = (optIns: readonly Pick<MessageOptIn, 'channel'>[] | undefined): MessageChannel[] => ['email', ...(optIns ?? []).map((optIn) => optIn.channel)];

/** A 10-digit Indian mobile number as phone channels address it (E.164). */
export const phoneRecipientOf = (tenDigits: string): string => `+91${tenDigits.replace(/\D/g, '').slice(-10)}`;
