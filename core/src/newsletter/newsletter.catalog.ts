// The newsletter's words outside the e-mails (English), by id: what its pages and calls say. The footer's box has
// its words in the web shell's catalog per language; the letters' words are the notification catalog's.

/**
 * The answer to every sign-up, whatever the address's state: true in each, and it tells no one who is on the list.
 * A constant of its own: every page's first script carries the calls' messages, and only this of the newsletter's.
 */
export const NEWSLETTER_SIGNED_UP = 'Thank you. Please check your e-mail: if this address is new to us, we have sent it a link to confirm. Letters go only to confirmed addresses.';

/** A newsletter link whose token is missing or cut short; also the calls' fallback when the server gives no words. */
export const NEWSLETTER_LINK_INCOMPLETE = 'This link is not complete. Please open the whole link from the e-mail.';

export const NEWSLETTER_TEXT = {
  signedUp: NEWSLETTER_SIGNED_UP,
  confirmed: 'Your address is confirmed. Our letters will come to it; each one has a link to unsubscribe in one click.',
  unsubscribed: 'You are unsubscribed. No more letters will come to this address. To have them again, subscribe in the footer and confirm your address.',
  /** A confirmation link used already, or older than the policy allows. */
  confirmGone:
    'This confirmation link has been used or has expired. If you opened it before, your address is confirmed; if not, subscribe again in the footer and we will send a new link.',
  /** An unsubscribe link that names no subscription (mistyped or cut short). */
  unsubscribeGone: 'This unsubscribe link is not complete. Please open the whole link from the letter, or write to us and we will remove your address.',
  tokenMissing: NEWSLETTER_LINK_INCOMPLETE,
  confirmTitle: 'Confirm your address',
  unsubscribeTitle: 'Unsubscribe',
  working: 'One moment…',
  retry: 'Try again',
} as const;

/** The letter form's field messages (short: the console's first script carries the staff calls' schemas). */
export const LETTER_MESSAGES = {
  subjectRequired: 'Write a subject.',
  subjectTooLong: 'One line, 150 characters at most.',
  bodyRequired: 'Write the letter.',
  bodyTooLong: '10000 characters at most.',
  id: 'Reload and write it again.',
} as const;
