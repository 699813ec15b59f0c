import type { ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { act, screen, waitFor, within } from '@testing-library/react';
import { errAsync, okAsync, ResultAsync } from 'neverthrow';
import { afterEach, describe, expect, it } from 'vitest';
import { BOOKING_CATALOGS, SAMPLE_DIRECTORY, type PublicTherapist } from '@manobal/core';
import { ApiProvider } from '../../web/src/app/api-context';
import { OurExpertsPage } from '../../web/src/features/pages/our-experts-page';
import { fakeApi, renderFlow } from './flows-harness';

const SAMPLE_MARK = BOOKING_CATALOGS.en.therapist.sampleMark;

const listing = (items: readonly PublicTherapist[]) => () => okAsync({ msg: 'ok', data: { items: items.map((t) => ({ ...t, languages: [...t.languages], specialisations: [...t.specialisations], styles: [...t.styles], modes: [...t.modes] })) } });

/** A therapist the store lists: the first sample one with what the test is about changed. */
const aListedTherapist = (overrides: Partial<PublicTherapist> = {}): PublicTherapist => ({ ...SAMPLE_DIRECTORY[0]!, ...overrides });

/** The page as the browser renders it itself: the app shell, or a link followed inside the site. */
const renderExperts = (api = fakeApi()) => renderFlow('/Ourexperts', <OurExpertsPage />, { api });

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
});

/** The page as a server that seeded the samples sends it: prerendered, then hydrated by its script. */
const hydrateExperts = async (api = fakeApi()) => {
  const page = (): ReactElement => (
    <ApiProvider api={api}>
      <RouterProvider router={createMemoryRouter([{ path: '/Ourexperts', element: <OurExpertsPage /> }], { initialEntries: ['/Ourexperts'] })} />
    </ApiProvider>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(page());
  document.body.append(container);
  await act(async () => {
    root = hydrateRoot(container, page());
  });
  return api;
};

const cardOf = (name: string): HTMLElement => screen.getByRole('heading', { level: 2, name }).closest('article')!;
const never = () => new ResultAsync<never, never>(new Promise<never>(() => undefined));

describe('Our Experts', () => {
  it('shows the prerendered directory while the store has not answered: labels, fee, crisis training, and a shareable booking link each', async () => {
    await hydrateExperts(fakeApi({ listTherapists: never }));
    expect(screen.getByRole('heading', { level: 1, name: 'Meet Our Expert Doctors' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^Book Appointment with / })).toHaveLength(SAMPLE_DIRECTORY.length);

    const ananya = within(cardOf('Dr. Ananya Rao'));
    expect(ananya.getByText('Clinical Psychologist')).toBeInTheDocument();
    expect(ananya.getByText('Low mood and depression')).toBeInTheDocument();
    expect(ananya.getByText('English, Kannada, Hindi')).toBeInTheDocument();
    expect(ananya.getByText('12 years')).toBeInTheDocument();
    expect(ananya.getByText('₹1,200 per session')).toBeInTheDocument();
    expect(ananya.getByText('Trained in crisis support')).toBeInTheDocument();
    // Each is marked as a sample, has no registration number, and none is made up for them.
    expect(screen.getAllByText(SAMPLE_MARK)).toHaveLength(SAMPLE_DIRECTORY.length);
    expect(screen.queryByText(/Registration no\./)).not.toBeInTheDocument();
    // Where an in-person session takes place is said before booking; a video-only therapist has no address.
    expect(ananya.getByText('In person at Manobal Centre, 80 Feet Road, Indiranagar, Bengaluru 560038')).toBeInTheDocument();
    expect(within(cardOf('Dr. Vikram Mehta')).queryByText(/^In person at/)).not.toBeInTheDocument();
    expect(ananya.getByRole('link', { name: 'Book Appointment with Dr. Ananya Rao' })).toHaveAttribute('href', '/session-calendar?doctor=ananya-rao');
  });

  it('never shows the sample therapists on a page the browser renders itself: it loads the live directory', async () => {
    renderExperts(fakeApi({ listTherapists: listing([aListedTherapist({ id: 'kavya-menon', name: 'Dr. Kavya Menon' })]) as never }));
    expect(screen.getByRole('status')).toHaveTextContent('Loading our therapists…');
    expect(screen.queryByText('Dr. Ananya Rao')).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 2, name: 'Dr. Kavya Menon' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: /^Book Appointment with / })).toHaveLength(1);
  });

  it('says the directory could not be read, with Try again, instead of showing the samples', async () => {
    const unreachable = 'We could not reach the therapist directory. Please try again.';
    let calls = 0;
    const api = fakeApi({ listTherapists: () => (++calls === 1 ? errAsync({ kind: 'network' as const, message: unreachable }) : listing([aListedTherapist()])()) as never });
    renderExperts(api);
    expect(await screen.findByRole('alert')).toHaveTextContent(unreachable);
    expect(screen.queryByRole('link', { name: /^Book Appointment/ })).not.toBeInTheDocument();
    act(() => screen.getByRole('button', { name: 'Try again' }).click());
    expect(await screen.findByRole('link', { name: 'Book Appointment with Dr. Ananya Rao' })).toBeInTheDocument();
  });

  it("replaces it with the store's directory on load: its fee, registration, address and photo, and no sample mark", async () => {
    const api = fakeApi({
      listTherapists: listing([
        aListedTherapist({
          id: 'kavya-menon',
          name: 'Dr. Kavya Menon',
          title: 'Counselling Psychologist',
          fee_inr: 1500,
          registration: { body: 'rci', number: 'A12345' },
          sample: false,
          photo_url: '/api/v1/therapists/kavya-menon/photo',
          crisis_trained: false,
          languages: ['marathi'],
          modes: ['video', 'in-person'],
          city: 'Pune',
          centre_address: '12 FC Road, Shivajinagar',
        }),
      ]) as never,
    });
    renderExperts(api);

    await screen.findByRole('heading', { level: 2, name: 'Dr. Kavya Menon' });
    const kavya = within(cardOf('Dr. Kavya Menon'));
    expect(kavya.getByText('₹1,500 per session')).toBeInTheDocument();
    expect(kavya.getByText('Registration no. A12345, Rehabilitation Council of India (RCI)')).toBeInTheDocument();
    expect(kavya.getByText('In person at 12 FC Road, Shivajinagar, Pune')).toBeInTheDocument();
    expect(screen.queryByText(SAMPLE_MARK)).not.toBeInTheDocument();
    expect(kavya.getByText('Marathi')).toBeInTheDocument();
    expect(kavya.queryByText('Trained in crisis support')).not.toBeInTheDocument();
    expect(cardOf('Dr. Kavya Menon').querySelector('img')).toHaveAttribute('src', '/api/v1/therapists/kavya-menon/photo');
    expect(kavya.getByRole('link', { name: 'Book Appointment with Dr. Kavya Menon' })).toHaveAttribute('href', '/session-calendar?doctor=kavya-menon');
    expect(screen.queryByText('Dr. Ananya Rao')).not.toBeInTheDocument();
    expect(screen.queryByText('₹1,200 per session')).not.toBeInTheDocument();
    expect(api.listTherapists).toHaveBeenCalledWith({});
  });

  it('keeps the prerendered directory when the store cannot be reached (the server that sent it seeded them)', async () => {
    const api = await hydrateExperts(fakeApi({ listTherapists: () => errAsync({ kind: 'network', message: 'We could not reach the therapist directory. Please try again.' }) }));
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
