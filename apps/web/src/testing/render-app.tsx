import { StyleProvider } from '@ant-design/cssinjs';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from '../app/providers.tsx';
import { routes } from '../app/router.tsx';
import { createQueryClient } from '../lib/query-client.ts';

/**
 * Renders the real app (routes, layouts, providers) at a path, with a fresh cache. `pages` are
 * put first inside the root layout, so a test can render a feature page with test slots.
 */
export function renderApp(path: string, options: { pages?: RouteObject[] } = {}) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: Infinity } });
  const [root, ...rest] = routes;
  const table = options.pages?.length && root ? [{ ...root, children: [...options.pages, ...(root.children ?? [])] } as RouteObject, ...rest] : routes;
  const router = createMemoryRouter(table, { initialEntries: [path] });
  const user = userEvent.setup();
  const view = render(
    // Ant Design's styles are kept out of the page: jsdom has no layout to apply them to, and
    // resolving hundreds of style sheets on each query made every test several times slower.
    <StyleProvider mock="server">
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppProviders>
    </StyleProvider>,
  );
  return { ...view, router, user, queryClient };
}
