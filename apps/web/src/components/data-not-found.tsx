import { Link } from 'react-router';
import { paths } from '../config/paths.ts';

interface DataNotFoundProps {
  title?: string;
  text?: string;
}

/** Shown when a page exists but what it should show does not (a missing record or snippet). */
export function DataNotFound({
  title = 'We could not find that',
  text = 'The information you asked for is not available right now. It may have been removed, or the link may be out of date.',
}: DataNotFoundProps) {
  return (
    <section className="status-page" aria-labelledby="data-not-found-title">
      <h1 id="data-not-found-title" className="status-page__title">
        {title}
      </h1>
      <p className="status-page__text">{text}</p>
      <Link className="text-link" to={paths.home}>
        Back to the home page
      </Link>
    </section>
  );
}
