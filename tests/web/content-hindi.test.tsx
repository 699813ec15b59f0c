import type { ComponentType } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Locale, Localized } from '@manobal/core';
import { ApiProvider } from '../../web/src/app/api-context';
import { LocaleProvider } from '../../web/src/app/locale-context';
import { siteRoutes } from '../../web/src/app/route-table';
import { PAGE_CONTENTS } from '../../web/src/content/page-content-routes';
import { localizedContent, type LocalizedContent } from '../../web/src/content/localized-content';
import { TYPE_CARD_LABELS } from '../../web/src/content/conditions/condition-labels';
import { OUR_EXPERTS_WORDS } from '../../web/src/content/pages/our-experts.content';
import { TEAM_PAGE_WORDS } from '../../web/src/content/pages/team.content';
import { ALL_RESOURCES_PAGES } from '../../web/src/content/pages/all-resources.content';
import { MUSIC_PAGES } from '../../web/src/content/pages/music.content';
import { NEWS_PAGES } from '../../web/src/content/pages/news.content';
import { VIDEOS_PAGES } from '../../web/src/content/pages/videos.content';
import { BLOG_LIST_WORDS } from '../../web/src/content/blog-posts.content';
import { CAREERS_COPIES } from '../../web/src/features/careers/careers.copy';
import { CONTACT_WORDS } from '../../web/src/features/contact/contact.content';
import { HOME_CONTENT } from '../../web/src/features/home/home-content-routes';
import { REFER_WORDS } from '../../web/src/features/refer/refer.content';
import { VOLUNTEER_COPIES } from '../../web/src/features/volunteer/volunteer.copy';
import { renderPage } from './content-harness';
import { fakeApi } from './flows-harness';

/** The lazy contents, by the path of the page that shows them. */
const LAZY_CONTENTS: Readonly<Record<string, LocalizedContent<unknown>>> = { ...PAGE_CONTENTS, '/': HOME_CONTENT };

/** The small word sets that ship both languages with their page, by the page that shows them. */
const STATIC_WORDS: Readonly<Record<string, Localized<unknown>>> = {
  '/contact-us': CONTACT_WORDS,
  '/team': TEAM_PAGE_WORDS,
  '/ourexperts': OUR_EXPERTS_WORDS,
  '/careers': CAREERS_COPIES,
  '/volunteer': VOLUNTEER_COPIES,
  '/news': NEWS_PAGES,
  '/music': MUSIC_PAGES,
  '/all-resources': ALL_RESOURCES_PAGES,
  '/videos': VIDEOS_PAGES,
  '/blogs': BLOG_LIST_WORDS,
  '/ (refer block)': REFER_WORDS,
  '/adhd (type cards)': TYPE_CARD_LABELS,
};

const bothLanguages = async (path: string): Promise<Localized<unknown>> => {
  const lazy = LAZY_CONTENTS[path];
  if (lazy) return { en: await lazy.load('en'), hi: await lazy.load('hi') };
  return STATIC_WORDS[path]!;
};

const ALL_PATHS = [...Object.keys(LAZY_CONTENTS), ...Object.keys(STATIC_WORDS)];

/** Values that name a place in the site or a fixed fact, the same in every language. */
const SAME_IN_EVERY_LANGUAGE = new Set(['id', 'to', 'path', 'src', 'href', 'width', 'height', 'display']);

type Leaf = { readonly path: string; readonly en: unknown; readonly hi: unknown };

/** Walks two contents side by side, failing where their shapes part; returns the pairs of leaves. */
const pairLeaves = (en: unknown, hi: unknown, path: string, leaves: Leaf[] = []): Leaf[] => {
  const kind = (value: unknown) => (value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value);
  expect(kind(hi), path).toBe(kind(en));
  if (Array.isArray(en)) {
    expect((hi as unknown[]).length, `${path}: length`).toBe(en.length);
    en.forEach((item, index) => pairLeaves(item, (hi as unknown[])[index], `${path}[${index}]`, leaves));
  } else if (kind(en) === 'object') {
    const enObject = en as Record<string, unknown>;
    const hiObject = hi as Record<string, unknown>;
    expect(Object.keys(hiObject).sort(), `${path}: keys`).toEqual(Object.keys(enObject).sort());
    for (const key of Object.keys(enObject)) {
      if (SAME_IN_EVERY_LANGUAGE.has(key)) expect(hiObject[key], `${path}.${key}`).toEqual(enObject[key]);
      else pairLeaves(enObject[key], hiObject[key], `${path}.${key}`, leaves);
    }
  } else {
    leaves.push({ path, en, hi });
  }
  return leaves;
};

/** Two English words in a row: text a Hindi reader would see as English (names and acronyms are single words). */
const ENGLISH_WORDS = /[A-Za-z]{2,}[,']?\s+[A-Za-z]{2,}/;
const DEVANAGARI = /[\u0900-\u097F]/;

/** Names that stay as written in every language. */
const NAMES = ['Tele-MANAS', 'OpenStreetMap', 'Manobal'];

const leafText = (leaf: unknown): string[] => {
  if (typeof leaf === 'string') return [leaf];
  // Parameterised entries are rendered with sample values, as a page would.
  if (typeof leaf === 'function') return [String((leaf as (...args: unknown[]) => unknown)('Asha', 'Aadhaar'))];
  return [];
};

/** The English twin's sentences a Hindi page must not show (four words or more, names set aside). */
const englishSentences = (english: unknown): string[] => {
  const strings: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === 'string') strings.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value !== null && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(english);
  return strings
    .flatMap((text) => text.split(/(?<=[.!?:])\s+/))
    .map((sentence) => sentence.replace(/\{(product|email|phone)\}/g, '').trim())
    .filter((sentence) => (sentence.match(/[A-Za-z]{2,}/g) ?? []).length >= 4);
};

describe('every content module has a Hindi twin of the same structure', () => {
  it.each(ALL_PATHS)('%s', async (path) => {
    const { en, hi } = await bothLanguages(path);
    const leaves = pairLeaves(en, hi, path);
    expect(leaves.length).toBeGreaterThan(0);
    for (const leaf of leaves) {
      for (const [english, hindi] of [[leafText(leaf.en), leafText(leaf.hi)]] as const) {
        english.forEach((text, index) => {
          const withoutNames = NAMES.reduce((rest, name) => rest.replaceAll(name, ''), text);
          // Where English words would show, the Hindi is Hindi, not a copy of the English.
          if (ENGLISH_WORDS.test(withoutNames)) {
            expect(hindi[index], leaf.path).not.toBe(text);
            expect(hindi[index], leaf.path).toMatch(DEVANAGARI);
          }
        });
      }
    }
  });

  it('keeps every FAQ entry, in the same order, on every page that has them', async () => {
    for (const path of Object.keys(PAGE_CONTENTS)) {
      const { en, hi } = await bothLanguages(path);
      const ids = (content: unknown): string[] => {
        const found: string[] = [];
        const walk = (value: unknown): void => {
          if (Array.isArray(value)) value.forEach(walk);
          else if (value !== null && typeof value === 'object') {
            const record = value as Record<string, unknown>;
            if (typeof record['id'] === 'string' && 'question' in record) found.push(record['id']);
            Object.values(record).forEach(walk);
          }
        };
        walk(content);
        return found;
      };
      expect(ids(hi), path).toEqual(ids(en));
    }
  });
});

/** Content pages with their own words, and the English words each must not show in Hindi. */
const HINDI_PAGES: readonly { readonly path: string; readonly english: () => Promise<unknown> }[] = [
  ...Object.keys(LAZY_CONTENTS).map((path) => ({ path, english: () => LAZY_CONTENTS[path]!.load('en') })),
  ...(['/contact-us', '/team', '/ourexperts', '/careers', '/volunteer', '/news', '/music', '/all-resources', '/videos', '/blogs'] as const).map((path) => ({
    path,
    english: () => Promise.resolve(STATIC_WORDS[path]!.en),
  })),
];

const inLocale = (Component: ComponentType, locale: Locale): ComponentType => {
  const Localised = () => (
    <LocaleProvider locale={locale}>
      <Component />
    </LocaleProvider>
  );
  return Localised;
};

describe('the Hindi content pages', () => {
  it.each(HINDI_PAGES.map((page) => [page.path, page] as const))('%s shows a Hindi heading and none of its English sentences', async (path, page) => {
    const route = siteRoutes.find((candidate) => candidate.path === path)!;
    const { Component } = await route.load('hi');
    const { container } = renderPage(inLocale(Component, 'hi'), path);
    const heading = await screen.findByRole('heading', { level: 1 });
    expect(heading.textContent).toMatch(DEVANAGARI);
    const text = container.textContent ?? '';
    const english = englishSentences(await page.english());
    expect(english.length).toBeGreaterThan(0);
    for (const sentence of english) expect(text, sentence).not.toContain(sentence);
  });

  it('the English page still shows its English words', async () => {
    const route = siteRoutes.find((candidate) => candidate.path === '/faq')!;
    const { Component } = await route.load('en');
    renderPage(inLocale(Component, 'en'), '/faq');
    expect(await screen.findByRole('heading', { level: 1, name: 'About Us and FAQs' })).toBeInTheDocument();
  });

  it('says in Hindi that an article is in English for now, and marks the English text as English', async () => {
    const route = siteRoutes.find((candidate) => candidate.path === '/ptsd')!;
    const { Component } = await route.load('hi');
    const { container } = renderPage(inLocale(Component, 'hi'), '/ptsd');
    expect(await screen.findByText('यह लेख अभी सिर्फ़ अंग्रेज़ी में है। इसका हिन्दी रूप जल्द आएगा।')).toBeInTheDocument();
    expect(container.querySelector('article')).toHaveAttribute('lang', 'en');
  });

});

describe('a localized content', () => {
  it('downloads only the language asked for, once, and gives it back synchronously after', async () => {
    const asked: Locale[] = [];
    const content = localizedContent({
      en: () => (asked.push('en'), Promise.resolve({ title: 'Privacy Policy' })),
      hi: () => (asked.push('hi'), Promise.resolve({ title: 'प्राइवेसी पॉलिसी' })),
    });
    expect(content.loaded('en')).toBeUndefined();
    await content.load('en');
    await content.load('en');
    expect(asked).toEqual(['en']);
    expect(content.loaded('en')).toEqual({ title: 'Privacy Policy' });
    expect(content.loaded('hi')).toBeUndefined();
  });

  it('fetches a language again after a failed load', async () => {
    let attempts = 0;
    const content = localizedContent({
      en: () => (attempts++ === 0 ? Promise.reject(new Error('offline')) : Promise.resolve('words')),
      hi: () => Promise.resolve('शब्द'),
    });
    await expect(content.load('en')).rejects.toThrow('offline');
    await expect(content.load('en')).resolves.toBe('words');
  });
});

describe('a Hindi page hydrates the prerendered Hindi markup', () => {
  it.each(['/', '/faq', '/depression', '/privacy-policy'])('%s: the same words before and after, and no mismatch', async (path) => {
    const route = siteRoutes.find((candidate) => candidate.path === path)!;
    const { Component } = await route.load('hi');
    const page = () => (
      <ApiProvider api={fakeApi()}>
        <RouterProvider router={createMemoryRouter([{ path, element: <LocaleProvider locale="hi"><Component /></LocaleProvider> }], { initialEntries: [path] })} />
      </ApiProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(page());
    const prerendered = container.textContent;
    expect(prerendered).toMatch(DEVANAGARI);
    document.body.append(container);
    const mismatches: unknown[] = [];
    let root: Root | undefined;
    await act(async () => {
      root = hydrateRoot(container, page(), { onRecoverableError: (error) => mismatches.push(error) });
    });
    expect(mismatches).toEqual([]);
    expect(container.textContent).toBe(prerendered);
    act(() => root!.unmount());
    container.remove();
  });
});
