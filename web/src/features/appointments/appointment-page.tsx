import { useEffect, useRef, useState } from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { okAsync, type ResultAsync } from 'neverthrow';
import {
  BOOKING_CATALOGS,
  appointmentOffers,
  formatRupees,
  type ApiError,
  type ApiOk,
  type ManobalApi,
  isRefusal,
} from '@manobal/core';
import { useApi } from '../../app/api-context';
import { useBrowserClock } from '../../app/use-browser-clock';
import { SITE_CONTACT } from '../../app/site-contact';
import { Button } from '../../components/button';
import { CalendarFileButton } from '../../components/calendar-file-button';
import { FormMessage } from '../../components/form-message';
import { PageHeader } from '../../components/page-header';
import { ReschedulePicker } from '../../components/reschedule-picker';
import { useAppointmentsWords } from './appointments.words';
import * as styles from './appointments.module.css';
import { RoomLink } from '../../components/room-link';
import { formatOnThisDevice } from '../../components/device-time';
import { SampleProfileMark } from '../../components/therapist-facts';
import { LostLinkForm } from './lost-link-form';
import { useLocale } from '../../app/locale-context';

type ApiData<M extends keyof ManobalApi> = ManobalApi[M] extends (...args: never[]) => ResultAsync<ApiOk<infer D>, ApiError> ? D : never;
type AppointmentView = ApiData<'appointment'>;


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
  | { readonly status: 'refused' }
  | { readonly status: 'failed'; readonly message: string }
  | { readonly status: 'ready'; readonly appointment: AppointmentView; readonly therapist: TherapistFacts };

/** What the directory says of the therapist, for the facts and the calendar file; null parts when it cannot say. */
interface TherapistFacts {
  readonly name: string | null;
  readonly address: string | null;
  /** A seeded sample, marked as one beside the name. */
  readonly sample: boolean;
}

const UNKNOWN_THERAPIST: TherapistFacts = { name: null, address: null, sample: false };

/** 401 and 404 are one answer to a visitor: this link does not open a booking. */
const isNotTheirs = (error: ApiError): boolean => isRefusal(error, 'unauthorized', 'not-found');

const Facts = ({ appointment, therapistName, sample, token }: { appointment: AppointmentView; therapistName: string | null; sample: boolean; token: string }) => {
  const CATALOG = BOOKING_CATALOGS[useLocale()];
  const { facts } = CATALOG;
  const { copy: COPY, channels } = useAppointmentsWords();
  const when = formatOnThisDevice(appointment.start, CATALOG);
  return (
    <dl className={styles.appointmentFacts}>
      <div>
        <dt>{facts.reference}</dt>
        <dd className={styles.appointmentReference}>{appointment.reference}</dd>
      </div>
      <div>
        <dt>{facts.therapist}</dt>
        <dd>
          {therapistName ?? appointment.therapist_id}
          <SampleProfileMark sample={sample} />
        </dd>
      </div>
      <div>
        <dt>{facts.when}</dt>
        <dd>
          {when.ist}
          {when.device ? <span className={styles.appointmentDeviceTime}>{facts.yourTime(when.device)}</span> : null}
        </dd>
      </div>
      <div>
        <dt>{facts.mode}</dt>
        <dd>{CATALOG.modes[appointment.mode]}</dd>
      </div>
      <div>
        <dt>{facts.fee}</dt>
        <dd>{formatRupees(appointment.fee_inr)}</dd>
      </div>
      <div>
        <dt>{COPY.status}</dt>
        <dd>{appointment.cancelled_late ? CATALOG.offers.lateCancelTag : CATALOG.statuses[appointment.status]}</dd>
      </div>
      <RoomLink room={appointment.room} token={token} />
      <div>
        <dt>{channels.factLabel}</dt>
        <dd>{channels.goBy(appointment.message_channels)}</dd>
      </div>
    </dl>
  );
};

type Panel = 'none' | 'cancel' | 'reschedule';

/** What the page last did: said once, in one place, and focused so a screen reader hears it. */
type Outcome = { readonly kind: 'cancelled'; readonly late: boolean } | { readonly kind: 'moved' };

const Manage = ({ token, initial, therapist }: { token: string; initial: AppointmentView; therapist: TherapistFacts }) => {
  const CATALOG = BOOKING_CATALOGS[useLocale()];
  const { copy: COPY } = useAppointmentsWords();
  const api = useApi();
  const clock = useBrowserClock();
  const [appointment, setAppointment] = useState(initial);
  const [panel, setPanel] = useState<Panel>('none');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const confirmRef = useRef<HTMLParagraphElement>(null);
  const outcomeRef = useRef<HTMLParagraphElement>(null);
  // The offers are read when the page draws: a session crossing the cut-off while open is refused by the server in words.
  const offers = appointmentOffers(appointment, (clock ?? { now: () => new Date() }).now());

  useEffect(() => {
    if (panel === 'cancel') confirmRef.current?.focus();
  }, [panel]);
  useEffect(() => {
    if (outcome !== null) outcomeRef.current?.focus();
  }, [outcome]);

  const open = (next: Panel) => {
    setPanel(next);
    setError(null);
    setOutcome(null);
  };

  const cancel = () => {
    setBusy(true);
    setError(null);
    void api.cancelAppointment({ reference: appointment.reference }, { accessToken: token }).match(
      ({ data }) => {
        setBusy(false);
        setAppointment(data);
        setPanel('none');
        setOutcome({ kind: 'cancelled', late: data.cancelled_late });
      },
      (failure) => {
        setBusy(false);
        setError(failure.message);
      },
    );
  };

  const outcomeText =
    outcome === null ? null : outcome.kind === 'moved' ? COPY.rescheduled : outcome.late ? CATALOG.offers.cancelledLate : COPY.cancelled;
  // A file to save again once the appointment has changed: the same event, moved or cancelled.
  const changed = appointment.sequence > 0;

  return (
    <div className={styles.appointmentCard}>
      <Facts appointment={appointment} therapistName={therapist.name} sample={therapist.sample} token={token} />
      {outcomeText ? (
        <p ref={outcomeRef} tabIndex={-1} role="status" className={styles.appointmentOutcome}>
          {outcomeText}
        </p>
      ) : appointment.status === 'cancelled' ? (
        <p>{appointment.cancelled_late ? CATALOG.offers.cancelledLate : COPY.cancelledNote}</p>
      ) : null}
      {changed ? (
        <div className={styles.appointmentPanel}>
          <p className={styles.appointmentHint}>{CATALOG.offers.calendarFileHint}</p>
          <CalendarFileButton
            appointment={appointment}
            therapistName={therapist.name ?? appointment.therapist_id}
            location={appointment.mode === 'in-person' ? therapist.address : null}
            label={appointment.status === 'cancelled' ? CATALOG.offers.cancellingCalendarFile : CATALOG.offers.updatedCalendarFile}
          />
        </div>
      ) : null}
      {appointment.status === 'cancelled' ? null : panel === 'reschedule' && offers.move === 'open' ? (
        <ReschedulePicker
          appointment={appointment}
          accessToken={token}
          headingLevel="h2"
          copy={COPY.move}
          onMoved={(moved) => {
            setAppointment(moved);
            setPanel('none');
            setOutcome({ kind: 'moved' });
          }}
          onClose={() => open('none')}
        />
      ) : panel === 'cancel' && offers.cancel !== 'none' ? (
        <div className={styles.appointmentPanel}>
          <p ref={confirmRef} tabIndex={-1} className={styles.appointmentQuestion}>
            {offers.cancel === 'late' ? CATALOG.offers.cancelLateQuestion : CATALOG.offers.cancelFreeQuestion}
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
        <>
          {offers.move === 'too-late' ? <p>{CATALOG.offers.moveClosed(SITE_CONTACT.phone)}</p> : null}
          {offers.cancel === 'none' ? <p>{CATALOG.offers.started(SITE_CONTACT.phone)}</p> : null}
          <div className={styles.appointmentActions}>
            {offers.move === 'open' ? (
              <Button variant="secondary" onClick={() => open('reschedule')}>
                {COPY.reschedule}
              </Button>
            ) : null}
            {offers.cancel !== 'none' ? (
              <Button variant="secondary" onClick={() => open('cancel')}>
                {COPY.cancel}
              </Button>
            ) : null}
          </div>
        </>
      )}
    </div>
  );
};

/**
 * /appointments/:reference#<token>: a booking opened with its manage token, without an account. The token is read
 * from the fragment and sent only as the Authorization header of the API calls, never in a URL or a query.
 */
export const AppointmentPage = () => {
  const { copy: COPY } = useAppointmentsWords();
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
          .map((therapist): TherapistFacts => ({ name: therapist.data.name, address: therapist.data.centre_address, sample: therapist.data.sample }))
          .orElse(() => okAsync<TherapistFacts, ApiError>(UNKNOWN_THERAPIST))
          .map((therapist) => ({ appointment: data, therapist })),
      )
      .match(
        ({ appointment, therapist }) => current && setLoaded({ status: 'ready', appointment, therapist }),
        (error) => current && setLoaded(isNotTheirs(error) ? { status: 'refused' } : { status: 'failed', message: error.message }),
      );
    return () => {
      current = false;
    };
  }, [api, reference, token, attempt]);

  const body =
    clock === null ? (
      <p role="status">{COPY.loading}</p>
    ) : token === null ? (
      <>
        <FormMessage tone="error">{COPY.missingToken}</FormMessage>
        <LostLinkForm />
      </>
    ) : loaded.status === 'loading' ? (
      <p role="status">{COPY.loading}</p>
    ) : loaded.status === 'refused' ? (
      <>
        <FormMessage tone="error">{COPY.notFound}</FormMessage>
        <LostLinkForm />
      </>
    ) : loaded.status === 'failed' ? (
      <>
        <FormMessage tone="error">{loaded.message}</FormMessage>
        <Button variant="secondary" onClick={() => setAttempt((n) => n + 1)}>
          {COPY.retry}
        </Button>
      </>
    ) : (
      <Manage token={token} initial={loaded.appointment} therapist={loaded.therapist} />
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
