import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { errAsync, okAsync } from 'neverthrow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SAMPLE_THERAPISTS, THERAPIST_STAFF_MESSAGES, type StaffTherapistView } from '@manobal/core';
import { fakeStaffApi, renderConsoleAt, staffPerson } from './staff-harness';

const ADMIN = staffPerson('Leela Menon', ['admin']);
const availability = { rules: [], time_off: [], date_overrides: [], buffer_minutes: 0 };
const entryOf = (index: number, change: Partial<StaffTherapistView['therapist']> = {}): StaffTherapistView => ({
  therapist: { ...SAMPLE_THERAPISTS[index]!.therapist, ...change },
  availability,
});
const person = (id: string, name: string, therapistId: string | null = null) => ({
  id,
  email: `${id}@manobal.example`,
  name,
  roles: ['therapist' as const],
  therapist_id: therapistId,
  active: true,
  created_at: '2026-11-20T04:00:00.000Z',
});

/** The directory's server as far as the screen asks it: therapists paged by view, people, and the changes. */
const aDirectoryApi = () => {
  const asked: { call: string; request: unknown }[] = [];
  let entries = [entryOf(0), entryOf(1, { active: false })];
  let people = [person('p-ananya', 'Ananya Rao', SAMPLE_THERAPISTS[0]!.therapist.id), person('p-vikram', 'Vikram Mehta')];
  const api = fakeStaffApi(ADMIN, {
    staffTherapists: (request: { view: string; page: number; limit: number }) => {
      asked.push({ call: 'staffTherapists', request });
      const shown = entries.filter((entry) => request.view === 'all' || entry.therapist.active === (request.view === 'active'));
      return okAsync({ msg: 'ok', data: { items: shown, page: request.page, limit: request.limit, total: shown.length } });
    },
    staffPeople: () => okAsync({ msg: 'ok', data: { items: people, page: 1, limit: 100, total: people.length } }),
    staffSetTherapistActive: (request: { id: string; active: boolean }) => {
      asked.push({ call: 'staffSetTherapistActive', request });
      entries = entries.map((entry) => (entry.therapist.id === request.id ? { ...entry, therapist: { ...entry.therapist, active: request.active } } : entry));
      return okAsync({ msg: 'Saved.', data: entries.find((entry) => entry.therapist.id === request.id)! });
    },
    staffLinkTherapist: (request: { id: string; person_id: string | null }) => {
      asked.push({ call: 'staffLinkTherapist', request });
      people = people.map((p) => ({ ...p, therapist_id: p.id === request.person_id ? request.id : p.therapist_id === request.id ? null : p.therapist_id }));
      const linked = people.find((p) => p.id === request.person_id) ?? null;
      return okAsync({ msg: 'Saved.', data: { therapist_id: request.id, person: linked } });
    },
    staffAddTherapist: (request: { registration: unknown; active: boolean }) => {
      asked.push({ call: 'staffAddTherapist', request });
      if (request.active && request.registration === null) {
        return errAsync({ kind: 'http', status: 400, message: 'Please check the highlighted fields.', fieldErrors: { registration: THERAPIST_STAFF_MESSAGES.registrationNeeded } });
      }
      entries = [...entries, { therapist: { ...(request as unknown as StaffTherapistView['therapist']), sample: false }, availability }];
      return okAsync({ msg: 'Therapist added.', data: entries.at(-1)! });
    },
  });
  return { api, asked };
};

const ANANYA = SAMPLE_THERAPISTS[0]!.therapist;
const VIKRAM = SAMPLE_THERAPISTS[1]!.therapist;

// A dismissed toast is removed 200 ms later by the toaster's own timer: let it run before jsdom is torn down.
afterAll(() => new Promise<void>((resolve) => setTimeout(resolve, 300)));

// The screen loads lazily; loading it once here keeps a busy machine's first import out of the tests' waits.
beforeAll(async () => {
  await import('../../web/src/staff/features/directory/directory-screen');
}, 60_000);

// Each test clicks through a lazily loaded screen over a fake server; a loaded two-core machine needs more than 5 s.
describe("the console's directory", { timeout: 30_000 }, () => {
  it('lists therapists active and retired, paged by the server, each with who they are linked to', async () => {
    const user = userEvent.setup();
    const { api, asked } = aDirectoryApi();
    renderConsoleAt('/directory', api);
    const ananya = await screen.findByRole('article', { name: ANANYA.name });
    expect(within(ananya).getByText('Active')).toBeInTheDocument();
    expect(within(ananya).getByText('Ananya Rao', { selector: 'dd' })).toBeInTheDocument();
    const vikram = screen.getByRole('article', { name: VIKRAM.name });
    expect(within(vikram).getByText('Retired')).toBeInTheDocument();
    expect(within(vikram).getByText('Not linked to a staff person')).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 1 · 2 in all')).toBeInTheDocument();

    await user.click(screen.getByRole('link', { name: 'Retired' }));
    await screen.findByText('Page 1 of 1 · 1 in all');
    expect(screen.queryByRole('article', { name: ANANYA.name })).not.toBeInTheDocument();
    expect(asked.filter((entry) => entry.call === 'staffTherapists').map((entry) => entry.request)).toEqual([
      { view: 'all', page: 1, limit: 20 },
      { view: 'retired', page: 1, limit: 20 },
    ]);
  });

  it('retires a therapist only after a confirmation that says what it does, and activates one again', async () => {
    const user = userEvent.setup();
    const { api, asked } = aDirectoryApi();
    renderConsoleAt('/directory', api);
    const ananya = await screen.findByRole('article', { name: ANANYA.name });
    await user.click(within(ananya).getByRole('button', { name: 'Retire' }));
    expect(within(ananya).getByText(/Visitors will no longer see them or be offered their times. Booked appointments stand./)).toBeInTheDocument();
    await user.click(within(ananya).getByRole('button', { name: 'Cancel' }));
    expect(asked.some((entry) => entry.call === 'staffSetTherapistActive')).toBe(false);
    await user.click(within(ananya).getByRole('button', { name: 'Retire' }));
    await user.click(within(ananya).getByRole('button', { name: 'Yes, retire' }));
    expect(await within(ananya).findByText('Retired')).toBeInTheDocument();

    const vikram = screen.getByRole('article', { name: VIKRAM.name });
    await user.click(within(vikram).getByRole('button', { name: 'Activate' }));
    expect(await within(vikram).findByText('Active')).toBeInTheDocument();
    expect(asked.filter((entry) => entry.call === 'staffSetTherapistActive').map((entry) => entry.request)).toEqual([
      { id: ANANYA.id, active: false },
      { id: VIKRAM.id, active: true },
    ]);
  });

  it('links a therapist to the staff person who is them', async () => {
    const user = userEvent.setup();
    const { api, asked } = aDirectoryApi();
    renderConsoleAt('/directory', api);
    const vikram = await screen.findByRole('article', { name: VIKRAM.name });
    await user.selectOptions(within(vikram).getByRole('combobox', { name: `Staff person who is ${VIKRAM.name}` }), 'Vikram Mehta');
    await user.click(within(vikram).getByRole('button', { name: 'Save the link' }));
    expect(await within(vikram).findByText('Vikram Mehta', { selector: 'dd' })).toBeInTheDocument();
    expect(asked.filter((entry) => entry.call === 'staffLinkTherapist').map((entry) => entry.request)).toEqual([{ id: VIKRAM.id, person_id: 'p-vikram' }]);
  });

  it("adds a therapist, showing the server's refusal under the field it is about", { timeout: 30_000 }, async () => {
    const user = userEvent.setup();
    const { api, asked } = aDirectoryApi();
    renderConsoleAt('/directory/new', api);
    const fill = async (field: HTMLElement, text: string) => {
      await user.click(field);
      await user.paste(text);
    };
    await fill(await screen.findByRole('textbox', { name: /^Id/ }), 'nisha-rao');
    await fill(screen.getByRole('textbox', { name: /^Name/ }), 'Nisha Rao');
    await fill(screen.getByRole('textbox', { name: /^Title/ }), 'Counselling Psychologist');
    await user.click(screen.getByRole('checkbox', { name: 'Hindi' }));
    await user.click(screen.getByRole('checkbox', { name: /Active: listed to visitors/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(THERAPIST_STAFF_MESSAGES.registrationNeeded)).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: /Active: listed to visitors/ }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('article', { name: 'Nisha Rao' })).toBeInTheDocument();
    expect(asked.filter((entry) => entry.call === 'staffAddTherapist').at(-1)?.request).toMatchObject({ id: 'nisha-rao', name: 'Nisha Rao', languages: ['hindi'], modes: ['video'], active: false, registration: null, fee_inr: 1200 });
  });

  it("edits a therapist's profile from the list, keeping what was not changed", async () => {
    const user = userEvent.setup();
    const { api, asked } = aDirectoryApi();
    const updated: unknown[] = [];
    const editing = fakeStaffApi(ADMIN, {
      staffTherapists: api.staffTherapists as never,
      staffPeople: api.staffPeople as never,
      staffTherapist: (request: { id: string }) => okAsync({ msg: 'ok', data: entryOf(SAMPLE_THERAPISTS.findIndex((entry) => entry.therapist.id === request.id)) }),
      staffUpdateTherapist: (request: StaffTherapistView['therapist']) => {
        updated.push(request);
        return okAsync({ msg: 'Saved.', data: { therapist: { ...request, sample: true }, availability } });
      },
    });
    renderConsoleAt('/directory', editing);
    const ananya = await screen.findByRole('article', { name: ANANYA.name });
    await user.click(within(ananya).getByRole('link', { name: `Edit ${ANANYA.name}` }));
    const fee = await screen.findByRole('textbox', { name: /^Fee per 60-minute session/ });
    await user.clear(fee);
    await user.paste('1500');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByRole('article', { name: ANANYA.name });
    expect(updated).toEqual([expect.objectContaining({ id: ANANYA.id, name: ANANYA.name, fee_inr: 1500, languages: ANANYA.languages, registration: null, active: true })]);
    expect(asked.length).toBeGreaterThan(0);
  });

  it('has nothing axe finds wrong on the list and the form', { timeout: 60_000 }, async () => {
    const { api } = aDirectoryApi();
    const { container, router } = renderConsoleAt('/directory', api);
    await screen.findByRole('article', { name: ANANYA.name });
    const listed = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(listed.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' ')}`)).toEqual([]);
    await router.navigate('/directory/new');
    await screen.findByRole('textbox', { name: /^Id/ });
    const form = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(form.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' ')}`)).toEqual([]);
  });
});
