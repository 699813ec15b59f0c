import type { Command } from 'commander';
import { z } from 'zod';
import type { CliContext } from '../cli-context';
import { usageError } from '../exit-error';
import { parseOptions } from '../parse-options';
import { reportChange } from './staff.command';
import { staffApi } from './staff-client';
import { connection, connectionOptions, withApi } from './therapists.command';

// `manobal staff directory …`: activating or retiring a therapist, and which staff person a directory entry is (admins).

const idSchema = z.object({ id: z.string().min(1), ...connection });
const linkSchema = z.object({ id: z.string().min(1), person: z.string().optional(), unlink: z.boolean().optional(), ...connection });

const LINK_CHOICE = 'Give --person <id> (from manobal staff people) to link the entry, or --unlink, not both.';

export const registerStaffDirectoryCommands = (staff: Command, ctx: CliContext): void => {
  const directory = staff
    .command('directory')
    .description('The directory (admins): activate or retire a therapist, link an entry to the staff person who is that therapist.')
    .addHelpText(
      'after',
      ['', 'Examples:', '  $ manobal staff directory retire kavya-menon', '  $ manobal staff directory activate kavya-menon', '  $ manobal staff directory link kavya-menon --person 3f0c9a52-7d1e-4b8a-9c3e-5a6b7c8d9e0f'].join('\n'),
    );
  const setActive = (active: boolean) => async (id: string, _raw: Record<string, unknown>, command: Command) => {
    const options = parseOptions(idSchema, withApi({ ...command.optsWithGlobals(), id }, ctx));
    await reportChange(ctx, staffApi(ctx, options).staffSetTherapistActive({ id: options.id, active }), options.json);
  };
  connectionOptions(directory.command('activate <id>').description('List the therapist to visitors and offer their free times again (a real therapist needs a verified registration).')).action(setActive(true));
  connectionOptions(directory.command('retire <id>').description('Retire a therapist: no longer listed to visitors and no free times offered; appointments already booked stand.')).action(
    setActive(false),
  );
  connectionOptions(
    directory
      .command('link <id>')
      .description('Link the directory entry to the staff person who is that therapist (whoever was linked before is unlinked), or unlink it.')
      .option('--person <personId>', 'the staff person (see manobal staff people)')
      .option('--unlink', 'link nobody to this entry'),
  ).action(async (id: string, _raw: Record<string, unknown>, command: Command) => {
    const options = parseOptions(linkSchema, withApi({ ...command.optsWithGlobals(), id }, ctx));
    if ((options.person === undefined) === (options.unlink !== true)) throw usageError(LINK_CHOICE);
    await reportChange(ctx, staffApi(ctx, options).staffLinkTherapist({ id: options.id, person_id: options.person ?? null }), options.json);
  });
};
