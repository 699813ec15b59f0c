import { parseArgs } from 'node:util';
import { randomUUID } from 'node:crypto';
import { actorOfPerson, enrolmentLink, OPERATOR_ACTOR, STAFF_ROLES, type AuditAction, type AuditSubject, type Clock, type StaffPerson } from '@manobal/core';
import type { AuditRecorder } from '../audit/audit-recorder';
import type { ServerConfig } from '../config';
import { composeStaffPeopleUseCases } from '../staff-auth/staff-people.use-cases';
import { createStaffSecrets } from '../staff-auth/staff-secrets';
import type { Store } from '../store/store.port';

// The server operator's commands (`npm run admin -- …`): on the server's own machine, over the same store as the
// server (DATA_DIR / DATABASE_URL), without HTTP. For provisioning, automation and a locked-out care team. Every
// change is in the audit log as done by the server operator.

export const ADMIN_HELP = `Usage: npm run admin -- <command> [options]

Commands (on the server's own machine; they read DATA_DIR / DATABASE_URL like the server):
  create-person --email E --name N --roles R1,R2 [--therapist ID] [--token NAME] [--days D]
        Creates a staff person, or adds the roles to the person with this e-mail. Roles: ${STAFF_ROLES.join(', ')}.
        --therapist links the person to a therapist's directory entry. With --token, creates a personal access
        token (for MANOBAL_STAFF_TOKEN) lasting D days (90 by default) and prints it as the last line.
  deactivate --email E
        Deactivates the person: their sessions and access tokens end at once.
  reset-second-factor --email E
        Removes the person's second factors and sessions and prints a one-time link (72 hours) to set up a new one.
  enrolment-link
        Prints a one-time link (24 hours) that enrols a new administrator.
  help  Shows this text.`;

/** What a command printed and how it ended: 0 done, 1 the store failed, 2 the command was wrong. */
export interface AdminOutcome {
  readonly exitCode: 0 | 1 | 2;
  readonly lines: readonly string[];
}

export interface AdminDeps {
  readonly store: Store;
  readonly clock: Clock;
  readonly config: Pick<ServerConfig, 'publicOrigin' | 'host' | 'port'>;
  /** Each command that changes something leaves its audit row, done by the server operator. */
  readonly audit: AuditRecorder;
}

const usage = (problem: string): AdminOutcome => ({ exitCode: 2, lines: [problem, '', ADMIN_HELP] });
const failed = (what: string): AdminOutcome => ({ exitCode: 1, lines: [`${what}: the store could not answer. Is the database reachable?`] });

const describe = (person: StaffPerson): string =>
  `${person.name} <${person.email}> (${person.roles.join(', ')}${person.therapistId === null ? '' : `; therapist ${person.therapistId}`})${person.active ? '' : ' [deactivated]'}`;

/** Runs one admin command on already parsed arguments (argv without node and the script). */
export const runAdminCommand = async (argv: readonly string[], deps: AdminDeps): Promise<AdminOutcome> => {
  const [command, ...rest] = argv;
  if (command === undefined || command === 'help' || command === '--help') return { exitCode: 0, lines: [ADMIN_HELP] };
  const origin = deps.config.publicOrigin ?? `http://${deps.config.host}:${deps.config.port}`;
  const staff = composeStaffPeopleUseCases({ store: deps.store, clock: deps.clock, ids: { next: randomUUID }, secrets: createStaffSecrets(), publicOrigin: origin });
  let values: Record<string, string | undefined>;
  try {
    values = parseArgs({
      args: [...rest],
      options: { email: { type: 'string' }, name: { type: 'string' }, roles: { type: 'string' }, therapist: { type: 'string' }, token: { type: 'string' }, days: { type: 'string' } },
      strict: true,
      allowPositionals: false,
    }).values as Record<string, string | undefined>;
  } catch (error) {
    return usage(error instanceof Error ? error.message : String(error));
  }
  const byEmail = async (): Promise<StaffPerson | AdminOutcome> => {
    if (!values.email) return usage(`${command} needs --email`);
    const found = await deps.store.staffPeople.byEmail(values.email.trim().toLowerCase());
    if (found.isErr()) return failed(command ?? '');
    return found.value ?? { exitCode: 2, lines: [`No staff person has the e-mail ${values.email}.`] };
  };
  const isOutcome = (value: StaffPerson | AdminOutcome): value is AdminOutcome => 'exitCode' in value;
  /** The command's outcome once its audit row is written; a row that cannot be written is a failure to report. */
  const audited = async (outcome: AdminOutcome, rows: readonly { action: AuditAction; subject: AuditSubject; subjectId: string | null }[]): Promise<AdminOutcome> => {
    for (const row of rows) {
      const written = await deps.audit.recordAs(OPERATOR_ACTOR, randomUUID(), row);
      if (written.isErr()) return { exitCode: 1, lines: [...outcome.lines.slice(0, 1), `${command}: done, but its audit row could not be written. Is the database reachable?`] };
    }
    return outcome;
  };

  switch (command) {
    case 'create-person': {
      const roles = (values.roles ?? '').split(',').map((role) => role.trim()).filter((role) => role !== '');
      const provisioned = await staff.provisionPerson({ email: values.email ?? '', name: values.name ?? '', roles, ...(values.therapist ? { therapist_id: values.therapist } : {}) });
      if (provisioned.isErr()) return provisioned.error.kind === 'validation' ? usage(provisioned.error.msg) : failed(command);
      const { person, created } = provisioned.value;
      const lines = [`${created ? 'Created' : 'Updated'} staff person ${describe(person)}.`];
      const personRow = { action: 'people-change' as const, subject: 'staff-person' as const, subjectId: person.id };
      if (values.token === undefined) return audited({ exitCode: 0, lines }, [personRow]);
      const days = values.days === undefined ? undefined : Number(values.days);
      const issued = await staff.issueToken(actorOfPerson(person, 'operator', null), { name: values.token, ...(days === undefined ? {} : { days }) });
      if (issued.isErr()) return issued.error.kind === 'validation' ? usage(issued.error.msg) : failed(command);
      return audited({ exitCode: 0, lines: [...lines, `Personal access token "${issued.value.name}", valid until ${issued.value.expires_at} (shown only now):`, issued.value.token] }, [
        personRow,
        { action: 'change', subject: 'access-token', subjectId: issued.value.id },
      ]);
    }
    case 'deactivate': {
      const person = await byEmail();
      if (isOutcome(person)) return person;
      const done = await staff.deactivatePerson({ id: person.id });
      if (done.isErr()) return failed(command);
      return audited({ exitCode: 0, lines: [`Deactivated ${describe(person)}: their sessions and access tokens have ended.`] }, [{ action: 'people-change', subject: 'staff-person', subjectId: person.id }]);
    }
    case 'reset-second-factor': {
      const person = await byEmail();
      if (isOutcome(person)) return person;
      const reset = await staff.resetSecondFactor({ id: person.id });
      if (reset.isErr()) return failed(command);
      return audited(
        {
          exitCode: 0,
          lines: [`Removed the second factors and sessions of ${describe(person)}. Send them this one-time link (until ${reset.value.expiresAt.toISOString()}):`, enrolmentLink(origin, reset.value.code)],
        },
        [{ action: 'people-change', subject: 'staff-person', subjectId: person.id }],
      );
    }
    case 'enrolment-link': {
      const issued = await staff.adminEnrolment();
      if (issued.isErr()) return failed(command);
      return audited({ exitCode: 0, lines: [`A one-time link that enrols a new administrator (until ${issued.value.expiresAt.toISOString()}):`, enrolmentLink(origin, issued.value.code)] }, [
        { action: 'people-change', subject: 'staff-person', subjectId: null },
      ]);
    }
    default:
      return usage(`Unknown command: ${command}`);
  }
};
