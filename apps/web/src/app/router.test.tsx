import { describe, expect, it } from 'vitest';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { paths } from '../config/paths.ts';
import { routes, routesStartingWith, type PatchRoutes } from './router.tsx';

/** Every route of a tree, layouts included, once each, by identity. */
function everyRoute(tree: readonly RouteObject[]): Set<RouteObject> {
  const found = new Set<RouteObject>();
  const walk = (nodes: readonly RouteObject[]) => {
    for (const node of nodes) {
      found.add(node);
      if (node.children) walk(node.children);
    }
  };
  walk(tree);
  return found;
}

const app = routes[0]!;
const layout = (id: string) => app.children!.find((node) => node.id === id)!;
const routeAt = (path: string, under: RouteObject = app) => under.children!.find((node) => node.path === path)!;

/** The patches `addTheRest` makes, in order. */
function patchesOf(start: ReturnType<typeof routesStartingWith>): [string | null, RouteObject[]][] {
  const made: [string | null, RouteObject[]][] = [];
  const patch: PatchRoutes = (parentId, children) => made.push([parentId, children]);
  start.addTheRest(patch);
  return made;
}

describe('a router started from one route', () => {
  it('starts with a public route alone under the app’s layout, and is given every other route under it', () => {
    const artwork = routeAt(paths.artworkForSale);
    const start = routesStartingWith(artwork);
    expect(start.routes).toHaveLength(1);
    expect(start.routes[0]).toMatchObject({ id: 'app', children: [artwork] });
    const patches = patchesOf(start);
    expect(patches.map(([parentId]) => parentId)).toEqual(['app']);
    expect(patches[0]![1]).toEqual(app.children!.filter((node) => node !== artwork));
  });

  it('starts with a members’ route under its own layout, and is given the rest of each layout under it', () => {
    const settings = routeAt(paths.settings, layout('members'));
    const start = routesStartingWith(settings);
    expect(start.routes[0]!.children).toEqual([expect.objectContaining({ id: 'members', children: [settings] })]);
    const patches = patchesOf(start);
    expect(patches.map(([parentId]) => parentId)).toEqual(['members', 'app']);
    // Each route of the whole tree is there once: started with, or added.
    const added = patches.flatMap(([, children]) => [...everyRoute(children)]);
    const startedWith = [...everyRoute(start.routes)].filter((node) => node.id !== 'app' && node.id !== 'members');
    expect(new Set([...startedWith, ...added]).size).toBe(startedWith.length + added.length);
    expect(startedWith.length + added.length + 2).toBe(everyRoute(routes).size);
  });

  it('matches what the whole tree matches once someone goes to another page: a public page, a members’ page, an unknown address', async () => {
    const artwork = routeAt(paths.artworkForSale);
    const start = routesStartingWith(artwork);
    let added = 0;
    const router = createMemoryRouter(start.routes, {
      initialEntries: ['/artwork-for-sale/Blue-Hour-12'],
      hydrationData: { loaderData: {} },
      patchRoutesOnNavigation: ({ patch }) => {
        if (added++ === 0) start.addTheRest(patch);
      },
    });
    const last = () => router.state.matches.at(-1)!.route;
    expect(last().path).toBe(paths.artworkForSale);
    await router.navigate('/no-such-page');
    expect(last().path).toBe('*');
    await router.navigate(paths.settings);
    expect(router.state.matches.map((match) => match.route.id)).toContain('members');
    expect(last().path).toBe(paths.settings);
    await router.navigate('/artwork-for-sale/Red-Dawn-7');
    expect(last().path).toBe(paths.artworkForSale);
    expect(router.state.matches.at(-1)!.params).toEqual({ artworkName: 'Red-Dawn-7' });
    router.dispose();
  });

  it('started from the 404 page, which matches every address, is given the other routes at the first navigation', async () => {
    const start = routesStartingWith(routeAt('*'));
    let added = false;
    const router = createMemoryRouter(start.routes, {
      initialEntries: ['/no-such-page'],
      hydrationData: { loaderData: {} },
      patchRoutesOnNavigation: ({ patch }) => {
        if (added) return;
        start.addTheRest(patch);
        added = true;
      },
    });
    expect(router.state.matches.at(-1)!.route.path).toBe('*');
    await router.navigate(paths.artists);
    expect(added).toBe(true);
    expect(router.state.matches.at(-1)!.route.path).toBe(paths.artists);
    router.dispose();
  });
});
