import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { BOOKING_CATALOGS, appointmentOffers, type AppointmentView } from '@manobal/core';
import { useApi } from '../../app/api-context';
import { SITE_CONTACT } from '../../app/site-contact';
import { useBrowserClock } from '../../app/use-browser-clock';
import { Button, ButtonLink } from '../../components/button';
import { CalendarFileButton } from '../../components/calendar-file-button';
import { FormMessage } from '../../components/form-message';
import { PROFILE_COPY as COPY } from './profile.copy';
import { ReschedulePicker } from '../../components/reschedule-picker';
import { useMySessions } from './use-my-sessions';
import * as styles from './profile.module.css';
import { formatOnThisDevice } from '../../components/device-time';
import { RoomLink } from '../../components/room-link';
import { useLocale } from '../../app/locale-context';


interface SessionRowProps {
  readonly appointment: AppointmentView;
  readonly therapistName: string;
  readonly therapistAddress: string | null;
  readonly accessToken: string;
  readonly onChanged: (msg: string) => void;
}

type RowStep = 'idle' | 'confirm-cancel' | 'reschedule';

const SessionRow = ({ appointment, therapistName, therapistAddress, accessToken, onChanged }: SessionRowProps) => {
  const locale = useLocale();
  const BOOKING = BOOKING_CATALOGS[locale];
  const api = useApi();
  const clock = useBrowserClock();
  const titleId = useId();
  const [step, setStep] = useState<RowStep>('idle');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const row = useRef<HTMLLIElement>(null);
  // Where focus goes when a panel closes: back to the button that opened it.
  const returnFocus = useRef<'cancel' | 'reschedule' | null>(null);
  const when = formatOnThisDevice(appointment.start, BOOKING);
  // core's one rule: only what the server will then accept is offered.
  const offers = appointmentOffers(appointment, (clock ?? { now: () => new Date() }).now());

  useEffect(() => {
    const target = step === 'confirm-cancel' ? 'keep' : step === 'idle' ? returnFocus.current : null;
    if (target) row.current?.querySelector<HTMLButtonElement>(`[data-action="${target}"]`)?.focus();
  }, [step]);

  const back = (to: 'cancel' | 'reschedule') => {
    returnFocus.current = to;
    setStep('idle');
  };

  // A change made: the row closes its panel (the list's notice takes focus) and the list is read again.
  const changed = (msg: string) => {
    returnFocus.current = null;
    setBusy(false);
    setStep('idle');
    onChanged(msg);
  };

  const cancel = () => {
    setBusy(true);
    setRefusal(null);
    void api.cancelAppointment({ reference: appointment.reference }, { accessToken }).match(
      ({ msg, data }) => changed(data.cancelled_late ? BOOKING.offers.cancelledLate : msg),
      (error) => {
        setBusy(false);
        setRefusal(error.message);
      },
    );
  };

  return (
    <li ref={row} className={styles.session} aria-labelledby={titleId}>
      <h4 id={titleId} className={styles.sessionTitle}>
        {therapistName}
      </h4>
      <dl className={styles.sessionFacts}>
        <div>
          <dt>{COPY.when}</dt>
          <dd>
            {when.ist}
            {when.device ? <span className={styles.sessionDeviceTime}>{COPY.yourTime(when.device)}</span> : null}
          </dd>
        </div>
        <div>
          <dt>{COPY.mode}</dt>
          <dd>{BOOKING.modes[appointment.mode]}</dd>
        </div>
        <div>
          <dt>{COPY.status}</dt>
          <dd>{appointment.cancelled_late ? BOOKING.offers.lateCancelTag : BOOKING.statuses[appointment.status]}</dd>
        </div>
        <div>
          <dt>{COPY.reference}</dt>
          <dd className={styles.sessionReference}>{appointment.reference}</dd>
        </div>
        {appointment.room !== null && new Date(appointment.room.closes_at).getTime() > (clock ?? { now: () => new Date() }).now().getTime() ? <RoomLink room={appointment.room} /> : null}
      </dl>
      {refusal ? <FormMessage tone="error">{refusal}</FormMessage> : null}
      {step === 'idle' && appointment.status === 'confirmed' && offers.move === 'too-late' ? <p>{BOOKING.offers.moveClosed(SITE_CONTACT.phone)}</p> : null}
      {step === 'idle' && (offers.move === 'open' || offers.cancel !== 'none' || appointment.sequence > 0) ? (
        <div className={styles.sessionActions}>
          {offers.move === 'open' ? (
            <Button data-action="reschedule" variant="secondary" aria-label={COPY.rescheduleLabel(when.ist)} onClick={() => setStep('reschedule')}>
              {COPY.reschedule}
            </Button>
          ) : null}
          {offers.cancel !== 'none' ? (
            <Button data-action="cancel" variant="secondary" aria-label={COPY.cancelLabel(when.ist)} onClick={() => setStep('confirm-cancel')}>
              {COPY.cancel}
            </Button>
          ) : null}
          {appointment.sequence > 0 ? (
            <CalendarFileButton
              appointment={appointment}
              therapistName={therapistName}
              location={appointment.mode === 'in-person' ? therapistAddress : null}
              label={appointment.status === 'cancelled' ? BOOKING.offers.cancellingCalendarFile : BOOKING.offers.updatedCalendarFile}
            />
          ) : null}
        </div>
      ) : null}
      {step === 'confirm-cancel' && offers.cancel !== 'none' ? (
        <div className={styles.sessionPanel}>
          <p>{offers.cancel === 'late' ? BOOKING.offers.cancelLateQuestion : BOOKING.offers.cancelFreeQuestion}</p>
          <div className={styles.sessionActions}>
            <Button onClick={cancel} busy={busy} busyLabel={COPY.cancelling}>
              {COPY.cancelYes}
            </Button>
            <Button data-action="keep" variant="quiet" onClick={() => back('cancel')} disabled={busy}>
              {COPY.keep}
            </Button>
          </div>
        </div>
      ) : null}
      {step === 'reschedule' && offers.move === 'open' ? (
        <ReschedulePicker appointment={appointment} accessToken={accessToken} headingLevel="h4" onMoved={(_moved, msg) => changed(msg)} onClose={() => back('reschedule')} />
      ) : null}
    </li>
  );
};

/**
 * The signed-in visitor's sessions: upcoming (soonest first, with what each still offers), cancelled, and past. The
 * same actions as the manage link, with the visitor's access token instead of the manage token.
 */
export const MySessions = ({ accessToken }: { accessToken: string | null }) => {
  const { sessions, reload } = useMySessions(accessToken);
  const headingId = useId();
  const noticeRef = useRef<HTMLParagraphElement>(null);
  // A new object per change: focused once for each, and a re-render of the same notice does not say it again.
  const [notice, setNotice] = useState<{ readonly text: string } | null>(null);

  useEffect(() => {
    if (notice !== null) noticeRef.current?.focus();
  }, [notice]);

  const changed = (msg: string) => {
    setNotice({ text: msg });
    reload();
  };

  const list = (items: readonly AppointmentView[], ready: Extract<typeof sessions, { status: 'ready' }>) => (
    <ul className={styles.sessionList}>
      {items.map((appointment) => (
        <SessionRow
          key={appointment.reference}
          appointment={appointment}
          therapistName={ready.therapistNames.get(appointment.therapist_id) ?? COPY.someTherapist}
          therapistAddress={ready.therapistAddresses.get(appointment.therapist_id) ?? null}
          accessToken={accessToken ?? ''}
          onChanged={changed}
        />
      ))}
    </ul>
  );

  const ready = sessions.status === 'ready' ? sessions : null;
  const upcoming = ready?.mine.upcoming.filter((a) => a.status === 'confirmed') ?? [];
  const cancelled = ready ? [...ready.mine.upcoming, ...ready.mine.past].filter((a) => a.status === 'cancelled') : [];
  const past = ready?.mine.past.filter((a) => a.status === 'confirmed') ?? [];

  return (
    <section className={styles.sessions} aria-labelledby={headingId}>
      <h2 id={headingId}>{COPY.sessionsTitle}</h2>
      {notice ? (
        <p ref={noticeRef} tabIndex={-1} role="status" className={styles.sessionNotice}>
          {notice.text}
        </p>
      ) : null}
      {sessions.status === 'loading' ? <p role="status">{COPY.loading}</p> : null}
      {sessions.status === 'signed-out' ? (
        <p>
          {COPY.signInAgain} <Link to="/login">{COPY.logInLink}</Link>
        </p>
      ) : null}
      {sessions.status === 'failed' ? (
        <>
          <FormMessage tone="error">{sessions.message}</FormMessage>
          <Button variant="secondary" onClick={reload}>
            {COPY.retry}
          </Button>
        </>
      ) : null}
      {ready ? (
        <>
          <h3>{COPY.upcoming}</h3>
          {upcoming.length > 0 ? (
            list(upcoming, ready)
          ) : (
            <div className={styles.sessionEmpty}>
              <p>{COPY.noUpcoming}</p>
              <ButtonLink to="/Ourexperts" variant="secondary">
                {COPY.bookOne}
              </ButtonLink>
            </div>
          )}
          {cancelled.length > 0 ? (
            <>
              <h3>{COPY.cancelled}</h3>
              {list(cancelled, ready)}
            </>
          ) : null}
          <h3>{COPY.past}</h3>
          {past.length > 0 ? list(past, ready) : <p>{COPY.noPast}</p>}
        </>
      ) : null}
    </section>
  );
};
