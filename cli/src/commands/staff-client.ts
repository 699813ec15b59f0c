import type { ResultAsync } from 'neverthrow';
import { DEFAULT_LOCALE, type ApiError, type StaffApi } from '@manobal/core';
import { createNodeStaffApi } from '../api-client';
import type { CliContext } from '../cli-context';
import { usageError } from '../exit-error';
import { appointmentFailure } from './book.command';

// What every `manobal staff …` command shares: the staff client with the person's token, and its answers printed.

/** The personal access token the commands send as `Authorization: Bearer …`; only ever read from the environment. */
export const STAFF_TOKEN_ENV = 'MANOBAL_STAFF_TOKEN';

const NO_TOKEN = {
  message: `Set ${STAFF_TOKEN_ENV} to your personal access token (mnb_pat_…; an administrator creates one on the server's machine with npm run admin -- create-person … --token NAME, and you can make more with manobal staff token-create). Staff commands send it, and never take it as an option (it would be kept in your shell history).`,
} as const;

/** The staff API over Node's fetch and the streaming upload, with the token from the environment. */
export const staffApi = (ctx: CliContext, options: { readonly api: string; readonly timeout: number }): StaffApi => {
  const staffToken = ctx.env[STAFF_TOKEN_ENV];
  if (!staffToken) throw usageError(NO_TOKEN.message);
  return createNodeStaffApi(options.api, { timeoutMs: options.timeout * 1000 }, staffToken);
};

export interface StaffAnswer {
  readonly msg: string;
  readonly data: unknown;
}

/** A staff call's Result, mapped once: the answer, or exit 1 with the refusal's field errors. */
export const answered = async (result: ResultAsync<StaffAnswer, ApiError>, json: boolean): Promise<StaffAnswer> => {
  const outcome = await result;
  if (outcome.isErr()) throw appointmentFailure(outcome.error, json, DEFAULT_LOCALE);
  return outcome.value;
};

/** A staff answer printed: its words, or with --json the envelope. */
export const printAnswer = (ctx: CliContext, answer: StaffAnswer, json: boolean): void => {
  if (json) ctx.output.json({ success: true, msg: answer.msg, data: answer.data });
  else ctx.output.line(answer.msg);
};

