import { describe, expect, it } from 'vitest';
import { ASSESSMENT_TITLE_CATALOGS, ASSESSMENTS } from '@manobal/core';
import { describeRoute } from '../../web/src/app/route-heads';
import { ROUTE_HEADS_EN } from '../../web/src/app/route-heads.en';
import { flowRoutes } from '../../web/src/features/flow-routes';

const routeDescription = (path: string) => describeRoute(ROUTE_HEADS_EN, path);

describe('flow routes', () => {
  it('serves each quiz at the path core gives its assessment, under its title', () => {
    for (const assessment of ASSESSMENTS) {
      expect(flowRoutes.some((route) => route.path === assessment.path)).toBe(true);
      expect(ROUTE_HEADS_EN.titles[assessment.path]).toBe(`${ASSESSMENT_TITLE_CATALOGS.en[assessment.id].title} | Manobal`);
    }
  });

  it('lists every flow page once, lower-case, with a title and a description of at most 160 characters', () => {
    const paths = flowRoutes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect(paths).toEqual(expect.arrayContaining(['/assessments', '/find-your-doctor', '/book-free-session', '/session-calendar', '/careers', '/volunteer', '/signup', '/login']));
    for (const route of flowRoutes) {
      expect(route.path).toBe(route.path.toLowerCase());
      expect(ROUTE_HEADS_EN.titles[route.path]).toMatch(/ \| Manobal$/);
      expect(routeDescription(route.path), route.path).not.toBe(ROUTE_HEADS_EN.site);
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
