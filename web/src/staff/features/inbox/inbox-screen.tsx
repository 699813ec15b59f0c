import { useCallback, useState } from 'react';
import { Navigate, NavLink, Route, Routes, useParams } from 'react-router-dom';
import { CircleAlert } from 'lucide-react';
import { formatConsoleInstant, INBOX_SOURCES, INBOX_TEXT, type InboxSource } from '@manobal/core';
import { Button } from '../../../components/button';
import { useToast } from '../../../components/toast';
import { useStaffFailure } from '../../app/console-session';
import { useStaffApi } from '../../app/staff-api-context';
import { ListFailed, ListLoading } from '../../components/list-states';
import { usePageNumber } from '../../components/page-number';
import { Pager } from '../../components/pager';
import { useStaffPage } from '../../components/use-staff-page';
import { INBOX_CALLS, type InboxItem } from './inbox-sources';
import * as styles from '../../components/staff-list.module.css';

/** Fields shown apart from the list of what was sent: who it is about, where the care team is with it, when. */
const FRAME_FIELDS = new Set(['id', 'status', 'marked_at', 'due_at', 'overdue', 'created_at', 'consented_at', 'guardian_check']);

const isInboxSource = (text: string | undefined): text is InboxSource => (INBOX_SOURCES as readonly (string | undefined)[]).includes(text);

const ValueOf = ({ value }: { value: unknown }) => {
  if (typeof value === 'boolean') return <>{value ? INBOX_TEXT.yes : '—'}</>;
  if (Array.isArray(value)) {
    return (
      <dl className={styles.answers}>
        {value.map((entry: { ques?: unknown; ans?: unknown }, index) => (
          <div key={index}>
            <dt>{String(entry.ques ?? '')}</dt>
            <dd>{String(entry.ans ?? '')}</dd>
          </div>
        ))}
      </dl>
    );
  }
  if (typeof value === 'object' && value !== null) return <>{Object.values(value).map(String).join(', ')}</>;
  return <>{String(value)}</>;
};

const titleOf = (item: InboxItem): string => String(item['name'] ?? item['full_name'] ?? item['email'] ?? item.id);

const InboxCard = ({ item, source, onMarked }: { item: InboxItem; source: InboxSource; onMarked: (item: InboxItem) => void }) => {
  const api = useStaffApi();
  const fail = useStaffFailure();
  const toast = useToast();
  const [busy, setBusy] = useState<string | null>(null);
  const calls = INBOX_CALLS[source];
  const status = typeof item['status'] === 'string' ? item['status'] : null;
  const received = String(item['created_at'] ?? item['consented_at'] ?? '');
  const mark = (next: string) => {
    if (!calls.mark) return;
    setBusy(next);
    void calls.mark(api, item.id, next).match(
      ({ data }) => {
        setBusy(null);
        onMarked(data);
        toast.show(INBOX_TEXT.marked(INBOX_TEXT.statuses[next as keyof typeof INBOX_TEXT.statuses]), { variant: 'success' });
      },
      (error) => {
        setBusy(null);
        toast.show(fail(error).message, { variant: 'error' });
      },
    );
  };
  const titleId = `inbox-item-${item.id}`;
  return (
    <li>
      <article className={styles.card} aria-labelledby={titleId}>
        <h2 id={titleId} className={styles.cardTitle}>
          {titleOf(item)}
        </h2>
        <p className={styles.meta}>
          {INBOX_TEXT.received} {received ? formatConsoleInstant(received) : '—'}
          {typeof item['due_at'] === 'string' ? ` · ${INBOX_TEXT.due} ${formatConsoleInstant(item['due_at'])}` : null}
        </p>
        {status ? (
          <p className={styles.status}>
            {INBOX_TEXT.status}: <strong>{INBOX_TEXT.statuses[status as keyof typeof INBOX_TEXT.statuses] ?? status}</strong>
            {item['overdue'] === true ? (
              <span className={styles.badge}>
                <CircleAlert aria-hidden="true" size={18} strokeWidth={1.5} />
                {INBOX_TEXT.overdue}
              </span>
            ) : null}
            {item['guardian_check'] === true ? <span className={styles.badge}>{INBOX_TEXT.fields['guardian_check']}</span> : null}
          </p>
        ) : null}
        <dl className={styles.fields}>
          {Object.entries(item)
            .filter(([name, value]) => !FRAME_FIELDS.has(name) && value !== null && value !== '')
            .map(([name, value]) => (
              <div key={name} className={styles.field}>
                <dt>{INBOX_TEXT.fields[name] ?? name}</dt>
                <dd>
                  <ValueOf value={value} />
                </dd>
              </div>
            ))}
        </dl>
        {calls.mark && status ? (
          <div className={styles.actions}>
            {calls.statuses
              .filter((next) => next !== status)
              .map((next) => (
                <Button key={next} variant="secondary" busy={busy === next} disabled={busy !== null} onClick={() => mark(next)}>
                  {INBOX_TEXT.markAs[next as keyof typeof INBOX_TEXT.markAs]}
                </Button>
              ))}
          </div>
        ) : null}
      </article>
    </li>
  );
};

const InboxList = ({ source }: { source: InboxSource }) => {
  const api = useStaffApi();
  const [page, setPage] = usePageNumber();
  const load = useCallback((at: number) => INBOX_CALLS[source].list(api, at), [api, source]);
  const { state, replace, reload } = useStaffPage(load, page);
  switch (state.state) {
    case 'loading':
      return <ListLoading />;
    case 'failed':
      return <ListFailed failure={state.failure} onRetry={reload} />;
    case 'loaded':
      return (
        <>
          {state.items.length === 0 ? (
            <p>{INBOX_TEXT.empty}</p>
          ) : (
            <ul className={styles.list}>
              {state.items.map((item) => (
                <InboxCard key={item.id} item={item} source={source} onMarked={replace} />
              ))}
            </ul>
          )}
          <Pager position={state} onPage={setPage} label={INBOX_TEXT.pagesLabel(INBOX_TEXT.sources[source])} />
        </>
      );
  }
};

const InboxSourceView = () => {
  const { source } = useParams();
  if (!isInboxSource(source)) return <Navigate to="../referrals" replace />;
  return (
    <>
      <nav aria-label={INBOX_TEXT.sourcesLabel}>
        <ul className={styles.tabs}>
          {INBOX_SOURCES.map((id) => (
            <li key={id}>
              <NavLink to={`../${id}`} className={({ isActive }) => (isActive ? `${styles.tab} ${styles.tabActive}` : styles.tab)}>
                {INBOX_TEXT.sources[id]}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      <InboxList key={source} source={source} />
    </>
  );
};

/** What visitors sent the care team, a list per kind, paged by the server; the ones staff follow up are marked here. */
export const InboxScreen = () => (
  <Routes>
    <Route index element={<Navigate to="referrals" replace />} />
    <Route path=":source" element={<InboxSourceView />} />
  </Routes>
);
