import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Link, Route, Routes, useParams } from 'react-router-dom';
import {
  APPOINTMENT_PHASES,
  APPOINTMENTS_SCREEN_TEXT as T,
  AUDIT_READ_REASON_LABELS,
  formatInstantForPeople,
  INTAKE_READ_REASONS,
  kolkataInstantOf,
  STAFF_APPOINTMENT_STATUSES,
  STAFF_APPOINTMENT_TEXT,
  STAFF_PAGE_LIMITS,
  wizardReviewRows,
  type AppointmentPhase,
  type InvitedSession,
  type ReviewRow,
  type StaffAppointment,
} from '@manobal/core';
import { Button } from '../../../components/button';
import { SelectField, TextAreaField, TextField } from '../../../components/field';
import { useStaffPerson, useStaffFailure } from '../../app/console-session';
import { useStaffApi } from '../../app/staff-api-context';
import { Pager, type PagePosition } from '../../components/pager';
import * as styles from './appointments-screen.module.css';

const stateOf = (a: StaffAppointment): string => (a.attendance !== null ? STAFF_APPOINTMENT_TEXT.attendance[a.attendance] : STAFF_APPOINTMENT_TEXT.phases[a.phase]);
const whenOf = (a: StaffAppointment): string => formatInstantForPeople(new Date(a.start)).ist;

interface Filters {
  readonly therapist: string;
  readonly from: string;
  readonly to: string;
  readonly status: string;
}
const NO_FILTERS: Filters = { therapist: '', from: '', to: '', status: '' };
const given = (value: string): string | undefined => (value === '' ? undefined : value);

/**
 * A coordinator's sessions whose therapist invited them into the video room, with Join (the room in a window of its
 * own, one per session) once the room is open; the server lets them in only while the invite stands.
 */
const InvitedRooms = () => {
  const api = useStaffApi();
  const [items, setItems] = useState<readonly InvitedSession[]>([]);
  useEffect(() => {
    void api.staffMyRoomInvites({}).then((answer) => answer.isOk() && setItems(answer.value.data.items));
  }, [api]);
  if (items.length === 0) return null;
  const now = Date.now();
  const W = T.invitedRooms;
  return (
    <section aria-labelledby="invited-rooms">
      <h2 id="invited-rooms">{W.heading}</h2>
      <ul className={styles.list}>
        {items.map((session) => {
          const time = session.start.slice(11, 16);
          const early = now < Date.parse(session.room.opens_at);
          const reasonId = `invited-why-${session.reference}`;
          return (
            <li key={session.reference} className={styles.card}>
              <p>{W.session(formatInstantForPeople(new Date(session.start)).ist, session.reference)}</p>
              <Button
                variant={early ? 'secondary' : 'primary'}
                disabled={early}
                aria-describedby={early ? reasonId : undefined}
                onClick={() => window.open(session.room.path, `manobal-room-${session.reference}`)}
              >
                {W.join(time)}
              </Button>
              {early ? <p id={reasonId}>{W.opensAt(session.room.opens_at.slice(11, 16))}</p> : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
};

/** The list: a tab (upcoming, past, cancelled), filters, one page from the server at a time. */
const AppointmentList = () => {
  const api = useStaffApi();
  const me = useStaffPerson();
  const failureOf = useStaffFailure();
  const seesEveryone = me.permissions.includes('appointments.all');
  const [tab, setTab] = useState<AppointmentPhase>('upcoming');
  const [draft, setDraft] = useState<Filters>(NO_FILTERS);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const [page, setPage] = useState(1);
  const [listed, setListed] = useState<{ items: readonly StaffAppointment[]; position: PagePosition } | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [therapists, setTherapists] = useState<readonly { id: string; name: string }[]>([]);

  useEffect(() => {
    if (!seesEveryone) return;
    void api.staffTherapists({ view: 'all', page: 1, limit: STAFF_PAGE_LIMITS.maxLimit }).then((answer) => {
      if (answer.isOk()) setTherapists(answer.value.data.items.map(({ therapist }) => ({ id: therapist.id, name: therapist.name })));
    });
  }, [api, seesEveryone]);

  useEffect(() => {
    let current = true;
    void api
      .staffAppointments({ when: tab, therapist: given(filters.therapist), from: given(filters.from), to: given(filters.to), status: given(filters.status) as never, page })
      .then((answer) => {
        if (!current) return;
        if (answer.isErr()) return setError(failureOf(answer.error).message);
        setError(null);
        const { items, page: at, limit, total } = answer.value.data;
        setListed({ items, position: { page: at, limit, total } });
      });
    return () => {
      current = false;
    };
  }, [api, failureOf, tab, filters, page]);

  const apply = (event: FormEvent) => {
    event.preventDefault();
    setPage(1);
    setFilters(draft);
  };

  return (
    <>
      {me.roles.includes('coordinator') ? <InvitedRooms /> : null}
      <div role="group" aria-label={T.tabs} className={styles.tabs}>
        {APPOINTMENT_PHASES.map((phase) => (
          <Button
            key={phase}
            variant={phase === tab ? 'primary' : 'secondary'}
            aria-pressed={phase === tab}
            onClick={() => {
              setTab(phase);
              setPage(1);
            }}
          >
            {STAFF_APPOINTMENT_TEXT.phases[phase]}
          </Button>
        ))}
      </div>
      <form onSubmit={apply} className={styles.filters} aria-label={T.filters}>
        {seesEveryone ? (
          <SelectField
            label={T.therapist}
            name="therapist"
            value={draft.therapist}
            onChange={(therapist) => setDraft({ ...draft, therapist })}
            placeholder={T.anyTherapist}
            options={therapists.map(({ id, name }) => ({ value: id, label: name }))}
          />
        ) : null}
        <TextField label={T.from} name="from" type="date" value={draft.from} onChange={(from) => setDraft({ ...draft, from })} />
        <TextField label={T.to} name="to" type="date" value={draft.to} onChange={(to) => setDraft({ ...draft, to })} />
        <SelectField
          label={T.status}
          name="status"
          value={draft.status}
          onChange={(status) => setDraft({ ...draft, status })}
          placeholder={T.anyStatus}
          options={STAFF_APPOINTMENT_STATUSES.map((status) => ({ value: status, label: STAFF_APPOINTMENT_TEXT.statuses[status] }))}
        />
        <Button type="submit" variant="secondary">
          {T.apply}
        </Button>
      </form>
      {error !== null ? <p role="alert">{error}</p> : null}
      {listed !== null && listed.items.length === 0 ? <p>{T.none}</p> : null}
      {listed !== null && listed.items.length > 0 ? (
        <>
          <ul className={styles.list}>
            {listed.items.map((a) => (
              <li key={a.reference} className={styles.card}>
                <p className={styles.cardTitle}>
                  <Link to={a.reference} aria-label={T.open(a.reference)}>
                    {whenOf(a)}
                  </Link>
                </p>
                <p>
                  {a.reference} · {a.therapist_id} · {a.mode} · <strong>{stateOf(a)}</strong>
                </p>
                <p>
                  {a.name}, {a.age}
                </p>
              </li>
            ))}
          </ul>
          <Pager position={listed.position} onPage={setPage} label={T.pager} />
        </>
      ) : null}
    </>
  );
};

/** The shared answers, opened by their own audited call: the client's therapist without a reason, a coordinator with one. */
const IntakePanel = ({ appointment }: { appointment: StaffAppointment }) => {
  const api = useStaffApi();
  const me = useStaffPerson();
  const failureOf = useStaffFailure();
  const own = me.permissions.includes('intake.own') && me.therapist_id === appointment.therapist_id;
  const withReason = !own && me.permissions.includes('intake.with-reason');
  const [reason, setReason] = useState('');
  const [rows, setRows] = useState<readonly ReviewRow[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (!appointment.intake_shared) return <p>{T.intakeNotShared}</p>;
  if (!own && !withReason) return <p>{T.intakeNotAllowed}</p>;
  const open = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const answer = await api.staffAppointmentIntake({ reference: appointment.reference, ...(reason === '' ? {} : { reason: reason as never }) });
    setBusy(false);
    if (answer.isErr()) {
      const failure = failureOf(answer.error);
      return setError(failure.fieldErrors.reason ?? failure.message);
    }
    setError(null);
    setRows(answer.value.data.intake === null ? [] : wizardReviewRows(answer.value.data.intake));
  };
  if (rows !== null)
    return rows.length === 0 ? (
      <p>{T.intakeNotShared}</p>
    ) : (
      <dl className={styles.facts}>
        {rows.map((row) => (
          <div key={row.id}>
            <dt>{row.label}</dt>
            <dd>{row.value}</dd>
          </div>
        ))}
      </dl>
    );
  return (
    <form onSubmit={(event) => void open(event)}>
      <p>{own ? T.intakeOwn : T.intakeWithReason}</p>
      {withReason ? (
        <SelectField
          label={T.intakeReason}
          name="reason"
          required
          value={reason}
          onChange={setReason}
          placeholder=""
          error={error ?? undefined}
          options={INTAKE_READ_REASONS.map((id) => ({ value: id, label: AUDIT_READ_REASON_LABELS[id] }))}
        />
      ) : null}
      {!withReason && error !== null ? <p role="alert">{error}</p> : null}
      <Button type="submit" variant="secondary" busy={busy} busyLabel={T.intakeOpening}>
        {T.intakeOpen}
      </Button>
    </form>
  );
};

const HALF_HOURS = Array.from({ length: 48 }, (_, step) => `${String(Math.floor(step / 2)).padStart(2, '0')}:${step % 2 === 0 ? '00' : '30'}`);

/** One appointment: what it is, the shared answers where allowed, and what may be done with it now. */
const AppointmentDetails = () => {
  const { reference = '' } = useParams();
  const api = useStaffApi();
  const failureOf = useStaffFailure();
  const [appointment, setAppointment] = useState<StaffAppointment | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Readonly<Record<string, string>>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [reason, setReason] = useState('');
  const [moveDate, setMoveDate] = useState('');
  const [moveTime, setMoveTime] = useState('10:00');

  useEffect(() => {
    void api.staffAppointment({ reference }).then((answer) => {
      if (answer.isErr()) return setError(failureOf(answer.error).message);
      setAppointment(answer.value.data);
    });
  }, [api, failureOf, reference]);

  const change = useCallback(
    async (run: () => ReturnType<typeof api.staffCancelAppointment>) => {
      setBusy(true);
      const answer = await run();
      setBusy(false);
      if (answer.isErr()) {
        const failure = failureOf(answer.error);
        setFieldErrors(failure.fieldErrors);
        setNotice(null);
        return setError(failure.message);
      }
      setError(null);
      setFieldErrors({});
      setNotice(answer.value.msg);
      setAppointment(answer.value.data);
    },
    [api, failureOf],
  );

  if (appointment === null) return error === null ? null : <p role="alert">{error}</p>;
  const a = appointment;
  const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
  return (
    <article className={styles.details}>
      <Link to="..">{T.back}</Link>
      <h2>
        {a.reference} · {stateOf(a)}
      </h2>
      <dl className={styles.facts}>
        <div>
          <dt>{T.when}</dt>
          <dd>{whenOf(a)}</dd>
        </div>
        <div>
          <dt>{T.therapist}</dt>
          <dd>{a.therapist_id}</dd>
        </div>
        <div>
          <dt>{T.mode}</dt>
          <dd>{a.mode}</dd>
        </div>
        <div>
          <dt>{T.person}</dt>
          <dd>
            {a.name}, {a.age}
          </dd>
        </div>
        <div>
          <dt>{T.contact}</dt>
          <dd>
            {a.email} · {a.phone}
          </dd>
        </div>
        {a.guardian !== null ? (
          <div>
            <dt>{T.guardian}</dt>
            <dd>
              {a.guardian.name} · {a.guardian.phone}
            </dd>
          </div>
        ) : null}
        {a.cancel_reason !== null ? (
          <div>
            <dt>{T.cancelReason}</dt>
            <dd>{a.cancel_reason}</dd>
          </div>
        ) : null}
      </dl>
      <div aria-live="polite">{notice !== null ? <p>{notice}</p> : null}</div>
      {error !== null ? <p role="alert">{error}</p> : null}

      <section aria-labelledby="intake-heading">
        <h2 id="intake-heading">{T.intakeHeading}</h2>
        <IntakePanel appointment={a} />
      </section>

      {a.can.mark_attendance ? (
        <section aria-labelledby="attendance-heading">
          <h2 id="attendance-heading">{T.attendanceHeading}</h2>
          <div className={styles.actions}>
            <Button busy={busy} busyLabel={T.working} onClick={() => void change(() => api.staffMarkAttendance({ reference: a.reference, attendance: 'attended' }))}>
              {T.markAttended}
            </Button>
            <Button variant="secondary" busy={busy} busyLabel={T.working} onClick={() => void change(() => api.staffMarkAttendance({ reference: a.reference, attendance: 'no-show' }))}>
              {T.markNoShow}
            </Button>
          </div>
        </section>
      ) : null}

      {a.can.move ? (
        <section aria-labelledby="move-heading">
          <h2 id="move-heading">{T.moveHeading}</h2>
          <form
            className={styles.filters}
            onSubmit={(event) => {
              event.preventDefault();
              if (moveDate === '') return;
              void change(() => api.staffMoveAppointment({ reference: a.reference, start: kolkataInstantOf(moveDate, minutesOf(moveTime)).toISOString() }));
            }}
          >
            <TextField label={T.moveDate} name="move-date" type="date" required value={moveDate} onChange={setMoveDate} error={fieldErrors.start} />
            <SelectField label={T.moveTime} name="move-time" value={moveTime} onChange={setMoveTime} options={HALF_HOURS} />
            <Button type="submit" variant="secondary" busy={busy} busyLabel={T.working}>
              {T.moveButton}
            </Button>
          </form>
        </section>
      ) : null}

      {a.can.cancel ? (
        <section aria-labelledby="cancel-heading">
          <h2 id="cancel-heading">{T.cancelHeading}</h2>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              void change(() => api.staffCancelAppointment({ reference: a.reference, reason }));
            }}
          >
            <TextAreaField label={T.cancelWhy} name="cancel-reason" required rows={3} value={reason} onChange={setReason} error={fieldErrors.reason} />
            <Button type="submit" variant="secondary" busy={busy} busyLabel={T.working}>
              {T.cancelButton}
            </Button>
          </form>
        </section>
      ) : null}
    </article>
  );
};

/** Appointments: the list by tab and filters, and one appointment at /staff/appointments/<reference>. */
export const AppointmentsScreen = () => (
  <Routes>
    <Route index element={<AppointmentList />} />
    <Route path=":reference" element={<AppointmentDetails />} />
  </Routes>
);
