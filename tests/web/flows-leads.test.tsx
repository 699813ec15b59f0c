import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errAsync } from 'neverthrow';
import { beforeAll, describe, expect, it } from 'vitest';
import { CALL_MESSAGES, LEAD_MESSAGES, NEWSLETTER_MESSAGES, formMessageText, FORM_FIELDS_EN } from '@manobal/core';
import { SITE_CONTACT } from '../../web/src/app/site-contact';
import { SiteFooter } from '../../web/src/app/site-footer';
import { ForCorporatesPage } from '../../web/src/features/pages/for-corporates-page';
import { ForStudentsPage } from '../../web/src/features/pages/for-students-page';
import { fakeApi, renderFlow } from './flows-harness';
import { FOR_CORPORATES_CONTENT, FOR_STUDENTS_CONTENT } from '../../web/src/content/page-content-routes';

// The pages read their English words through the lazy per-language content, loaded here as a route would.
beforeAll(async () => {
  await Promise.all([FOR_CORPORATES_CONTENT.load('en'), FOR_STUDENTS_CONTENT.load('en')]);
});

describe('footer newsletter', () => {
  it('subscribes the address and says so', async () => {
    const user = userEvent.setup();
    const { api } = renderFlow('/', <SiteFooter />);
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'lakshmi@example.in');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(await screen.findByText(formMessageText('en', NEWSLETTER_MESSAGES.subscribed))).toBeInTheDocument();
    // Double opt-in: the words send the person to their inbox and promise no schedule; the box says how to leave.
    expect(formMessageText('en', NEWSLETTER_MESSAGES.subscribed)).not.toMatch(/once a month|we write/i);
    expect(formMessageText('en', NEWSLETTER_MESSAGES.subscribed)).toContain('check your e-mail');
    expect(screen.getByText(/We first e-mail you a link to confirm; each letter can be stopped in one click/)).toHaveTextContent(SITE_CONTACT.email);
    expect(api.subscribeNewsletter).toHaveBeenCalledWith({ email: 'lakshmi@example.in' });
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue('');
  });

  it('shows why an address was refused, on the field, until it is edited', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      subscribeNewsletter: () => errAsync({ kind: 'validation', message: formMessageText('en', NEWSLETTER_MESSAGES.emailInvalid), fieldErrors: { email: formMessageText('en', NEWSLETTER_MESSAGES.emailInvalid) } }),
    });
    renderFlow('/', <SiteFooter />, { api });
    const email = screen.getByRole('textbox', { name: 'Email address' });
    await user.type(email, 'lakshmi@');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(email).toHaveAccessibleDescription(formMessageText('en', NEWSLETTER_MESSAGES.emailInvalid)));
    expect(email).toHaveAttribute('aria-invalid', 'true');
    await user.type(email, 'example.in');
    expect(email).not.toHaveAttribute('aria-invalid');
  });
});

describe('corporate and student lead form', () => {
  it('opens from a corporate button with the work email typed on the page, hints gently at a personal address, and confirms in place', async () => {
    const user = userEvent.setup();
    const { api } = renderFlow('/for-corporates', <ForCorporatesPage />);
    await user.type(screen.getByRole('textbox', { name: 'Work email' }), 'priya.menon@gmail.com');
    await user.click(screen.getByRole('button', { name: 'Request a Demo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Request a Demo' });
    const email = await within(dialog).findByRole('textbox', { name: /^Work email/ });
    expect(email).toHaveValue('priya.menon@gmail.com');
    expect(email).toHaveAccessibleDescription(FORM_FIELDS_EN.leadPersonalMail);

    await user.type(within(dialog).getByRole('textbox', { name: /^Your name/ }), 'Priya Menon');
    await user.type(within(dialog).getByRole('textbox', { name: /^Organisation/ }), 'Tatva Soft');
    await user.type(within(dialog).getByRole('spinbutton', { name: /^Number of employees/ }), '250');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));

    expect(await within(dialog).findByText(CALL_MESSAGES.submitLead.success)).toBeInTheDocument();
    expect(api.submitLead).toHaveBeenCalledTimes(1);
    expect(api.submitLead.mock.calls[0]![0]).toMatchObject({
      kind: 'corporate-demo',
      name: 'Priya Menon',
      email: 'priya.menon@gmail.com',
      organisation: 'Tatva Soft',
      size: 250,
    });
  });

  it('asks a school for its number of students, gives no personal-address hint, and shows what is missing under each field', async () => {
    const user = userEvent.setup();
    const { api } = renderFlow('/for-students', <ForStudentsPage />);
    await user.click(screen.getByRole('button', { name: 'Talk to Our Team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Talk to Our Team' });
    expect(await within(dialog).findByRole('spinbutton', { name: /^Number of students/ })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    const name = within(dialog).getByRole('textbox', { name: /^Your name/ });
    await waitFor(() => expect(name).toHaveAccessibleDescription(formMessageText('en', LEAD_MESSAGES.nameRequired)));
    await waitFor(() => expect(name).toHaveFocus());
    expect(within(dialog).getByRole('textbox', { name: /^Organisation/ })).toHaveAccessibleDescription(formMessageText('en', LEAD_MESSAGES.organisationRequired));
    expect(api.submitLead).not.toHaveBeenCalled();

    const email = within(dialog).getByRole('textbox', { name: /^Work email/ });
    await user.type(email, 'principal@gmail.com');
    expect(email).not.toHaveAccessibleDescription(FORM_FIELDS_EN.leadPersonalMail);
    await user.type(name, 'Anil Kumar');
    await user.type(within(dialog).getByRole('textbox', { name: /^Organisation/ }), 'Kendriya Vidyalaya, Pune');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await within(dialog).findByText(CALL_MESSAGES.submitLead.success)).toBeInTheDocument();
    expect(api.submitLead.mock.calls[0]![0]).toMatchObject({ kind: 'school-contact', name: 'Anil Kumar', organisation: 'Kendriya Vidyalaya, Pune' });
  });

  it('puts a message the server sends back under its field', async () => {
    const user = userEvent.setup();
    const api = fakeApi({
      submitLead: () => errAsync({ kind: 'http', status: 400, message: formMessageText('en', LEAD_MESSAGES.phoneInvalid), fieldErrors: { phone: formMessageText('en', LEAD_MESSAGES.phoneInvalid) } }),
    });
    renderFlow('/for-corporates', <ForCorporatesPage />, { api });
    await user.click(screen.getByRole('button', { name: 'Get in Touch' }));
    const dialog = await screen.findByRole('dialog', { name: 'Get in Touch' });
    await user.type(await within(dialog).findByRole('textbox', { name: /^Your name/ }), 'Priya Menon');
    await user.type(within(dialog).getByRole('textbox', { name: /^Work email/ }), 'priya@tatvasoft.example');
    await user.type(within(dialog).getByRole('textbox', { name: /^Organisation/ }), 'Tatva Soft');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    const phone = within(dialog).getByRole('textbox', { name: /^Phone number/ });
    await waitFor(() => expect(phone).toHaveAccessibleDescription(`10-digit mobile number ${formMessageText('en', LEAD_MESSAGES.phoneInvalid)}`));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(CALL_MESSAGES.submitLead.failure);
  });
});
