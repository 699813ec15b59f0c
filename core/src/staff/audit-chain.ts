// The record of who read or changed what: append-only, each entry chained to the one before by a hash, so a
// removed or edited entry is found by re-walking the chain.
import type { StaffRole } from './staff-roles';

/** What was done: a read of a list or of one subject, a read of a sensitive field, a change, an export, a sign-in event. */
export const AUDIT_ACTIONS = ['list', 'read', 'read-sensitive', 'change', 'export', 'sign-in', 'sign-in-refused', 'sign-out', 'people-change'] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** The kinds of thing an entry is about. */
export const AUDIT_SUBJECTS = [
  'appointment',
  'callback',
  'record',
  'free-call',
  'volunteer-feedback',
  'application',
  'document',
  'account',
  'therapist',
  'staff-person',
  'access-token',
  'audit-log',
  'message',
  'newsletter',
] as const;
export type AuditSubject = (typeof AUDIT_SUBJECTS)[number];

/** Why a sensitive field (intake answers, an Aadhaar number, a document) was opened: chosen from this list. */
export const AUDIT_READ_REASONS = ['client-care', 'safety-concern', 'visitor-request', 'recruitment', 'complaint-or-legal'] as const;
export type AuditReadReason = (typeof AUDIT_READ_REASONS)[number];

/** How long the log is kept at least (DPDP Rules, rule 6: access logs for a year). */
export const AUDIT_RETENTION = { minimumDays: 366 } as const;

/** One entry as it is appended, before the store numbers and chains it. */
export interface AuditEvent {
  readonly at: Date;
  /** The staff person ('operator' for the server operator; null for a refused sign-in whose person is unknown). */
  readonly personId: string | null;
  /** The roles the person acted with. */
  readonly roles: readonly StaffRole[];
  readonly action: AuditAction;
  readonly subject: AuditSubject;
  /** The subject's id; null for a list. */
  readonly subjectId: string | null;
  /** The server's request id, to find the request in the access log. */
  readonly requestId: string;
  /** For a sensitive read, why; null otherwise. */
  readonly reason: AuditReadReason | null;
  /**
   * Whose data it touched, when known: a keyed hash of the visitor's e-mail and phone (never the values), so
   * 'who has seen my data' can be answered without the log holding contact details.
   */
  readonly visitorKeys: readonly string[];
}

/** An entry as kept: numbered in order, with the previous entry's hash and its own. */
export interface AuditEntry extends AuditEvent {
  readonly seq: number;
  readonly previousHash: string;
  readonly hash: string;
}

/** The hash the first entry chains to. */
export const AUDIT_GENESIS_HASH = '0'.repeat(64);

/** A digest of text as lowercase hex (SHA-256 on the server). */
export type TextDigest = (text: string) => string;

/** The text an entry's hash covers: every field, in a fixed order, so no field can change unseen. */
export const auditEntryText = (entry: AuditEvent & { readonly seq: number; readonly previousHash: string }): string =>
  JSON.stringify([
    entry.seq,
    entry.previousHash,
    entry.at.toISOString(),
    entry.personId,
    [...entry.roles],
    entry.action,
    entry.subject,
    entry.subjectId,
    entry.requestId,
    entry.reason,
    [...entry.visitorKeys],
  ]);

/** Numbers and chains the next entry after `previous` (null when the log is empty). */
export const chainAuditEntry = (event: AuditEvent, previous: Pick<AuditEntry, 'seq' | 'hash'> | null, digest: TextDigest): AuditEntry => {
  const seq = previous === null ? 1 : previous.seq + 1;
  const previousHash = previous === null ? AUDIT_GENESIS_HASH : previous.hash;
  return { ...event, seq, previousHash, hash: digest(auditEntryText({ ...event, seq, previousHash })) };
};

/** Where a walk of the chain found it broken, or that it is whole. */
export type AuditChainCheck =
  | { readonly state: 'intact'; readonly entries: number }
  | { readonly state: 'broken'; readonly atSeq: number; readonly problem: 'edited' | 'missing-before' | 'relinked' };

/**
 * Walks entries in order (as read from the store, oldest first) and finds the first that does not follow from
 * the one before: a changed field ('edited'), a gap in the numbers ('missing-before': an entry was removed), or
 * a previous-hash that names another entry ('relinked'). `after` is the entry the walk starts from, when it
 * continues an earlier walk.
 */
export const verifyAuditChain = (entries: Iterable<AuditEntry>, digest: TextDigest, after: Pick<AuditEntry, 'seq' | 'hash'> | null = null): AuditChainCheck => {
  let previous = after;
  let count = 0;
  for (const entry of entries) {
    const expectedSeq = previous === null ? 1 : previous.seq + 1;
    if (entry.seq !== expectedSeq) return { state: 'broken', atSeq: entry.seq, problem: 'missing-before' };
    const expectedPrevious = previous === null ? AUDIT_GENESIS_HASH : previous.hash;
    if (entry.previousHash !== expectedPrevious) return { state: 'broken', atSeq: entry.seq, problem: 'relinked' };
    if (digest(auditEntryText(entry)) !== entry.hash) return { state: 'broken', atSeq: entry.seq, problem: 'edited' };
    previous = entry;
    count += 1;
  }
  return { state: 'intact', entries: count };
};
