import type { Role } from '@vernissage/core/schemas';
import { lazy, Suspense, type ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader.tsx';
import { knownToBeMember } from '../lib/api/get-session.ts';
import { withAntd } from '../lib/with-antd.tsx';
import { RootLayout } from './layouts/root-layout.tsx';
import { RequireRole, RequireUser, RequireVisitor, UnmatchedRoute } from './route-guards.tsx';
import { RouteError } from './route-error.tsx';
import { routeTable, type AppRoute, type RouteAccess } from './route-table.ts';

/** A page for some roles only: the role check wraps the page once it has loaded. */
function forRoles(Page: ComponentType, roles: readonly Role[]): ComponentType {
  function RolePage() {
    return (
      <RequireRole roles={roles}>
        <Page />
      </RequireRole>
    );
  }
  return RolePage;
}

/** A page whose code is fetched when it is first drawn, the loader showing meanwhile. */
function drawnWhenLoaded(load: () => Promise<ComponentType>): ComponentType {
  const Page = lazy(async () => ({ default: await load() }));
  function LoadedPage() {
    return (
      <Suspense fallback={<PageLoader />}>
        <Page />
      </Suspense>
    );
  }
  return LoadedPage;
}

/**
 * Route-level splitting: each page's code is fetched when its route is first matched, with Ant
 * Design's theme around it unless the page is drawn without Ant Design. A members' page opened
 * before the app knows a member is signed in fetches its code only once it is drawn for one: a
 * visitor is told why the page needs an account (RequireUser) and never fetches it (decision
 * record 056; the server's head leaves it out for them too).
 */
function lazyPage({ page, roles, light, access }: AppRoute): RouteObject['lazy'] {
  const load = light ? page : withAntd(page);
  return async () => {
    const Page = access === 'user' && !light && !knownToBeMember() ? drawnWhenLoaded(load) : await load();
    return { Component: roles ? forRoles(Page, roles) : Page };
  };
}

function childrenFor(access: RouteAccess): RouteObject[] {
  return routeTable.filter((route) => route.access === access).map((route) => ({ path: route.path, lazy: lazyPage(route) }));
}

/** Nothing is drawn until the first page's code is in: the layout would only jump when it arrives. */
function FirstPageLoading() {
  return null;
}

/**
 * The route objects, shared by the browser router and by tests (memory router). The layouts carry
 * ids, so routes left out at the start can be added under them later (routesStartingWith).
 */
export const routes: RouteObject[] = [
  {
    id: 'app',
    element: <RootLayout />,
    errorElement: <RouteError />,
    HydrateFallback: FirstPageLoading,
    children: [
      ...childrenFor('public'),
      { id: 'members', element: <RequireUser />, children: childrenFor('user') },
      { id: 'visitors', element: <RequireVisitor />, children: childrenFor('visitor') },
      { path: '*', element: <UnmatchedRoute /> },
    ],
  },
];

/** Adds routes under the layout with the given id, or at the top for null (React Router's patch). */
export type PatchRoutes = (parentId: string | null, children: RouteObject[]) => void;

export interface RoutesStartingWith {
  /** The route tree holding `route` and the layouts above it, and nothing else. */
  routes: RouteObject[];
  /** Adds every route left out, each under its layout. */
  addTheRest: (patch: PatchRoutes) => void;
}

/**
 * The route tree cut down to one route and its layouts. React Router flattens and ranks every
 * route of the tree it starts with, 126 here, in the task where the app takes a drawn page over:
 * `createBrowserRouter` took 54 ms of an emulated phone's CPU (4×) on /artists, and 28.5 ms
 * started with one route (decision record 059). The rest is given to the router when someone first
 * goes to another page (patchRoutesOnNavigation).
 */
export function routesStartingWith(route: RouteObject, tree: RouteObject[] = routes): RoutesStartingWith {
  const rest: [string | null, RouteObject[]][] = [];
  /** The routes of `nodes` that hold `route`, cut down; the others are kept in `rest` under `parentId`. */
  const cut = (nodes: RouteObject[], parentId: string | null): RouteObject[] => {
    const kept: RouteObject[] = [];
    const others: RouteObject[] = [];
    for (const node of nodes) {
      if (node === route) {
        kept.push(node);
        continue;
      }
      const inside = node.children ? cut(node.children, node.id ?? null) : [];
      if (!inside.length) {
        others.push(node);
        continue;
      }
      if (!node.id) throw new Error('a layout above a route started alone needs an id');
      kept.push({ ...node, children: inside } as RouteObject);
    }
    if (kept.length && others.length) rest.push([parentId, others]);
    return kept;
  };
  return {
    routes: cut(tree, null),
    addTheRest: (patch) => {
      for (const [parentId, children] of rest) patch(parentId, children);
    },
  };
}

export function createAppRouter() {
  return createBrowserRouter(routes);
}
