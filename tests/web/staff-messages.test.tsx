import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { okAsync } from 'neverthrow';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeStaffApi, renderConsoleAt, staffPerson } from './staff-harness';

const ADMIN = staffPerson('Leela Menon', ['admin']);

const SENT = {
  message_id: '<outbox-1@manobal.example>',
  email: 'asha.visitor@example.in',
  subject: 'Your session on Tue 1 Dec is booked',
  kept_at: '2026-11-27T04:30:00.000Z',
  text: 'Hello Asha,\n\nYour session with Dr Ananya Rao is booked.\n\nTele-MANAS: 14416',
};
const FAILED = { id: 'row-7', email: 'bounced@example.in', template_id: 'reminder-24h', attempts: 8, reason: '550 5.1.1 mailbox unavailable', last_due_at: '2026-11-27T03:00:00.000Z' };

/** The outbox calls as the server answers them: a retried or dropped row leaves the failed list. */
const aMessagesApi = () => {
  const asked: { call: string; request: unknown }[] = [];
  let failed = [FAILED];
  const api = fakeStaffApi(ADMIN, {
    staffSentMessages: (request: { page: number; limit: number }) => {
      asked.push({ call: 'staffSentMessages', request });
      return okAsync({ msg: 'ok', data: { items: [SENT], page: request.page, limit: request.limit, total: 1 } });
    },
    staffFailedDeliveries: (request: { page: number; limit: number }) => {
      asked.push({ call: 'staffFailedDeliveries', request });
      return okAsync({ msg: 'ok', data: { items: failed, page: request.page, limit: request.limit, total: failed.length } });
    },
    staffRetryDelivery: (request: { id: string }) => {
      asked.push({ call: 'staffRetryDelivery', request });
      failed = failed.filter((row) => row.id !== request.id);
      return okAsync({ msg: 'Saved.', data: request });
    },
    staffDropDelivery: (request: { id: string }) => {
      asked.push({ call: 'staffDropDelivery', request });
      failed = failed.filter((row) => row.id !== request.id);
      return okAsync({ msg: 'Saved.', data: request });
    },
  });
  return { api, asked };
};

// A dismissed toast is removed 200 ms later by the toaster's own timer: let it run before jsdom is torn down.
afterAll(() => new Promise<void>((resolve) => setTimeout(resolve, 300)));

beforeAll(async () => {
  await import('../../web/src/staff/features/messages/messages-screen');
}, 60_000);

describe("the console's messages (the outbox for admins)", { timeout: 30_000 }, () => {
  it('shows what the local mailbox kept, with its text one tap away, and the failed deliveries with their reason', async () => {
    const { api, asked } = aMessagesApi();
    renderConsoleAt('/messages', api);
    const sent = await screen.findByRole('article', { name: SENT.subject });
    expect(within(sent).getByText(/To asha\.visitor@example\.in/)).toBeInTheDocument();
    expect(within(sent).getByText(/Tele-MANAS: 14416/)).not.toBeVisible();
    await userEvent.setup().click(within(sent).getByText('Read the message'));
    expect(within(sent).getByText(/Tele-MANAS: 14416/)).toBeVisible();
    const failed = screen.getByRole('article', { name: 'Reminder a day before (to the visitor)' });
    expect(within(failed).getByText('550 5.1.1 mailbox unavailable')).toBeInTheDocument();
    expect(within(failed).getByText(/8 attempts/)).toBeInTheDocument();
    expect(asked.filter((entry) => entry.call !== 'staffRetryDelivery').map((entry) => entry.request)).toEqual([
      { page: 1, limit: 20 },
      { page: 1, limit: 20 },
    ]);
  });

  it('retries a failed delivery, which then leaves the list', async () => {
    const { api, asked } = aMessagesApi();
    renderConsoleAt('/messages', api);
    const failed = await screen.findByRole('article', { name: 'Reminder a day before (to the visitor)' });
    await userEvent.setup().click(within(failed).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No delivery has failed.')).toBeInTheDocument();
    expect(asked).toContainEqual({ call: 'staffRetryDelivery', request: { id: 'row-7' } });
  });

  it('is not in a coordinator\'s navigation (the server refuses them its calls too)', async () => {
    renderConsoleAt('/queue', fakeStaffApi(staffPerson('Asha Rao', ['coordinator']), { staffCallbacks: () => okAsync({ msg: 'ok', data: { items: [], page: 1, limit: 20, total: 0 } }) }));
    expect(await screen.findByRole('link', { name: 'Urgent queue' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Messages' })).not.toBeInTheDocument();
  });

  it('is in an admin\'s navigation, and axe finds nothing wrong on it', async () => {
    const { api } = aMessagesApi();
    const { container } = renderConsoleAt('/messages', api);
    await screen.findByRole('article', { name: SENT.subject });
    expect(screen.getByRole('link', { name: 'Messages' })).toBeInTheDocument();
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations.map((violation) => violation.id)).toEqual([]);
  });
});
