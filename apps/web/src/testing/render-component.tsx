import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppProviders } from '../app/providers.tsx';
import { AntdScope } from '../components/antd-scope.tsx';
import { createQueryClient } from '../lib/query-client.ts';

/**
 * Renders one component with the app's providers and a router, without the layouts: for pieces
 * other pages reuse (a detail in a gallery, a dialog), tested as those pages will hold them:
 * inside Ant Design's theme, as a page drawn with it holds them.
 */
export function renderComponent(element: ReactElement) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({ queries: { retry: false, staleTime: Infinity } });
  const router = createMemoryRouter([{ path: '*', element: <AntdScope>{element}</AntdScope> }]);
  const user = userEvent.setup();
  const view = render(
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...view, user, router, queryClient };
}
