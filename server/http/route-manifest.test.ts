import { describe, expect, it } from 'vitest';
import { createRouteMatcher, matchesRoutePattern } from './route-manifest';

describe('matchesRoutePattern', () => {
  it('matches static paths case-insensitively, with or without a trailing slash', () => {
    expect(matchesRoutePattern('/welcome', '/welcome')).toBe(true);
    expect(matchesRoutePattern('/Welcome/', '/welcome')).toBe(true);
    expect(matchesRoutePattern('/terms/archive/08.08.2023', '/terms/archive/08.08.2023')).toBe(true);
    expect(matchesRoutePattern('/terms/archive/09.08.2023', '/terms/archive/08.08.2023')).toBe(false);
    expect(matchesRoutePattern('/welcome/more', '/welcome')).toBe(false);
    expect(matchesRoutePattern('/', '/')).toBe(true);
    expect(matchesRoutePattern('/x', '/')).toBe(false);
  });

  it('matches a parameter as one non-empty segment, optional ones and splats', () => {
    expect(matchesRoutePattern('/restore-account/12', '/restore-account/:id')).toBe(true);
    expect(matchesRoutePattern('/restore-account', '/restore-account/:id')).toBe(false);
    expect(matchesRoutePattern('/restore-account/1/2', '/restore-account/:id')).toBe(false);
    expect(matchesRoutePattern('/games', '/games/:id?')).toBe(true);
    expect(matchesRoutePattern('/games/7', '/games/:id?')).toBe(true);
    expect(matchesRoutePattern('/docs/a/b/c', '/docs/*')).toBe(true);
    expect(matchesRoutePattern('/profil/%C3%A4', '/profil/:name')).toBe(true);
  });
});

describe('createRouteMatcher', () => {
  it('knows a path when any pattern matches it', () => {
    const known = createRouteMatcher(['/', '/welcome', '/settings/konto', '/restore-account/:id']);
    expect(known('/settings/konto')).toBe(true);
    expect(known('/restore-account/3')).toBe(true);
    expect(known('/gibt-es-nicht')).toBe(false);
    expect(known('/settings/unbekannt')).toBe(false);
  });
});
