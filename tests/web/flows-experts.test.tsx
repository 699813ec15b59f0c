import { act, screen, waitFor, within } from '@testing-library/react';
import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { SAMPLE_DIRECTORY, type PublicTherapist } from '@manobal/core';
import { OurExpertsPage } from '../../web/src/features/pages/our-experts-page';
import { fakeApi, renderFlow } from './flows-harness';

const listing = (items: readonly PublicTherapist[]) => () => okAsync({ msg: 'ok', data: { items: items.map((t) => ({ ...t, languages: [...t.languages], specialisations: [...t.specialisations], styles: [...t.styles], modes: [...t.modes] })) } });

/** A therapist the store lists: the first sample one with what the test is about changed. */
const aListedTherapist = (overrides: Partial<PublicTherapist> = {}): PublicTherapist => ({ ...SAMPLE_DIRECTORY[0]!, ...overrides });

const renderExperts = (api = fakeApi()) => renderFlow('/Ourexperts', <OurExpertsPage />, { api });

const cardOf = (name: string): HTMLElement => screen.getByRole('heading', { level: 2, name }).closest('article')!;

describe('Our Experts', () => {
  it('shows the directory before the store answers: labels, fee, crisis training, and a shareable booking link each', () => {
    // The store never answers here: what shows is what the page was prerendered with.
    renderExperts(fakeApi({ listTherapists: () => new ResultAsync(new Promise<never>(() => undefined)) }));
    expect(screen.getByRole('heading', { level: 1, name: 'Meet Our Expert Doctors' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^Book Appointment with / })).toHaveLength(SAMPLE_DIRECTORY.length);

    const ananya = within(cardOf('Dr. Ananya Rao'));
    expect(ananya.getByText('Clinical Psychologist')).toBeInTheDocument();
    expect(ananya.getByText('Low mood and depression')).toBeInTheDocument();
    expect(ananya.getByText('English, Kannada, Hindi')).toBeInTheDocument();
    expect(ananya.getByText('12 years')).toBeInTheDocument();
    expect(ananya.getByText('₹1200 per session')).toBeInTheDocument();
    expect(ananya.getByText('Trained in crisis support')).toBeInTheDocument();
    // The samples have no RCI number, and none is made up for them.
    expect(screen.queryByText(/RCI registration/)).not.toBeInTheDocument();
    expect(ananya.getByRole('link', { name: 'Book Appointment with Dr. Ananya Rao' })).toHaveAttribute('href', '/session-calendar?doctor=ananya-rao');
  });

  it("replaces it with the store's directory on load: its fee, RCI number and photo", async () => {
    const api = fakeApi({
      listTherapists: listing([
        aListedTherapist({
          id: 'kavya-menon',
          name: 'Dr. Kavya Menon',
          title: 'Counselling Psychologist',
          fee_inr: 1500,
          rci_registration: 'A12345',
          photo_url: '/api/v1/therapists/kavya-menon/photo',
          crisis_trained: false,
          languages: ['marathi'],
        }),
      ]) as never,
    });
    renderExperts(api);

    await screen.findByRole('heading', { level: 2, name: 'Dr. Kavya Menon' });
    const kavya = within(cardOf('Dr. Kavya Menon'));
    expect(kavya.getByText('₹1500 per session')).toBeInTheDocument();
    expect(kavya.getByText('RCI registration: A12345')).toBeInTheDocument();
    expect(kavya.getByText('Marathi')).toBeInTheDocument();
    expect(kavya.queryByText('Trained in crisis support')).not.toBeInTheDocument();
    expect(cardOf('Dr. Kavya Menon').querySelector('img')).toHaveAttribute('src', '/api/v1/therapists/kavya-menon/photo');
    expect(kavya.getByRole('link', { name: 'Book Appointment with Dr. Kavya Menon' })).toHaveAttribute('href', '/session-calendar?doctor=kavya-menon');
    expect(screen.queryByText('Dr. Ananya Rao')).not.toBeInTheDocument();
    expect(screen.queryByText('₹1200 per session')).not.toBeInTheDocument();
    expect(api.listTherapists).toHaveBeenCalledWith({});
  });

  it('keeps the prerendered directory when the store cannot be reached', async () => {
    const api = fakeApi({ listTherapists: () => errAsync({ kind: 'network', message: 'We could not reach the therapist directory. Please try again.' }) });
    renderExperts(api);
    await waitFor(() => expect(api.listTherapists).toHaveBeenCalled());
    await act(async () => undefined);
    expect(screen.getAllByRole('link', { name: /^Book Appointment with / })).toHaveLength(SAMPLE_DIRECTORY.length);
  });

  it('says so when the store lists nobody', async () => {
    renderExperts(fakeApi({ listTherapists: listing([]) as never }));
    expect(await screen.findByText('No therapists are listed just now. Please check again soon.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /^Book Appointment/ })).not.toBeInTheDocument();
  });
});
