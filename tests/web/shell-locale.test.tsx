import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { LANGUAGE_COOKIE } from '@manobal/core';
import { renderHeadHtml } from '../../web/src/app/document-head';
import { offeredLocale } from '../../web/src/app/language-offer-slot';
import { rememberedLocale } from '../../web/src/app/locale-choice';
import { renderSite } from './shell-harness';

afterEach(() => {
  document.cookie = `${LANGUAGE_COOKIE}=; path=/; max-age=0`;
});

const header = () => screen.getByRole('banner');

describe('the Hindi edition of the shell', () => {
  it('draws a /hi page in Hindi, its links staying under /hi, with the same page in English one link away', async () => {
    renderSite('/hi/faq', { locale: 'hi' });
    await screen.findByRole('heading', { level: 1, name: 'About Us and FAQs' });
    const banner = header();
    expect(within(banner).getByRole('link', { name: 'हमारे बारे में' })).toHaveAttribute('href', '/hi/faq');
    expect(within(banner).getByRole('link', { name: 'Manobal होम' })).toHaveAttribute('href', '/hi');
    expect(within(banner).getByRole('button', { name: 'सेवाएँ' })).toBeInTheDocument();
    const english = within(banner).getAllByRole('link', { name: 'English' })[0]!;
    expect(english).toHaveAttribute('href', '/faq');
    expect(english).toHaveAttribute('lang', 'en');
    expect(english).toHaveAttribute('hreflang', 'en');
    expect(screen.getByRole('link', { name: 'सीधे मुख्य हिस्से पर जाएँ' })).toBeInTheDocument();
    expect(screen.getByText('क्या आपको अभी मदद चाहिए?')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('हमारे बारे में और आम सवाल | Manobal'));
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(/\/hi\/faq$/);
  });

  it('shows the Hindi not-found page for an unknown /hi address, its links in Hindi', async () => {
    renderSite('/hi/no-such-page', { locale: 'hi' });
    expect(await screen.findByRole('heading', { level: 1, name: 'पेज नहीं मिला' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'होम' })).toHaveAttribute('href', '/hi');
    expect(screen.getByRole('link', { name: 'अपना थेरेपिस्ट ढूँढें' })).toHaveAttribute('href', '/hi/find-your-doctor');
    await waitFor(() => expect(document.title).toBe('पेज नहीं मिला | Manobal'));
  });

  it('offers हिन्दी on an English page, named in Hindi, and remembers the choice when followed', async () => {
    const user = userEvent.setup();
    renderSite('/faq?from=menu');
    await screen.findByRole('heading', { level: 1, name: 'About Us and FAQs' });
    const hindi = within(header()).getAllByRole('link', { name: 'हिन्दी' })[0]!;
    expect(hindi).toHaveAttribute('href', '/hi/faq?from=menu');
    expect(hindi).toHaveAttribute('lang', 'hi');
    // jsdom does not follow the link; the click is what keeps the choice.
    hindi.addEventListener('click', (event) => event.preventDefault());
    await user.click(hindi);
    expect(rememberedLocale()).toBe('hi');
    expect(document.cookie).toContain('manobal_lang=hi');
  });
});

describe('the one-line language offer', () => {
  it('offers Hindi on an English page to a browser that prefers Hindi, and nothing to one that prefers English', () => {
    expect(offeredLocale('en', undefined, ['hi-IN', 'en'])).toBe('hi');
    expect(offeredLocale('en', undefined, ['en-IN', 'hi'])).toBeUndefined();
    expect(offeredLocale('en', undefined, ['ta-IN'])).toBeUndefined();
  });

  it('follows the visitor’s own choice over the browser, and offers nothing once they chose this page’s language', () => {
    expect(offeredLocale('en', 'en', ['hi-IN'])).toBeUndefined();
    expect(offeredLocale('en', 'hi', ['en-IN'])).toBe('hi');
    expect(offeredLocale('hi', 'en', ['hi'])).toBe('en');
    // A Hindi page is not second-guessed for a phone set to English.
    expect(offeredLocale('hi', undefined, ['en-IN'])).toBeUndefined();
  });
});

describe("a page's head", () => {
  it('names its canonical address in its own language and both twins with x-default, reciprocally', () => {
    const hindi = renderHeadHtml({ title: 't', description: 'd', path: '/faq', locale: 'hi' }, 'https://manobal.example');
    const english = renderHeadHtml({ title: 't', description: 'd', path: '/faq', locale: 'en' }, 'https://manobal.example');
    expect(hindi).toContain('<link rel="canonical" href="https://manobal.example/hi/faq" />');
    expect(english).toContain('<link rel="canonical" href="https://manobal.example/faq" />');
    expect(hindi).toContain('<meta property="og:locale" content="hi_IN" />');
    for (const head of [hindi, english]) {
      expect(head).toContain('<link rel="alternate" hreflang="en" href="https://manobal.example/faq" />');
      expect(head).toContain('<link rel="alternate" hreflang="hi" href="https://manobal.example/hi/faq" />');
      expect(head).toContain('<link rel="alternate" hreflang="x-default" href="https://manobal.example/faq" />');
    }
    const home = renderHeadHtml({ title: 't', description: 'd', path: '/', locale: 'hi' }, 'https://manobal.example');
    expect(home).toContain('<link rel="canonical" href="https://manobal.example/hi" />');
  });

  it('names no canonical or twins for the not-found page', () => {
    const head = renderHeadHtml({ title: 't', description: 'd', path: null, locale: 'hi' }, 'https://manobal.example');
    expect(head).not.toContain('canonical');
    expect(head).not.toContain('hreflang');
    expect(head).toContain('noindex');
  });
});
