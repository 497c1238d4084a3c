import { createBrowserRouter, type RouteObject } from 'react-router';
import { RootLayout } from './layouts/root-layout.tsx';
import { RequireRole, RequireUser, RequireVisitor, UnmatchedRoute } from './route-guards.tsx';
import { RouteError } from './route-error.tsx';
import { routeTable, type RouteAccess } from './route-table.ts';

function childrenFor(access: RouteAccess): RouteObject[] {
  return routeTable
    .filter((route) => route.access === access)
    .map(({ path, Page, roles }) => ({
      path,
      element: roles ? (
        <RequireRole roles={roles}>
          <Page />
        </RequireRole>
      ) : (
        <Page />
      ),
    }));
}

/** The route objects, shared by the browser router and by tests (memory router). */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
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
