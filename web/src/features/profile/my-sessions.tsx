import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { BOOKING_CATALOGS, type AppointmentView } from '@manobal/core';
import { useApi } from '../../app/api-context';
import { Button, ButtonLink } from '../../components/button';
import { FormMessage } from '../../components/form-message';
import { PROFILE_COPY as COPY } from './profile.copy';
import { ReschedulePicker } from '../../components/reschedule-picker';
import { useMySessions } from './use-my-sessions';
import * as styles from './profile.module.css';
import { formatOnThisDevice } from '../../components/device-time';

const BOOKING = BOOKING_CATALOGS.en;

interface SessionRowProps {
  readonly appointment: AppointmentView;
  readonly therapistName: string;
  readonly accessToken: string;
  /** Upcoming and confirmed: it can still be cancelled or moved. */
  readonly changeable: boolean;
  readonly onChanged: (msg: string) => void;
}

type RowStep = 'idle' | 'confirm-cancel' | 'reschedule';

const SessionRow = ({ appointment, therapistName, accessToken, changeable, onChanged }: SessionRowProps) => {
  const api = useApi();
  const titleId = useId();
  const [step, setStep] = useState<RowStep>('idle');
  const [busy, setBusy] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const row = useRef<HTMLLIElement>(null);
  // Where focus goes when a panel closes: back to the button that opened it.
  const returnFocus = useRef<'cancel' | 'reschedule' | null>(null);
  const when = formatOnThisDevice(appointment.start);

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
      ({ msg }) => changed(msg),
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
          <dd>{BOOKING.statuses[appointment.status]}</dd>
        </div>
        <div>
          <dt>{COPY.reference}</dt>
          <dd className={styles.sessionReference}>{appointment.reference}</dd>
        </div>
      </dl>
      {refusal ? <FormMessage tone="error">{refusal}</FormMessage> : null}
      {changeable && step === 'idle' ? (
        <div className={styles.sessionActions}>
          <Button data-action="reschedule" variant="secondary" aria-label={COPY.rescheduleLabel(when.ist)} onClick={() => setStep('reschedule')}>
            {COPY.reschedule}
          </Button>
          <Button data-action="cancel" variant="secondary" aria-label={COPY.cancelLabel(when.ist)} onClick={() => setStep('confirm-cancel')}>
            {COPY.cancel}
          </Button>
        </div>
      ) : null}
      {changeable && step === 'confirm-cancel' ? (
        <div className={styles.sessionPanel}>
          <p>{COPY.cancelQuestion}</p>
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
      {changeable && step === 'reschedule' ? (
        <ReschedulePicker appointment={appointment} accessToken={accessToken} headingLevel="h4" onMoved={(_moved, msg) => changed(msg)} onClose={() => back('reschedule')} />
      ) : null}
    </li>
  );
};

/**
 * The signed-in visitor's sessions, upcoming (soonest first, with Cancel and Reschedule) and past. The same actions
 * as the manage link, with the visitor's access token instead of the manage token.
 */
export const MySessions = ({ accessToken }: { accessToken: string | null }) => {
  const { sessions, reload } = useMySessions(accessToken);
  const headingId = useId();
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    if (notice !== null) noticeRef.current?.focus();
  }, [notice]);

  const changed = (msg: string) => {
    setNotice(msg);
    reload();
  };

  const list = (items: readonly AppointmentView[], changeable: boolean, names: ReadonlyMap<string, string>) => (
    <ul className={styles.sessionList}>
      {items.map((appointment) => (
        <SessionRow
          key={appointment.reference}
          appointment={appointment}
          therapistName={names.get(appointment.therapist_id) ?? COPY.someTherapist}
          accessToken={accessToken ?? ''}
          changeable={changeable && appointment.status === 'confirmed'}
          onChanged={changed}
        />
      ))}
    </ul>
  );

  return (
    <section className={styles.sessions} aria-labelledby={headingId}>
      <h2 id={headingId}>{COPY.sessionsTitle}</h2>
      {notice ? (
        <p ref={noticeRef} tabIndex={-1} role="status" className={styles.sessionNotice}>
          {notice}
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
      {sessions.status === 'ready' ? (
        <>
          <h3>{COPY.upcoming}</h3>
          {sessions.mine.upcoming.length > 0 ? (
            list(sessions.mine.upcoming, true, sessions.therapistNames)
          ) : (
            <div className={styles.sessionEmpty}>
              <p>{COPY.noUpcoming}</p>
              <ButtonLink to="/Ourexperts" variant="secondary">
                {COPY.bookOne}
              </ButtonLink>
            </div>
          )}
          <h3>{COPY.past}</h3>
          {sessions.mine.past.length > 0 ? list(sessions.mine.past, false, sessions.therapistNames) : <p>{COPY.noPast}</p>}
        </>
      ) : null}
    </section>
  );
};
