import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ResultAsync } from 'neverthrow';
import { STORE_UNAVAILABLE, type KeptMessage, type SentMailbox } from '@manobal/core';
import { MAILBOX_INDEX, type MailboxEntry } from './mail-senders';

const isEntry = (value: unknown): value is MailboxEntry => {
  const entry = value as Partial<MailboxEntry> | null;
  return typeof entry?.messageId === 'string' && typeof entry.to === 'string' && typeof entry.subject === 'string' && typeof entry.at === 'string';
};

/** The index's entries, one per line; a resend of one Message-ID shows once, as last kept. */
const entriesOf = (text: string): MailboxEntry[] => {
  const byId = new Map<string, MailboxEntry>();
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    try {
      const entry: unknown = JSON.parse(line);
      if (isEntry(entry)) {
        byId.delete(entry.messageId);
        byId.set(entry.messageId, entry);
      }
    } catch {
      // A line cut short by a crash mid-write: the message's file is still there; the line is skipped.
    }
  }
  return [...byId.values()];
};

/** Core's SentMailbox over the local mailbox's index (DATA_DIR/mailbox/index.jsonl), newest first. */
export const createLocalMailbox = (dir: string): SentMailbox => ({
  page: ({ page, limit }) =>
    ResultAsync.fromPromise(
      readFile(join(dir, MAILBOX_INDEX), 'utf8').catch((error: unknown) => {
        if ((error as { code?: unknown }).code === 'ENOENT') return '';
        throw error;
      }),
      () => STORE_UNAVAILABLE,
    ).map((text) => {
      const newestFirst = entriesOf(text).reverse();
      const items: KeptMessage[] = newestFirst
        .slice((page - 1) * limit, page * limit)
        .map((entry) => ({ messageId: entry.messageId, email: entry.to, subject: entry.subject, keptAt: new Date(entry.at), text: entry.text ?? '' }));
      return { items, page, limit, total: newestFirst.length };
    }),
});
