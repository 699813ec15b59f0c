import { useEffect, useRef, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { okAsync, type ResultAsync } from 'neverthrow';
import {
  BOOKING_CATALOGS,
  formatRupees,
  type ApiError,
  type ApiOk,
  type ManobalApi,
} from '@manobal/core';
import { useApi } from '../../app/api-context';
import { useBrowserClock } from '../../app/use-browser-clock';
import { Button } from '../../components/button';
import { FormMessage } from '../../components/form-message';
import { PageHeader } from '../../components/page-header';
import { ReschedulePicker } from '../../components/reschedule-picker';
import { APPOINTMENTS_COPY as COPY } from './appointments.copy';
import * as styles from './appointments.module.css';
import { formatOnThisDevice } from '../../components/device-time';

type ApiData<M extends keyof ManobalApi> = ManobalApi[M] extends (...args: never[]) => ResultAsync<ApiOk<infer D>, ApiError> ? D : never;
type AppointmentView = ApiData<'appointment'>;

const CATALOG = BOOKING_CATALOGS.en;

/** The manage token from the address's fragment ('#<token>'), which the browser never sends to a server. */
const tokenOf = (hash: string): string | null => {
  const raw = hash.startsWith('#') ? hash.slice(1) : hash;
  if (raw === '') return null;
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
};

type Loaded =
  | { readonly status: 'loading' }
  | { readonly status: 'refused'; readonly message: string }
  | { readonly status: 'failed'; readonly message: string }
  | { readonly status: 'ready'; readonly appointment: AppointmentView; readonly therapistName: string | null };

/** 401 and 404 are one answer to a visitor: this link does not open a booking. */
const isRefusal = (error: ApiError): boolean => error.kind === 'http' && (error.status === 401 || error.status === 404);

const Facts = ({ appointment, therapistName }: { appointment: AppointmentView; therapistName: string | null }) => {
  const when = formatOnThisDevice(appointment.start);
  return (
    <dl className={styles.appointmentFacts}>
      <div>
        <dt>{COPY.reference}</dt>
        <dd className={styles.appointmentReference}>{appointment.reference}</dd>
      </div>
      <div>
        <dt>{COPY.therapist}</dt>
        <dd>{therapistName ?? appointment.therapist_id}</dd>
      </div>
      <div>
        <dt>{COPY.when}</dt>
        <dd>
          {when.ist}
          {when.device ? <span className={styles.appointmentDeviceTime}>{COPY.yourTime(when.device)}</span> : null}
        </dd>
      </div>
      <div>
        <dt>{COPY.mode}</dt>
        <dd>{CATALOG.modes[appointment.mode]}</dd>
      </div>
      <div>
        <dt>{COPY.fee}</dt>
        <dd>{formatRupees(appointment.fee_inr)}</dd>
      </div>
      <div>
        <dt>{COPY.status}</dt>
        <dd>{BOOKING_CATALOGS.en.statuses[appointment.status]}</dd>
      </div>
    </dl>
  );
};

type Panel = 'none' | 'cancel' | 'reschedule';

const Manage = ({ token, initial, therapistName }: { token: string; initial: AppointmentView; therapistName: string | null }) => {
  const api = useApi();
  const [appointment, setAppointment] = useState(initial);
  const [panel, setPanel] = useState<Panel>('none');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const confirmRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (panel === 'cancel') confirmRef.current?.focus();
  }, [panel]);

  const open = (next: Panel) => {
    setPanel(next);
    setError(null);
    setDone(null);
  };

  const cancel = () => {
    setBusy(true);
    setError(null);
    void api.cancelAppointment({ reference: appointment.reference }, { accessToken: token }).match(
      ({ data }) => {
        setBusy(false);
        setAppointment(data);
        setPanel('none');
        setDone(COPY.cancelled);
      },
      (failure) => {
        setBusy(false);
        setError(failure.message);
      },
    );
  };

  return (
    <div className={styles.appointmentCard}>
      <Facts appointment={appointment} therapistName={therapistName} />
      {done ? <FormMessage tone="success">{done}</FormMessage> : null}
      {appointment.status === 'cancelled' ? (
        <p>{COPY.cancelledNote}</p>
      ) : panel === 'reschedule' ? (
        <ReschedulePicker
          appointment={appointment}
          accessToken={token}
          headingLevel="h2"
          onMoved={(moved) => {
            setAppointment(moved);
            setPanel('none');
            setDone(COPY.rescheduled);
          }}
          onClose={() => open('none')}
        />
      ) : panel === 'cancel' ? (
        <div className={styles.appointmentPanel}>
          <p ref={confirmRef} tabIndex={-1} className={styles.appointmentQuestion}>
            {COPY.cancelQuestion}
          </p>
          {error ? <FormMessage tone="error">{error}</FormMessage> : null}
          <div className={styles.appointmentActions}>
            <Button busy={busy} busyLabel={COPY.working} onClick={cancel}>
              {COPY.cancelYes}
            </Button>
            <Button variant="quiet" disabled={busy} onClick={() => open('none')}>
              {COPY.cancelNo}
            </Button>
          </div>
        </div>
      ) : (
        <div className={styles.appointmentActions}>
          <Button variant="secondary" onClick={() => open('reschedule')}>
            {COPY.reschedule}
          </Button>
          <Button variant="secondary" onClick={() => open('cancel')}>
            {COPY.cancel}
          </Button>
        </div>
      )}
    </div>
  );
};

/**
 * /appointments/:reference#<token>: a booking opened with its manage token, without an account. The token is read
 * from the fragment and sent only as the Authorization header of the API calls, never in a URL or a query.
 */
export const AppointmentPage = () => {
  const api = useApi();
  const clock = useBrowserClock();
  const { reference = '' } = useParams();
  const { hash } = useLocation();
  const token = clock ? tokenOf(hash) : null;
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (token === null) return undefined;
    let current = true;
    setLoaded({ status: 'loading' });
    void api
      .appointment({ reference }, { accessToken: token })
      .andThen(({ data }) =>
        // The therapist's name is a nicety: the booking still shows if the directory cannot say it.
        api
          .getTherapist({ id: data.therapist_id })
          .map((therapist): string | null => therapist.data.name)
          .orElse(() => okAsync<string | null, ApiError>(null))
          .map((therapistName) => ({ appointment: data, therapistName })),
      )
      .match(
        ({ appointment, therapistName }) => current && setLoaded({ status: 'ready', appointment, therapistName }),
        (error) => current && setLoaded(isRefusal(error) ? { status: 'refused', message: COPY.notFound } : { status: 'failed', message: error.message }),
      );
    return () => {
      current = false;
    };
  }, [api, reference, token, attempt]);

  const body =
    clock === null ? (
      <p role="status">{COPY.loading}</p>
    ) : token === null ? (
      <FormMessage tone="error">{COPY.missingToken}</FormMessage>
    ) : loaded.status === 'loading' ? (
      <p role="status">{COPY.loading}</p>
    ) : loaded.status === 'refused' ? (
      <FormMessage tone="error">{loaded.message}</FormMessage>
    ) : loaded.status === 'failed' ? (
      <>
        <FormMessage tone="error">{loaded.message}</FormMessage>
        <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
          {COPY.retry}
        </Button>
      </>
    ) : (
      <Manage token={token} initial={loaded.appointment} therapistName={loaded.therapistName} />
    );

  return (
    <>
      {/* A private page: search engines keep out (React places the tag in <head>). */}
      <meta name="robots" content="noindex" />
      <PageHeader title={COPY.pageTitle} intro={<p>{COPY.pageIntro}</p>} />
      <div className={`container ${styles.appointmentWrap}`}>{body}</div>
    </>
  );
};
