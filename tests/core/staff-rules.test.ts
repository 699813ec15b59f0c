import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  AUDIT_ACTIONS,
  AUDIT_SUBJECTS,
  chainAuditEntry,
  compareQueued,
  isQueueOverdue,
  permissionsOf,
  reachOf,
  ROLE_PERMISSIONS,
  rolesAllow,
  STAFF_CONTRACT,
  STAFF_PERMISSIONS,
  STAFF_ROLES,
  STAFF_SESSION_POLICY,
  staffSessionState,
  stepUpFresh,
  verifyAuditChain,
  type AuditEntry,
  type AuditEvent,
  type QueuedCallback,
} from '@manobal/core';

const sha256 = (text: string): string => createHash('sha256').update(text, 'utf8').digest('hex');
const MINUTE = 60_000;

describe('the role table', () => {
  it('gives an admin every permission', () => {
    expect([...permissionsOf(['admin'])].sort()).toEqual([...STAFF_PERMISSIONS].sort());
  });

  it('keeps a recruiter out of call-backs and a coordinator out of careers documents', () => {
    expect(rolesAllow(['recruiter'], STAFF_CONTRACT.staffCallbacks.allow)).toBe(false);
    expect(rolesAllow(['coordinator'], STAFF_CONTRACT.staffApplications.allow)).toBe(false);
    expect(rolesAllow(['coordinator'], STAFF_CONTRACT.staffCallbacks.allow)).toBe(true);
  });

  it('lets a therapist reach only their own entry, and nothing when none is linked', () => {
    const allow = STAFF_CONTRACT.staffAppointments.allow;
    expect(reachOf({ roles: ['therapist'], therapistId: 't-1' }, allow)).toEqual({ kind: 'own', therapistId: 't-1' });
    expect(reachOf({ roles: ['therapist'], therapistId: null }, allow)).toEqual({ kind: 'none' });
    expect(reachOf({ roles: ['therapist', 'coordinator'], therapistId: 't-1' }, allow)).toEqual({ kind: 'all' });
    expect(reachOf({ roles: ['recruiter'], therapistId: null }, allow)).toEqual({ kind: 'none' });
  });

  it('opens every staff call to at least one role, and every role holds its own person', () => {
    for (const call of Object.values(STAFF_CONTRACT)) expect(STAFF_ROLES.some((role) => rolesAllow([role], call.allow))).toBe(true);
    for (const role of STAFF_ROLES) expect(ROLE_PERMISSIONS[role]).toContain('self');
  });

  it('never lets more roles do less (property)', () => {
    const roles = fc.subarray([...STAFF_ROLES]);
    fc.assert(
      fc.property(roles, roles, (a, b) => {
        const both = permissionsOf([...a, ...b]);
        for (const permission of permissionsOf(a)) expect(both.has(permission)).toBe(true);
      }),
    );
  });
});

describe('staff sessions', () => {
  const signedInAt = new Date('2026-11-27T04:00:00Z');
  const at = (minutes: number) => new Date(signedInAt.getTime() + minutes * MINUTE);

  it('ends after 30 minutes without a request', () => {
    expect(staffSessionState({ signedInAt, lastSeenAt: at(10), verifiedAt: signedInAt }, at(39)).state).toBe('active');
    expect(staffSessionState({ signedInAt, lastSeenAt: at(10), verifiedAt: signedInAt }, at(40)).state).toBe('idle-expired');
  });

  it('ends 12 hours after sign-in however busy the person is', () => {
    expect(staffSessionState({ signedInAt, lastSeenAt: at(719), verifiedAt: signedInAt }, at(720)).state).toBe('absolute-expired');
  });

  it('says when an active session ends: the nearer of the idle and absolute ends', () => {
    const state = staffSessionState({ signedInAt, lastSeenAt: at(700), verifiedAt: signedInAt }, at(701));
    expect(state).toEqual({ state: 'active', expiresAt: at(720) });
  });

  it('asks for a step-up once the last proof is five minutes old', () => {
    expect(stepUpFresh(at(0), at(4))).toBe(true);
    expect(stepUpFresh(at(0), at(5))).toBe(false);
    expect(stepUpFresh(null, at(0))).toBe(false);
    expect(STAFF_SESSION_POLICY.stepUpMs).toBe(5 * MINUTE);
  });
});

describe('the audit chain', () => {
  const event = (n: number): AuditEvent => ({
    at: new Date(Date.UTC(2026, 10, 27, 4, 0, n)),
    personId: `p-${n % 3}`,
    roles: ['coordinator'],
    action: AUDIT_ACTIONS[n % AUDIT_ACTIONS.length]!,
    subject: AUDIT_SUBJECTS[n % AUDIT_SUBJECTS.length]!,
    subjectId: `s-${n}`,
    requestId: `req-${n}`,
    reason: null,
    visitorKeys: [],
  });
  const chain = (length: number): AuditEntry[] => {
    const entries: AuditEntry[] = [];
    for (let n = 0; n < length; n += 1) entries.push(chainAuditEntry(event(n), entries.at(-1) ?? null, sha256));
    return entries;
  };

  it('finds a chain written in order intact', () => {
    expect(verifyAuditChain(chain(20), sha256)).toEqual({ state: 'intact', entries: 20 });
  });

  it('finds any edited field, any removed entry and any relinked entry (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 30 }), fc.nat(), fc.constantFrom('edit-subject', 'edit-person', 'remove', 'rehash'), (length, pick, tamper) => {
        const entries = chain(length);
        const index = pick % length;
        const target = entries[index]!;
        if (tamper === 'remove') entries.splice(index, 1);
        if (tamper === 'edit-subject') entries[index] = { ...target, subjectId: 'someone-else' };
        if (tamper === 'edit-person') entries[index] = { ...target, personId: 'p-other' };
        if (tamper === 'rehash') {
          // Rewriting an entry with a fresh hash of its own still breaks the link from the next one.
          const edited = { ...target, subjectId: 'someone-else' };
          entries[index] = chainAuditEntry(edited, index === 0 ? null : entries[index - 1]!, sha256);
          if (index === length - 1) return; // the last entry rewritten whole is caught by the database's trigger, not the chain
        }
        if (tamper === 'remove' && index === length - 1) return; // removing the newest leaves a shorter, whole chain
        expect(verifyAuditChain(entries, sha256).state).toBe('broken');
      }),
    );
  });
});

describe('the urgent queue', () => {
  const asked = new Date('2026-11-27T10:00:00Z');
  const request = (id: string, reason: QueuedCallback['reason'], minutesAgo: number, queueState: QueuedCallback['queueState'] = 'waiting'): QueuedCallback => ({
    id,
    reason,
    queueState,
    receivedAt: new Date(asked.getTime() - minutesAgo * MINUTE),
  });

  it('puts open crisis requests first, then booking help, each oldest first, closed last', () => {
    const queue = [request('a', 'booking-help', 50), request('b', 'crisis', 1), request('c', 'crisis', 30, 'closed'), request('d', 'crisis', 9), request('e', 'booking-help', 5, 'claimed')];
    expect(queue.sort(compareQueued).map((r) => r.id)).toEqual(['d', 'b', 'a', 'e', 'c']);
  });

  it('marks a crisis request overdue once it has waited 15 minutes unclaimed, and only then', () => {
    expect(isQueueOverdue(request('a', 'crisis', 14), asked)).toBe(false);
    expect(isQueueOverdue(request('a', 'crisis', 15), asked)).toBe(true);
    expect(isQueueOverdue(request('a', 'crisis', 40, 'claimed'), asked)).toBe(false);
    expect(isQueueOverdue(request('a', 'booking-help', 40), asked)).toBe(false);
  });
});
