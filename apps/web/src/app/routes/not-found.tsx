import { NotFound } from '../../components/not-found.tsx';

/** Unknown paths, and routes whose page is not built yet. */
export function NotFoundRoute() {
  return <NotFound />;
}
