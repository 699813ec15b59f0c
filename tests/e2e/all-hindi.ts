import { expect, type Page } from '@playwright/test';
import { SAMPLE_THERAPISTS } from '@manobal/core';

/**
 * Words that may stay in Latin letters on a Hindi page: people's and organisations' names, the product's name,
 * references, addresses and the few abbreviations the glossary keeps (IST, AM/PM, OTP).
 */
const ALWAYS_ALLOWED: readonly RegExp[] = [
  /\bManobal\b/g,
  /\bTele-MANAS\b/g,
  /\bMNB-[0-9A-Z]{6}\b/g,
  /[\w.+-]+@[\w-]+(\.[\w-]+)+/g,
  /\bhttps?:\/\/\S+/g,
  /\b(IST|AM|PM|am|pm|OTP|PDF|SMS|WhatsApp|UTC|PHQ-9|GAD-7|RCI|DPDP|KIRAN|AASRA|iCall|Vandrevala|Foundation|English)\b/g,
];

/**
 * The Latin-letter words a visitor sees on the page, other than names: empty on a page that is all Hindi.
 * Text inside an element marked lang="en" (an article that is not translated yet) is left out, as is text the
 * visitor cannot see (hidden, or only for screen readers in a hidden region).
 */
export const latinWordsOnScreen = async (page: Page, allowed: readonly (string | RegExp)[] = [], root = 'body'): Promise<string[]> => {
  const visible = await page.evaluate((rootSelector) => {
    const out: string[] = [];
    const walker = document.createTreeWalker(document.querySelector(rootSelector) ?? document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script, style, noscript, template, [lang|="en"]')) continue;
      const box = parent.getBoundingClientRect();
      const style = getComputedStyle(parent);
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden' || style.display === 'none') continue;
      out.push(node.textContent ?? '');
    }
    return out.join('\n');
  }, root);
  const names = SAMPLE_THERAPISTS.flatMap(({ therapist }) => [therapist.name, ...therapist.name.split(/\s+/)]);
  let rest = visible;
  for (const name of names) rest = rest.split(name).join(' ');
  for (const pattern of [...ALWAYS_ALLOWED, ...allowed]) rest = typeof pattern === 'string' ? rest.split(pattern).join(' ') : rest.replace(pattern, ' ');
  return [...new Set(rest.match(/[A-Za-z]{2,}(?:['’-][A-Za-z]+)*/g) ?? [])];
};

/** Fails with the English words left on a Hindi page. */
export const expectAllHindi = async (page: Page, screen: string, allowed: readonly (string | RegExp)[] = [], root = 'body') => {
  expect(await latinWordsOnScreen(page, allowed, root), `English words on the Hindi ${screen}`).toEqual([]);
  expect(await page.locator('html').getAttribute('lang'), `lang of the Hindi ${screen}`).toBe('hi');
};
