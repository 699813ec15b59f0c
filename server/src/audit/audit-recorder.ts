import type { FastifyRequest } from 'fastify';
import type { ResultAsync } from 'neverthrow';
import {
  visitorContactsIn,
  type AuditAction,
  type AuditEntry,
  type AuditLog,
  type AuditReadReason,
  type AuditSubject,
  type Clock,
  type StaffActor,
  type StoreUnavailable,
} from '@manobal/core';
import { actorOf } from '../http/staff-actor';

/** What one staff request did, as a route knows it; who and when come from the request and the clock. */
export interface AuditRecord {
  readonly action: AuditAction;
  readonly subject: AuditSubject;
  /** The subject's id (a path's {id}); none for a listing. */
  readonly subjectId?: string | null;
  /** Why a sensitive field was opened (intake answers, an Aadhaar number, a document). */
  readonly reason?: AuditReadReason | null;
  /** What the answer showed: every visitor e-mail and phone in it is keyed into the row. */
  readonly shown?: unknown;
  /** Visitor keys the route knows already (visitorKeyOf), besides those found in `shown`. */
  readonly visitorKeys?: readonly string[];
}

/**
 * Appends one audit row per staff request. Every staff route calls it (registerStaffRoutes does it for the whole
 * contract table); a route outside the table that shows personal data calls it itself.
 */
export interface AuditRecorder {
  /** The row for this request: the person and roles from the staff guard, the request id from Fastify. */
  record(request: FastifyRequest, record: AuditRecord): ResultAsync<AuditEntry, StoreUnavailable>;
  /** The same without an HTTP request (the server operator's commands): who and a request id of the caller's. */
  recordAs(actor: StaffActor, requestId: string, record: AuditRecord): ResultAsync<AuditEntry, StoreUnavailable>;
  /** The key of one normalised visitor contact (core's visitorContactOfLookup): what the log is searched by. */
  visitorKeyOf(contact: string): string;
}

/** The recorder over the log; visitor keys from visitor-keys.ts. */
export const createAuditRecorder = ({
  log,
  clock,
  visitorKeyOf,
}: {
  readonly log: AuditLog;
  readonly clock: Clock;
  readonly visitorKeyOf: (contact: string) => string;
}): AuditRecorder => {
  const recordAs = (actor: StaffActor, requestId: string, record: AuditRecord) => {
    const keys = new Set([...(record.visitorKeys ?? []), ...visitorContactsIn(record.shown).map(visitorKeyOf)]);
    return log.append({
      at: clock.now(),
      personId: actor.personId,
      roles: [...actor.roles],
      action: record.action,
      subject: record.subject,
      subjectId: record.subjectId ?? null,
      requestId,
      reason: record.reason ?? null,
      visitorKeys: [...keys].sort(),
    });
  };
  return {
    record: (request, record) => recordAs(actorOf(request), request.id, record),
    recordAs,
    visitorKeyOf,
  };
};
