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
  it('opens an application from the list, its Aadhaar number masked, and reveals it with a reason once the person has confirmed their second factor', async () => {
    const user = userEvent.setup();
    const reveals: unknown[] = [];
    const stepUps: unknown[] = [];
    let fresh = false;
    const me = staffPerson('Ravi', ['recruiter']);
    const api = fakeStaffApi(me, {
      // Ravi has no passkey: the dialog asks for a code from the app.
      staffStepUpPasskey: () => okAsync({ msg: 'ok', data: { step_token: null, options: null } }),
      staffStepUp: (request: unknown) => {
        stepUps.push(request);
        if ((request as { code: string }).code !== '123456') return errAsync({ kind: 'http', status: 401, message: 'That code did not work.', refusal: 'second-factor-refused' });
        fresh = true;
        return okAsync({ msg: 'Confirmed.', data: me });
      },
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
    // Refused for want of a fresh second factor: the step-up dialog asks for a code; a wrong one is said so.
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    await user.type(within(dialog).getByLabelText(/Six-digit code/), '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('That code did not work.')).toBeInTheDocument();
    expect(screen.queryByText('2345 6789 9012')).toBeNull();

    await user.clear(within(dialog).getByLabelText(/Six-digit code/));
    await user.type(within(dialog).getByLabelText(/Six-digit code/), '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    // Confirmed, the dialog closes and the reveal is tried again.
    expect(await screen.findByText('2345 6789 9012')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(stepUps).toEqual([{ method: 'totp', code: '000000' }, { method: 'totp', code: '123456' }]);
    expect(reveals).toEqual([{ id: 'a1', reason: 'safety-concern' }, { id: 'a1', reason: 'safety-concern' }]);
    // Typing two codes into the dialog takes seconds on a loaded two-core machine: more than vitest's 5 s default.
  }, 30_000);

  it('offers the step-up again after the dialog was closed without confirming', async () => {
    const user = userEvent.setup();
    const api = fakeStaffApi(staffPerson('Ravi', ['recruiter']), {
      staffStepUpPasskey: () => okAsync({ msg: 'ok', data: { step_token: null, options: null } }),
      staffApplication: () => okAsync({ msg: 'ok', data: application }),
      staffRevealAadhaar: () => errAsync({ kind: 'http', status: 403, message: 'Please confirm it is you.', refusal: 'step-up-required' }),
    });
    renderConsoleAt('/applications/a1', api);
    const details = await screen.findByRole('article', { name: 'Nila Raman' });
    await user.click(within(details).getByRole('button', { name: 'Reveal the number' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm it is you' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(await within(details).findByRole('button', { name: 'Confirm it is you, then try again' })).toBeInTheDocument();
  });
});
