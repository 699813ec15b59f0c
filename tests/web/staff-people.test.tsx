import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { errAsync, okAsync } from 'neverthrow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_THERAPISTS, type StaffRole } from '@manobal/core';
import { fakeStaffApi, renderConsoleAt, staffPerson } from './staff-harness';

const ADMIN = staffPerson('Leela Menon', ['admin']);
const person = (id: string, name: string, roles: StaffRole[], overrides: Partial<{ therapist_id: string | null; active: boolean }> = {}) => ({
  id,
  email: `${id}@manobal.example`,
  name,
  roles,
  therapist_id: null,
  active: true,
  created_at: '2026-11-20T04:30:00.000Z',
  ...overrides,
});
const LINK = 'https://manobal.example/staff/enrol#mnb_enr_TESTonlyNOTaREALcode';

/** The people calls as the server answers them, remembering what was asked. */
const aPeopleApi = () => {
  const asked: { call: string; request: unknown }[] = [];
  let people = [person(ADMIN.person_id, ADMIN.name, ['admin']), person('p-asha', 'Asha Rao', ['coordinator']), person('p-old', 'Former Colleague', ['recruiter'], { active: false })];
  const noted =
    <Request, Answer>(call: string, answer: (request: Request) => Answer) =>
    (request: Request) => {
      asked.push({ call, request });
      return answer(request);
    };
  const api = fakeStaffApi(ADMIN, {
    staffPeople: noted('staffPeople', (request: { page: number; limit: number }) => okAsync({ msg: 'ok', data: { items: people, page: request.page, limit: request.limit, total: people.length } })),
    staffTherapists: () => okAsync({ msg: 'ok', data: { items: SAMPLE_THERAPISTS.slice(0, 2).map(({ therapist }) => ({ therapist, availability: { rules: [], time_off: [], date_overrides: [], buffer_minutes: 0 } })), page: 1, limit: 100, total: 2 } }),
    staffInvitePerson: noted('staffInvitePerson', (request: { email: string; roles: string[] }) =>
      request.roles.length === 0
        ? errAsync({ kind: 'http', status: 400, message: 'Please check the highlighted fields.', fieldErrors: { roles: 'Choose at least one role.' } })
        : okAsync({ msg: 'Invitation created.', data: { link: LINK, expires_at: '2026-11-30T04:30:00.000Z' } }),
    ),
    staffChangePerson: noted('staffChangePerson', (request: { id: string; roles: StaffRole[]; therapist_id: string | null }) => {
      people = people.map((p) => (p.id === request.id ? { ...p, roles: request.roles, therapist_id: request.therapist_id } : p));
      return okAsync({ msg: 'Saved.', data: people.find((p) => p.id === request.id)! });
    }),
    staffDeactivatePerson: noted('staffDeactivatePerson', (request: { id: string }) => {
      people = people.map((p) => (p.id === request.id ? { ...p, active: false } : p));
      return okAsync({ msg: 'Deactivated: their sessions and tokens have ended.', data: people.find((p) => p.id === request.id)! });
    }),
    staffResetSecondFactor: noted('staffResetSecondFactor', () => okAsync({ msg: 'Second factor reset.', data: { link: `${LINK}2`, expires_at: '2026-11-30T04:30:00.000Z' } })),
  });
  return { api, asked };
};

// A dismissed toast is removed 200 ms later by the toaster's own timer: let it run before jsdom is torn down.
afterAll(() => new Promise<void>((resolve) => setTimeout(resolve, 300)));

// The screen loads lazily; loading it once here keeps a busy machine's first import out of the tests' waits.
beforeAll(async () => {
  await import('../../web/src/staff/features/people/people-screen');
}, 60_000);

// Each test clicks through a lazily loaded screen over a fake server; a loaded two-core machine needs more than 5 s.
describe("the console's people", { timeout: 30_000 }, () => {
  it('lists the team a page at a time, with roles and whether each can sign in', async () => {
    const { api, asked } = aPeopleApi();
    renderConsoleAt('/people', api);
    const asha = await screen.findByRole('article', { name: 'Asha Rao' });
    expect(within(asha).getByText('Roles: Care coordinator')).toBeInTheDocument();
    expect(within(asha).getByText('Active')).toBeInTheDocument();
    const former = screen.getByRole('article', { name: 'Former Colleague' });
    expect(within(former).getByText('Deactivated')).toBeInTheDocument();
    expect(within(former).queryByRole('button')).not.toBeInTheDocument();
    // Nobody deactivates themselves by a slip.
    expect(within(screen.getByRole('article', { name: ADMIN.name })).queryByRole('button', { name: 'Deactivate' })).not.toBeInTheDocument();
    expect(asked.find((entry) => entry.call === 'staffPeople')?.request).toEqual({ page: 1, limit: 20 });
  });

  it('invites a person and shows the one-time link once, with the refusal under roles when none is chosen', async () => {
    const user = userEvent.setup();
    const { api, asked } = aPeopleApi();
    renderConsoleAt('/people', api);
    await user.click(await screen.findByRole('button', { name: 'Invite a person' }));
    const form = screen.getByRole('form', { name: 'Invite a person' });
    await user.click(within(form).getByRole('textbox', { name: /^E-mail/ }));
    await user.paste('neha@example.in');
    await user.click(within(form).getByRole('textbox', { name: /^Name/ }));
    await user.paste('Neha Kapoor');
    await user.click(within(form).getByRole('button', { name: 'Create the invitation' }));
    expect(await within(form).findByText('Choose at least one role.')).toBeInTheDocument();
    await user.click(within(form).getByRole('checkbox', { name: 'Therapist' }));
    await user.selectOptions(within(form).getByRole('combobox', { name: /Directory entry/ }), SAMPLE_THERAPISTS[1]!.therapist.id);
    await user.click(within(form).getByRole('button', { name: 'Create the invitation' }));
    const shown = await screen.findByRole('region', { name: /One-time link: Neha Kapoor/ });
    expect(within(shown).getByText(LINK)).toBeInTheDocument();
    expect(asked.filter((entry) => entry.call === 'staffInvitePerson').at(-1)?.request).toEqual({
      email: 'neha@example.in',
      name: 'Neha Kapoor',
      roles: ['therapist'],
      therapist_id: SAMPLE_THERAPISTS[1]!.therapist.id,
    });
    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    expect(screen.queryByText(LINK)).not.toBeInTheDocument();
  });

  it("changes a person's roles and the directory entry they are", async () => {
    const user = userEvent.setup();
    const { api, asked } = aPeopleApi();
    renderConsoleAt('/people', api);
    const asha = await screen.findByRole('article', { name: 'Asha Rao' });
    await user.click(within(asha).getByRole('button', { name: 'Change roles' }));
    const form = within(asha).getByRole('form', { name: 'Roles of Asha Rao' });
    await user.click(within(form).getByRole('checkbox', { name: 'Therapist' }));
    await user.selectOptions(within(form).getByRole('combobox', { name: /Directory entry/ }), SAMPLE_THERAPISTS[0]!.therapist.id);
    await user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(asha).findByText('Roles: Care coordinator, Therapist')).toBeInTheDocument();
    expect(asked.find((entry) => entry.call === 'staffChangePerson')?.request).toEqual({ id: 'p-asha', roles: ['coordinator', 'therapist'], therapist_id: SAMPLE_THERAPISTS[0]!.therapist.id });
  });

  it('deactivates a person only after a confirmation that says their sessions and tokens end at once', async () => {
    const user = userEvent.setup();
    const { api, asked } = aPeopleApi();
    renderConsoleAt('/people', api);
    const asha = await screen.findByRole('article', { name: 'Asha Rao' });
    await user.click(within(asha).getByRole('button', { name: 'Deactivate' }));
    const confirm = within(asha).getByRole('group', { name: 'Deactivate' });
    expect(within(confirm).getByText(/Their sessions and access tokens end at once/)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(asked.some((entry) => entry.call === 'staffDeactivatePerson')).toBe(false);
    await user.click(within(asha).getByRole('button', { name: 'Deactivate' }));
    await user.click(within(asha).getByRole('button', { name: 'Yes, deactivate' }));
    expect(await within(asha).findByText('Deactivated')).toBeInTheDocument();
    expect(asked.filter((entry) => entry.call === 'staffDeactivatePerson').map((entry) => entry.request)).toEqual([{ id: 'p-asha' }]);
  });

  it('resets a second factor after a confirmation and shows the new enrolment link once', async () => {
    const user = userEvent.setup();
    const { api } = aPeopleApi();
    renderConsoleAt('/people', api);
    const asha = await screen.findByRole('article', { name: 'Asha Rao' });
    await user.click(within(asha).getByRole('button', { name: 'Reset second factor' }));
    await user.click(within(asha).getByRole('button', { name: 'Yes, reset' }));
    const shown = await screen.findByRole('region', { name: /One-time link: Asha Rao/ });
    expect(within(shown).getByText(`${LINK}2`)).toBeInTheDocument();
  });

  it('has nothing axe finds wrong, with the invitation form and a confirmation open', async () => {
    const user = userEvent.setup();
    const { api } = aPeopleApi();
    const { container } = renderConsoleAt('/people', api);
    const asha = await screen.findByRole('article', { name: 'Asha Rao' });
    await user.click(screen.getByRole('button', { name: 'Invite a person' }));
    await user.click(within(asha).getByRole('button', { name: 'Deactivate' }));
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' ')}`)).toEqual([]);
  });
});
