// An admin's reading of the audit log: a page of it under filters, every access to one visitor's data (the answer
// to 'who has seen my data'), and a walk of the whole chain. Each of these calls is itself audited by the server.
import { ResultAsync } from 'neverthrow';
import { z } from '../schema/zod';
import { parseInput, STORE_UNAVAILABLE, type InputInvalid, type StoreUnavailable } from '../application/domain-errors';
import { listedInstantSchema, pageRequestSchema, type Page } from '../application/page-request';
import { isoDateSchema } from '../booking/availability.schema';
import { kolkataInstantOf } from '../booking/kolkata-instant';
import { STAFF_ROLES } from './staff-roles';
import { OPERATOR_ACTOR } from './staff-actor';
import { AUDIT_ACTIONS, AUDIT_READ_REASONS, AUDIT_SUBJECTS, verifyAuditChain, type AuditChainCheck, type AuditEntry, type TextDigest } from './audit-chain';
import type { AuditFilter, AuditLog, ListedAuditEntry } from './audit-log.port';
import { visitorContactOfLookup } from './audit-visitor';
import { PLAIN_TEXT_PATTERN, SHARED_MESSAGES } from '../forms/shared-rules';

export const AUDIT_LOG_MESSAGES = {
  action: `Use an action: ${AUDIT_ACTIONS.join(', ')}.`,
  subject: `Use a subject: ${AUDIT_SUBJECTS.join(', ')}.`,
  text: 'At most 200 characters.',
  contact: 'Enter the e-mail address or the phone number the person gave us.',
} as const;

const MINUTES_PER_DAY = 24 * 60;
const shortText = z.string().trim().min(1, AUDIT_LOG_MESSAGES.text).max(200, AUDIT_LOG_MESSAGES.text).regex(PLAIN_TEXT_PATTERN, SHARED_MESSAGES.controlCharacters);

/** `GET /staff/audit`'s query: who, what, which subject, which IST days (both ends included), which page. */
export const auditLogFilterSchema = z.object({
  ...pageRequestSchema.shape,
  person: shortText.optional().describe('A staff person id (operator for the server operator)'),
  subject: z.enum(AUDIT_SUBJECTS, { error: AUDIT_LOG_MESSAGES.subject }).optional(),
  subject_id: shortText.optional(),
  action: z.enum(AUDIT_ACTIONS, { error: AUDIT_LOG_MESSAGES.action }).optional(),
  from: isoDateSchema.optional().describe('The first IST day wanted'),
  to: isoDateSchema.optional().describe('The last IST day wanted'),
});

/** One entry as an admin reads it: everything the hash covers but the visitor keys, which are counted. */
export const auditEntryViewSchema = z.strictObject({
  seq: z.number().int().min(1),
  at: listedInstantSchema,
  person_id: z.string().nullable(),
  person_name: z.string().nullable().describe('The name of the person who acted, as it is now (null for the server operator)'),
  roles: z.array(z.enum(STAFF_ROLES)),
  action: z.enum(AUDIT_ACTIONS),
  subject: z.enum(AUDIT_SUBJECTS),
  subject_id: z.string().nullable(),
  request_id: z.string(),
  reason: z.enum(AUDIT_READ_REASONS).nullable(),
  visitors: z.number().int().min(0).describe('How many visitors’ data the request showed (their keys stay in the log)'),
  hash: z.string().describe("This entry's SHA-256, hex: note the newest one to pin what existed"),
});
export type AuditEntryView = z.output<typeof auditEntryViewSchema>;

export const toAuditEntryView = (entry: ListedAuditEntry): AuditEntryView => ({
  seq: entry.seq,
  at: entry.at.toISOString(),
  person_id: entry.personId,
  person_name: entry.personName ?? (entry.personId === OPERATOR_ACTOR.personId ? OPERATOR_ACTOR.name : null),
  roles: [...entry.roles],
  action: entry.action,
  subject: entry.subject,
  subject_id: entry.subjectId,
  request_id: entry.requestId,
  reason: entry.reason,
  visitors: entry.visitorKeys.length,
  hash: entry.hash,
});

/** The export's request: one e-mail or phone, in the body (never in a URL). */
export const visitorExportRequestSchema = z.object({
  contact: z
    .string({ error: AUDIT_LOG_MESSAGES.contact })
    .trim()
    .min(3, AUDIT_LOG_MESSAGES.contact)
    .max(320, AUDIT_LOG_MESSAGES.contact)
    .regex(PLAIN_TEXT_PATTERN, SHARED_MESSAGES.controlCharacters)
    .refine((text) => visitorContactOfLookup(text) !== null, AUDIT_LOG_MESSAGES.contact),
});

/** Every access to one visitor's data, oldest first: the file an admin hands the person who asked. */
export const visitorExportSchema = z.strictObject({
  email: z.string().nullable().describe('The e-mail asked about, normalised (null when a phone was asked about)'),
  phone: z.string().nullable().describe('The phone asked about, its last ten digits (null when an e-mail was)'),
  entries: z.array(auditEntryViewSchema),
});
export type VisitorExport = z.output<typeof visitorExportSchema>;

/** The chain walked: whole, with how many entries, or broken at an entry and how. */
export const auditChainViewSchema = z.discriminatedUnion('state', [
  z.strictObject({ state: z.literal('intact'), entries: z.number().int().min(0) }),
  z.strictObject({ state: z.literal('broken'), at_seq: z.number().int().min(1), problem: z.enum(['edited', 'missing-before', 'relinked']) }),
]);
export type AuditChainView = z.output<typeof auditChainViewSchema>;

const toChainView = (check: AuditChainCheck): AuditChainView =>
  check.state === 'intact' ? { state: 'intact', entries: check.entries } : { state: 'broken', at_seq: check.atSeq, problem: check.problem };

/** How many entries the export reads at a time. */
const EXPORT_PAGE = 100;

/** The log's readings bound to its port, the server's digest and its visitor-key function. */
export const auditLogUseCases = (deps: { readonly log: AuditLog; readonly digest: TextDigest; readonly visitorKeyOf: (contact: string) => string }) => {
  const listAuditLog = (input: unknown): ResultAsync<Page<AuditEntryView>, InputInvalid | StoreUnavailable> =>
    parseInput(auditLogFilterSchema, input).asyncAndThen(({ page, limit, person, subject, subject_id, action, from, to }) => {
      const filter: AuditFilter = {
        ...(person === undefined ? {} : { personId: person }),
        ...(subject === undefined ? {} : { subject }),
        ...(subject_id === undefined ? {} : { subjectId: subject_id }),
        ...(action === undefined ? {} : { action }),
        ...(from === undefined ? {} : { from: kolkataInstantOf(from, 0) }),
        ...(to === undefined ? {} : { to: kolkataInstantOf(to, MINUTES_PER_DAY) }),
      };
      return deps.log.page(filter, { page, limit }).map((listed) => ({ ...listed, items: listed.items.map(toAuditEntryView) }));
    });

  const exportVisitorAccess = (input: unknown): ResultAsync<VisitorExport, InputInvalid | StoreUnavailable> =>
    parseInput(visitorExportRequestSchema, input).asyncAndThen(({ contact }) => {
      const normalised = visitorContactOfLookup(contact) ?? '';
      const visitorKey = deps.visitorKeyOf(normalised);
      const [kind, value] = normalised.split(/:(.*)/s) as [string, string];
      const collect = (page: number, found: readonly ListedAuditEntry[]): ResultAsync<readonly ListedAuditEntry[], StoreUnavailable> =>
        deps.log.page({ visitorKey }, { page, limit: EXPORT_PAGE }).andThen((listed) => {
          const all = [...found, ...listed.items];
          return listed.items.length < EXPORT_PAGE ? ResultAsync.fromSafePromise(Promise.resolve(all)) : collect(page + 1, all);
        });
      return collect(1, []).map((entries) => ({
        email: kind === 'email' ? value : null,
        phone: kind === 'phone' ? value : null,
        entries: [...entries].reverse().map(toAuditEntryView),
      }));
    });

  /** Walks the whole chain one entry at a time, continuing from the one before, and stops at the first break. */
  const verifyAuditLog = (): ResultAsync<AuditChainView, StoreUnavailable> =>
    ResultAsync.fromPromise(
      (async (): Promise<AuditChainCheck> => {
        let previous: AuditEntry | null = null;
        let entries = 0;
        for await (const entry of deps.log.walk()) {
          const check = verifyAuditChain([entry], deps.digest, previous);
          if (check.state === 'broken') return check;
          previous = entry;
          entries += 1;
        }
        return { state: 'intact', entries };
      })(),
      // The walk reads the store and nothing else: a failure of it is the store's.
      () => STORE_UNAVAILABLE,
    ).map(toChainView);

  return { listAuditLog, exportVisitorAccess, verifyAuditLog };
};
