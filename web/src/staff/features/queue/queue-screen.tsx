import { useCallback, useEffect, useRef, useState } from 'react';
import { Bell, CircleAlert, Phone } from 'lucide-react';
import {
  CALLBACK_OUTCOME_LABELS,
  CALLBACK_OUTCOMES,
  formatConsoleInstant,
  isListedOverdue,
  LANGUAGE_NAMES_EN,
  timeSinceAsked,
  URGENT_QUEUE_TEXT,
  type CallbackOutcome,
  type StaffCallback,
} from '@manobal/core';
import { Button } from '../../../components/button';
import { useToast } from '../../../components/toast';
import { useStaffFailure, useStaffPerson } from '../../app/console-session';
import { useStaffApi } from '../../app/staff-api-context';
import { usePageNumber } from '../../components/page-number';
import { PagedList } from '../../components/paged-list';
import { useStaffPage } from '../../components/use-staff-page';
import { canPlayAlertTone, createAlertTone, type AlertTone } from './alert-tone';
import { useQueueLive } from './use-queue-live';
import * as list from '../../components/staff-list.module.css';
import * as styles from './queue-screen.module.css';

const LIMIT = 20;
const T = URGENT_QUEUE_TEXT;
/** How often 'asked 4 min ago' and the overdue mark are brought up to date. */
const TICK_MS = 15_000;

const useNow = (everyMs: number): Date => {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
};

const reasonLabel = (reason: StaffCallback['reason']): string => (reason === 'crisis' ? T.crisis : T.bookingHelp);

type Busy = 'claim' | 'release' | CallbackOutcome | null;

const CallbackCard = ({ callback, now, fresh, onChanged }: { callback: StaffCallback; now: Date; fresh: boolean; onChanged: (callback: StaffCallback) => void }) => {
  const api = useStaffApi();
  const me = useStaffPerson();
  const fail = useStaffFailure();
  const toast = useToast();
  const [busy, setBusy] = useState<Busy>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const act = (what: Exclude<Busy, null>, call: () => ReturnType<typeof api.staffClaimCallback>, done: string) => {
    setBusy(what);
    setRefusal(null);
    void call().match(
      ({ data }) => {
        setBusy(null);
        onChanged(data);
        toast.show(done, { variant: 'success' });
      },
      (error) => {
        setBusy(null);
        const failure = fail(error);
        setRefusal(failure.message);
        // Someone else took it or closed it meanwhile: the list is read again, so the card says who has it now.
        if (failure.refusal !== null) onChanged(callback);
      },
    );
  };
  const titleId = `callback-${callback.id}`;
  const overdue = isListedOverdue(callback, now);
  const mine = callback.state === 'claimed' && callback.claimed_by?.person_id === me.person_id;
  const crisis = callback.reason === 'crisis';
  return (
    <li>
      <article className={[list.card, crisis ? styles.crisis : '', fresh ? styles.fresh : ''].join(' ')} aria-labelledby={titleId}>
        <h2 id={titleId} className={list.cardTitle}>
          {callback.name}
        </h2>
        <p className={list.status}>
          <span className={crisis ? `${list.badge} ${styles.crisisBadge}` : list.badge}>
            {crisis ? <CircleAlert aria-hidden="true" size={18} strokeWidth={1.5} /> : null}
            {reasonLabel(callback.reason)}
          </span>
          {fresh ? <span className={`${list.badge} ${styles.freshBadge}`}>{T.fresh}</span> : null}
          {overdue ? (
            <span className={`${list.badge} ${styles.overdueBadge}`}>
              <CircleAlert aria-hidden="true" size={18} strokeWidth={1.5} />
              {T.overdue}
            </span>
          ) : null}
          {callback.past_due && !overdue ? <span className={list.badge}>{T.pastDue}</span> : null}
        </p>
        <p className={list.meta}>
          {T.asked(timeSinceAsked(new Date(callback.created_at), now))} · {formatConsoleInstant(callback.created_at)}
        </p>
        <p>
          <a className={styles.call} href={`tel:+91${callback.phone}`}>
            <Phone aria-hidden="true" size={18} strokeWidth={1.5} />
            {T.call(callback.phone)}
          </a>
        </p>
        {callback.risk !== null || callback.language !== null || callback.attempts > 0 ? (
          <ul className={styles.facts}>
            {callback.risk !== null ? <li>{T.risk(T.riskAnswers[callback.risk])}</li> : null}
            {callback.language !== null ? <li>{T.language(LANGUAGE_NAMES_EN[callback.language])}</li> : null}
            {callback.attempts > 0 ? <li>{T.attempts(callback.attempts)}</li> : null}
          </ul>
        ) : null}
        {refusal !== null ? (
          <p role="alert" className={styles.refusal}>
            {refusal}
          </p>
        ) : null}
        {callback.state === 'waiting' ? (
          <div className={list.actions}>
            <Button busy={busy === 'claim'} disabled={busy !== null} onClick={() => act('claim', () => api.staffClaimCallback({ id: callback.id }), T.claimed)}>
              {T.claim}
            </Button>
          </div>
        ) : null}
        {callback.state === 'claimed' && !mine && callback.claimed_by !== null ? <p className={styles.calling}>{T.callingNow(callback.claimed_by.name)}</p> : null}
        {mine ? (
          <>
            <p className={styles.calling}>{T.youAreCalling}</p>
            <div role="group" aria-labelledby={`${titleId}-outcome`} className={styles.outcomes}>
              <h3 id={`${titleId}-outcome`} className={styles.outcomeHeading}>
                {T.outcomeHeading}
              </h3>
              <div className={list.actions}>
                {CALLBACK_OUTCOMES.map((outcome) => (
                  <Button
                    key={outcome}
                    variant="secondary"
                    busy={busy === outcome}
                    disabled={busy !== null}
                    onClick={() => act(outcome, () => api.staffCallbackOutcome({ id: callback.id, outcome }), T.recorded(CALLBACK_OUTCOME_LABELS[outcome]))}
                  >
                    {CALLBACK_OUTCOME_LABELS[outcome]}
                  </Button>
                ))}
              </div>
            </div>
            <div className={list.actions}>
              <Button variant="quiet" busy={busy === 'release'} disabled={busy !== null} onClick={() => act('release', () => api.staffReleaseCallback({ id: callback.id }), T.released)}>
                {T.release}
              </Button>
            </div>
          </>
        ) : null}
      </article>
    </li>
  );
};

/** The switch for the alert sound: off until the person turns it on, which is also what lets the browser play it. */
const SoundSwitch = ({ tone, onTone }: { tone: AlertTone | null; onTone: (tone: AlertTone | null) => void }) => {
  if (!canPlayAlertTone()) return null;
  const on = tone !== null;
  const toggle = () => {
    if (on) {
      tone.close();
      onTone(null);
    } else {
      onTone(createAlertTone());
    }
  };
  return (
    <Button variant="secondary" className={styles.soundButton} aria-pressed={on} onClick={toggle}>
      <Bell aria-hidden="true" size={18} strokeWidth={1.5} />
      {T.unmute}
      <span className={styles.soundState}>({on ? T.soundOn : T.soundOff})</span>
    </Button>
  );
};

/**
 * The urgent queue: the open call-backs in core's order, a page at a time, brought up to date by the server's events
 * as they happen (a new request is announced, highlighted and, when the person switched the sound on, heard).
 */
export const QueueScreen = () => {
  const api = useStaffApi();
  const [page, setPage] = usePageNumber();
  const load = useCallback((at: number) => api.staffCallbacks({ state: 'open', page: at, limit: LIMIT }), [api]);
  const { state, replace, refresh, reload } = useStaffPage(load, page);
  const now = useNow(TICK_MS);
  const [tone, setTone] = useState<AlertTone | null>(null);
  const toneRef = useRef(tone);
  toneRef.current = tone;
  useEffect(() => () => toneRef.current?.close(), []);
  const { live, stream } = useQueueLive({ onChange: refresh, onArrival: () => toneRef.current?.play() });
  const fresh = new Set(live.fresh);
  const changed = useCallback(
    (callback: StaffCallback) => {
      replace(callback);
      refresh();
    },
    [replace, refresh],
  );
  const announcement = live.announcement;
  return (
    <div className={styles.screen}>
      <p>{T.intro}</p>
      <div className={styles.bar}>
        <p role="status" className={stream === 'reconnecting' ? styles.lost : styles.live}>
          {stream === 'live' ? T.live : stream === 'reconnecting' ? T.reconnecting : ''}
        </p>
        <SoundSwitch tone={tone} onTone={setTone} />
      </div>
      <div aria-live="assertive" aria-atomic="true" className={announcement !== null ? styles.alert : styles.alertIdle}>
        {announcement !== null ? T.newAlert(reasonLabel(announcement.reason)) : null}
      </div>
      <PagedList state={state} empty={T.empty} pagesLabel={T.pagesLabel} onPage={setPage} onRetry={reload}>
        {(callback) => <CallbackCard key={callback.id} callback={callback} now={now} fresh={fresh.has(callback.id)} onChanged={changed} />}
      </PagedList>
    </div>
  );
};
