import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { CALL_MESSAGES, VOLUNTEER_MESSAGES, VOLUNTEER_QUESTIONS, VOLUNTEER_SUCCESS_TOAST, toVolunteerPayload, VOLUNTEER_CATALOG_EN, formMessageText } from '@manobal/core';
import { aValidVolunteerForm } from '../../fixtures/forms';
import { VolunteerPage } from '../../web/src/features/volunteer/volunteer-page';
import { fakeApi, renderFlow, toastPosition, type FakeApi } from './flows-harness';

const renderVolunteer = (api: FakeApi = fakeApi()) => renderFlow('/volunteer', <VolunteerPage />, { api });
const question = (field: string) => VOLUNTEER_QUESTIONS.find((q) => q.field === field)!.question;

const fillAll = async (user: ReturnType<typeof userEvent.setup>, form = aValidVolunteerForm()) => {
  await user.type(screen.getByRole('textbox', { name: /Full name/ }), form.name);
  await user.type(screen.getByRole('textbox', { name: /Email/ }), form.email);
  await user.type(screen.getByRole('textbox', { name: /Phone number/ }), form.number);
  await user.type(screen.getByRole('textbox', { name: /Age/ }), form.age);
  if (form.gender !== '') await user.click(screen.getByRole('radio', { name: VOLUNTEER_CATALOG_EN.genders[form.gender] }));
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByText('Step 2 of 3');
  for (const field of ['therapySessions', 'platformsUsed', 'likedMost', 'foundMissing'] as const) {
    await user.type(screen.getByRole('textbox', { name: question(field) }), form[field]);
  }
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await screen.findByText('Step 3 of 3');
  // The form holds feature ids; the visitor ticks them by the catalog's names.
  for (const feature of form.likedFeatures) await user.click(screen.getByRole('checkbox', { name: VOLUNTEER_CATALOG_EN.features[feature] }));
  await user.type(screen.getByRole('textbox', { name: question('feedback') }), form.feedback);
};

describe('volunteer feedback form', { timeout: 20_000 }, () => {
  it('needs a name and email before leaving step 1', async () => {
    const user = userEvent.setup({ delay: null });
    renderVolunteer();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveAccessibleDescription(formMessageText('en', VOLUNTEER_MESSAGES.nameRequired)));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveFocus());
    expect(screen.getByRole('textbox', { name: /Email/ })).toHaveAccessibleDescription(formMessageText('en', VOLUNTEER_MESSAGES.emailRequired));
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
  });

  it('moves through the three steps with Next and Previous, keeping the answers', async () => {
    const user = userEvent.setup({ delay: null });
    renderVolunteer();
    await user.type(screen.getByRole('textbox', { name: /Full name/ }), 'Kabir');
    await user.type(screen.getByRole('textbox', { name: /Email/ }), 'kabir@example.in');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Step 2 of 3')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Your experience so far' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Step 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('textbox', { name: /Full name/ })).toHaveValue('Kabir');
  });

  it('sends every question with its answer, remembers the visitor and thanks them', async () => {
    const user = userEvent.setup({ delay: null });
    const form = aValidVolunteerForm();
    const { api } = renderVolunteer();
    await fillAll(user, form);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: VOLUNTEER_SUCCESS_TOAST })).toHaveFocus());
    const expected = toVolunteerPayload(form);
    expect(api.volunteer).toHaveBeenCalledWith(
      expect.objectContaining({ name: form.name, email: form.email, phone: '9876543210', age: 27, gender: 'Male', questions_and_answers: expected.questions_and_answers }),
    );
    // The spec's wire carries English sentences: ticked features go by their names.
    expect(expected.questions_and_answers?.[4]?.ans).toBe('Chatbot, Community');
    expect(window.localStorage.getItem('volunteerSubmitted')).toBe('true');
    await waitFor(() => expect(screen.getAllByText(VOLUNTEER_SUCCESS_TOAST).some((el) => toastPosition(el) === 'top-center')).toBe(true));
  });

  it('shows the thank-you instead of the form when this device has volunteered before', () => {
    window.localStorage.setItem('volunteerSubmitted', 'true');
    renderVolunteer();
    expect(screen.getByRole('heading', { level: 2, name: VOLUNTEER_SUCCESS_TOAST })).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('shows the server message, or its fallback, when the submission is refused', async () => {
    const user = userEvent.setup({ delay: null });
    const api = fakeApi();
    api.volunteer.mockReturnValueOnce(errAsync({ kind: 'http', status: 409, message: 'You have already volunteered.', serverMsg: 'You have already volunteered.' }));
    api.volunteer.mockReturnValueOnce(errAsync({ kind: 'http', status: 500, message: CALL_MESSAGES.volunteer.failure }));
    api.volunteer.mockReturnValueOnce(errAsync({ kind: 'network', message: CALL_MESSAGES.volunteer.network }));
    renderVolunteer(api);
    await fillAll(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(toastPosition(await screen.findByText('You have already volunteered.'))).toBe('top-center');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Something went wrong!')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Unable to submit your response. Please try again.')).toBeInTheDocument();
    expect(window.localStorage.getItem('volunteerSubmitted')).toBeNull();
  });
});
