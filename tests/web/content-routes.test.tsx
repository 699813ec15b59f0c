import { describe, expect, it } from 'vitest';
import { describeRoute } from '../../web/src/app/route-heads';
import { ROUTE_HEADS_EN } from '../../web/src/app/route-heads.en';
import { contentRoutes } from '../../web/src/features/content-routes';
import { renderPage } from './content-harness';

const CONTENT_PATHS = [
  '/blogs', '/ourexperts', '/adhd', '/depression', '/addiction', '/anxiety', '/ocd', '/social-anxiety', '/women-problems',
  '/team', '/faq', '/grief-and-loss', '/ptsd', '/gad', '/bipolar-disorder', '/anxiety-disorders', '/depression-worsening',
  '/medication-for-ocd', '/sleep-in-recovery', '/counseling-vs-psychotherapy', '/tobacco-addiction', '/all-resources',
  '/videos', '/music', '/news', '/privacy-policy', '/terms-and-conditions', '/chatbot', '/for-corporates', '/for-students',
];

describe('content routes', () => {
  it('registers every content page of the spec exactly once, at a lower-case path', () => {
    const paths = contentRoutes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual([...CONTENT_PATHS].sort());
    for (const path of paths) expect(path).toMatch(/^\/[a-z0-9-]+$/);
  });

  it('gives every page its own title naming the product, and a description of at most 160 characters', () => {
    const titles = contentRoutes.map((route) => ROUTE_HEADS_EN.titles[route.path]);
    expect(new Set(titles).size).toBe(titles.length);
    for (const route of contentRoutes) {
      expect(ROUTE_HEADS_EN.titles[route.path]).toMatch(/^\S.* \| Manobal$/);
      const description = describeRoute(ROUTE_HEADS_EN, route.path);
      expect(description, route.path).not.toBe(ROUTE_HEADS_EN.site);
      expect(description.length).toBeGreaterThan(40);
      expect(description.length).toBeLessThanOrEqual(160);
    }
  });

  describe.each(contentRoutes.map((route) => [route.path, route] as const))('%s', (path, route) => {
    it('renders one h1, and headings that never skip a level', async () => {
      const { Component } = await route.load('en');
      const { container, findByRole } = renderPage(Component, path);
      await findByRole('heading', { level: 1 });
      const levels = [...container.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => Number(h.tagName[1]));
      expect(levels.filter((level) => level === 1)).toHaveLength(1);
      expect(levels[0]).toBe(1);
      levels.forEach((level, index) => {
        if (index > 0) expect(level).toBeLessThanOrEqual(levels[index - 1]! + 1);
      });
    });

    it('gives every image its size and every decorative image an empty alt', async () => {
      const { Component } = await route.load('en');
      const { container, findByRole } = renderPage(Component, path);
      await findByRole('heading', { level: 1 });
      for (const img of container.querySelectorAll('img')) {
        expect(img).toHaveAttribute('width');
        expect(img).toHaveAttribute('height');
        expect(img).toHaveAttribute('alt');
        expect(img.getAttribute('src')).toMatch(/^\/illustrations\/[a-z-]+\.svg$/);
      }
    });
  });
});
