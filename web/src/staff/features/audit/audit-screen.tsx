import { useEffect, useState, type FormEvent } from 'react';
import {
  AUDIT_ACTION_LABELS,
  AUDIT_ACTIONS,
  AUDIT_READ_REASON_LABELS,
  AUDIT_SCREEN_TEXT as T,
  AUDIT_SUBJECT_LABELS,
  AUDIT_SUBJECTS,
  CONSOLE_LIST_TEXT,
  formatInstantForPeople,
  STAFF_ROLE_LABELS,
  type AuditEntryView,
  type Page,
} from '@manobal/core';
import { Button } from '../../../components/button';
import { SelectField, TextField } from '../../../components/field';
import { Pager } from '../../components/pager';
import { useStaffApi } from '../../app/staff-api-context';
import * as styles from './audit-screen.module.css';

/** The filters as typed: empty means 'any'. */
interface AuditFilters {
  readonly person: string;
  readonly subject: string;
  readonly subjectId: string;
  readonly action: string;
  readonly from: string;
  readonly to: string;
}
const NO_FILTERS: AuditFilters = { person: '', subject: '', subjectId: '', action: '', from: '', to: '' };

type Listing = { state: 'loading' } | { state: 'loaded'; page: Page<AuditEntryView> } | { state: 'failed'; message: string; fieldErrors: Record<string, string> };
type Check = { state: 'idle' } | { state: 'checking' } | { state: 'done'; text: string; intact: boolean } | { state: 'failed'; message: string };
type Export = { state: 'idle' } | { state: 'exporting' } | { state: 'done'; text: string } | { state: 'failed'; message: string };

const given = (value: string): string | undefined => (value.trim() === '' ? undefined : value.trim());
const anyOf = (labels: Readonly<Record<string, string>>, ids: readonly string[]) => [{ value: '', label: T.any }, ...ids.map((id) => ({ value: id, label: labels[id] ?? id }))];
const fieldErrorsOf = (error: unknown): Record<string, string> =>
  typeof error === 'object' && error !== null && 'fieldErrors' in error ? ((error as { fieldErrors?: Record<string, string> }).fieldErrors ?? {}) : {};

/** Saves a value as a JSON file through the browser's download (the console's only file it writes). */
const saveJson = (value: unknown, fileName: string): void => {
  const url = URL.createObjectURL(new Blob([JSON.stringify(value, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 0);
};

/** One page of the log under the applied filters, newest first, paged on the server. */
const EntriesTable = ({ page }: { page: Page<AuditEntryView> }) => (
  // The table keeps its columns on a narrow screen and scrolls sideways; the region takes focus so a keyboard can scroll it.
  <div className={styles.tableRegion} role="region" aria-label={T.tableRegion} tabIndex={0}>
    <table className={styles.table}>
      <caption className={styles.caption}>{T.tableCaption}</caption>
      <thead>
        <tr>
          <th scope="col">{T.columns.seq}</th>
          <th scope="col">{T.columns.at}</th>
          <th scope="col">{T.columns.person}</th>
          <th scope="col">{T.columns.action}</th>
          <th scope="col">{T.columns.subject}</th>
          <th scope="col">{T.columns.reason}</th>
          <th scope="col">{T.columns.visitors}</th>
          <th scope="col">{T.columns.request}</th>
        </tr>
      </thead>
      <tbody>
        {page.items.map((entry) => (
          <tr key={entry.seq}>
            <td>{entry.seq}</td>
            <td className={styles.nowrap}>{formatInstantForPeople(new Date(entry.at)).ist}</td>
            <td>
              {entry.person_name ?? entry.person_id ?? T.unknownPerson}
              {entry.person_name === null || entry.person_id === null ? null : <span className={styles.muted}>{entry.person_id}</span>}
              <span className={styles.muted}>{entry.roles.map((role) => STAFF_ROLE_LABELS[role]).join(', ')}</span>
            </td>
            <td>{AUDIT_ACTION_LABELS[entry.action]}</td>
            <td>
              {AUDIT_SUBJECT_LABELS[entry.subject]}
              {entry.subject_id === null ? null : <span className={styles.muted}>{entry.subject_id}</span>}
            </td>
            <td>{entry.reason === null ? T.noReason : AUDIT_READ_REASON_LABELS[entry.reason]}</td>
            <td>{entry.visitors}</td>
            <td className={styles.code}>{entry.request_id}</td>
          </tr>
        ))}
      </tbody>
    </table>
  </div>
);

/** The audit log for admins: filters, a paged table, 'who has seen my data' as a file, and a walk of the chain. */
export const AuditScreen = () => {
  const api = useStaffApi();
  const [draft, setDraft] = useState<AuditFilters>(NO_FILTERS);
  const [applied, setApplied] = useState<{ filters: AuditFilters; page: number }>({ filters: NO_FILTERS, page: 1 });
  const [listing, setListing] = useState<Listing>({ state: 'loading' });
  const [check, setCheck] = useState<Check>({ state: 'idle' });
  const [contact, setContact] = useState('');
  const [exported, setExported] = useState<Export>({ state: 'idle' });

  useEffect(() => {
    let current = true;
    setListing({ state: 'loading' });
    const { filters, page } = applied;
    void api
      .staffAuditLog({
        person: given(filters.person),
        subject: given(filters.subject) as never,
        subject_id: given(filters.subjectId),
        action: given(filters.action) as never,
        from: given(filters.from),
        to: given(filters.to),
        page,
      })
      .match(
        (answer) => current && setListing({ state: 'loaded', page: answer.data }),
        (error) => current && setListing({ state: 'failed', message: error.message, fieldErrors: fieldErrorsOf(error) }),
      );
    return () => {
      current = false;
    };
  }, [api, applied]);

  const set = (field: keyof AuditFilters) => (value: string) => setDraft((before) => ({ ...before, [field]: value }));
  const apply = (event: FormEvent) => {
    event.preventDefault();
    setApplied({ filters: draft, page: 1 });
  };
  const clear = () => {
    setDraft(NO_FILTERS);
    setApplied({ filters: NO_FILTERS, page: 1 });
  };
  const verify = () => {
    setCheck({ state: 'checking' });
    void api.staffAuditVerify({}).match(
      (answer) => setCheck({ state: 'done', text: T.chain(answer.data), intact: answer.data.state === 'intact' }),
      (error) => setCheck({ state: 'failed', message: error.message }),
    );
  };
  const exportAccess = (event: FormEvent) => {
    event.preventDefault();
    setExported({ state: 'exporting' });
    void api.staffAuditVisitorExport({ contact }).match(
      (answer) => {
        saveJson(answer.data, T.exportFileName(answer.data.email ?? answer.data.phone ?? 'visitor'));
        setExported({ state: 'done', text: T.exported(answer.data.entries.length) });
      },
      (error) => setExported({ state: 'failed', message: fieldErrorsOf(error).contact ?? error.message }),
    );
  };
  const errors = listing.state === 'failed' ? listing.fieldErrors : {};

  return (
    <div className={styles.screen}>
      <section aria-labelledby="audit-filters">
        <h2 id="audit-filters">{T.filtersHeading}</h2>
        <form className={styles.filters} onSubmit={apply} role="search" aria-labelledby="audit-filters">
          <TextField label={T.person} name="person" value={draft.person} onChange={set('person')} hint={T.personHint} error={errors.person} />
          <SelectField label={T.subject} name="subject" value={draft.subject} onChange={set('subject')} options={anyOf(AUDIT_SUBJECT_LABELS, AUDIT_SUBJECTS)} error={errors.subject} />
          <TextField label={T.subjectId} name="subject-id" value={draft.subjectId} onChange={set('subjectId')} error={errors.subject_id} />
          <SelectField label={T.action} name="action" value={draft.action} onChange={set('action')} options={anyOf(AUDIT_ACTION_LABELS, AUDIT_ACTIONS)} error={errors.action} />
          <TextField label={T.from} name="from" type="date" value={draft.from} onChange={set('from')} error={errors.from} />
          <TextField label={T.to} name="to" type="date" value={draft.to} onChange={set('to')} error={errors.to} />
          <div className={styles.actions}>
            <Button type="submit">{T.apply}</Button>
            <Button variant="secondary" onClick={clear}>
              {T.clear}
            </Button>
          </div>
        </form>
      </section>

      {listing.state === 'loading' ? (
        <p role="status">{CONSOLE_LIST_TEXT.loading}</p>
      ) : listing.state === 'failed' ? (
        <p role="alert">{listing.message || T.loadFailed}</p>
      ) : listing.page.items.length === 0 ? (
        <p role="status">{T.none}</p>
      ) : (
        <>
          <EntriesTable page={listing.page} />
          <Pager position={listing.page} label={T.pager} onPage={(page) => setApplied((before) => ({ ...before, page }))} />
        </>
      )}

      <section aria-labelledby="audit-export" className={styles.panel}>
        <h2 id="audit-export">{T.exportHeading}</h2>
        <p>{T.exportIntro}</p>
        <form className={styles.inline} onSubmit={exportAccess}>
          <TextField
            label={T.contact}
            name="contact"
            autoComplete="off"
            value={contact}
            onChange={setContact}
            error={exported.state === 'failed' ? exported.message : undefined}
          />
          <Button type="submit" busy={exported.state === 'exporting'} busyLabel={T.exporting}>
            {T.exportButton}
          </Button>
        </form>
        <p role="status" aria-live="polite">
          {exported.state === 'done' ? exported.text : ''}
        </p>
      </section>

      <section aria-labelledby="audit-verify" className={styles.panel}>
        <h2 id="audit-verify">{T.verifyHeading}</h2>
        <p>{T.verifyIntro}</p>
        <Button variant="secondary" onClick={verify} busy={check.state === 'checking'} busyLabel={T.verifying}>
          {T.verifyButton}
        </Button>
        <p role="status" aria-live="polite" className={check.state === 'done' && !check.intact ? styles.broken : undefined}>
          {check.state === 'done' ? check.text : check.state === 'failed' ? check.message : ''}
        </p>
      </section>
    </div>
  );
};
