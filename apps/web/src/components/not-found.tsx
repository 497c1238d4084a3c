import { Button } from './ui/button.tsx';
import { useNavigate } from 'react-router';
import { paths } from '../config/paths.ts';

/** The 404 page: for unknown paths and for routes whose page is not built yet. */
export function NotFound() {
  const navigate = useNavigate();
  return (
    <section className="status-page" aria-labelledby="not-found-title">
      <p className="status-page__code" aria-hidden="true">
        404
      </p>
      <h1 id="not-found-title" className="status-page__title">
        Page not found
      </h1>
      <p className="status-page__text">
        The page you are looking for might have been moved, removed or might never have existed.
      </p>
      <Button type="primary" size="large" onClick={() => void navigate(paths.home)}>
        Go To Home
      </Button>
    </section>
  );
}
