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
  /** Runs once a message is kept and before the server answers 250 for it, then waits for the client to close (`holdNextAnswer`). */
  let beforeAnswer: { readonly run: (mail: ReceivedMail) => Promise<void>; readonly closed: (mail: ReceivedMail) => void } | null = null;
  /** Connections whose message was answered, by session id: told when the client closes (it read the answer). */
  const answered = new Map<string, () => void>();
  const newServer = () => new SMTPServer({
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
    onData: (stream, session, callback) => {
      simpleParser(stream).then(
        async (parsed) => {
          const to = Array.isArray(parsed.to) ? parsed.to.map((a) => a.text).join(', ') : (parsed.to?.text ?? '');
          const mail = { to, subject: parsed.subject ?? '', messageId: parsed.messageId ?? '', text: parsed.text ?? '', parsed };
          received.push(mail);
          const hold = beforeAnswer;
          beforeAnswer = null;
          if (hold !== null) {
            await hold.run(mail);
            answered.set(session.id, () => hold.closed(mail));
          }
          callback();
        },
        (error: unknown) => callback(error as Error),
      );
    },
    onClose: (session) => {
      answered.get(session.id)?.();
      answered.delete(session.id);
    },
  });
  const listen = async (server: SMTPServer, port: number) => {
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    return (server.server.address() as AddressInfo).port;
  };
  let server = newServer();
  const port = await listen(server, 0);
  const close = () => new Promise<void>((resolve) => server.close(() => resolve()));
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
    /**
     * The next message is kept, then `hold` runs before the server answers 250; the promise returned resolves when
     * the client, having read that answer, closes the connection (the sender knows the message was accepted).
     */
    holdNextAnswer: (hold: (mail: ReceivedMail) => Promise<void>): Promise<ReceivedMail> =>
      new Promise((resolve) => {
        beforeAnswer = { run: hold, closed: resolve };
      }),
    /** Stops listening: every connection is refused until `restart()`, as when the mail server is down. */
    stop: close,
    /** Listens again on the same port. */
    restart: async () => {
      server = newServer();
      await listen(server, port);
    },
    close,
  };
};

export type SmtpInbox = Awaited<ReturnType<typeof startSmtpInbox>>;
