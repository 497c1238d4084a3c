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

/** The route objects, shared by the browser router and by tests (memory router). */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    HydrateFallback: FirstPageLoading,
    children: [
      ...childrenFor('public'),
      { element: <RequireUser />, children: childrenFor('user') },
      { element: <RequireVisitor />, children: childrenFor('visitor') },
      { path: '*', element: <UnmatchedRoute /> },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
