import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { errAsync, okAsync } from 'neverthrow';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuditEntryView, StaffApi } from '@manobal/core';
import { StaffApiProvider } from '../../web/src/staff/app/staff-api-context';
import { AuditScreen } from '../../web/src/staff/features/audit/audit-screen';

const anEntry = (seq: number, overrides: Partial<AuditEntryView> = {}): AuditEntryView => ({
  seq,
  at: '2026-12-01T05:00:00.000Z',
  person_id: 'p-asha',
  person_name: 'Asha Verma',
  roles: ['coordinator'],
  action: 'list',
  subject: 'callback',
  subject_id: null,
  request_id: `request-${seq}`,
  reason: null,
  visitors: 3,
  hash: 'f'.repeat(64),
  ...overrides,
});

/** The staff client as the screen uses it, answering as the server would and keeping what it was asked. */
const anAuditApi = () => {
  const asked: unknown[] = [];
  const exports: unknown[] = [];
  const api = {
    staffAuditLog: (request: Record<string, unknown>) => {
      asked.push(request);
      if (typeof request.person === 'string' && request.person.length > 200) return errAsync({ kind: 'validation', message: 'At most 200 characters.', fieldErrors: { person: 'At most 200 characters.' } });
      const page = Number(request.page ?? 1);
      return okAsync({ msg: 'ok', data: { items: [anEntry(120 - page), anEntry(110 - page, { action: 'read-sensitive', subject: 'document', subject_id: 'doc-1', reason: 'recruitment', roles: ['recruiter'] })], page, limit: 50, total: 120 } });
    },
    staffAuditVerify: () => okAsync({ msg: 'ok', data: { state: 'broken', at_seq: 7, problem: 'missing-before' } }),
    staffAuditVisitorExport: (request: { contact: string }) => {
      exports.push(request);
      return request.contact === 'x'
        ? errAsync({ kind: 'validation', message: 'Enter the e-mail address or the phone number the person gave us.', fieldErrors: { contact: 'Enter the e-mail address or the phone number the person gave us.' } })
        : okAsync({ msg: 'ok', data: { email: null, phone: '9876543210', entries: [anEntry(1), anEntry(2)] } });
    },
  } as unknown as StaffApi;
  return { api, asked, exports };
};

const renderScreen = (api: StaffApi) =>
  render(
    <StaffApiProvider api={api}>
      <main>
        <h1>Audit log</h1>
        <AuditScreen />
      </main>
    </StaffApiProvider>,
  );

afterEach(() => vi.restoreAllMocks());

describe("the console's audit screen", () => {
  it('shows the newest entries in words from the catalog, filters them on the server and pages through them', async () => {
    const { api, asked } = anAuditApi();
    renderScreen(api);
    const table = await screen.findByRole('table', { name: 'Audit entries, newest first' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Listed');
    expect(rows[1]).toHaveTextContent('Call-back');
    expect(rows[1]).toHaveTextContent('Care coordinator');
    expect(within(rows[1]!).getByRole('cell', { name: /^Asha Verma/ })).toBeInTheDocument();
    expect(rows[2]).toHaveTextContent('Opened sensitive data');
    expect(rows[2]).toHaveTextContent('Assessing an application');
    expect(screen.getByText(/Page 1 of 3/)).toBeInTheDocument();

    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Subject'), 'Careers document');
    await user.selectOptions(screen.getByLabelText('Action'), 'Opened sensitive data');
    await user.type(screen.getByLabelText(/Staff person/), 'p-ravi');
    await user.click(screen.getByRole('button', { name: 'Show entries' }));
    expect(asked.at(-1)).toMatchObject({ subject: 'document', action: 'read-sensitive', person: 'p-ravi', page: 1 });
    await user.click(await screen.findByRole('button', { name: 'Next page' }));
    expect(asked.at(-1)).toMatchObject({ subject: 'document', page: 2 });
    expect(await screen.findByText(/Page 2 of 3/)).toBeInTheDocument();
  });

  it('names a filter the server refused, under its field', async () => {
    const { api } = anAuditApi();
    renderScreen(api);
    const user = userEvent.setup();
    await screen.findByRole('table');
    await user.click(screen.getByLabelText(/Staff person/));
    await user.paste('p'.repeat(201));
    await user.click(screen.getByRole('button', { name: 'Show entries' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('At most 200 characters.');
    expect(screen.getByLabelText(/Staff person/)).toHaveAttribute('aria-invalid', 'true');
  });

  it("saves 'who has seen my data' as a file and says how many accesses it holds", async () => {
    const { api, exports } = anAuditApi();
    const created = vi.fn((_blob: Blob) => 'blob:audit');
    URL.createObjectURL = created;
    URL.revokeObjectURL = vi.fn();
    const clicked = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('who-has-seen-9876543210.json');
    });
    renderScreen(api);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('E-mail or phone'), 'x');
    await user.click(screen.getByRole('button', { name: 'Export as a file' }));
    expect(await screen.findByText('Enter the e-mail address or the phone number the person gave us.')).toBeInTheDocument();
    await user.clear(screen.getByLabelText('E-mail or phone'));
    await user.type(screen.getByLabelText('E-mail or phone'), '+91 98765 43210');
    await user.click(screen.getByRole('button', { name: 'Export as a file' }));
    expect(await screen.findByText('2 accesses found; the file is saved.')).toBeInTheDocument();
    expect(exports.at(-1)).toEqual({ contact: '+91 98765 43210' });
    expect(clicked).toHaveBeenCalledTimes(1);
    expect(JSON.parse(await created.mock.calls[0]![0].text())).toMatchObject({ phone: '9876543210', entries: [{ seq: 1 }, { seq: 2 }] });
  });

  it('says where the chain breaks when verified', async () => {
    const { api } = anAuditApi();
    renderScreen(api);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Verify the chain' }));
    expect(await screen.findByText('Broken at entry 7: the entry before it is missing (one was removed).')).toBeInTheDocument();
  });

  it('has nothing axe finds wrong, the table region reachable by keyboard', async () => {
    const { api } = anAuditApi();
    const { container } = renderScreen(api);
    await screen.findByRole('table');
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.html).join(' ')}`)).toEqual([]);
    expect(screen.getByRole('region', { name: /Audit entries/ })).toHaveAttribute('tabindex', '0');
    // axe walks the whole table in jsdom: seconds on a loaded two-core machine, so this test gets the time the
    // appointments screens' axe test gets rather than vitest's 5 s default.
  }, 90_000);
});
