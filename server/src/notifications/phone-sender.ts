import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import type { MessageSender, OutgoingMessage, PhoneChannel, SendFailure } from '@manobal/core';
import type { PhoneConfig } from '../config';

/** What the provider's API answers when it takes a message: its id for it, which receipts name later. */
interface ProviderAnswer {
  readonly id?: unknown;
}

/** The JSON body of POST {PHONE_API_URL}/messages for one message. */
const bodyOf = (message: OutgoingMessage, channel: PhoneChannel, config: PhoneConfig): Record<string, unknown> | string => {
  const short = message.rendered.short;
  if (short === undefined) return `no short text for ${message.channel}`;
  if (channel === 'sms') {
    const templateId = config.sms?.dltTemplateIds[short.key];
    if (config.sms === undefined || templateId === undefined) return `no DLT template id for ${short.key}`;
    return {
      channel,
      to: message.recipient,
      sender: config.sms.sender,
      ...(config.sms.dltEntityId === undefined ? {} : { dlt_entity_id: config.sms.dltEntityId }),
      dlt_template_id: templateId,
      variables: short.values,
      text: short.text,
      reference: message.messageId,
    };
  }
  const name = config.whatsapp?.templateNames[short.key];
  if (name === undefined) return `no WhatsApp template for ${short.key}`;
  return { channel, to: message.recipient, template: name, language: short.locale, variables: short.values, text: short.text, reference: message.messageId };
};

/**
 * A provider's refusal for good is a 4xx answer (a number it will not reach, a template it does not know) other than
 * 408 and 429, which ask to try later; a 5xx, no connection or no answer within the timeout may work later.
 */
const failureOfStatus = (status: number, detail: string): SendFailure => {
  const reason = `${status} ${detail}`.trim().slice(0, 500);
  return status >= 400 && status < 500 && status !== 408 && status !== 429 ? { kind: 'send-refused', reason } : { kind: 'send-failed', reason };
};

const failureOfError = (error: unknown): SendFailure => {
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (name === 'TimeoutError' || name === 'AbortError') return { kind: 'send-failed', reason: 'timeout: the provider did not answer in time' };
  return { kind: 'send-failed', reason: `unreachable: ${typeof message === 'string' ? message : String(error)}`.slice(0, 500) };
};

const post = async (url: string, body: Record<string, unknown>, key: string, messageId: string, timeoutMs: number) => {
  // One signal for the whole exchange: the answer's body is read under the same timeout as the connection.
  const signal = AbortSignal.timeout(timeoutMs);
  const response = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', 'idempotency-key': messageId },
    body: JSON.stringify(body),
    signal,
  });
  const text = await response.text();
  return { status: response.status, text };
};

/**
 * SMS and WhatsApp through one HTTP provider (PHONE_API_URL, PHONE_API_KEY): each message is its registered
 * template's id (a DLT template id with the sender header for SMS, an approved template's name for WhatsApp) and its
 * numbered values, with the words too for providers that match them. The row's Message-ID goes as the
 * Idempotency-Key, so a resend after a crash is one message to a provider that honours it.
 */
export const createPhoneSender = (config: PhoneConfig, channel: PhoneChannel): MessageSender => ({
  send: (message) => {
    const body = bodyOf(message, channel, config);
    if (typeof body === 'string') return errAsync({ kind: 'send-refused', reason: body });
    return ResultAsync.fromPromise(post(`${config.apiUrl}/messages`, body, config.apiKey, message.messageId, config.timeoutMs), failureOfError).andThen((answer) => {
      if (answer.status < 200 || answer.status >= 300) return errAsync(failureOfStatus(answer.status, answer.text.slice(0, 300)));
      let id: unknown = null;
      try {
        id = (JSON.parse(answer.text) as ProviderAnswer).id;
      } catch {
        // A provider that took the message without a JSON answer gave no id: its receipts cannot name the row.
      }
      return okAsync({ providerMessageId: typeof id === 'string' && id.length > 0 ? id : null });
    });
  },
});

/** Routes each message to its channel's sender; a channel with none configured refuses the row for good. */
export const createChannelSender = (senders: Partial<Record<OutgoingMessage['channel'], MessageSender>>): MessageSender => ({
  send: (message) => senders[message.channel]?.send(message) ?? errAsync({ kind: 'send-refused', reason: `${message.channel} is not configured` }),
});
