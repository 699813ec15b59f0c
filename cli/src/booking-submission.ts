import { createHash } from 'node:crypto';
import type { BookingPayload } from '@manobal/core';
import type { CliContext } from './cli-context';
import { cliMessages } from './cli.messages';
import { failureError } from './exit-error';
import { summariseFields } from './form-prompts';

/**
 * The Idempotency-Key a booking gets when --idempotency-key is not given: a hash of the payload as sent,
 * keys sorted (JSON.stringify's replacer list also fixes the order). Running the same command twice therefore
 * books once: the server answers the retry with the first booking. The hash, not the payload, is sent, so no
 * name, email or phone appears in the header.
 */
export const bookingIdempotencyKey = (payload: object): string => {
  const canonical = JSON.stringify(payload, Object.keys(payload).sort());
  return `manobal-cli-${createHash('sha256').update(canonical).digest('hex')}`;
};

/**
 * On a terminal, shows what is about to be booked and asks before sending; --yes skips the question, and
 * without a terminal nothing is ever asked. Declining sends nothing (exit 1).
 */
export const confirmBooking = async (payload: BookingPayload, skip: boolean, ctx: CliContext): Promise<void> => {
  if (skip || !ctx.interactive) return;
  const words = cliMessages(ctx.locale);
  // The summary goes to stderr, so stdout holds only the answer (and stays clean JSON with --json).
  ctx.output.writeError(`${words.bookingSummary}\n`);
  for (const { label, value } of summariseFields('book-session', payload, ctx.clock, ctx.locale)) {
    ctx.output.writeError(`${words.summaryLine(label, value)}\n`);
  }
  if (!(await ctx.prompts.confirm({ message: words.confirmBooking, default: true }))) throw failureError(words.bookingNotSent);
};
