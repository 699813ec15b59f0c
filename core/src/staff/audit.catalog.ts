// The audit screen's words (English), by id; the actions', subjects', reasons' and roles' labels are staff.catalog.ts'.
import type { AuditChainView } from './audit-log.use-cases';

export const AUDIT_SCREEN_TEXT = {
  filtersHeading: 'Filter the log',
  person: 'Staff person (id)',
  personHint: '"operator" for the server operator',
  subject: 'Subject',
  subjectId: 'Subject id',
  action: 'Action',
  any: 'Any',
  from: 'From (IST day)',
  to: 'To (IST day, included)',
  apply: 'Show entries',
  clear: 'Clear filters',
  tableCaption: 'Audit entries, newest first',
  tableRegion: 'Audit entries (scrolls sideways on a narrow screen)',
  columns: {
    seq: '#',
    at: 'When (IST)',
    person: 'Who',
    roles: 'Roles',
    action: 'Action',
    subject: 'Subject',
    reason: 'Reason',
    visitors: 'Visitors shown',
    request: 'Request id',
  },
  unknownPerson: 'Unknown person',
  noReason: '—',
  none: 'No entry matches these filters.',
  pager: 'Pages of the audit log',
  exportHeading: 'Who has seen this person’s data',
  exportIntro: 'Every access to the data of the visitor who gave this e-mail or phone, oldest first, saved as a file you can send them.',
  contact: 'E-mail or phone',
  exportButton: 'Export as a file',
  exporting: 'Exporting…',
  exported: (count: number): string =>
    count === 0 ? 'Nobody has opened data with this e-mail or phone. The file is saved anyway.' : `${count} ${count === 1 ? 'access' : 'accesses'} found; the file is saved.`,
  exportFileName: (contact: string): string => `who-has-seen-${contact.replace(/[^a-z0-9]+/gi, '-')}.json`,
  verifyHeading: 'Is the log whole?',
  verifyIntro: 'Walks every entry from the first and checks each is chained to the one before: an edited or removed entry shows here.',
  verifyButton: 'Verify the chain',
  verifying: 'Verifying…',
  chain: (view: AuditChainView): string =>
    view.state === 'intact'
      ? `Intact: ${view.entries} ${view.entries === 1 ? 'entry' : 'entries'}, each chained to the one before.`
      : `Broken at entry ${view.at_seq}: ${AUDIT_CHAIN_PROBLEM_TEXT[view.problem]}.`,
  loadFailed: 'The audit log could not be loaded.',
} as const;

export const AUDIT_CHAIN_PROBLEM_TEXT = {
  edited: 'its fields no longer match its hash (it was edited)',
  'missing-before': 'the entry before it is missing (one was removed)',
  relinked: 'it names another entry as the one before it',
} as const satisfies Readonly<Record<Extract<AuditChainView, { state: 'broken' }>['problem'], string>>;
