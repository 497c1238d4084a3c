import type { Role } from '@vernissage/core/schemas';
import type { ComponentType } from 'react';
import { createBrowserRouter, type RouteObject } from 'react-router';
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

/**
 * Route-level splitting: each page's code is fetched when its route is first matched, with Ant
 * Design's theme around it unless the page is drawn without Ant Design.
 */
function lazyPage({ page, roles, light }: AppRoute): RouteObject['lazy'] {
  const load = light ? page : withAntd(page);
  return async () => {
    const Page = await load();
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
