import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { StubIntersectionObserver } from './intersection-observer.stub';
import { loadFormWords } from '../../web/src/app/form-words';

// Lazy pages and role queries over a full header are slow in jsdom when many test files run at once.
configure({ asyncUtilTimeout: 4000 });

afterEach(() => {
  cleanup();
});

// A page reads its form words at once when its route has loaded them; tests render pages without their routes.
await Promise.all([loadFormWords('en'), loadFormWords('hi')]);

// Only what jsdom lacks is stubbed; everything else is jsdom's own.
if (typeof window.matchMedia !== 'function') {
  window.matchMedia = (query: string): MediaQueryList => ({
    matches: false,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  });
}

if (typeof window.IntersectionObserver !== 'function') {
  window.IntersectionObserver = StubIntersectionObserver;
  globalThis.IntersectionObserver = StubIntersectionObserver;
}

// jsdom implements scrollTo only as a "not implemented" error message; the layout scrolls on every route change.
window.scrollTo = () => undefined;
