import { useId } from 'react';
import { useLocation, useSearchParams } from 'react-router-dom';
import { Check, Clock3, IndianRupee } from 'lucide-react';
import {
  CALENDAR_SLOT_GROUPS,
  CALENDAR_TEXT,
  SESSION_MODES,
  TIMINGS,
  bookingSelectionMessage,
  calendarCard,
  canBook,
  dateStrip,
  openSlotGroups,
  type Clock,
  type SessionMode,
} from '@manobal/core';
import { Avatar } from '../../components/avatar';
import { Button } from '../../components/button';
import { RadioGroup } from '../../components/field';
import { PageHeader } from '../../components/page-header';
import { CALENDAR_COPY } from './calendar.copy';
import { calendarDoctorFrom } from './calendar-doctor';
import { useBookingSelection } from './use-booking-selection';
import { useBrowserClock } from '../../app/use-browser-clock';
import * as styles from './session-calendar.module.css';

const isMode = (value: string): value is SessionMode => (SESSION_MODES as readonly string[]).includes(value);

/** A choice drawn as a pill: a real radio input (arrow keys, forms, screen readers) under a visible label. */
const PillRadio = ({ name, value, checked, label, onChange }: { name: string; value: string; checked: boolean; label: string; onChange: () => void }) => (
  <label className={checked ? `${styles.pill} ${styles.pillChecked}` : styles.pill}>
    <input className={styles.pillInput} type="radio" name={name} value={value} checked={checked} onChange={onChange} />
    {checked ? <Check aria-hidden="true" size={16} strokeWidth={2.5} /> : null}
    <span>{label}</span>
  </label>
);

/** Stand-ins as wide as the real strip's labels ('Today', then dates like '05 Jul'). */
const STAND_IN_DAYS = ['Today', '00 Jan', '00 Jan', '00 Jan', '00 Jan', '00 Jan'].map((label, index) => ({ date: `stand-in-${index}`, label }));

/**
 * Date strip and time slots. Until the device clock is known (prerendering and hydration have none) the
 * same markup is drawn invisibly with stand-in dates: it holds the space, so the Book button does not jump
 * once the real dates arrive (layout shift).
 */
const Schedule = ({ clock, selection }: { clock: Clock | null; selection: ReturnType<typeof useBookingSelection> }) => {
  const [state, dispatch] = selection;
  const dateName = useId();
  const timeName = useId();
  const timeHeadingId = useId();
  const days = clock ? dateStrip(clock) : STAND_IN_DAYS;
  const groups = clock && state.date ? openSlotGroups(CALENDAR_SLOT_GROUPS, state.date, clock).filter((g) => g.slots.length > 0) : [];

  const schedule = (
    <>
      <fieldset className={styles.calendarGroup} disabled={!clock}>
        <legend className={styles.calendarGroupLegend}>{CALENDAR_COPY.dateLegend}</legend>
        <div className={styles.dateStrip}>
          {days.map((day) => (
            <PillRadio
              key={day.date}
              name={dateName}
              value={day.date}
              label={day.label}
              checked={state.date === day.date}
              onChange={() => dispatch({ type: 'chooseDate', date: day.date })}
            />
          ))}
        </div>
      </fieldset>
      <section aria-labelledby={timeHeadingId}>
        <h2 id={timeHeadingId} className={styles.calendarGroupLegend}>
          {CALENDAR_COPY.timeHeading}
        </h2>
        {state.date === null ? <p className={styles.calendarHint}>{CALENDAR_COPY.chooseDateFirst}</p> : null}
        {state.date !== null && groups.length === 0 ? <p className={styles.calendarHint}>{CALENDAR_COPY.noTimesLeft}</p> : null}
        {groups.map((group) => (
          <fieldset key={group.period} className={styles.calendarGroup}>
            <legend className={styles.calendarGroupPeriod}>{group.period}</legend>
            <div className={styles.slotGrid}>
              {group.slots.map((slot) => (
                <PillRadio
                  key={slot}
                  name={timeName}
                  value={slot}
                  label={slot}
                  checked={state.time === slot}
                  onChange={() => dispatch({ type: 'chooseTime', time: slot })}
                />
              ))}
            </div>
          </fieldset>
        ))}
      </section>
    </>
  );
  return clock ? (
    schedule
  ) : (
    <div className={styles.calendarPending} aria-hidden="true">
      {schedule}
    </div>
  );
};

/** /session-calendar: choose mode, date and time with the doctor from the Experts page (or the defaults). */
export const SessionCalendarPage = () => {
  const clock = useBrowserClock();
  const location = useLocation();
  const [params] = useSearchParams();
  const selection = useBookingSelection();
  const [state, dispatch] = selection;
  const doctorHeadingId = useId();
  // Navigation state and the query exist only in the browser; the prerendered page shows the defaults.
  const card = calendarCard(clock ? calendarDoctorFrom(location.state, params.get('doctor')) : null);
  const message = bookingSelectionMessage(state);

  const chooseMode = (value: string) => {
    if (!isMode(value)) return;
    // A small tap of feedback on phones that support it.
    if (typeof navigator.vibrate === 'function') navigator.vibrate(TIMINGS.modeVibrationMs);
    dispatch({ type: 'chooseMode', mode: value });
  };

  return (
    <>
      <PageHeader title={CALENDAR_COPY.pageTitle} intro={<p>{CALENDAR_COPY.pageIntro}</p>} />
      <div className={`container ${styles.calendarWrap}`}>
        <div className={styles.calendarLayout}>
          <section className={`${styles.calendarCard} ${styles.calendarDoctor}`} aria-labelledby={doctorHeadingId}>
            <div className={styles.calendarDoctorWho}>
              <Avatar name={card.doctorName} size={64} />
              <div>
                <h2 id={doctorHeadingId} className={styles.calendarDoctorName}>
                  {card.doctorName}
                </h2>
                <p className={styles.calendarDoctorSpecialization}>{card.specialization}</p>
              </div>
            </div>
            <RadioGroup legend={CALENDAR_COPY.modeLegend} name="mode" value={state.mode} options={SESSION_MODES} onChange={chooseMode} />
            <dl className={styles.calendarFacts}>
              <div>
                <dt>
                  <IndianRupee aria-hidden="true" size={18} strokeWidth={1.5} />
                  {CALENDAR_COPY.priceLabel}
                </dt>
                <dd>{card.price}</dd>
              </div>
              <div>
                <dt>
                  <Clock3 aria-hidden="true" size={18} strokeWidth={1.5} />
                  {CALENDAR_COPY.durationLabel}
                </dt>
                <dd>{CALENDAR_COPY.duration(card.durationMinutes)}</dd>
              </div>
            </dl>
          </section>
          <div className={`${styles.calendarCard} calendar-schedule`}>
            <Schedule clock={clock} selection={selection} />
            <div className={styles.calendarBook}>
              <Button
                className={styles.calendarBookButton}
                disabled={!canBook(state)}
                busy={state.status === 'processing'}
                busyLabel={CALENDAR_TEXT.processing}
                onClick={() => dispatch({ type: 'book' })}
              >
                {CALENDAR_TEXT.bookButton}
              </Button>
              <p role="status" className={state.status === 'booked' ? styles.calendarSuccess : 'visually-hidden'}>
                {message ?? ''}
              </p>
            </div>
          </div>
        </div>
      </div>
    </>
  );
};
