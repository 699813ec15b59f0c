import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { okAsync } from 'neverthrow';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { MY_SPACE_TEXT, type StaffApi, type StaffAppointment, type StaffWhoami } from '@manobal/core';
import { ConsoleSessionProvider, useConsoleSession } from '../../web/src/staff/app/console-session';
import { StaffApiProvider } from '../../web/src/staff/app/staff-api-context';
import { AppointmentsScreen } from '../../web/src/staff/features/appointments/appointments-screen';
import { MySpaceScreen } from '../../web/src/staff/features/my-space/my-space-screen';
import { aCompleteWizardAnswers } from '../../fixtures/wizard';
import { SAMPLE_THERAPISTS } from '@manobal/core';

const THERAPIST: StaffWhoami = {
  person_id: 'p-ananya',
  name: 'Dr. Ananya Rao',
  roles: ['therapist'],
  therapist_id: 'ananya-rao',
  credential: 'session',
  verified_at: '2026-11-30T03:30:00.000Z',
  permissions: ['appointments.own', 'availability.own', 'intake.own', 'self'],
};
const COORDINATOR: StaffWhoami = { ...THERAPIST, person_id: 'p-meera', name: 'Meera Iyer', roles: ['coordinator'], therapist_id: null, permissions: ['callbacks.work', 'appointments.all', 'intake.with-reason', 'records.work', 'self'] };

const anAppointment = (overrides: Partial<StaffAppointment> = {}): StaffAppointment => ({
  reference: 'MNB-7K2Q9D',
  therapist_id: 'ananya-rao',
  start: '2026-12-01T10:00:00+05:30',
  end: '2026-12-01T11:00:00+05:30',
  mode: 'video',
  fee_inr: 1200,
  status: 'confirmed',
  sequence: 0,
  cancelled_late: false,
  room: null,
  message_channels: ['email'],
  name: 'Asha Verma',
  email: 'asha@example.com',
  phone: '9876543210',
  age: 29,
  linked_to_account: false,
  intake_shared: true,
  guardian_check: false,
  guardian: null,
  created_at: '2026-11-30T03:35:00.000Z',
  made_from: null,
  cancel_reason: null,
  phase: 'past',
  attendance: null,
  in_room: null,
  can: { cancel: false, move: false, mark_attendance: true },
  ...overrides,
});

/** The staff client as the screens use it, answering as the server would and keeping what it was asked. */
const AN_HOUR = 3_600_000;
/** An instant as the wire carries it, with IST's offset. */
const istOf = (ms: number): string => `${new Date(ms + 5.5 * AN_HOUR).toISOString().slice(0, 19)}+05:30`;
/** A video session of the agenda's today whose room opens `opensIn` ms from the test's now, with who is in it. */
const aVideoSessionToday = (reference: string, opensIn: number, inRoom: StaffAppointment['in_room']): StaffAppointment => {
  const opens = Date.now() + opensIn;
  return anAppointment({
    reference,
    start: istOf(opens + 10 * 60_000),
    end: istOf(opens + 70 * 60_000),
    phase: 'upcoming',
    room: { path: `/session/${reference}`, opens_at: istOf(opens), closes_at: istOf(opens + 100 * 60_000) },
    in_room: inRoom,
  });
};

const COORDINATORS = [
  { person_id: 'person-kiran', name: 'Kiran Das' },
  { person_id: 'person-meera', name: 'Meera Iyer' },
];

const aStaffApi = (me: StaffWhoami, today: readonly StaffAppointment[] = [], invitedInto: readonly unknown[] = []) => {
  const asked: { call: string; request: unknown }[] = [];
  const record =
    <T,>(call: string, answer: (request: Record<string, unknown>) => T) =>
    (request: Record<string, unknown>) => {
      asked.push({ call, request });
      return okAsync({ msg: 'Saved.', data: answer(request) });
    };
  const ananya = SAMPLE_THERAPISTS[0]!;
  let availability = { rules: ananya.availability.rules, time_off: [] as { from: string; to: string }[], date_overrides: [] as { date: string; hours: unknown[] }[], buffer_minutes: 0 };
  const api = {
    staffWhoami: () => okAsync({ msg: 'ok', data: me }),
    staffTherapists: record('staffTherapists', () => ({ items: [{ therapist: ananya.therapist, availability }] })),
    staffAppointments: record('staffAppointments', (request) => ({ items: [anAppointment({ phase: (request.when as StaffAppointment['phase']) ?? 'past' })], page: 1, limit: 50, total: 1 })),
    staffAppointment: record('staffAppointment', () => anAppointment()),
    staffAppointmentIntake: record('staffAppointmentIntake', (request) => ({ reference: 'MNB-7K2Q9D', email: 'asha@example.com', phone: '9876543210', shared: true, intake: aCompleteWizardAnswers({ location: 'Pune' }), reason: request.reason ?? null })),
    staffMarkAttendance: record('staffMarkAttendance', (request) => anAppointment({ attendance: request.attendance as 'attended' })),
    staffAgenda: record('staffAgenda', () => ({ therapist_id: 'ananya-rao', today: '2026-11-30', week: ['2026-11-30', '2026-12-01'].map((date) => ({ date, appointments: date === '2026-12-01' ? [anAppointment({ phase: 'upcoming' })] : [...today] })) })),
    staffTherapist: record('staffTherapist', () => ({ therapist: ananya.therapist, availability })),
    staffRoomInvite: record('staffRoomInvite', (request) => ({ reference: request.reference, invited: null, coordinators: COORDINATORS })),
    staffInviteToRoom: record('staffInviteToRoom', (request) => ({
      reference: request.reference,
      invited: { ...COORDINATORS.find((person) => person.person_id === request.person_id)!, invited_at: '2026-11-30T17:45:00+05:30' },
      coordinators: COORDINATORS,
    })),
    staffWithdrawRoomInvite: record('staffWithdrawRoomInvite', (request) => ({ reference: request.reference, invited: null, coordinators: COORDINATORS })),
    staffMyRoomInvites: record('staffMyRoomInvites', () => ({ items: invitedInto })),
    staffSetDateOverride: record('staffSetDateOverride', (request) => {
      availability = { ...availability, date_overrides: [{ date: request.date as string, hours: request.hours as unknown[] }] };
      return availability;
    }),
    staffAddTimeOff: record('staffAddTimeOff', (request) => {
      availability = { ...availability, time_off: [{ from: request.from as string, to: request.to as string }] };
      return availability;
    }),
  } as unknown as StaffApi;
  return { api, asked };
};

const SignedIn = ({ children }: { children: ReactNode }) => (useConsoleSession().session.state === 'signed-in' ? <>{children}</> : null);

const renderAt = (api: StaffApi, path: string, screenOf: ReactNode, base: string) =>
  render(
    <StaffApiProvider api={api}>
      <ConsoleSessionProvider>
        <SignedIn>
          <MemoryRouter initialEntries={[path]}>
            <main>
              <h1>Screen</h1>
              <Routes>
                <Route path={`${base}/*`} element={screenOf} />
              </Routes>
            </main>
          </MemoryRouter>
        </SignedIn>
      </ConsoleSessionProvider>
    </StaffApiProvider>,
  );

const expectNoAxeViolations = async (container: HTMLElement) => {
  const results = await axe.run(container, { rules: { region: { enabled: false } } });
  expect(results.violations.map((violation) => violation.id)).toEqual([]);
};

const originalZone = process.env.TZ;
afterEach(() => {
  process.env.TZ = originalZone;
});

describe("the console's appointments screen", () => {
  it('lists a tab from the server, sends the filters, and offers no therapist filter to a therapist', async () => {
    const { api, asked } = aStaffApi(THERAPIST);
    const { container } = renderAt(api, '/appointments', <AppointmentsScreen />, '/appointments');
    await screen.findByRole('link', { name: 'Open MNB-7K2Q9D' });
    expect(screen.queryByLabelText('Therapist')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Past' }));
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'no-show');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(asked.filter((a) => a.call === 'staffAppointments').at(-1)?.request).toMatchObject({ when: 'past', status: 'no-show', page: 1 });
    await expectNoAxeViolations(container);
  });

  it("opens the shared answers for the client's own therapist without a reason, and marks a past session", async () => {
    const { api, asked } = aStaffApi(THERAPIST);
    const { container } = renderAt(api, '/appointments/MNB-7K2Q9D', <AppointmentsScreen />, '/appointments');
    await userEvent.click(await screen.findByRole('button', { name: 'Open the answers' }));
    expect(asked.find((a) => a.call === 'staffAppointmentIntake')?.request).toEqual({ reference: 'MNB-7K2Q9D' });
    expect(await screen.findByText('Pune')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mark no-show' }));
    expect(asked.find((a) => a.call === 'staffMarkAttendance')?.request).toEqual({ reference: 'MNB-7K2Q9D', attendance: 'no-show' });
    expect(screen.queryByRole('heading', { name: 'Cancel this appointment' })).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('asks a coordinator why before opening the answers, and sends the reason', async () => {
    const { api, asked } = aStaffApi(COORDINATOR);
    renderAt(api, '/appointments/MNB-7K2Q9D', <AppointmentsScreen />, '/appointments');
    const reason = await screen.findByLabelText(/Why are you opening them/);
    await userEvent.selectOptions(reason, 'safety-concern');
    await userEvent.click(screen.getByRole('button', { name: 'Open the answers' }));
    expect(asked.find((a) => a.call === 'staffAppointmentIntake')?.request).toEqual({ reference: 'MNB-7K2Q9D', reason: 'safety-concern' });
    // Assessing a job application is no reason to read a client's answers.
    expect(within(reason).queryByRole('option', { name: 'Assessing an application' })).toBeNull();
  });
});

describe("a therapist's own space", () => {
  it("shows this week's agenda and each date as the slots engine reads it, and a closed date lands on the IST date chosen in any time zone", async () => {
    process.env.TZ = 'America/Los_Angeles';
    const { api, asked } = aStaffApi(THERAPIST);
    const { container } = renderAt(api, '/my-space', <MySpaceScreen />, '/my-space');
    expect(await screen.findByText(/2026-11-30 · Today/)).toBeInTheDocument();
    await screen.findByRole('heading', { name: MY_SPACE_TEXT.calendarHeading });
    // Move to December 2026 whatever month it is now.
    const monthHeading = () => container.querySelector('h3[aria-live]')?.textContent ?? '';
    for (let step = 0; step < 36 && monthHeading() !== '2026-12'; step += 1)
      await userEvent.click(screen.getByRole('button', { name: monthHeading() < '2026-12' ? MY_SPACE_TEXT.nextMonth : MY_SPACE_TEXT.previousMonth }));
    const wednesday = container.querySelector<HTMLButtonElement>('button[data-date="2026-12-02"]')!;
    expect(wednesday).toHaveTextContent('10:00–13:00');
    expect(container.querySelector('button[data-date="2026-12-01"]')).toHaveTextContent('tue 01');
    await userEvent.click(wednesday);
    await userEvent.click(screen.getByRole('button', { name: MY_SPACE_TEXT.closeDate }));
    expect(asked.find((a) => a.call === 'staffSetDateOverride')?.request).toEqual({ id: 'ananya-rao', date: '2026-12-02', hours: [] });
    expect(container.querySelector('button[data-date="2026-12-02"]')).toHaveTextContent(MY_SPACE_TEXT.closed);
    expect(container.querySelector('button[data-date="2026-12-09"]')).toHaveTextContent('10:00–13:00');

    fireEvent.change(screen.getByLabelText(new RegExp(MY_SPACE_TEXT.leaveFrom.replace(/[()]/g, '\\$&'))), { target: { value: '2026-12-10' } });
    await userEvent.click(screen.getByRole('button', { name: MY_SPACE_TEXT.addLeave }));
    expect(asked.find((a) => a.call === 'staffAddTimeOff')?.request).toEqual({ id: 'ananya-rao', from: '2026-12-10', to: '2026-12-10' });
    expect(container.querySelector('button[data-date="2026-12-10"]')).toHaveTextContent(MY_SPACE_TEXT.leave);
    await expectNoAxeViolations(container);
  }, 90_000);

  it("says who is in the room of each video session today, and offers Join only while the room is open, saying why not otherwise", async () => {
    const { api } = aStaffApi(THERAPIST, [aVideoSessionToday('MNB-OPEN01', -5 * 60_000, { visitor: true, therapist: false }), aVideoSessionToday('MNB-LATER1', AN_HOUR, null)]);
    const opened: unknown[][] = [];
    const open = window.open;
    window.open = (...args: unknown[]) => (opened.push(args), null);
    try {
      const { container } = renderAt(api, '/my-space', <MySpaceScreen />, '/my-space');
      expect(await screen.findByText(MY_SPACE_TEXT.room.visitorWaiting)).toBeInTheDocument();
      const [open01, later] = screen.getAllByRole('button', { name: /^Join the/ });
      expect(open01).toBeEnabled();
      await userEvent.click(open01!);
      expect(opened).toEqual([['/session/MNB-OPEN01', 'manobal-room-MNB-OPEN01']]);
      // The later session's room is not open: Join is disabled, and the reason is its description.
      expect(later).toBeDisabled();
      const opensAt = istOf(Date.now() + AN_HOUR).slice(11, 16);
      expect(later).toHaveAccessibleDescription(MY_SPACE_TEXT.room.opensAt(opensAt));
      expect(screen.getAllByText(/video room/).map((line) => line.textContent)).toEqual([MY_SPACE_TEXT.room.visitorWaiting]);
      await expectNoAxeViolations(container);
    } finally {
      window.open = open;
    }
  }, 30_000);

  it('invites a coordinator chosen by name into a video session’s room, and withdraws the invitation', async () => {
    const { api, asked } = aStaffApi(THERAPIST, [aVideoSessionToday('MNB-OPEN01', -5 * 60_000, { visitor: false, therapist: false })]);
    const { container } = renderAt(api, '/my-space', <MySpaceScreen />, '/my-space');
    const invite = await screen.findByRole('group', { name: MY_SPACE_TEXT.room.invite.heading });
    expect(within(invite).getByRole('button', { name: MY_SPACE_TEXT.room.invite.send })).toBeDisabled();
    await userEvent.selectOptions(within(invite).getByLabelText(new RegExp(MY_SPACE_TEXT.room.invite.choose)), 'Meera Iyer');
    await userEvent.click(within(invite).getByRole('button', { name: MY_SPACE_TEXT.room.invite.send }));
    expect(await within(invite).findByText(MY_SPACE_TEXT.room.invite.invited('Meera Iyer'))).toBeInTheDocument();
    expect(asked.filter((a) => a.call === 'staffInviteToRoom').map((a) => a.request)).toEqual([{ reference: 'MNB-OPEN01', person_id: 'person-meera' }]);
    await expectNoAxeViolations(container);
    await userEvent.click(within(invite).getByRole('button', { name: MY_SPACE_TEXT.room.invite.withdraw }));
    expect(await within(invite).findByText(MY_SPACE_TEXT.room.invite.withdrawn)).toBeInTheDocument();
    expect(asked.filter((a) => a.call === 'staffWithdrawRoomInvite').map((a) => a.request)).toEqual([{ reference: 'MNB-OPEN01' }]);
  }, 30_000);
});
