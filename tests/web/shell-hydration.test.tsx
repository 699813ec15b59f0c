import type { ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { CALL_MESSAGES } from '@manobal/core';
import { ApiProvider } from '../../web/src/app/api-context';
import { CheckboxField } from '../../web/src/components/field';
import { ContactForm } from '../../web/src/features/contact/contact-form';
import { fakeApi } from './flows-harness';

/*
 * On a slow phone the prerendered page is on screen, and usable, seconds before its script arrives. These
 * tests prerender a page with renderToString, act on the bare HTML as such a visitor would, then hydrate.
 */

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
});

const prerender = (element: ReactElement): HTMLElement => {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  return container;
};

const hydrate = async (container: HTMLElement, element: ReactElement) => {
  await act(async () => {
    root = hydrateRoot(container, element);
  });
};

const contactForm = (api: ReturnType<typeof fakeApi>) => (
  <ApiProvider api={api}>
    <ContactForm />
  </ApiProvider>
);

/** What typing does to a control before React listens: the screen changes, nothing else. */
const typeBeforeScript = (container: HTMLElement, name: string, text: string) => {
  const control = container.querySelector<HTMLInputElement | HTMLTextAreaElement>(`[name="${name}"]`);
  if (!control) throw new Error(`no control named ${name}`);
  control.value = text;
};

describe('a prerendered form before and after its script arrives', () => {
  it('cannot be sent until the page is ready, so it is never submitted natively', async () => {
    const api = fakeApi();
    const page = contactForm(api);
    const container = prerender(page);
    expect(container.querySelector('button[type="submit"]')).toBeDisabled();

    await hydrate(container, page);
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
  });

  it('keeps and sends what the visitor typed before the page was ready', async () => {
    const api = fakeApi();
    const page = contactForm(api);
    const container = prerender(page);
    typeBeforeScript(container, 'name', 'Meena Iyer');
    typeBeforeScript(container, 'email', 'meena.iyer@example.in');
    typeBeforeScript(container, 'message', 'Are sessions available in Tamil?');

    await hydrate(container, page);
    expect(screen.getByLabelText(/^Name/)).toHaveValue('Meena Iyer');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));

    await waitFor(() => expect(api.contactUs).toHaveBeenCalledTimes(1));
    expect(api.contactUs).toHaveBeenCalledWith({ name: 'Meena Iyer', email: 'meena.iyer@example.in', message: 'Are sessions available in Tamil?' });
    expect(await screen.findByText(CALL_MESSAGES.contactUs.success)).toBeVisible();
  });

  it('keeps a box the visitor ticked before the page was ready', async () => {
    const seen: boolean[] = [];
    const Consent = () => (
      <CheckboxField label="I agree" name="consent" checked={false} onChange={(checked) => seen.push(checked)} />
    );
    const container = prerender(<Consent />);
    container.querySelector<HTMLInputElement>('[name="consent"]')!.checked = true;

    await hydrate(container, <Consent />);
    expect(seen).toEqual([true]);
  });

  it('changes nothing on a form React draws itself', async () => {
    const seen: boolean[] = [];
    const container = document.createElement('div');
    document.body.append(container);
    const { createRoot } = await import('react-dom/client');
    await act(async () => {
      root = createRoot(container);
      root.render(<CheckboxField label="I agree" name="consent" checked={false} onChange={(checked) => seen.push(checked)} />);
    });
    expect(screen.getByRole('checkbox', { name: 'I agree' })).not.toBeChecked();
    expect(seen).toEqual([]);
  });
});
