import { isMembersPage } from '@vernissage/core/page-titles';
import type { Role } from '@vernissage/core/schemas';
import { describe, expect, it } from 'vitest';
import { paths } from '../config/paths.ts';
import { routeTable, type AppRoute } from './route-table.ts';
import { NotFoundRoute } from './routes/not-found.tsx';

const ROLES: readonly Role[] = ['collector', 'artist', 'merchant', 'admin'];
type Caller = Role | 'visitor';

/** What a caller meets on a route, as the guards in router.tsx decide it. */
function outcome(route: AppRoute, caller: Caller): 'page' | 'members page' | 'home' | '404' {
  if (route.access === 'public') return 'page';
  if (route.access === 'visitor') return caller === 'visitor' ? 'page' : 'home';
  if (caller === 'visitor') return 'members page';
  return !route.roles || route.roles.includes(caller) ? 'page' : '404';
}

describe('the route table', () => {
  // Importing every page is the slow part: one test loads them all.
  it('gives every route of the spec a page of its own, never the 404 page', async () => {
    const missing: string[] = [];
    for (const route of routeTable) {
      const Page = await route.page();
      if (!Page || Page === NotFoundRoute) missing.push(route.path);
    }
    expect(missing).toEqual([]);
  }, 60_000);

  it.each(['visitor', ...ROLES] as const)('walked as %s: every route opens its page, the members page, home or (for a role it is not for) the 404 page', (caller) => {
    const met = routeTable.map((route) => [route.path, outcome(route, caller)] as const);
    if (caller === 'visitor') expect(met.filter(([, seen]) => seen === '404')).toEqual([]);
    if (caller === 'admin') {
      // The admin opens every page but the visitors-only ones and the sellers' own studio (the
      // admin edits any work from Art Works).
      expect(met.filter(([, seen]) => seen !== 'page' && seen !== 'home').map(([path]) => path)).toEqual([paths.myWorks, paths.project]);
    }
    expect(met.filter(([, seen]) => seen === 'page').length).toBeGreaterThan(0);
  });

  it('opens every route to someone', () => {
    const callers: readonly Caller[] = ['visitor', ...ROLES];
    expect(routeTable.filter((route) => !callers.some((caller) => outcome(route, caller) === 'page')).map((route) => route.path)).toEqual([]);
  });

  it('names to the server every members’ page whose code a visitor never fetches, and only those (decision record 056)', () => {
    const sample = (path: string) => path.replace(/:\w+/g, '12');
    const deferred = routeTable.filter((route) => route.access === 'user' && !route.light).map((route) => route.path);
    expect(deferred.filter((path) => !isMembersPage(sample(path)))).toEqual([]);
    expect(routeTable.filter((route) => !deferred.includes(route.path) && isMembersPage(sample(route.path))).map((route) => route.path)).toEqual([]);
  });

  it('lists each path once', () => {
    const paths = routeTable.map((route) => route.path.toLowerCase());
    expect(paths.filter((path, index) => paths.indexOf(path) !== index)).toEqual([]);
  });
});
