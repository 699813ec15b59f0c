import { describe, expect, it } from 'vitest';
import { chooseLocale, localizedPath, negotiateLocale, parseLocale, splitLocalePath } from '@manobal/core';

describe('the request language', () => {
  it('takes Hindi from a browser that ranks it above English', () => {
    expect(negotiateLocale('hi-IN,hi;q=0.9,en-US;q=0.8,en;q=0.7')).toBe('hi');
    expect(negotiateLocale('en-GB;q=0.5, hi;q=0.8')).toBe('hi');
  });
  it('keeps English for a browser that prefers it and ignores languages we do not speak', () => {
    expect(negotiateLocale('en-IN,en;q=0.9,hi;q=0.8')).toBe('en');
    expect(negotiateLocale('ta-IN,ta;q=0.9')).toBeUndefined();
    expect(negotiateLocale('hi;q=0')).toBeUndefined();
    expect(negotiateLocale('')).toBeUndefined();
  });
  it("puts the site's explicit choice before the browser's preference, and falls back to English", () => {
    expect(chooseLocale('en', 'hi-IN')).toBe('en');
    expect(chooseLocale(undefined, 'hi-IN')).toBe('hi');
    expect(chooseLocale('klingon', 'fr')).toBe('en');
    expect(parseLocale('HI-in')).toBe('hi');
  });
});

describe('one address per language', () => {
  it('puts Hindi pages under /hi and leaves English where it was', () => {
    expect(localizedPath('hi', '/find-your-doctor')).toBe('/hi/find-your-doctor');
    expect(localizedPath('hi', '/')).toBe('/hi');
    expect(localizedPath('en', '/faq')).toBe('/faq');
  });
  it('reads the language back from an address', () => {
    expect(splitLocalePath('/hi/depression-test')).toEqual({ locale: 'hi', path: '/depression-test' });
    expect(splitLocalePath('/hi')).toEqual({ locale: 'hi', path: '/' });
    expect(splitLocalePath('/HI/')).toEqual({ locale: 'hi', path: '/' });
    expect(splitLocalePath('/history')).toEqual({ locale: 'en', path: '/history' });
    expect(splitLocalePath('/faq')).toEqual({ locale: 'en', path: '/faq' });
  });
});
