import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { BOOKING_CATALOGS, CALENDAR_QUERY_DAYS, CALENDAR_TEXT, calendarDays, type AppointmentView, type CalendarDay, isRefusal } from '@manobal/core';
import { useApi } from '../app/api-context';
import { useLocale } from '../app/locale-context';
import { SITE_CONTACT } from '../app/site-contact';
import { useBrowserClock } from '../app/use-browser-clock';
import { Button } from './button';
import { RadioGroup, SelectField } from './field';
import { FormMessage } from './form-message';
import { LoadFailure } from './load-failure';
import * as styles from './reschedule-picker.module.css';

/** The words of moving a session, the same on the profile and on the manage page. */
export interface RescheduleCopy {
  readonly title: string;
  readonly hint: string;
  readonly day: string;
  readonly time: string;
  readonly loadingSlots: string;
  readonly noSlots: string;
  readonly chooseTime: string;
  readonly move: string;
  readonly moving: string;
  readonly keepTime: string;
  readonly retry: string;
}

export const RESCHEDULE_COPY: RescheduleCopy = {
  title: 'Choose a new time',
  hint: 'Your current time stays booked until the new one is confirmed. Times are India Standard Time (IST), in the same mode as now.',
  day: 'Day',
  time: 'Time',
  loadingSlots: 'Loading free times…',
  noSlots: `No other times are free in the next three weeks. Please call our care team on ${SITE_CONTACT.phone} to change this session.`,
  chooseTime: 'Please choose a time.',
  move: 'Move to this time',
  moving: CALENDAR_TEXT.processing,
  keepTime: 'Keep the current time',
  retry: 'Try again',
};

type FreeDays = { readonly status: 'loading' } | { readonly status: 'failed'; readonly message: string } | { readonly status: 'ready'; readonly days: readonly CalendarDay[] };

export interface ReschedulePickerProps {
  readonly appointment: AppointmentView;
  /** The manage token, or the signed-in visitor's access token: sent only as the Authorization header. */
  readonly accessToken: string;
  /** h2 on the manage page, where it is a section of the page; h4 inside a session of the profile's list. */
  readonly headingLevel: 'h2' | 'h4';
  /** The move was made: the appointment at its new time, and the server's word for it. */
  readonly onMoved: (moved: AppointmentView, msg: string) => void;
  readonly onClose: () => void;
  /** The words in the page's language (English unless the page gives its own). */
  readonly copy?: RescheduleCopy;
}

/**
 * A new time for an upcoming session, on the profile and on the manage page alike: the therapist's real free slots
 * in the session's mode (the calendar's own date list), then POST /appointments/{reference}/reschedule. The server
 * moves the claim only if the new time is won; a time taken in the meantime is said so and the list is read again.
 */
export const ReschedulePicker = ({ appointment, accessToken, headingLevel: Heading, onMoved, onClose, copy: COPY = RESCHEDULE_COPY }: ReschedulePickerProps) => {
  const api = useApi();
  const clock = useBrowserClock();
  const catalog = BOOKING_CATALOGS[useLocale()];
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [free, setFree] = useState<FreeDays>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [date, setDate] = useState('');
  const [start, setStart] = useState('');
  const [choiceError, setChoiceError] = useState<string | undefined>(undefined);
  const [refusal, setRefusal] = useState<{ readonly text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const refusalRef = useRef<HTMLDivElement>(null);

  useEffect(() => heading.current?.focus(), []);
  // A time taken in the meantime (or any refusal): focus goes to the words that say so, once per refusal.
  useEffect(() => {
    if (refusal !== null) refusalRef.current?.focus();
  }, [refusal]);

  useEffect(() => {
    if (clock === null) return undefined;
    let current = true;
    void api.therapistSlots({ id: appointment.therapist_id, days: CALENDAR_QUERY_DAYS, mode: appointment.mode }).match(
      ({ data }) => {
        if (!current) return;
        const days = calendarDays(data, appointment.mode, clock, catalog);
        setFree({ status: 'ready', days });
        setDate((chosen) => (days.some((day) => day.date === chosen) ? chosen : (days[0]?.date ?? '')));
        setStart('');
      },
      (error) => current && setFree({ status: 'failed', message: error.message }),
    );
    return () => {
      current = false;
    };
  }, [api, clock, catalog, appointment.therapist_id, appointment.mode, attempt]);

  const day = free.status === 'ready' ? free.days.find((candidate) => candidate.date === date) : undefined;
  const times = day ? day.groups.flatMap((group) => group.slots).map((slot) => ({ value: slot.start, label: slot.label })) : [];

  const move = (event: FormEvent) => {
    event.preventDefault();
    if (start === '') {
      setChoiceError(COPY.chooseTime);
      return;
    }
    setBusy(true);
    setRefusal(null);
    void api.rescheduleAppointment({ reference: appointment.reference, start: new Date(start) }, { accessToken }).match(
      ({ data, msg }) => onMoved(data, msg),
      (error) => {
        setBusy(false);
        setRefusal({ text: error.message });
        // Taken in the meantime (or too late to change): read the free times again.
        if (isRefusal(error, 'slot-taken', 'too-late-to-change', 'conflict')) setAttempt((n) => n + 1);
      },
    );
  };

  return (
    <form className={styles.panel} aria-labelledby={headingId} onSubmit={move} noValidate>
      <Heading id={headingId} ref={heading} tabIndex={-1} className={styles.title} data-level={Heading}>
        {COPY.title}
      </Heading>
      <p className={styles.hint}>{COPY.hint}</p>
      {refusal ? (
        <div ref={refusalRef} tabIndex={-1} className={styles.refusal}>
          <FormMessage tone="error">{refusal.text}</FormMessage>
        </div>
      ) : null}
      {free.status === 'loading' ? <p role="status">{COPY.loadingSlots}</p> : null}
      {free.status === 'failed' ? (
        <LoadFailure message={free.message} retryLabel={COPY.retry} onRetry={() => setAttempt((n) => n + 1)} />
      ) : null}
      {free.status === 'ready' && free.days.length === 0 ? <p>{COPY.noSlots}</p> : null}
      {free.status === 'ready' && free.days.length > 0 ? (
        <>
          <SelectField
            label={COPY.day}
            name={`day-${appointment.reference}`}
            value={date}
            onChange={(value) => {
              setDate(value);
              setStart('');
            }}
            options={free.days.map((candidate) => ({ value: candidate.date, label: candidate.label }))}
          />
          <RadioGroup
            legend={COPY.time}
            name={`time-${appointment.reference}`}
            value={start}
            onChange={(value) => {
              setStart(value);
              setChoiceError(undefined);
            }}
            options={times}
            error={choiceError}
            inline
          />
        </>
      ) : null}
      <div className={styles.actions}>
        {free.status === 'ready' && free.days.length > 0 ? (
          <Button type="submit" busy={busy} busyLabel={COPY.moving}>
            {COPY.move}
          </Button>
        ) : null}
        <Button variant="quiet" onClick={onClose} disabled={busy}>
          {COPY.keepTime}
        </Button>
      </div>
    </form>
  );
};
