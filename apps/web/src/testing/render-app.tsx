import { StyleProvider } from '@ant-design/cssinjs';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { AppProviders } from '../app/providers.tsx';
import { AntdScope } from '../components/antd-scope.tsx';
import { routeTable } from '../app/route-table.ts';
import { routes } from '../app/router.tsx';
import { createQueryClient } from '../lib/query-client.ts';

// The app fetches each page, and the dialogs and panels that open later, on first use. Tests
// load them all once here, as the app's static imports used to, so a test's waits are for what
// it does rather than for compiling modules on a busy machine. The lazy paths still run.
await Promise.all([
  ...routeTable.map((route) => route.page()),
  import('../app/layouts/admin-layout.tsx'),
  import('../features/accounts/components/account-modals.tsx'),
  import('../features/artwork/components/artwork-detail.tsx'),
  import('../features/artwork/components/question-dialog.tsx'),
  import('../features/artwork/components/zoom-preview.tsx'),
  import('../features/artwork/components/video-dialog.tsx'),
  import('../features/footer/components/snippet-modal.tsx'),
  import('../features/taste/components/gallery/filter-modal.tsx'),
  import('../features/taste/components/gallery/prerequisite-modal.tsx'),
  import('../features/taste/components/gallery/proof-modal.tsx'),
  import('../features/taste/components/gallery/purchase-modal.tsx'),
  import('../features/maintenance/components/maintenance-modal.tsx'),
  import('../features/navigation/components/loaded-dropdown.tsx'),
  import('../features/navigation/components/top-bar-drawer.tsx'),
  import('../components/rich-text-editor.tsx'),
  import('../components/image-crop-modal.tsx'),
]);

/**
 * Renders the real app (routes, layouts, providers) at a path, with a fresh cache. `pages` are
 * put first inside the root layout, so a test can render a feature page with test slots; they
 * get Ant Design's theme around them, as the routes of pages drawn with it do.
 */
export function renderApp(path: string, options: { pages?: RouteObject[] } = {}) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: Infinity } });
  const [root, ...rest] = routes;
  const pages = (options.pages ?? []).map((page) => ({ ...page, element: <AntdScope>{page.element}</AntdScope> }) as RouteObject);
  const table = pages.length && root ? [{ ...root, children: [...pages, ...(root.children ?? [])] } as RouteObject, ...rest] : routes;
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
