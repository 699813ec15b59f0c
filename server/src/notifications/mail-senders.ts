import { appendFile, mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ResultAsync } from 'neverthrow';
import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import type { MessageSender, SendFailure } from '@manobal/core';
import type { MailConfig } from '../config';

type OutgoingMessage = Parameters<MessageSender['send']>[0];

/** The e-mail of an outgoing message: both parts, its attachments, and the row's stable Message-ID. */
const mailOf = (message: OutgoingMessage, mail: Pick<MailConfig, 'from' | 'replyTo'>): SendMailOptions => ({
  from: mail.from,
  replyTo: mail.replyTo,
  to: message.recipient,
  subject: message.rendered.subject,
  text: message.rendered.text,
  html: message.rendered.html,
  messageId: message.messageId,
  ...(message.rendered.headers === undefined ? {} : { headers: { ...message.rendered.headers } }),
  attachments: message.rendered.attachments.map((attachment) => ({ filename: attachment.fileName, contentType: attachment.contentType, content: attachment.content })),
});

/**
 * A refusal for good is an SMTP 5xx answer (no such mailbox, the message refused); everything else (no connection,
 * a timeout, a 4xx 'try later') may work on a later attempt.
 */
const failureOf = (error: unknown): SendFailure => {
  const { responseCode, code, message } = error as { responseCode?: unknown; code?: unknown; message?: unknown };
  const reason = [typeof responseCode === 'number' ? String(responseCode) : null, typeof code === 'string' ? code : null, typeof message === 'string' ? message : null]
    .filter((part) => part !== null)
    .join(' ')
    .slice(0, 500);
  return typeof responseCode === 'number' && responseCode >= 500 ? { kind: 'send-refused', reason } : { kind: 'send-failed', reason: reason || 'send failed' };
};

/**
 * Sends through an SMTP server (SMTP_URL). No step waits past `timeoutMs`: connecting, the greeting, and each socket
 * read; a slow server is a failed attempt that the outbox retries, never a stuck worker.
 */
export const createSmtpSender = (mail: MailConfig & { readonly smtpUrl: string }): MessageSender & { close(): void } => {
  const transport: Transporter = nodemailer.createTransport(mail.smtpUrl, {
    connectionTimeout: mail.timeoutMs,
    greetingTimeout: mail.timeoutMs,
    socketTimeout: mail.timeoutMs,
  } as never);
  return {
    send: (message) =>
      ResultAsync.fromPromise(transport.sendMail(mailOf(message, mail)) as Promise<{ messageId?: string; response?: string }>, failureOf).map((info) => ({
        providerMessageId: info.response ?? null,
      })),
    close: () => transport.close(),
  };
};

/** One line of the mailbox's index: what the console lists without opening each file. */
export interface MailboxEntry {
  readonly file: string;
  readonly messageId: string;
  readonly to: string;
  readonly subject: string;
  readonly at: string;
  /** The plain-text part, for the console to show without parsing the file. */
  readonly text?: string;
}

export const MAILBOX_INDEX = 'index.jsonl';

/** A Message-ID as a file name: its letters, digits, dots and dashes. */
const fileNameOf = (messageId: string): string => `${messageId.replace(/[^A-Za-z0-9.-]/g, '')}.eml`;

/**
 * Without SMTP_URL every message is written to `dir` as an .eml file (the exact bytes SMTP would carry) and listed in
 * index.jsonl, so a newcomer running `npm start` sees every message the product would send, in the console's 'Sent
 * messages'. A resend of the same row overwrites its file: the Message-ID names it.
 */
export const createMailboxSender = (dir: string, mail: Pick<MailConfig, 'from' | 'replyTo'>, now: () => Date): MessageSender => {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  const keep = async (message: OutgoingMessage) => {
    const info = (await transport.sendMail(mailOf(message, mail))) as { message: Buffer };
    await mkdir(dir, { recursive: true });
    const file = fileNameOf(message.messageId);
    await writeFile(join(dir, file), info.message);
    const entry: MailboxEntry = { file, messageId: message.messageId, to: message.recipient, subject: message.rendered.subject, at: now().toISOString(), text: message.rendered.text };
    await appendFile(join(dir, MAILBOX_INDEX), `${JSON.stringify(entry)}\n`);
    return { providerMessageId: `mailbox:${file}` };
  };
  return { send: (message) => ResultAsync.fromPromise(keep(message), failureOf) };
};
