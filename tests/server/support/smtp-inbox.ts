import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A message as the test SMTP server accepted it, parsed. */
export interface ReceivedMail {
  readonly to: string;
  readonly subject: string;
  readonly messageId: string;
  readonly text: string;
  readonly parsed: ParsedMail;
}

/**
 * A real SMTP server on 127.0.0.1 (no TLS, no auth) that keeps every message it accepts. `down(true)` makes it answer
 * every connection with 421 (try again later), as a mail server under maintenance does; `bounce(address)` refuses one
 * recipient for good (550).
 */
export const startSmtpInbox = async () => {
  const received: ReceivedMail[] = [];
  let refusing = false;
  const bouncing = new Set<string>();
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    onConnect: (_session, callback) => {
      if (!refusing) return callback();
      return callback(Object.assign(new Error('Service not available, try again later'), { responseCode: 421 }));
    },
    onRcptTo: (address, _session, callback) => {
      if (!bouncing.has(address.address.toLowerCase())) return callback();
      return callback(Object.assign(new Error('No such user here'), { responseCode: 550 }));
    },
    onData: (stream, _session, callback) => {
      simpleParser(stream).then(
        (parsed) => {
          const to = Array.isArray(parsed.to) ? parsed.to.map((a) => a.text).join(', ') : (parsed.to?.text ?? '');
          received.push({ to, subject: parsed.subject ?? '', messageId: parsed.messageId ?? '', text: parsed.text ?? '', parsed });
          callback();
        },
        (error: unknown) => callback(error as Error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    /** Messages to one address. */
    to: (address: string) => received.filter((mail) => mail.to.includes(address)),
    down: (value: boolean) => {
      refusing = value;
    },
    /** Answers 550 (no such mailbox) for this address from now on, as a server does for an address that bounces. */
    bounce: (address: string) => {
      bouncing.add(address.toLowerCase());
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};

export type SmtpInbox = Awaited<ReturnType<typeof startSmtpInbox>>;
