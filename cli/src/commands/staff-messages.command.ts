import type { Command } from 'commander';
import { z } from 'zod';
import { MESSAGES_SCREEN_TEXT } from '@manobal/core';
import type { CliContext } from '../cli-context';
import { parseOptions } from '../parse-options';
import { answered, printAnswer, staffApi } from './staff-client';
import { connection, connectionOptions, withApi } from './therapists.command';

const idSchema = z.object({ id: z.string().min(1), ...connection });

/**
 * `manobal staff messages retry|drop <id>`: the console's failed-deliveries actions from a terminal (admins, the
 * messages.manage permission, checked by the server). The ids are those `manobal staff list failed` shows.
 */
export const registerStaffMessagesCommands = (staff: Command, ctx: CliContext): void => {
  const messages = staff
    .command('messages')
    .description("The outbox's failed deliveries (admins): send one again, or give it up. List them with 'manobal staff list failed'.");
  const act = (name: 'retry' | 'drop', description: string, done: string) =>
    connectionOptions(messages.command(`${name} <id>`).description(description)).action(async (id: string, raw: Record<string, unknown>) => {
      const options = parseOptions(idSchema, withApi({ ...raw, id }, ctx));
      const api = staffApi(ctx, options);
      const call = name === 'retry' ? api.staffRetryDelivery({ id: options.id }) : api.staffDropDelivery({ id: options.id });
      const answer = await answered(call, options.json);
      printAnswer(ctx, options.json ? answer : { ...answer, msg: done }, options.json);
    });
  act('retry', MESSAGES_SCREEN_TEXT.retryHelp, MESSAGES_SCREEN_TEXT.retried);
  act('drop', MESSAGES_SCREEN_TEXT.dropHelp, MESSAGES_SCREEN_TEXT.dropped);
};
