import { NotFound } from '../../components/not-found.tsx';

/** Unknown paths, and an admin page opened by someone it is not for. */
export function NotFoundRoute() {
  return <NotFound />;
}
