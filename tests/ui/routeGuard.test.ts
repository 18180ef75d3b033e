import { describe, expect, it } from 'vitest';
import { homePathFor, matchesRoutePattern, routeRedirect } from '../../src/custom/layout/routeGuard.ts';

const internal = { userType: 'INTERNAL' as const, companyId: null };
const merchant = { userType: 'MERCHANT' as const, companyId: 7 };
const merchantHome = '/companies/7?sidebarActiveTab=stores';

describe('routeRedirect', () => {
  it.each([
    ['/', null],
    ['/items', null],
    ['/reports', null],
    ['/companies', null],
    ['/companies/12', null],
    ['/employees', null],
    ['/employees/5', null],
    ['/stores/31', null],
    ['/stores/31/', null],
    ['/match-items/31', null],
    ['/insights', '/'],
    ['/auth/login', '/'],
    ['/stores', '/'],
    ['/companies/12/show', '/'],
    ['/unknown', '/'],
  ])('internal on %s -> %s', (path, target) => {
    expect(routeRedirect(path, internal)).toBe(target);
  });

  it.each([
    ['/employees', null],
    ['/employees/41', null],
    ['/companies/7', null],
    ['/insights', null],
    ['/stores/31', null],
    ['/stores/31/', null],
    ['/match-items/31', null],
    ['/', merchantHome],
    ['/items', merchantHome],
    ['/reports', merchantHome],
    ['/companies', merchantHome],
    ['/auth/login', merchantHome],
    ['/whatever/else', merchantHome],
  ])('merchant on %s -> %s', (path, target) => {
    expect(routeRedirect(path, merchant)).toBe(target);
  });

  it.each([
    ['/', '/auth/login'],
    ['/companies/7', '/auth/login'],
    ['/auth/login', null],
  ])('signed out on %s -> %s', (path, target) => {
    expect(routeRedirect(path, null)).toBe(target);
  });
});

describe('homePathFor and matchesRoutePattern', () => {
  it('sends each user type home', () => {
    expect(homePathFor(internal)).toBe('/');
    expect(homePathFor(merchant)).toBe(merchantHome);
  });

  it('matches one segment per parameter', () => {
    expect(matchesRoutePattern('/stores/:id', '/stores/31')).toBe(true);
    expect(matchesRoutePattern('/stores/:id', '/stores')).toBe(false);
    expect(matchesRoutePattern('/stores/:id', '/stores/31/menus')).toBe(false);
    expect(matchesRoutePattern('/', '/')).toBe(true);
  });
});
