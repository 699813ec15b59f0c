import { useCallback, useEffect, useState, type FormEvent } from 'react';
import {
  BOOKING_MODES,
  calendarMonthOf,
  dayPlanOf,
  kolkataMomentOf,
  LANGUAGE_IDS,
  LANGUAGE_NAMES_EN,
  MY_SPACE_TEXT as T,
  shiftMonth,
  WEEKDAY_IDS,
  type BookingMode,
  type DayPlan,
  type ApiError,
  type RoomInviteView,
  type ApiOk,
  type StaffTherapistView,
  type TherapistAgenda,
  type WeeklyRule,
} from '@manobal/core';
import type { ResultAsync } from 'neverthrow';
import { Button } from '../../../components/button';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../../../components/field';
import { useStaffFailure, useStaffPerson } from '../../app/console-session';
import { useStaffApi } from '../../app/staff-api-context';
import * as styles from './my-space-screen.module.css';

/** What staffTherapist answers: the directory entry and its availability on the wire's names. */
type TherapistView = StaffTherapistView;
type Availability = TherapistView['availability'];

const HALF_HOURS = Array.from({ length: 49 }, (_, step) => `${String(Math.floor(step / 2)).padStart(2, '0')}:${step % 2 === 0 ? '00' : '30'}`);
const MODE_LABELS: Readonly<Record<BookingMode, string>> = { video: T.video, 'in-person': T.inPerson };
const hoursText = (hours: readonly { start: string; end: string }[]): string => hours.map((h) => `${h.start}–${h.end}`).join(', ');

/** How a date reads on the calendar: exactly the plan the slots engine uses. */
const planText = (plan: DayPlan): string => {
  switch (plan.kind) {
    case 'leave':
      return T.leave;
    case 'override':
      return plan.hours.length === 0 ? T.closed : `${T.ownHours}: ${hoursText(plan.hours)}`;
    case 'weekly':
      return plan.hours.length === 0 ? T.noHours : hoursText(plan.hours);
  }
};

type AgendaAppointment = TherapistAgenda['week'][number]['appointments'][number];

/**
 * How often the agenda is read again while a video session of today can still be joined: the join and leave
 * records are on the appointment, so one read of this therapist's week (one indexed query) on whichever instance
 * answers sees a visitor who came in through any other. A push would need presence published into the console's
 * event stream across instances; a visitor waiting ten seconds longer to be seen is the whole cost of not doing so.
 */
const AGENDA_POLL_MS = 10_000;

/** Whether the room of a session of `today` may still be joined, so the agenda keeps being read. */
const joinableLater = (agenda: TherapistAgenda, now: number): boolean =>
  agenda.week.some((day) => day.date === agenda.today && day.appointments.some((a) => a.room !== null && Date.parse(a.room.closes_at) >= now));

const presenceText = (inRoom: NonNullable<AgendaAppointment['in_room']>): string => {
  if (inRoom.visitor) return inRoom.therapist ? T.room.bothIn : T.room.visitorWaiting;
  return inRoom.therapist ? T.room.youAlone : T.room.nobody;
};

/**
 * A video session of today: who is in its room (as the server last said) and Join, which opens the room in a window
 * of its own (one per session, so pressing it again brings that window back) while the room is open; outside that
 * the button is disabled and says why. The server decides who enters: only this appointment's therapist.
 */
const RoomControls = ({ appointment, now }: { appointment: AgendaAppointment; now: number }) => {
  const room = appointment.room;
  if (room === null) return null;
  const time = appointment.start.slice(11, 16);
  const why = now < Date.parse(room.opens_at) ? T.room.opensAt(room.opens_at.slice(11, 16)) : now > Date.parse(room.closes_at) ? T.room.closed : null;
  const reasonId = `room-why-${appointment.reference}`;
  return (
    <div className={styles.room}>
      {appointment.in_room !== null ? (
        <p className={appointment.in_room.visitor && !appointment.in_room.therapist ? styles.waiting : undefined} data-presence={appointment.reference}>
          {presenceText(appointment.in_room)}
        </p>
      ) : null}
      <Button
        variant={why === null ? 'primary' : 'secondary'}
        disabled={why !== null}
        aria-describedby={why === null ? undefined : reasonId}
        onClick={() => window.open(room.path, `manobal-room-${appointment.reference}`)}
      >
        {T.room.join(time)}
      </Button>
      {why !== null ? <p id={reasonId}>{why}</p> : null}
    </div>
  );
};

/**
 * 'Invite a coordinator' on a video session whose room has not closed: one active coordinator chosen by name, or the
 * one invited and Withdraw. The server decides (only this appointment's therapist, only a coordinator, never oneself).
 */
const RoomInvite = ({ reference }: { reference: string }) => {
  const api = useStaffApi();
  const failureOf = useStaffFailure();
  const [view, setView] = useState<RoomInviteView | null>(null);
  const [chosen, setChosen] = useState('');
  const [said, setSaid] = useState<{ readonly kind: 'notice' | 'error'; readonly text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void api.staffRoomInvite({ reference }).then((answer) => (answer.isOk() ? setView(answer.value.data) : setSaid({ kind: 'error', text: failureOf(answer.error).message })));
  }, [api, reference, failureOf]);

  const run = async (change: () => ResultAsync<ApiOk<RoomInviteView>, ApiError>, done: (next: RoomInviteView) => string | null) => {
    setBusy(true);
    const answer = await change();
    setBusy(false);
    if (answer.isErr()) return setSaid({ kind: 'error', text: failureOf(answer.error).message });
    setView(answer.value.data);
    const text = done(answer.value.data);
    setSaid(text === null ? null : { kind: 'notice', text });
  };

  if (view === null) return said !== null ? <p role="alert">{said.text}</p> : null;
  const headingId = `room-invite-${reference}`;
  return (
    <div role="group" className={styles.room} aria-labelledby={headingId}>
      <h4 id={headingId}>{T.room.invite.heading}</h4>
      {view.invited !== null ? (
        <>
          <p data-invited={reference}>{T.room.invite.invited(view.invited.name)}</p>
          <Button variant="secondary" disabled={busy} onClick={() => void run(() => api.staffWithdrawRoomInvite({ reference }), () => T.room.invite.withdrawn)}>
            {T.room.invite.withdraw}
          </Button>
        </>
      ) : view.coordinators.length === 0 ? (
        <p>{T.room.invite.none}</p>
      ) : (
        <form
          className={styles.row}
          onSubmit={(event) => {
            event.preventDefault();
            if (chosen !== '') void run(() => api.staffInviteToRoom({ reference, person_id: chosen }), () => null);
          }}
        >
          <SelectField
            label={T.room.invite.choose}
            name={`invite-${reference}`}
            value={chosen}
            onChange={setChosen}
            placeholder=""
            required
            options={view.coordinators.map((person) => ({ value: person.person_id, label: person.name }))}
          />
          <Button type="submit" variant="secondary" disabled={busy || chosen === ''}>
            {T.room.invite.send}
          </Button>
        </form>
      )}
      {said !== null ? <p role={said.kind === 'error' ? 'alert' : 'status'}>{said.text}</p> : null}
    </div>
  );
};

const Agenda = ({ agenda }: { agenda: TherapistAgenda }) => {
  const now = Date.now();
  return (
    <section aria-labelledby="agenda-heading">
      <h2 id="agenda-heading">{T.agendaHeading}</h2>
      <ol className={styles.agenda}>
        {agenda.week.map((day) => (
          <li key={day.date} className={day.date === agenda.today ? styles.today : undefined}>
            <h3>
              {day.date}
              {day.date === agenda.today ? ` · ${T.today}` : ''}
            </h3>
            {day.appointments.length === 0 ? (
              <p>{T.nothingBooked}</p>
            ) : (
              <ul>
                {day.appointments.map((a) => (
                  <li key={a.reference}>
                    {a.start.slice(11, 16)} · {a.name} · {a.mode} · {a.reference}
                    {day.date === agenda.today ? <RoomControls appointment={a} now={now} /> : null}
                    {a.room !== null && Date.parse(a.room.closes_at) >= now ? <RoomInvite reference={a.reference} /> : null}
                  </li>
                ))}
              </ul>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
};

interface WindowDraft {
  start: string;
  end: string;
  modes: BookingMode[];
}

const WindowFields = ({ value, onChange, name }: { value: WindowDraft; onChange: (next: WindowDraft) => void; name: string }) => (
  <div className={styles.row}>
    <SelectField label={T.start} name={`${name}-start`} value={value.start} onChange={(start) => onChange({ ...value, start })} options={HALF_HOURS.slice(0, 48)} />
    <SelectField label={T.end} name={`${name}-end`} value={value.end} onChange={(end) => onChange({ ...value, end })} options={HALF_HOURS.slice(1)} />
    {BOOKING_MODES.map((mode) => (
      <CheckboxField
        key={mode}
        label={MODE_LABELS[mode]}
        name={`${name}-${mode}`}
        checked={value.modes.includes(mode)}
        onChange={(checked) => onChange({ ...value, modes: checked ? [...value.modes, mode] : value.modes.filter((m) => m !== mode) })}
      />
    ))}
  </div>
);

/** A therapist's own space: this week's agenda, the availability calendar and its editors, the directory profile. */
export const MySpaceScreen = () => {
  const me = useStaffPerson();
  const api = useStaffApi();
  const failureOf = useStaffFailure();
  const id = me.therapist_id;
  const [agenda, setAgenda] = useState<TherapistAgenda | null>(null);
  const [view, setView] = useState<TherapistView | null>(null);
  const [month, setMonth] = useState(() => kolkataMomentOf(new Date()).date);
  const [selected, setSelected] = useState<string | null>(null);
  const [dayHours, setDayHours] = useState<WindowDraft>({ start: '10:00', end: '13:00', modes: ['video'] });
  const [leave, setLeave] = useState({ from: '', to: '' });
  const [rules, setRules] = useState<(WindowDraft & { weekday: WeeklyRule['weekday'] })[]>([]);
  const [profile, setProfile] = useState<{ bio: string; languages: string[] }>({ bio: '', languages: [] });
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const adopt = useCallback((next: TherapistView) => {
    setView(next);
    setRules(next.availability.rules.map((rule) => ({ ...rule, modes: [...rule.modes] })));
    setProfile({ bio: next.therapist.bio, languages: [...next.therapist.languages] });
  }, []);

  useEffect(() => {
    if (id === null) return;
    void api.staffAgenda({ id }).then((answer) => answer.isOk() && setAgenda(answer.value.data));
    void api.staffTherapist({ id }).then((answer) => (answer.isOk() ? adopt(answer.value.data) : setError(failureOf(answer.error).message)));
  }, [api, id, adopt, failureOf]);

  // Read again while a session of today can be joined: who is waiting changes, and so does whether Join is enabled.
  const polling = agenda !== null && joinableLater(agenda, Date.now());
  useEffect(() => {
    if (id === null || !polling) return;
    const timer = setInterval(() => {
      void api.staffAgenda({ id }).then((answer) => answer.isOk() && setAgenda(answer.value.data));
    }, AGENDA_POLL_MS);
    return () => clearInterval(timer);
  }, [api, id, polling]);

  if (id === null) return <p>{T.noEntry}</p>;

  /** Runs one change and shows its words, or the refusal. */
  const save = async <Data,>(run: () => ResultAsync<ApiOk<Data>, ApiError>, kept: (data: Data, current: TherapistView) => TherapistView) => {
    setBusy(true);
    const answer = await run();
    setBusy(false);
    if (answer.isErr()) {
      setNotice(null);
      return setError(failureOf(answer.error).message);
    }
    setError(null);
    setNotice(answer.value.msg || T.saved);
    if (view !== null) adopt(kept(answer.value.data, view));
  };
  /** An availability answer replaces what the calendar shows, so it shows what was stored. */
  const availability = (data: Availability, current: TherapistView): TherapistView => ({ ...current, availability: data });
  const entry = (data: TherapistView): TherapistView => data;

  const source = view === null ? null : { rules: view.availability.rules, timeOff: view.availability.time_off, dateOverrides: view.availability.date_overrides };
  const grid = calendarMonthOf(month);
  const submitLeave = (event: FormEvent) => {
    event.preventDefault();
    void save(() => api.staffAddTimeOff({ id, from: leave.from, to: leave.to === '' ? leave.from : leave.to }), availability);
  };

  return (
    <>
      <div aria-live="polite">{notice !== null ? <p>{notice}</p> : null}</div>
      {error !== null ? <p role="alert">{error}</p> : null}
      {agenda !== null ? <Agenda agenda={agenda} /> : null}

      {source !== null ? (
        <section aria-labelledby="calendar-heading">
          <h2 id="calendar-heading">{T.calendarHeading}</h2>
          <p>{T.calendarHint}</p>
          <div className={styles.monthBar}>
            <Button variant="secondary" onClick={() => setMonth(shiftMonth(month, -1))}>
              {T.previousMonth}
            </Button>
            <h3 aria-live="polite">{grid.month}</h3>
            <Button variant="secondary" onClick={() => setMonth(shiftMonth(month, 1))}>
              {T.nextMonth}
            </Button>
          </div>
          <ol className={styles.month}>
            {Array.from({ length: grid.leadingBlanks }, (_, blank) => (
              <li key={`blank-${blank}`} aria-hidden="true" className={styles.blank} />
            ))}
            {grid.dates.map((date) => {
              const plan = dayPlanOf(source, date);
              return (
                <li key={date}>
                  <button
                    type="button"
                    className={[styles.day, styles[plan.kind], date === selected ? styles.selected : ''].join(' ')}
                    aria-pressed={date === selected}
                    onClick={() => setSelected(date)}
                    data-date={date}
                  >
                    <span className={styles.dayNumber}>
                      {WEEKDAY_IDS[(grid.leadingBlanks + Number(date.slice(8)) - 1) % 7]} {date.slice(8)}
                    </span>
                    <span>{planText(plan)}</span>
                  </button>
                </li>
              );
            })}
          </ol>

          {selected !== null ? (
            <section aria-labelledby="day-heading" className={styles.panel}>
              <h3 id="day-heading">{T.dayHeading(selected)}</h3>
              <p>{planText(dayPlanOf(source, selected))}</p>
              <div className={styles.actions}>
                <Button variant="secondary" busy={busy} onClick={() => void save(() => api.staffSetDateOverride({ id, date: selected, hours: [] }), availability)}>
                  {T.closeDate}
                </Button>
                <Button variant="quiet" busy={busy} onClick={() => void save(() => api.staffRemoveDateOverride({ id, date: selected }), availability)}>
                  {T.backToWeekly}
                </Button>
              </div>
              <form
                onSubmit={(event) => {
                  event.preventDefault();
                  void save(() => api.staffSetDateOverride({ id, date: selected, hours: [dayHours] }), availability);
                }}
              >
                <fieldset>
                  <legend>{T.dateHours}</legend>
                  <WindowFields name="date-hours" value={dayHours} onChange={setDayHours} />
                </fieldset>
                <Button type="submit" busy={busy}>
                  {T.saveDateHours}
                </Button>
              </form>
            </section>
          ) : null}
        </section>
      ) : null}

      {view !== null ? (
        <>
          <section aria-labelledby="leave-heading">
            <h2 id="leave-heading">{T.leaveHeading}</h2>
            <form onSubmit={submitLeave} className={styles.row}>
              <TextField label={T.leaveFrom} name="leave-from" type="date" required value={leave.from} onChange={(from) => setLeave({ ...leave, from })} />
              <TextField label={T.leaveTo} name="leave-to" type="date" value={leave.to} onChange={(to) => setLeave({ ...leave, to })} />
              <Button type="submit" busy={busy}>
                {T.addLeave}
              </Button>
            </form>
            {view.availability.time_off.length > 0 ? (
              <>
                <h3>{T.leavePeriods}</h3>
                <ul className={styles.plain}>
                  {view.availability.time_off.map((period) => (
                    <li key={`${period.from}-${period.to}`}>
                      <Button variant="quiet" onClick={() => void save(() => api.staffRemoveTimeOff({ id, from: period.from, to: period.to }), availability)}>
                        {T.removeLeave(period.from, period.to)}
                      </Button>
                    </li>
                  ))}
                </ul>
              </>
            ) : null}
          </section>

          <section aria-labelledby="weekly-heading">
            <h2 id="weekly-heading">{T.weeklyHeading}</h2>
            <form
              onSubmit={(event) => {
                event.preventDefault();
                void save(() => api.staffSetWeeklyRules({ id, rules }), availability);
              }}
            >
              {rules.map((rule, index) => (
                <fieldset key={index} className={styles.panel}>
                  <legend>
                    {T.weekly} {index + 1}
                  </legend>
                  <SelectField
                    label={T.weekday}
                    name={`rule-${index}-weekday`}
                    value={rule.weekday}
                    onChange={(weekday) => setRules(rules.map((r, i) => (i === index ? { ...r, weekday: weekday as WeeklyRule['weekday'] } : r)))}
                    options={[...WEEKDAY_IDS]}
                  />
                  <WindowFields name={`rule-${index}`} value={rule} onChange={(next) => setRules(rules.map((r, i) => (i === index ? { ...r, ...next } : r)))} />
                  <Button variant="quiet" onClick={() => setRules(rules.filter((_, i) => i !== index))}>
                    {T.removeWindow}
                  </Button>
                </fieldset>
              ))}
              <div className={styles.actions}>
                <Button variant="secondary" onClick={() => setRules([...rules, { weekday: 'mon', start: '10:00', end: '13:00', modes: ['video'] }])}>
                  {T.addWindow}
                </Button>
                <Button type="submit" busy={busy}>
                  {T.saveWeekly}
                </Button>
              </div>
            </form>
          </section>

          <section aria-labelledby="profile-heading">
            <h2 id="profile-heading">{T.profileHeading}</h2>
            <form
              onSubmit={(event) => {
                event.preventDefault();
                void save(() => api.staffUpdateTherapist({ ...view.therapist, bio: profile.bio, languages: profile.languages as never }), entry);
              }}
            >
              <TextAreaField label={T.bio} name="bio" rows={5} value={profile.bio} onChange={(bio) => setProfile({ ...profile, bio })} />
              <fieldset>
                <legend>{T.languages}</legend>
                <div className={styles.row}>
                  {LANGUAGE_IDS.map((language) => (
                    <CheckboxField
                      key={language}
                      label={LANGUAGE_NAMES_EN[language]}
                      name={`language-${language}`}
                      checked={profile.languages.includes(language)}
                      onChange={(checked) => setProfile({ ...profile, languages: checked ? [...profile.languages, language] : profile.languages.filter((l) => l !== language) })}
                    />
                  ))}
                </div>
              </fieldset>
              <Button type="submit" busy={busy}>
                {T.saveProfile}
              </Button>
            </form>
          </section>
        </>
      ) : null}
    </>
  );
};
