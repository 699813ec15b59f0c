// The console's newsletter screen's words (English), by id; in a module of their own, so only the screen's lazy chunk
// carries them. A language's edition is another catalog of the same shape.

export const NEWSLETTER_SCREEN_TEXT = {
  intro:
    'Write a letter to everyone who confirmed their address. It goes through the outbox, one message each, with a one-click unsubscribe; between 21:00 and 08:00 IST it waits for the morning.',
  reach: (confirmed: number, pending: number): string =>
    `${confirmed === 1 ? '1 confirmed address' : `${confirmed} confirmed addresses`} will receive it. ${pending === 1 ? '1 address waits' : `${pending} addresses wait`} for confirmation and will not.`,
  subject: 'Subject',
  body: 'Letter',
  bodyHint: 'Plain text. Leave a blank line between paragraphs. Every letter ends with who sent it, the care team\'s contact and Tele-MANAS.',
  send: 'Send the letter',
  confirmQuestion: (confirmed: number): string => `Send this letter to ${confirmed === 1 ? '1 address' : `${confirmed} addresses`} now? It cannot be recalled.`,
  confirmYes: 'Yes, send it',
  confirmNo: 'Not yet',
  sent: (recipients: number): string => `Sent to the outbox for ${recipients === 1 ? '1 address' : `${recipients} addresses`}. The Messages screen shows each one once it has gone.`,
  writeAnother: 'Write another letter',
  sending: 'Sending…',
  retry: 'Try again',
  nobody: 'No address is confirmed yet, so a letter would reach no one.',
} as const;
