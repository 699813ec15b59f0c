import { useCallback, useEffect, useState } from 'react';
import { Link, Route, Routes, useParams } from 'react-router-dom';
import {
  APPLICATIONS_TEXT,
  AUDIT_READ_REASON_LABELS,
  AUDIT_READ_REASONS,
  CAREERS_DOCUMENTS,
  formatConsoleInstant,
  INBOX_TEXT,
  staffRefusalOf,
  type AuditReadReason,
} from '@manobal/core';
import { Button } from '../../../components/button';
import { SelectField } from '../../../components/field';
import { useStaffFailure, type StaffFailure } from '../../app/console-session';
import { useStaffApi } from '../../app/staff-api-context';
import { useStepUp } from '../../app/step-up';
import { ListFailed, ListLoading } from '../../components/list-states';
import { usePageNumber } from '../../components/page-number';
import { Pager } from '../../components/pager';
import { useStaffPage } from '../../components/use-staff-page';
import * as styles from '../../components/staff-list.module.css';

type Application = { readonly id: string; readonly full_name: string } & Readonly<Record<string, unknown>>;

const shown = (value: unknown): string => (typeof value === 'boolean' ? (value ? INBOX_TEXT.yes : '—') : String(value));

/** The server's own words; when it wants a fresh second factor (the dialog was closed), a way to give it and try again. */
const Refusal = ({ failure, onRetry }: { failure: StaffFailure; onRetry?: () => void }) => {
  if (failure.refusal !== 'step-up-required' || !onRetry) return <p role="alert">{failure.message}</p>;
  return (
    <div role="alert">
      <p>{APPLICATIONS_TEXT.stepUpNeeded}</p>
      <Button variant="secondary" onClick={onRetry}>
        {APPLICATIONS_TEXT.confirmAndRetry}
      </Button>
    </div>
  );
};

/**
 * Runs a call that opens sensitive data; refused for want of a fresh second factor, it opens the step-up dialog and,
 * once the person has confirmed, runs the call again.
 */
const useWithStepUp = () => {
  const stepUp = useStepUp();
  return useCallback(
    (failure: StaffFailure, retry: () => void, refused: (failure: StaffFailure) => void) => {
      if (failure.refusal !== 'step-up-required') return refused(failure);
      void stepUp().then((confirmed) => (confirmed ? retry() : refused(failure)));
    },
    [stepUp],
  );
};

/** The masked number, and the full one for who gives a reason (the server logs it and wants a recent sign-in). */
const AadhaarReveal = ({ application }: { application: Application }) => {
  const api = useStaffApi();
  const fail = useStaffFailure();
  const [reason, setReason] = useState<AuditReadReason>('recruitment');
  const withStepUp = useWithStepUp();
  const [state, setState] = useState<{ kind: 'masked' } | { kind: 'busy' } | { kind: 'shown'; number: string } | { kind: 'refused'; failure: StaffFailure }>({ kind: 'masked' });
  const reveal = () => {
    setState({ kind: 'busy' });
    void api.staffRevealAadhaar({ id: application.id, reason }).match(
      ({ data }) => setState({ kind: 'shown', number: data.aadhar_number }),
      (error) => withStepUp(fail(error), reveal, (failure) => setState({ kind: 'refused', failure })),
    );
  };
  return (
    <section aria-labelledby="aadhaar-heading">
      <h2 id="aadhaar-heading">{APPLICATIONS_TEXT.aadhaar}</h2>
      <p className={styles.status}>
        <strong>{state.kind === 'shown' ? state.number : String(application['aadhar_number'])}</strong>
      </p>
      {state.kind === 'shown' ? null : (
        <div className={styles.actions}>
          <SelectField
            label={APPLICATIONS_TEXT.reason}
            name="reason"
            hint={APPLICATIONS_TEXT.reasonHint}
            value={reason}
            onChange={(value) => setReason(value as AuditReadReason)}
            options={AUDIT_READ_REASONS.map((id) => ({ value: id, label: AUDIT_READ_REASON_LABELS[id] }))}
          />
          <Button variant="secondary" busy={state.kind === 'busy'} busyLabel={APPLICATIONS_TEXT.revealing} onClick={reveal}>
            {APPLICATIONS_TEXT.reveal}
          </Button>
        </div>
      )}
      {state.kind === 'refused' ? <Refusal failure={state.failure} onRetry={reveal} /> : null}
    </section>
  );
};

/**
 * An applicant's document, fetched with the session (the server wants a sign-in under five minutes old and logs
 * the opening) and handed to the browser as a download: the address itself never leaves the console.
 */
const DocumentButton = ({ url, label }: { url: string; label: string }) => {
  const fail = useStaffFailure();
  const withStepUp = useWithStepUp();
  const [refused, setRefused] = useState<StaffFailure | null>(null);
  const [busy, setBusy] = useState(false);
  const open = async (): Promise<void> => {
    setBusy(true);
    setRefused(null);
    try {
      const response = await fetch(url, { credentials: 'same-origin' });
      if (!response.ok) {
        const body = (await response.json().catch(() => ({}))) as { msg?: string; kind?: string };
        const refusal = staffRefusalOf(body.kind);
        withStepUp(fail({ kind: 'http', status: response.status, message: body.msg ?? APPLICATIONS_TEXT.documentFailed, ...(refusal ? { refusal } : {}) }), () => void open(), setRefused);
        return;
      }
      const link = document.createElement('a');
      link.href = URL.createObjectURL(await response.blob());
      link.download = `${label}`;
      link.click();
      setTimeout(() => URL.revokeObjectURL(link.href), 60_000);
    } catch {
      setRefused({ refusal: null, message: APPLICATIONS_TEXT.documentFailed, fieldErrors: {} });
    } finally {
      setBusy(false);
    }
  };
  return (
    <li>
      <Button variant="secondary" busy={busy} onClick={() => void open()}>
        {APPLICATIONS_TEXT.openDocument(label)}
      </Button>
      {refused ? <Refusal failure={refused} onRetry={() => void open()} /> : null}
    </li>
  );
};

const ApplicationDetails = () => {
  const { id = '' } = useParams();
  const api = useStaffApi();
  const fail = useStaffFailure();
  const [state, setState] = useState<{ kind: 'loading' } | { kind: 'loaded'; application: Application } | { kind: 'failed'; failure: StaffFailure }>({ kind: 'loading' });
  useEffect(() => {
    let current = true;
    void api.staffApplication({ id }).match(
      ({ data }) => current && setState({ kind: 'loaded', application: data as Application }),
      (error) => current && setState({ kind: 'failed', failure: fail(error) }),
    );
    return () => {
      current = false;
    };
  }, [api, id, fail]);
  return (
    <>
      <Link to="..">{APPLICATIONS_TEXT.back}</Link>
      {state.kind === 'loading' ? <ListLoading /> : null}
      {state.kind === 'failed' ? <Refusal failure={state.failure} /> : null}
      {state.kind === 'loaded' ? (
        <article className={styles.card} aria-labelledby="application-heading">
          <h2 id="application-heading">{state.application.full_name}</h2>
          <p className={styles.meta}>
            {INBOX_TEXT.received} {formatConsoleInstant(String(state.application['created_at']))}
          </p>
          <dl className={styles.fields}>
            {Object.entries(APPLICATIONS_TEXT.fields).map(([name, label]) => (
              <div key={name} className={styles.field}>
                <dt>{label}</dt>
                <dd>{shown(state.application[name])}</dd>
              </div>
            ))}
          </dl>
          <AadhaarReveal application={state.application} />
          <section aria-labelledby="documents-heading">
            <h2 id="documents-heading">{APPLICATIONS_TEXT.documents}</h2>
            <ul className={styles.actions}>
              {CAREERS_DOCUMENTS.filter((document) => typeof state.application[document.linkField] === 'string').map((document) => (
                <DocumentButton key={document.linkField} url={String(state.application[document.linkField])} label={document.label} />
              ))}
            </ul>
          </section>
        </article>
      ) : null}
    </>
  );
};

const ApplicationList = () => {
  const api = useStaffApi();
  const [page, setPage] = usePageNumber();
  const load = useCallback((at: number) => api.staffApplications({ page: at, limit: 20 }).map((answer) => ({ ...answer, data: { ...answer.data, items: answer.data.items as readonly Application[] } })), [api]);
  const { state, reload } = useStaffPage(load, page);
  if (state.state === 'loading') return <ListLoading />;
  if (state.state === 'failed') return <ListFailed failure={state.failure} onRetry={reload} />;
  return (
    <>
      {state.items.length === 0 ? (
        <p>{APPLICATIONS_TEXT.empty}</p>
      ) : (
        <ul className={styles.list}>
          {state.items.map((application) => (
            <li key={application.id}>
              <article className={styles.card} aria-labelledby={`application-${application.id}`}>
                <h2 id={`application-${application.id}`} className={styles.cardTitle}>
                  {application.full_name}
                </h2>
                <p className={styles.meta}>
                  {INBOX_TEXT.received} {formatConsoleInstant(String(application['created_at']))} · {INBOX_TEXT.statuses[application['status'] as 'waiting' | 'done'] ?? ''}
                  {application['overdue'] === true ? ` · ${INBOX_TEXT.overdue}` : ''}
                </p>
                <Link to={application.id} aria-label={`${APPLICATIONS_TEXT.open}: ${application.full_name}`}>
                  {APPLICATIONS_TEXT.open}
                </Link>
              </article>
            </li>
          ))}
        </ul>
      )}
      <Pager position={state} onPage={setPage} label={APPLICATIONS_TEXT.pagesLabel} />
    </>
  );
};

/** Careers applications for the recruiter: a list paged by the server, and one application with its documents. */
export const ApplicationsScreen = () => (
  <Routes>
    <Route index element={<ApplicationList />} />
    <Route path=":id" element={<ApplicationDetails />} />
  </Routes>
);
