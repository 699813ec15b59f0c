import type { Command } from 'commander';
import { z } from 'zod';
import { formatInstantForPeople, STAFF_ROLE_LABELS, STAFF_ROLES, type Page, type StaffRole } from '@manobal/core';
import type { CliContext } from '../cli-context';
import { parseOptions } from '../parse-options';
import { answered, printAnswer, staffApi } from './staff-client';
import { pageLine, pagingOptions } from './staff.command';
import { connection, connectionOptions, withApi } from './therapists.command';

// `manobal staff whoami`, one's own personal access tokens, and the care team's people (admins).

const connectionSchema = z.object(connection);
const rolesOption = z
  .string({ error: `Give --roles, a comma list of: ${STAFF_ROLES.join(', ')}.` })
  .transform((text) => text.split(',').map((role) => role.trim()).filter((role) => role !== ''));
const createTokenSchema = z.object({ name: z.string({ error: 'Give the token a --name.' }), days: z.coerce.number({ error: 'Use a whole number of days.' }).int({ error: 'Use a whole number of days.' }).optional(), ...connection });
const idSchema = z.object({ id: z.string().min(1), ...connection });
const peopleSchema = z.object({ page: z.string().optional(), limit: z.string().optional(), ...connection });
const inviteSchema = z.object({ email: z.string({ error: 'Give --email.' }), name: z.string({ error: 'Give --name.' }), roles: rolesOption, therapist: z.string().optional(), ...connection });
const changeSchema = z.object({ id: z.string().min(1), roles: rolesOption.optional(), therapist: z.union([z.string(), z.literal(false)]).optional(), ...connection });

const roleNames = (roles: readonly StaffRole[]): string => roles.map((role) => STAFF_ROLE_LABELS[role]).join(', ');
const ist = (instant: string | null): string => (instant === null ? 'never' : formatInstantForPeople(new Date(instant)).ist);

export const registerStaffPeopleCommands = (staff: Command, ctx: CliContext): void => {
  connectionOptions(staff.command('whoami').description('Who the token in $MANOBAL_STAFF_TOKEN belongs to: the person, their roles and what those allow.')).action(
    async (raw: Record<string, unknown>) => {
      const options = parseOptions(connectionSchema, withApi(raw, ctx));
      const me = await answered(staffApi(ctx, options).staffWhoami({}), options.json);
      if (options.json) return printAnswer(ctx, me, true);
      const data = me.data as { name: string; roles: StaffRole[]; therapist_id: string | null; credential: string; permissions: string[] };
      ctx.output.line(`${ctx.output.style.bold(data.name)} · ${roleNames(data.roles)}${data.therapist_id === null ? '' : ` · therapist ${data.therapist_id}`}`);
      ctx.output.line(`  signed in with: ${data.credential} · may: ${data.permissions.join(', ')}`);
    },
  );

  connectionOptions(staff.command('tokens').description('Your personal access tokens (never their secrets), newest first.')).action(async (raw: Record<string, unknown>) => {
    const options = parseOptions(connectionSchema, withApi(raw, ctx));
    const listed = await answered(staffApi(ctx, options).staffMyTokens({}), options.json);
    if (options.json) return printAnswer(ctx, listed, true);
    const items = (listed.data as { items: { id: string; name: string; state: string; expires_at: string; last_used_at: string | null }[] }).items;
    if (items.length === 0) return ctx.output.line('You have no personal access token.');
    for (const t of items) ctx.output.line(`${ctx.output.style.bold(t.name)} · ${t.state} · until ${ist(t.expires_at)} · last used ${ist(t.last_used_at)} · id ${t.id}`);
  });
  connectionOptions(
    staff
      .command('token-create')
      .description('A new personal access token with your roles, for a script or another machine: printed once, as the last line.')
      .requiredOption('--name <name>', 'what will use it, such as "reports laptop"')
      .option('--days <days>', 'how long it lasts (90 by default, at most 366)'),
  ).action(async (raw: Record<string, unknown>) => {
    const options = parseOptions(createTokenSchema, withApi(raw, ctx));
    const created = await answered(staffApi(ctx, options).staffCreateToken({ name: options.name, ...(options.days === undefined ? {} : { days: options.days }) }), options.json);
    if (options.json) return printAnswer(ctx, created, true);
    const data = created.data as { token: string; expires_at: string };
    ctx.output.line(`${created.msg} It lasts until ${ist(data.expires_at)}.`);
    ctx.output.line(data.token);
  });
  connectionOptions(staff.command('token-revoke <id>').description('Revoke one of your personal access tokens: refused from the next request on.')).action(
    async (id: string, raw: Record<string, unknown>) => {
      const options = parseOptions(idSchema, withApi({ ...raw, id }, ctx));
      printAnswer(ctx, await answered(staffApi(ctx, options).staffRevokeToken({ id: options.id }), options.json), options.json);
    },
  );

  pagingOptions(staff.command('people').description("The care team's people, active first, a page at a time (admins).")).action(async (raw: Record<string, unknown>) => {
    const options = parseOptions(peopleSchema, withApi(raw, ctx));
    const listed = await answered(staffApi(ctx, options).staffPeople({ page: options.page, limit: options.limit }), options.json);
    if (options.json) return printAnswer(ctx, listed, true);
    const items = (listed.data as { items: { id: string; name: string; email: string; roles: StaffRole[]; therapist_id: string | null; active: boolean }[] }).items;
    for (const p of items)
      ctx.output.line(`${ctx.output.style.bold(p.name)} <${p.email}> · ${roleNames(p.roles)}${p.therapist_id === null ? '' : ` · therapist ${p.therapist_id}`}${p.active ? '' : ' · DEACTIVATED'} · id ${p.id}`);
    ctx.output.line(pageLine(listed.data as Page<unknown>));
  });
  connectionOptions(
    staff
      .command('invite')
      .description('Invite a person with their roles: prints a one-time enrolment link (72 hours) to send them.')
      .requiredOption('--email <email>', 'their e-mail')
      .requiredOption('--name <name>', 'their name')
      .requiredOption('--roles <roles>', `a comma list of: ${STAFF_ROLES.join(', ')}`)
      .option('--therapist <id>', 'the directory entry they are, for a therapist'),
  ).action(async (raw: Record<string, unknown>) => {
    const options = parseOptions(inviteSchema, withApi(raw, ctx));
    const invited = await answered(
      staffApi(ctx, options).staffInvitePerson({ email: options.email, name: options.name, roles: options.roles as StaffRole[], ...(options.therapist ? { therapist_id: options.therapist } : {}) }),
      options.json,
    );
    if (options.json) return printAnswer(ctx, invited, true);
    ctx.output.line(invited.msg);
    ctx.output.line((invited.data as { link: string }).link);
  });
  connectionOptions(
    staff
      .command('person <id>')
      .description("Change a person's roles, or the therapist entry linked to them.")
      .option('--roles <roles>', `a comma list of: ${STAFF_ROLES.join(', ')}`)
      .option('--therapist <id>', 'link this directory entry')
      .option('--no-therapist', 'unlink their directory entry'),
  ).action(async (id: string, raw: Record<string, unknown>) => {
    const options = parseOptions(changeSchema, withApi({ ...raw, id }, ctx));
    const therapist = options.therapist === undefined ? {} : { therapist_id: options.therapist === false ? null : options.therapist };
    const changed = await answered(staffApi(ctx, options).staffChangePerson({ id: options.id, ...(options.roles ? { roles: options.roles as StaffRole[] } : {}), ...therapist }), options.json);
    printAnswer(ctx, changed, options.json);
  });
  connectionOptions(staff.command('deactivate <id>').description('Deactivate a person: their sessions and tokens end at once.')).action(async (id: string, raw: Record<string, unknown>) => {
    const options = parseOptions(idSchema, withApi({ ...raw, id }, ctx));
    printAnswer(ctx, await answered(staffApi(ctx, options).staffDeactivatePerson({ id: options.id }), options.json), options.json);
  });
  connectionOptions(
    staff.command('reset-second-factor <id>').description("Reset a person's second factor (a lost phone): prints a one-time link (72 hours) for them to set up a new one."),
  ).action(async (id: string, raw: Record<string, unknown>) => {
    const options = parseOptions(idSchema, withApi({ ...raw, id }, ctx));
    const reset = await answered(staffApi(ctx, options).staffResetSecondFactor({ id: options.id }), options.json);
    if (options.json) return printAnswer(ctx, reset, true);
    ctx.output.line(reset.msg);
    ctx.output.line((reset.data as { link: string }).link);
  });
};
