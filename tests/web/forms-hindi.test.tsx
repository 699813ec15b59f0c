import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES, FORM_FIELDS_EN, FORM_FIELDS_HI, formMessageText } from '@manobal/core';
import { CareersPage } from '../../web/src/features/careers/careers-page';
import { ContactPage } from '../../web/src/features/contact/contact-page';
import { VolunteerPage } from '../../web/src/features/volunteer/volunteer-page';
import { renderFlow } from './flows-harness';

describe('the forms on a Hindi page', () => {
  it('contact: Hindi labels, and a Hindi message under a field left empty', async () => {
    const user = userEvent.setup();
    renderFlow('/contact-us', <ContactPage />, { locale: 'hi' });
    const name = screen.getByLabelText(/^नाम/);
    expect(screen.getByLabelText(/^ईमेल/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^संदेश/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Name/)).not.toBeInTheDocument();

    const form = screen.getByRole('textbox', { name: /^संदेश/ }).closest('form')!;
    await user.click(within(form).getByRole('button'));
    await waitFor(() => expect(name).toHaveAccessibleDescription(formMessageText('hi', CONTACT_MESSAGES.nameRequired)));
    expect(formMessageText('hi', CONTACT_MESSAGES.nameRequired)).toMatch(/[\u0900-\u097F]/);
  });

  it('careers: the languages and genders are offered by their Hindi names, and still sent as ids', () => {
    renderFlow('/careers', <CareersPage />, { locale: 'hi' });
    const primary = screen.getByRole('combobox', { name: new RegExp(`^${FORM_FIELDS_HI.careers['languages.first'].label}`) });
    const hindi = within(primary).getByRole('option', { name: 'हिन्दी' }) as HTMLOptionElement;
    expect(hindi.value).toBe('hindi');
    expect(within(primary).getByRole('option', { name: 'अंग्रेज़ी' })).toHaveValue('english');
    const gender = screen.getByRole('combobox', { name: /^लिंग/ });
    expect(within(gender).getByRole('option', { name: 'महिला' })).toHaveValue('female');
    expect(screen.queryByRole('option', { name: FORM_FIELDS_EN.optionLabels.languages.english })).not.toBeInTheDocument();
  });

  it("volunteer: step one's fields and gender choices in Hindi", () => {
    renderFlow('/volunteer', <VolunteerPage />, { locale: 'hi' });
    expect(screen.getByLabelText(/^पूरा नाम/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'पुरुष' })).toHaveAttribute('value', 'Male');
    expect(screen.getAllByText(FORM_FIELDS_HI.optionalMark).length).toBeGreaterThan(0);
  });
});
