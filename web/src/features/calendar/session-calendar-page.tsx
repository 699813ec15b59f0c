import { lazy, Suspense, useEffect, useId, useRef, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Check, Clock3, IndianRupee } from 'lucide-react';
import {
  BOOKING_POLICY,
  CALENDAR_MODES,
  TIMINGS,
  BOOKING_CATALOGS,
  calendarDays,
  canBook,
  formatRupees,
  type BookingMode,
  type CalendarDay,
  type Clock,
} from '@manobal/core';
import { useLocale } from '../../app/locale-context';
import { Avatar } from '../../components/avatar';
import { Button } from '../../components/button';
import { RadioGroup } from '../../components/field';
import { FormMessage } from '../../components/form-message';
import { PageHeader } from '../../components/page-header';
import { InPersonPlace, SampleProfileMark } from '../../components/therapist-facts';
import { useBrowserClock } from '../../app/use-browser-clock';
import type { DetailsDraft } from './appointment-details-form';
import { BookingHelp } from './booking-help';
import { useCalendarWords } from './calendar.words';
import { HoldCountdown } from './hold-countdown';
import { TherapistDirectory } from './therapist-directory';
import { useBookingFlow } from './use-booking-flow';
import { useTherapistCalendar, type TherapistProfile, type TherapistSlots } from './use-therapist-calendar';
import * as styles from './session-calendar.module.css';

/*
 * The details step (the form engine) and the confirmation (the .ics maker) load in chunks of their own: the strip
 * is all a visitor needs at first, and the details chunk is fetched while the hold is being asked for.
 */
const loadDetails = () => import('./appointment-details-form');
const AppointmentDetailsForm = lazy(() => loadDetails().then((m) => ({ default: m.AppointmentDetailsForm })));
const BookingConfirmation = lazy(() => import('./booking-confirmation').then((m) => ({ default: m.BookingConfirmation })));

const isMode = (value: string): value is BookingMode => (CALENDAR_MODES as readonly string[]).includes(value);

/** A choice drawn as a pill: a real radio input (arrow keys, forms, screen readers) under a visible label. */
const PillRadio = ({ name, value, checked, label, disabled, onChange }: { name: string; value: string; checked: boolean; label: string; disabled?: boolean; onChange: () => void }) => (
  <label className={checked ? `${styles.pill} ${styles.pillChecked}` : styles.pill}>
    <input className={styles.pillInput} type="radio" name={name} value={value} checked={checked} disabled={disabled} onChange={onChange} />
    {checked ? <Check aria-hidden="true" size={16} strokeWidth={2.5} /> : null}
    <span>{label}</span>
  </label>
);

/** Stand-ins as wide as the real strip's labels ('Today', then dates like 'Tue 1 Dec'). */
const STAND_IN_DAYS: CalendarDay[] = ['Today', 'Wed 00 Jan', 'Wed 00 Jan', 'Wed 00 Jan', 'Wed 00 Jan', 'Wed 00 Jan'].map((label, index) => ({ date: `stand-in-${index}`, label, groups: [] }));

/** Drawn but invisible until the real content is known: it holds the space, so nothing below it jumps (layout shift). */
const Pending = ({ pending, children }: { pending: boolean; children: ReactNode }) =>
  pending ? (
    <div className={styles.calendarPending} aria-hidden="true">
      {children}
    </div>
  ) : (
    <>{children}</>
  );

interface ScheduleProps {
  /** Null until the therapist's slots are known. */
  days: CalendarDay[] | null;
  date: string | null;
  start: string | null;
  frozen: boolean;
  onDate: (date: string) => void;
  onTime: (start: string) => void;
}

/** The date strip and the chosen date's slots, grouped Morning, Afternoon, Evening. */
const Schedule = ({ days, date, start, frozen, onDate, onTime }: ScheduleProps) => {
  const dateName = useId();
  const timeName = useId();
  const timeHeadingId = useId();
  const { copy } = useCalendarWords();
  const { periods } = BOOKING_CATALOGS[useLocale()];
  const shown = days ?? STAND_IN_DAYS;
  const day = days?.find((d) => d.date === date) ?? null;

  return (
    <Pending pending={days === null}>
      <fieldset className={styles.calendarGroup} disabled={days === null || frozen}>
        <legend className={styles.calendarGroupLegend}>{copy.dateLegend}</legend>
        <div className={styles.dateStrip}>
          {shown.map((d) => (
            <PillRadio key={d.date} name={dateName} value={d.date} label={d.label} checked={day?.date === d.date} onChange={() => onDate(d.date)} />
          ))}
        </div>
      </fieldset>
      <section aria-labelledby={timeHeadingId}>
        <h2 id={timeHeadingId} className={styles.calendarGroupLegend}>
          {copy.timeHeading}
        </h2>
        <p className={styles.calendarHint}>{copy.timesInIst}</p>
        {days !== null && days.length === 0 ? (
          <>
            <p className={styles.calendarHint}>{copy.noTimesLeft}</p>
            <BookingHelp />
          </>
        ) : null}
        {day === null && (days === null || days.length > 0) ? <p className={styles.calendarHint}>{copy.chooseDateFirst}</p> : null}
        {day?.groups.map((group) => (
          <fieldset key={group.period} className={styles.calendarGroup} disabled={frozen}>
            <legend className={styles.calendarGroupPeriod}>{periods[group.period]}</legend>
            <div className={styles.slotGrid}>
              {group.slots.map((slot) => (
                <PillRadio key={slot.start} name={timeName} value={slot.start} label={slot.label} checked={start === slot.start} onChange={() => onTime(slot.start)} />
              ))}
            </div>
          </fieldset>
        ))}
      </section>
    </Pending>
  );
};

interface DoctorCardProps {
  therapist: TherapistProfile | null;
  mode: BookingMode | null;
  frozen: boolean;
  onMode: (mode: BookingMode) => void;
}

/** The left card: who (marked when a sample), how (only the modes this therapist offers can be chosen) and where, the fee and the length. */
const DoctorCard = ({ therapist, mode, frozen, onMode }: DoctorCardProps) => {
  const headingId = useId();
  const { copy } = useCalendarWords();
  const { modes } = BOOKING_CATALOGS[useLocale()];
  const offered = therapist?.modes ?? CALENDAR_MODES;
  const options = CALENDAR_MODES.map((id) => ({
    value: id,
    label: offered.includes(id) ? modes[id] : copy.notOffered(modes[id]),
    disabled: therapist === null || frozen || !offered.includes(id),
  }));
  const choose = (value: string) => {
    if (!isMode(value)) return;
    // A small tap of feedback on phones that support it.
    if (typeof navigator.vibrate === 'function') navigator.vibrate(TIMINGS.modeVibrationMs);
    onMode(value);
  };
  return (
    <section className={`${styles.calendarCard} ${styles.calendarDoctor}`} aria-labelledby={headingId}>
      <div className={styles.calendarDoctorWho}>
        <Avatar name={therapist?.name ?? ''} size={64} />
        <div>
          <Pending pending={therapist === null}>
            <h2 id={headingId} className={styles.calendarDoctorName}>
              {therapist?.name ?? copy.pageTitle}
            </h2>
            <p className={styles.calendarDoctorSpecialization}>{therapist?.title ?? copy.durationLabel}</p>
          </Pending>
        </div>
      </div>
      {therapist ? <SampleProfileMark sample={therapist.sample} /> : null}
      <RadioGroup legend={copy.modeLegend} name="mode" value={mode ?? ''} options={options} onChange={choose} />
      {therapist ? <InPersonPlace therapist={therapist} /> : null}
      <dl className={styles.calendarFacts}>
        <div>
          <dt>
            <IndianRupee aria-hidden="true" size={18} strokeWidth={1.5} />
            {copy.priceLabel}
          </dt>
          <dd>
            <Pending pending={therapist === null}>{formatRupees(therapist?.fee_inr ?? 0)}</Pending>
          </dd>
        </div>
        <div>
          <dt>
            <Clock3 aria-hidden="true" size={18} strokeWidth={1.5} />
            {copy.durationLabel}
          </dt>
          <dd>{copy.duration(BOOKING_POLICY.sessionMinutes)}</dd>
        </div>
      </dl>
    </section>
  );
};

const Layout = ({ left, right }: { left: ReactNode; right: ReactNode }) => (
  <div className={styles.calendarLayout}>
    {left}
    <div className={`${styles.calendarCard} calendar-schedule`}>{right}</div>
  </div>
);

const BookBar = ({ disabled, busy, onBook, notice }: { disabled: boolean; busy: boolean; onBook?: () => void; notice?: ReactNode }) => {
  const { copy } = useCalendarWords();
  return (
    <div className={styles.calendarBook}>
      {notice}
      <Button className={styles.calendarBookButton} disabled={disabled} busy={busy} busyLabel={copy.processing} onClick={onBook}>
        {copy.bookButton}
      </Button>
    </div>
  );
};

/** The calendar before anything is known (prerendered, hydrating, loading): the real layout, its content invisible. */
const PendingCalendar = ({ status }: { status?: string }) => (
  <Layout
    left={<DoctorCard therapist={null} mode={null} frozen onMode={() => undefined} />}
    right={
      <>
        <Schedule days={null} date={null} start={null} frozen onDate={() => undefined} onTime={() => undefined} />
        <BookBar disabled busy={false} />
        {status ? (
          <p role="status" className="visually-hidden">
            {status}
          </p>
        ) : null}
      </>
    }
  />
);

/** A therapist's real calendar: pick, hold, give details, confirm. */
const TherapistBooking = ({ therapist, slots, clock, refresh }: { therapist: TherapistProfile; slots: TherapistSlots; clock: Clock; refresh: () => void }) => {
  const { flow, dispatch, book, expire, release } = useBookingFlow(therapist, refresh);
  // What the visitor typed in the details step outlives the step, so a hold that runs out costs them no typing.
  const draft = useRef<DetailsDraft | null>(null);
  // A taken slot or an expired hold sends the visitor back to the strip: focus goes to the words that say why.
  const noticeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (flow.notice !== null) noticeRef.current?.focus();
  }, [flow.notice]);
  const bookAndPrepare = () => {
    void loadDetails().catch(() => undefined);
    book();
  };
  const catalog = BOOKING_CATALOGS[useLocale()];
  const { copy } = useCalendarWords();
  const days = calendarDays(slots, flow.mode, clock, catalog);
  const choosing = flow.step === 'choosing' || flow.step === 'holding';
  const modeLabel = flow.mode ? catalog.modes[flow.mode] : '';

  const right =
    flow.step === 'booked' && flow.booking ? (
      <BookingConfirmation booking={flow.booking} therapist={therapist} />
    ) : flow.step === 'held' && flow.hold && flow.start ? (
      <AppointmentDetailsForm
        holdId={flow.hold.id}
        phoneChannels={flow.hold.phoneChannels ?? []}
        start={flow.start}
        modeLabel={modeLabel}
        countdown={<HoldCountdown hold={flow.hold} clock={clock} onExpired={() => expire()} />}
        onConfirmed={(booking) => dispatch({ type: 'confirmed', booking })}
        onExpired={(message) => expire(message)}
        onChooseAnother={release}
        feeInr={therapist.fee_inr}
        draft={draft.current}
        onDraft={(typed) => (draft.current = typed)}
      />
    ) : (
      <>
        <Schedule
          days={days}
          date={flow.date}
          start={flow.start}
          frozen={flow.step !== 'choosing'}
          onDate={(date) => dispatch({ type: 'chooseDate', date })}
          onTime={(start) => dispatch({ type: 'chooseTime', start })}
        />
        <BookBar
          disabled={!canBook(flow) || !days.some((d) => d.date === flow.date)}
          busy={flow.step === 'holding'}
          onBook={bookAndPrepare}
          notice={
            flow.notice ? (
              <div ref={noticeRef} tabIndex={-1} className={styles.calendarNotice}>
                <FormMessage tone="error">{flow.notice.message}</FormMessage>
              </div>
            ) : null
          }
        />
      </>
    );

  return (
    <Layout
      left={<DoctorCard therapist={therapist} mode={flow.mode} frozen={!choosing} onMode={(mode) => dispatch({ type: 'chooseMode', mode })} />}
      right={<Suspense fallback={<p role="status">{copy.processing}</p>}>{right}</Suspense>}
    />
  );
};

/** Loads the therapist named by `?doctor=` and shows their calendar, or the directory when there is no such therapist. */
const DoctorCalendar = ({ id, clock }: { id: string; clock: Clock }) => {
  const { calendar, refresh, retry } = useTherapistCalendar(id);
  const { copy } = useCalendarWords();
  switch (calendar.status) {
    case 'loading':
      return <PendingCalendar status={copy.loadingTherapist} />;
    case 'missing':
      return <TherapistDirectory notice={copy.unknownTherapist} />;
    case 'failed':
      return (
        <div className={styles.calendarCard}>
          <FormMessage tone="error">{calendar.message}</FormMessage>
          <Button variant="secondary" onClick={retry}>
            {copy.retry}
          </Button>
        </div>
      );
    case 'ready':
      return <TherapistBooking therapist={calendar.therapist} slots={calendar.slots} clock={clock} refresh={refresh} />;
  }
};

/**
 * /session-calendar?doctor=<id>: the therapist's real free times; 'BOOK SESSION' holds one for five minutes, the
 * details step confirms it. The link is a real URL, so it can be shared; without a therapist it offers the directory.
 */
export const SessionCalendarPage = () => {
  // Without ?doctor= the page is the directory, prerendered as such. With it, the prerendered page (the server sends
  // index.doctor.html, made with the parameter) and hydration draw the calendar's frame until the browser's clock is on.
  const clock = useBrowserClock();
  const [params] = useSearchParams();
  const id = params.get('doctor');
  const { copy } = useCalendarWords();
  return (
    <>
      <PageHeader title={copy.pageTitle} intro={<p>{copy.pageIntro}</p>} />
      <div className={`container ${styles.calendarWrap}`}>
        {id === null ? <TherapistDirectory /> : clock === null ? <PendingCalendar /> : <DoctorCalendar key={id} id={id} clock={clock} />}
      </div>
    </>
  );
};
