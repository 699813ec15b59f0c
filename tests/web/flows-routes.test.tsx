import { describe, expect, it } from 'vitest';
import { ASSESSMENT_TITLE_CATALOGS, ASSESSMENTS } from '@manobal/core';
import { routeDescription, SITE_DESCRIPTION } from '../../web/src/app/route-descriptions';
import { flowRoutes } from '../../web/src/features/flow-routes';

describe('flow routes', () => {
  it('serves each quiz at the path core gives its assessment, under its title', () => {
    for (const assessment of ASSESSMENTS) {
      expect(flowRoutes.find((route) => route.path === assessment.path)?.title).toBe(`${ASSESSMENT_TITLE_CATALOGS.en[assessment.id].title} | Manobal`);
    }
  });

  it('lists every flow page once, lower-case, with a title and a description of at most 160 characters', () => {
    const paths = flowRoutes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual(expect.arrayContaining(['/assessments', '/find-your-doctor', '/book-free-session', '/session-calendar', '/careers', '/volunteer', '/signup', '/login']));
    for (const route of flowRoutes) {
      expect(route.path).toBe(route.path.toLowerCase());
      expect(route.title).toMatch(/ \| Manobal$/);
      expect(routeDescription(route.path), route.path).not.toBe(SITE_DESCRIPTION);
      expect(routeDescription(route.path).length).toBeLessThanOrEqual(160);
    }
  });

  it('loads a page component for every flow route', async () => {
    for (const route of flowRoutes) {
      const { Component } = await route.load('en');
      expect(typeof Component, route.path).toBe('function');
    }
  });
});
