import { describe, expect, it } from 'vitest';
import type { RouteObject } from 'react-router';
import { routePatterns } from './route-manifest';

describe('routePatterns', () => {
  it('lists the paths that render a page, through pathless layouts, leaving out the catch-all', () => {
    const routes: RouteObject[] = [
      {
        id: 'root',
        children: [
          { path: 'welcome' },
          {
            children: [
              {
                children: [
                  { index: true },
                  { path: 'restore-account/:id' },
                  { path: 'terms/archive/08.08.2023' },
                  { path: '*' },
                ],
              },
            ],
          },
          { path: 'settings', children: [{ children: [{ index: true }, { path: 'konto' }] }] },
        ],
      },
    ];
    expect(routePatterns(routes).sort()).toEqual([
      '/',
      '/restore-account/:id',
      '/settings',
      '/settings/konto',
      '/terms/archive/08.08.2023',
      '/welcome',
    ]);
  });
});
