import { Button } from '../components/ui/button.tsx';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFound } from '../components/not-found.tsx';
import { paths } from '../config/paths.ts';

/**
 * Last resort when a page throws while rendering, or its code cannot be fetched: a clear
 * message and a way home. Plain markup, so it needs nothing that might itself fail to load.
 */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  // The error stays in the browser's console for whoever looks into it.
  console.error(error);
  return (
    <section className="status-page" role="alert" aria-labelledby="route-error-title">
      <h1 id="route-error-title" className="status-page__title">
        Something went wrong
      </h1>
      <p className="status-page__text">This page could not be shown. Please try again; if it keeps happening, contact us.</p>
      <Button type="primary" size="large" href={paths.home}>
        Go To Home
      </Button>
    </section>
  );
}
