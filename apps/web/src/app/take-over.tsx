import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { startTransition } from 'react';
import { hydrateRoot, type HydrationOptions } from 'react-dom/client';
// RouterProvider from react-router itself: the one in react-router/dom only adds flushSync for
// navigations that ask for it (none do), and under the unit tests it is a second copy of the router.
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { AppRoot } from './app-root.tsx';
import { routes } from './router.tsx';

/**
 * Takes over a page the server drew (decision record 048) instead of drawing it again: the
 * answers it was drawn from fill the query cache, the route's page code is loaded before the
 * router starts (a lazy route would first draw nothing, unlike the server), and React takes the
 * HTML over as a transition, so the work is cut into short tasks and the page stays responsive.
 */
export async function takeOver(root: HTMLElement, state: DehydratedState, queryClient: QueryClient, options: Pick<HydrationOptions, 'onRecoverableError'> = {}): Promise<void> {
  hydrate(queryClient, state);
  const lazy = (matchRoutes(routes, window.location) ?? []).filter((match) => match.route.lazy);
  await Promise.all(
    lazy.map(async ({ route }) => {
      const loaded = await (route.lazy as () => Promise<object>)();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
  const router = createBrowserRouter(routes, { hydrationData: { loaderData: {} } });
  startTransition(() => {
    hydrateRoot(
      root,
      <AppRoot queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppRoot>,
      options,
    );
  });
}
