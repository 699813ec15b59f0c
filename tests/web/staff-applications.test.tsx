import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { fakeStaffApi, renderConsoleAt, staffPerson } from './staff-harness';

const application = {
  id: 'a1', full_name: 'Nila Raman', age: 34, gender: 'female', experience: 8, bio: 'Counsellor.', address: 'Kochi', phone_number: '9876543210',
  email: 'nila@example.in', language1: 'malayalam', language2: 'english', aadhar_number: 'XXXX-XXXX-9012', pan_card_number: 'XXXXXX234L',
  education: 'M.Phil.', has_rci: false, has_iso_certification: false, photograph_link: '/api/v1/careers/files/f1', aadhar_document_link: '/api/v1/careers/files/f2',
  aadhar_back_document_link: '/api/v1/careers/files/f3', pan_card_document_link: '/api/v1/careers/files/f4', certification_document_link: '/api/v1/careers/files/f5',
  rci_document_link: null, iso_certification_document_link: null, created_at: '2026-11-26T04:30:00.000Z', status: 'waiting', marked_at: null,
  due_at: '2026-11-28T04:30:00.000Z', overdue: false,
};

describe("the console's applications", () => {
  it('opens an application from the list, its Aadhaar number masked, and reveals it only when the server allows, with a reason', async () => {
    const user = userEvent.setup();
    const reveals: unknown[] = [];
    let fresh = false;
    const api = fakeStaffApi(staffPerson('Ravi', ['recruiter']), {
      staffApplications: () => okAsync({ msg: 'ok', data: { items: [application], page: 1, limit: 20, total: 1 } }),
      staffApplication: () => okAsync({ msg: 'ok', data: application }),
      staffRevealAadhaar: (request: unknown) => {
        reveals.push(request);
        return fresh
          ? okAsync({ msg: 'ok', data: { aadhar_number: '2345 6789 9012', reason: 'safety-concern' } })
          : errAsync({ kind: 'http', status: 403, message: 'Please confirm it is you.', refusal: 'step-up-required' });
      },
    });
    renderConsoleAt('/applications', api);
    await user.click(await screen.findByRole('link', { name: 'Open details: Nila Raman' }));
    const details = await screen.findByRole('article', { name: 'Nila Raman' });
    expect(within(details).getByText('XXXX-XXXX-9012')).toBeInTheDocument();
    expect(within(details).getAllByRole('button', { name: /^Download / }).map((button) => button.textContent)).toEqual([
      'Download Photograph', 'Download Aadhar Document (Front)', 'Download Aadhar Document (Back)', 'Download PAN Card Document', 'Download Certification',
    ]);

    await user.selectOptions(within(details).getByLabelText('Why you need it'), 'safety-concern');
    await user.click(within(details).getByRole('button', { name: 'Reveal the number' }));
    expect(await within(details).findByRole('link', { name: 'Sign in again' })).toBeInTheDocument();
    expect(within(details).queryByText('2345 6789 9012')).toBeNull();

    fresh = true;
    await user.click(within(details).getByRole('button', { name: 'Reveal the number' }));
    expect(await within(details).findByText('2345 6789 9012')).toBeInTheDocument();
    expect(reveals).toEqual([{ id: 'a1', reason: 'safety-concern' }, { id: 'a1', reason: 'safety-concern' }]);
  });
});
