import { STAFF_MESSAGES } from '@manobal/core';
import type { Success } from '../http/domain-outcome';
import { route } from './call-route';

const listed = (data: unknown): Success => ({ status: 200, msg: STAFF_MESSAGES.listed, data });

/**
 * The audit log's own staff calls (STAFF_CONTRACT, permission audit.read), spread into STAFF_CALL_ROUTES; each is
 * audited like every other call, so reading the log is in the log. See server/README.md, "The audit log".
 */
export const AUDIT_STAFF_CALL_ROUTES = {
  staffAuditLog: route((uc, input) => uc.listAuditLog(input), listed, {
    status: 200,
    summary: 'Staff (admin): the audit log, newest first, by person, subject, subject id, action and IST days',
    description: '?person=&subject=&subject_id=&action=&from=&to=&page=&limit= (from and to are IST dates, both included).',
  }),
  staffAuditVisitorExport: route((uc, input) => uc.exportVisitorAccess(input), listed, {
    status: 200,
    summary: "Staff (admin): every access to one visitor's data, oldest first, by the e-mail or phone they gave (who has seen my data)",
    description: 'The contact travels in the body, never the URL; the log is searched by its keyed hash.',
  }),
  staffAuditVerify: route((uc) => uc.verifyAuditLog(), listed, {
    status: 200,
    summary: 'Staff (admin): walks the whole chain and says whether it is intact, or the first entry where it breaks and how',
  }),
};
