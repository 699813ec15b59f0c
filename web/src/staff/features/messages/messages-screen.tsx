import { useCallback, useId, useState } from 'react';
import { formatConsoleInstant, MESSAGE_CHANNEL_LABELS, MESSAGE_TEMPLATE_LABELS, MESSAGES_SCREEN_TEXT as T, type FailedDeliveryView, type SentMessageView } from '@manobal/core';
import { Button } from '../../../components/button';
import { useToast } from '../../../components/toast';
import { useStaffFailure } from '../../app/console-session';
import { useStaffApi } from '../../app/staff-api-context';
import { usePageNumber } from '../../components/page-number';
import { PagedList } from '../../components/paged-list';
import { useStaffPage } from '../../components/use-staff-page';
import * as list from '../../components/staff-list.module.css';
import * as styles from './messages-screen.module.css';

const LIMIT = 20;

type SentMessage = SentMessageView & { readonly id: string };

/** One message the local mailbox kept: who it went to, its subject, and its plain text behind a disclosure. */
const SentCard = ({ message }: { message: SentMessage }) => {
  const titleId = useId();
  return (
    <li>
      <article className={list.card} aria-labelledby={titleId}>
        <h3 id={titleId} className={list.cardTitle}>
          {message.subject}
        </h3>
        <p className={list.meta}>
          {T.to(message.email)} · {T.keptAt(formatConsoleInstant(message.kept_at))}
        </p>
        <details className={styles.text}>
          <summary>{T.showText}</summary>
          <pre>{message.text}</pre>
        </details>
      </article>
    </li>
  );
};

/** A delivery given up on: what it was, to whom, why it failed; retry or drop. */
const FailedCard = ({ delivery, onSettled }: { delivery: FailedDeliveryView; onSettled: () => void }) => {
  const api = useStaffApi();
  const fail = useStaffFailure();
  const toast = useToast();
  const titleId = useId();
  const [busy, setBusy] = useState(false);
  const act = (call: 'staffRetryDelivery' | 'staffDropDelivery', done: string) => {
    setBusy(true);
    void api[call]({ id: delivery.id }).match(
      () => {
        setBusy(false);
        toast.show(done, { variant: 'success' });
        onSettled();
      },
      (error) => {
        setBusy(false);
        toast.show(fail(error).message, { variant: 'error' });
      },
    );
  };
  return (
    <li>
      <article className={list.card} aria-labelledby={titleId}>
        <h3 id={titleId} className={list.cardTitle}>
          {MESSAGE_TEMPLATE_LABELS[delivery.template_id]}
        </h3>
        <p className={list.meta}>
          {MESSAGE_CHANNEL_LABELS[delivery.channel]} · {T.to(delivery.email ?? delivery.phone ?? '')} · {T.attempts(delivery.attempts)} · {T.lastTried(formatConsoleInstant(delivery.last_due_at))}
        </p>
        <dl className={list.fields}>
          <div className={list.field}>
            <dt>{T.reason}</dt>
            <dd>{delivery.reason}</dd>
          </div>
        </dl>
        <div className={list.actions}>
          <Button onClick={() => act('staffRetryDelivery', T.retried)} disabled={busy}>
            {T.retry}
          </Button>
          <Button variant="secondary" onClick={() => act('staffDropDelivery', T.dropped)} disabled={busy}>
            {T.drop}
          </Button>
        </div>
      </article>
    </li>
  );
};

/** The outbox as admins see it: the local mailbox's messages and the deliveries that failed for good, each paged on the server. */
export const MessagesScreen = () => {
  const api = useStaffApi();
  const [sentPage, setSentPage] = usePageNumber();
  const [failedPage, setFailedPage] = useState(1);
  const loadSent = useCallback(
    (at: number) => api.staffSentMessages({ page: at, limit: LIMIT }).map((answer) => ({ ...answer, data: { ...answer.data, items: answer.data.items.map((message) => ({ ...message, id: message.message_id })) } })),
    [api],
  );
  const loadFailed = useCallback((at: number) => api.staffFailedDeliveries({ page: at, limit: LIMIT }), [api]);
  const sent = useStaffPage(loadSent, sentPage);
  const failed = useStaffPage(loadFailed, failedPage);
  const settled = () => {
    failed.refresh();
    sent.refresh();
  };
  return (
    <div className={styles.screen}>
      <p>{T.intro}</p>
      <section aria-labelledby="failed-deliveries" className={styles.section}>
        <h2 id="failed-deliveries">{T.failedHeading}</h2>
        <p>{T.failedIntro}</p>
        <PagedList state={failed.state} empty={T.failedEmpty} pagesLabel={T.failedPagesLabel} onPage={setFailedPage} onRetry={failed.reload}>
          {(delivery) => <FailedCard key={delivery.id} delivery={delivery} onSettled={settled} />}
        </PagedList>
      </section>
      <section aria-labelledby="sent-messages" className={styles.section}>
        <h2 id="sent-messages">{T.sentHeading}</h2>
        <PagedList state={sent.state} empty={T.sentEmpty} pagesLabel={T.sentPagesLabel} onPage={setSentPage} onRetry={sent.reload}>
          {(message) => <SentCard key={message.id} message={message} />}
        </PagedList>
      </section>
    </div>
  );
};
