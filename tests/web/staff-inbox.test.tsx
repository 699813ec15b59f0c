import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { fakeStaffApi, renderConsoleAt, staffPerson } from './staff-harness';

const referral = (id: string, name: string, status: 'waiting' | 'done' = 'waiting', overdue = false) => ({
  id,
  name,
  email: `${id}@example.in`,
  mobile: '9876543210',
  age: 34,
  relationship: 'friend',
  consent: 'agreed',
  created_at: '2026-11-26T04:30:00.000Z',
  status,
  marked_at: null,
  due_at: '2026-11-28T04:30:00.000Z',
  overdue,
});

const page = <T,>(items: T[], at = 1, total = items.length) => okAsync({ msg: 'ok', data: { items, page: at, limit: 20, total } });

describe("the console's inbox", () => {
  it('lists the referrals a page at a time, waiting and overdue ones marked in words, and marks one done', async () => {
    const user = userEvent.setup();
    const asked: unknown[] = [];
    const marked: unknown[] = [];
    const api = fakeStaffApi(staffPerson('Asha Rao', ['coordinator']), {
      staffRecords: (request: { page: number }) => {
        asked.push(request);
        return request.page === 1 ? page([referral('r1', 'Meera K', 'waiting', true), referral('r2', 'Arjun S')], 1, 21) : page([referral('r21', 'Last one')], 2, 21);
      },
      staffMarkRecord: (request: { id: string; status: 'done' }) => {
        marked.push(request);
        return okAsync({ msg: 'Saved.', data: { ...referral(request.id, 'Meera K', request.status) } });
      },
    });
    renderConsoleAt('/inbox', api);
    const meera = await screen.findByRole('article', { name: 'Meera K' });
    expect(within(meera).getByText('Overdue')).toBeInTheDocument();
    expect(within(meera).getByText('Waiting')).toBeInTheDocument();
    expect(within(meera).getByText('9876543210')).toBeInTheDocument();
    expect(within(meera).getByText('Received 2026-11-26 10:00 IST · Answer due 2026-11-28 10:00 IST')).toBeInTheDocument();
    expect(asked).toEqual([{ collection: 'referrals', page: 1, limit: 20 }]);

    await user.click(within(meera).getByRole('button', { name: 'Mark done' }));
    expect(marked).toEqual([{ collection: 'referrals', id: 'r1', status: 'done' }]);
    expect(await within(meera).findByText('Done')).toBeInTheDocument();
    expect(within(meera).getByRole('button', { name: 'Mark waiting' })).toBeInTheDocument();

    expect(screen.getByText('Page 1 of 2 · 21 in all')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next page' }));
    expect(await screen.findByRole('article', { name: 'Last one' })).toBeInTheDocument();
    expect(asked).toEqual([
      { collection: 'referrals', page: 1, limit: 20 },
      { collection: 'referrals', page: 2, limit: 20 },
    ]);
  });

  it('moves to the free introductory calls, which can be marked called, and to the newsletter, which is only read', async () => {
    const user = userEvent.setup();
    const api = fakeStaffApi(staffPerson('Asha Rao', ['coordinator']), {
      staffRecords: (request: { collection: string }) =>
        request.collection === 'newsletter' ? page([{ id: 'n1', email: 'reader@example.in', consented_at: '2026-11-20T00:00:00.000Z' }]) : page([]),
      staffBookings: () =>
        page([
          {
            id: 'b1', reference: 'CALL-ABC123', name: 'Kiran', email: 'k@example.in', phone: '9123456780', age: '17', gender: 'Female', problem: 'Exams',
            date: '2026-11-30', time: '10:00', status: 'waiting', marked_at: null, guardian_check: true,
            guardian: { name: 'Latha', relationship: 'mother', phone: '9000000001' }, created_at: '2026-11-26T00:00:00.000Z',
          },
        ]),
      staffMarkBooking: () => okAsync({ msg: 'Saved.', data: {} }),
    });
    renderConsoleAt('/inbox/referrals', api);
    expect(await screen.findByText('Nothing has arrived here yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Free introductory calls' }));
    const kiran = await screen.findByRole('article', { name: 'Kiran' });
    expect(within(kiran).getByText('Call the guardian first')).toBeInTheDocument();
    expect(within(kiran).getByText('Latha, mother, 9000000001')).toBeInTheDocument();
    expect(within(kiran).getAllByRole('button').map((button) => button.textContent)).toEqual(['Mark called', 'Mark done']);

    await user.click(screen.getByRole('link', { name: 'Newsletter sign-ups' }));
    const reader = await screen.findByRole('article', { name: 'reader@example.in' });
    expect(within(reader).queryByRole('button')).toBeNull();
  });
});
