import { isMembersPage } from '@vernissage/core/page-titles';
import { hydrate, type DehydratedState, type QueryClient } from '@tanstack/react-query';
import { startTransition } from 'react';
import { hydrateRoot, type HydrationOptions, type Root } from 'react-dom/client';
// RouterProvider from react-router itself: the one in react-router/dom only adds flushSync for
// navigations that ask for it (none do), and under the unit tests it is a second copy of the router.
import { createBrowserRouter, matchPath, matchRoutes, RouterProvider, type RouteObject } from 'react-router';
import { noteDrawnAnswers } from '../lib/query-client.ts';
import { accountModalForPath, openOnArrival } from '../lib/sign-in-prompt.tsx';
import { drawForWidth } from '../lib/use-media-query.ts';
import { AppRoot } from './app-root.tsx';
import { inAdminLayout, preloadAdminLayout } from './layouts/root-layout.tsx';
import { preloadMembersOnly } from './route-guards.tsx';
import { routes, routesStartingWith } from './router.tsx';

/** What a page drawn on the server carries for the app (entry-server.tsx writes it). */
export interface DrawnPageState {
  /** The query cache the page was drawn from (TanStack Query's dehydrated state). */
  cache: DehydratedState;
  /** The window width it was drawn for: media queries answer for it while the app takes over. */
  width: number;
  /**
   * The path pattern of the route the page was drawn by, so the app loads that route's page
   * without matching the address against every route (react-router flattens and ranks them all on
   * each match: about 30 ms on a phone's CPU, in the take-over's first task). Only the pattern:
   * one drawing of the 404 page serves every unknown address, so it names none of them.
   */
  routePath?: string;
}

/** The route the page was drawn by, where its pattern matches this address (an account route's home page is drawn for /). */
function drawnRoute(state: DrawnPageState, pathname: string): RouteObject | null {
  const pattern = state.routePath;
  if (pattern === undefined || !matchPath(pattern, pathname)) return null;
  const find = (nodes: readonly RouteObject[]): RouteObject | null => {
    for (const node of nodes) {
      if (node.path === pattern) return node;
      const inside = node.children ? find(node.children) : null;
      if (inside) return inside;
    }
    return null;
  };
  return find(routes);
}

/**
 * The answers a drawn page came with, as read now. A body the server keeps (a visitor's home page,
 * say) carries the times it was first drawn, minutes ago perhaps; it is kept only while its answers
 * stand (any process's write sets it aside), so they are as current as the request, and a page
 * that opens now would read them again only to draw the same (and, as React's answers changed
 * under it, draw part of it again).
 */
function readNow(cache: DehydratedState, now = Date.now()): DehydratedState {
  return { ...cache, queries: cache.queries.map((query) => ({ ...query, state: { ...query.state, dataUpdatedAt: now } })) };
}

/**
 * What the router starts with: the drawn route alone where it is known, the others added when
 * someone first goes to another page (routesStartingWith), so the take-over does not flatten and
 * rank every route first. An aborted navigation adds nothing, so the next one adds them.
 */
function routerStartingWith(drawn: RouteObject | null): Parameters<typeof createBrowserRouter> {
  const hydrationData = { loaderData: {} };
  if (!drawn) return [routes, { hydrationData }];
  const first = routesStartingWith(drawn);
  let added = false;
  return [
    first.routes,
    {
      hydrationData,
      patchRoutesOnNavigation: ({ patch, signal }) => {
        if (added || signal.aborted) return;
        first.addTheRest(patch);
        added = true;
      },
    },
  ];
}

/**
 * Takes over a page the server drew (decision record 048) instead of drawing it again: the
 * answers it was drawn from fill the query cache, media queries answer for the width it was drawn
 * for (an account route's address becomes /, its dialog opened once the app is there), the route's page code is loaded before the
 * router starts (a lazy route would first draw nothing, unlike the server), and React takes the
 * HTML over as a transition, so the work is cut into short tasks and the page stays responsive.
 */
export async function takeOver(container: HTMLElement, state: DrawnPageState, queryClient: QueryClient, options: Pick<HydrationOptions, 'onRecoverableError'> = {}): Promise<Root> {
  hydrate(queryClient, readNow(state.cache));
  noteDrawnAnswers(queryClient);
  // Media queries answer for the width the page was drawn for until the app has taken it over
  // (useSyncExternalStore's server snapshot), and then for the window.
  drawForWidth(state.width);
  // An account route the server drew as the home page (decision record 052): the app takes the
  // home over at /, and opens the route's dialog there, as the route itself would.
  const arrival = accountModalForPath(window.location.pathname);
  if (arrival) {
    window.history.replaceState(window.history.state, '', '/');
    openOnArrival(arrival);
  }
  const drawn = drawnRoute(state, window.location.pathname);
  const matched = drawn ? [drawn] : (matchRoutes(routes, window.location) ?? []).map((match) => match.route);
  await Promise.all([
    ...matched.filter((route) => route.lazy).map(async (route) => {
      const loaded = await (route.lazy as () => Promise<object>)();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
    // A page in the admin layout was drawn in it: the layout is there before the app takes over.
    ...(inAdminLayout(window.location.pathname) ? [preloadAdminLayout()] : []),
    // A visitor's members' page was drawn with what it tells them (decision record 056).
    ...(isMembersPage(window.location.pathname) ? [preloadMembersOnly()] : []),
  ]);
  const router = createBrowserRouter(...routerStartingWith(drawn));
  let root: Root | undefined;
  startTransition(() => {
    root = hydrateRoot(
      container,
      <AppRoot queryClient={queryClient}>
        <RouterProvider router={router} />
      </AppRoot>,
      options,
    );
  });
  return root!;
}
